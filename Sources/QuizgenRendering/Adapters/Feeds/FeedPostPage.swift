/// One post's permalink page with its comments and reply thread.
public struct FeedPostPage: Sendable {
    /// The feed.
    public let feed: PublishedFeed
    /// The post's index in `feed.feed.posts`.
    public let index: Int
    /// Creates the page model.
    public init(feed: PublishedFeed, index: Int) {
        self.feed = feed
        self.index = index
    }
}
