/// The posts of one calendar month (UTC), paginated: the feed's archive page for that month.
public struct FeedMonthPage: Sendable {
    /// The feed.
    public let feed: PublishedFeed
    /// The month's index in `feed.months`.
    public let month: Int
    /// Creates the page model.
    public init(feed: PublishedFeed, month: Int) {
        self.feed = feed
        self.month = month
    }
}
