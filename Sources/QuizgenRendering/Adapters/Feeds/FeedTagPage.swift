/// The posts with one tag, paginated.
public struct FeedTagPage: Sendable {
    /// The feed.
    public let feed: PublishedFeed
    /// The tag's index in `feed.tags`.
    public let tag: Int
    /// Creates the page model.
    public init(feed: PublishedFeed, tag: Int) {
        self.feed = feed
        self.tag = tag
    }
}
