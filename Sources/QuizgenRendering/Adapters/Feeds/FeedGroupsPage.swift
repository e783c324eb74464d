/// The feed's index of communities, tags and places (proximity groups).
public struct FeedGroupsPage: Sendable {
    /// The feed.
    public let feed: PublishedFeed
    /// Creates the page model.
    public init(feed: PublishedFeed) {
        self.feed = feed
    }
}
