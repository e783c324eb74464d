import QuizgenCompute
import QuizgenCore

/// Renders the posts of one community's members with the `feed-community` template, paginated.
public struct FeedCommunityAdapter: ContentAdapter {
    /// Creates the adapter.
    public init() {}

    static func base(_ model: FeedCommunityPage) -> String { "\(model.feed.base)communities/\(model.feed.communities[model.community].slug)/" }

    public func routes(for model: FeedCommunityPage, site: SiteContext) -> [Route] {
        let count = FeedPaginator(pageSize: site.config.pageSize).pageCount(for: model.feed.communities[model.community].posts.count)
        return (1...count).map {
            Route(path: FeedPaginator.path(base: Self.base(model), page: $0), template: "feed-community", source: model.feed.config.location)
        }
    }

    public func context(for model: FeedCommunityPage, route: Route, site: SiteContext) throws -> [String: Any] {
        let feed = model.feed, page = FeedViews.pageNumber(route), group = feed.communities[model.community]
        return [
            "page": ["title": "\(group.title) · \(feed.config.title)\(page > 1 ? " · page \(page)" : "")"],
            "feed": FeedViews.feed(feed, site: site),
            "group": ["title": group.title, "count": group.posts.count] as [String: Any],
            "posts": FeedViews.posts(group.posts, page: page, of: feed, site: site),
            "pager": FeedViews.pager(base: Self.base(model), page: page, count: group.posts.count, site: site),
        ]
    }
}
