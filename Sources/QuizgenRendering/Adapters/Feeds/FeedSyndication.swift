/// Atom, RSS and JSON Feed documents for a timeline or a user's posts.
public struct FeedSyndication: Sendable {
    /// The feed.
    public let feed: PublishedFeed
    /// The user whose posts are syndicated, or `nil` for the whole timeline.
    public let userID: String?
    /// Creates the page model.
    public init(feed: PublishedFeed, userID: String? = nil) {
        self.feed = feed
        self.userID = userID
    }
}
