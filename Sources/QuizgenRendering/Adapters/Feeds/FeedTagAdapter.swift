import QuizgenCompute
import QuizgenCore

/// Renders the posts with one tag with the `feed-tag` template, paginated.
public struct FeedTagAdapter: ContentAdapter {
    /// Creates the adapter.
    public init() {}

    static func base(_ model: FeedTagPage) -> String { "\(model.feed.base)tags/\(model.feed.tags[model.tag].slug)/" }

    public func routes(for model: FeedTagPage, site: SiteContext) -> [Route] {
        let count = FeedPaginator(pageSize: site.config.pageSize).pageCount(for: model.feed.tags[model.tag].posts.count)
        return (1...count).map {
            Route(path: FeedPaginator.path(base: Self.base(model), page: $0), template: "feed-tag", source: model.feed.config.location)
        }
    }

    public func context(for model: FeedTagPage, route: Route, site: SiteContext) throws -> [String: Any] {
        let feed = model.feed, page = FeedViews.pageNumber(route), group = feed.tags[model.tag]
        return [
            "page": ["title": "\(group.title) · \(feed.config.title)\(page > 1 ? " · page \(page)" : "")"],
            "feed": FeedViews.feed(feed, site: site),
            "group": ["title": group.title, "count": group.posts.count] as [String: Any],
            "posts": FeedViews.posts(group.posts, page: page, of: feed, site: site),
            "pager": FeedViews.pager(base: Self.base(model), page: page, count: group.posts.count, site: site),
        ]
    }
}
