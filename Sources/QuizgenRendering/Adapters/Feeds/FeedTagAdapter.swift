import QuizgenCore

/// Renders the posts with one tag with the `feed-tag` template, paginated.
public struct FeedTagAdapter: ContentAdapter {
    /// Creates the adapter.
    public init() {}

    static func listing(_ model: FeedTagPage) -> FeedGroupListing {
        let group = model.feed.tags[model.tag]
        return FeedGroupListing(
            feed: model.feed, group: group, base: "\(model.feed.base)tags/\(group.slug)/",
            countKey: "feed.tag_posts")
    }

    public func routes(for model: FeedTagPage, site: SiteContext) -> [Route] {
        Self.listing(model).routes(template: "feed-tag", site: site)
    }

    public func context(for model: FeedTagPage, route: Route, site: SiteContext) throws -> [String:
        Any]
    {
        Self.listing(model).context(route: route, site: site)
    }
}
