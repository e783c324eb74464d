/// The posts of one community's members, paginated.
public struct FeedCommunityPage: Sendable {
    /// The feed.
    public let feed: PublishedFeed
    /// The community's index in `feed.communities`.
    public let community: Int
    /// Creates the page model.
    public init(feed: PublishedFeed, community: Int) {
        self.feed = feed
        self.community = community
    }
}
