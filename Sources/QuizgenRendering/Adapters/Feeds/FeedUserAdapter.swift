import QuizgenCompute
import QuizgenCore

/// Renders a user's profile and posts with the `feed-user` template, paginated.
public struct FeedUserAdapter: ContentAdapter {
    /// Creates the adapter.
    public init() {}

    public func routes(for model: FeedUserPage, site: SiteContext) -> [Route] {
        guard let base = model.feed.userPath(model.userID) else { return [] }
        let posts = model.feed.postsByUser[model.userID] ?? []
        let count = FeedPaginator(pageSize: site.config.pageSize).pageCount(for: posts.count)
        return (1...count).map {
            Route(
                path: FeedPaginator.path(base: base, page: $0), template: "feed-user",
                source: model.feed.user(model.userID).sourceLocation)
        }
    }

    public func context(for model: FeedUserPage, route: Route, site: SiteContext) throws -> [String:
        Any]
    {
        let feed = model.feed
        let page = FeedViews.pageNumber(route)
        let user = feed.user(model.userID)
        let posts = feed.postsByUser[model.userID] ?? []
        var context: [String: Any] = [
            "page": [
                "title":
                    "\(user.displayName) (@\(user.username))\(FeedViews.pageSuffix(page, site: site))"
            ],
            "feed": FeedViews.feed(feed, site: site),
            "user": FeedUserView(model.userID, of: feed, site: site),
            "posts": FeedViews.posts(posts, page: page, of: feed, site: site),
            "pager": PageListViews.pager(
                base: feed.userPath(model.userID) ?? feed.base, page: page, count: posts.count,
                site: site),
            "atom_url": site.url((feed.userPath(model.userID) ?? feed.base) + "atom.xml"),
            "rss_url": site.url((feed.userPath(model.userID) ?? feed.base) + "rss.xml"),
            "json_url": site.url((feed.userPath(model.userID) ?? feed.base) + "feed.json"),
        ]
        if feed.conversations[model.userID] != nil, let path = feed.conversationsPath(model.userID)
        {
            context["conversations_url"] = site.url(path)
        }
        return context
    }
}
