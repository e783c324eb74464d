import QuizgenCompute
import QuizgenCore

/// A paginated listing of one group of a feed's posts (a tag, a community): what the tag and
/// community adapters share, apart from their folder and template.
struct FeedGroupListing {
    let feed: PublishedFeed
    let group: FeedPostGroup
    /// The listing's first page path, e.g. `/feeds/campus/tags/rivers/`.
    let base: String

    func routes(template: String, site: SiteContext) -> [Route] {
        let count = FeedPaginator(pageSize: site.config.pageSize).pageCount(for: group.posts.count)
        return (1...count).map {
            Route(
                path: FeedPaginator.path(base: base, page: $0), template: template,
                source: feed.config.location)
        }
    }

    /// The catalog key of the group's count text (`feed.tag_posts`: "3 posts with this tag").
    let countKey: String

    func context(route: Route, site: SiteContext) -> [String: Any] {
        let page = FeedViews.pageNumber(route)
        return [
            "page": [
                "title":
                    "\(group.title) · \(feed.config.title)\(FeedViews.pageSuffix(page, site: site))"
            ],
            "feed": FeedViews.feed(feed, site: site),
            "group": [
                "title": group.title, "count": group.posts.count,
                "count_text": site.catalog.plural(countKey, count: group.posts.count),
            ] as [String: Any],
            "posts": FeedViews.posts(group.posts, page: page, of: feed, site: site),
            "pager": PageListViews.pager(
                base: base, page: page, count: group.posts.count, site: site),
        ]
    }
}
