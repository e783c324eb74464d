/// A user's profile and posts, paginated.
public struct FeedUserPage: Sendable {
    /// The feed.
    public let feed: PublishedFeed
    /// The user's id.
    public let userID: String
    /// Creates the page model.
    public init(feed: PublishedFeed, userID: String) {
        self.feed = feed
        self.userID = userID
    }
}
