import QuizgenCore

/// Renders the posts of one community's members with the `feed-community` template, paginated.
public struct FeedCommunityAdapter: ContentAdapter {
    /// Creates the adapter.
    public init() {}

    static func listing(_ model: FeedCommunityPage) -> FeedGroupListing {
        let group = model.feed.communities[model.community]
        return FeedGroupListing(
            feed: model.feed, group: group, base: "\(model.feed.base)communities/\(group.slug)/",
            countKey: "feed.community_posts")
    }

    public func routes(for model: FeedCommunityPage, site: SiteContext) -> [Route] {
        Self.listing(model).routes(template: "feed-community", site: site)
    }

    public func context(for model: FeedCommunityPage, route: Route, site: SiteContext) throws
        -> [String: Any]
    {
        Self.listing(model).context(route: route, site: site)
    }
}
