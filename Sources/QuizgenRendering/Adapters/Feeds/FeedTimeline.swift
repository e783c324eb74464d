/// A feed's timeline, newest first, paginated at `/feeds/<name>/`, `.../page/2/`, ...
public struct FeedTimeline: Sendable {
    /// The feed.
    public let feed: PublishedFeed
    /// Creates the page model.
    public init(feed: PublishedFeed) {
        self.feed = feed
    }
}
