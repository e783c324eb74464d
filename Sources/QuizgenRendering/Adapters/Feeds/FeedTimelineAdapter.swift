import QuizgenCompute
import QuizgenCore

/// Renders a feed's timeline pages with the `feed-timeline` template.
public struct FeedTimelineAdapter: ContentAdapter {
    /// Creates the adapter.
    public init() {}

    public func routes(for model: FeedTimeline, site: SiteContext) -> [Route] {
        let count = FeedPaginator(pageSize: site.config.pageSize).pageCount(
            for: model.feed.timeline.count)
        return (1...count).map {
            Route(
                path: FeedPaginator.path(base: model.feed.base, page: $0),
                template: "feed-timeline", source: model.feed.config.location)
        }
    }

    public func context(for model: FeedTimeline, route: Route, site: SiteContext) throws -> [String:
        Any]
    {
        let page = FeedViews.pageNumber(route)
        let feed = model.feed
        let months = FeedViews.months(of: feed, site: site)
        // "On this day" (posts of today's date in earlier years, by the build's clock) on the
        // first page only.
        let memories =
            page == 1
            ? feed.onThisDay(site.clock.now).map { FeedViews.post($0, of: feed, site: site) } : []
        return [
            "page": ["title": feed.config.title + FeedViews.pageSuffix(page, site: site)],
            "feed": FeedViews.feed(feed, site: site),
            "posts": FeedViews.posts(feed.timeline, page: page, of: feed, site: site),
            "pager": PageListViews.pager(
                base: feed.base, page: page, count: feed.timeline.count, site: site),
            "months": months,
            "has_months": !months.isEmpty,
            "on_this_day": memories,
            "has_on_this_day": !memories.isEmpty,
        ]
    }
}
