import QuizgenCore

/// Renders a month of a feed's posts with the `feed-month` template, paginated, at
/// `/feeds/<name>/archive/<yyyy>/<mm>/`, with links to the months before and after.
public struct FeedMonthAdapter: ContentAdapter {
    /// Creates the adapter.
    public init() {}

    static func listing(_ model: FeedMonthPage) -> FeedGroupListing {
        let group = model.feed.months[model.month]
        return FeedGroupListing(
            feed: model.feed, group: group, base: model.feed.monthPath(model.month),
            countKey: "feed.month_posts")
    }

    public func routes(for model: FeedMonthPage, site: SiteContext) -> [Route] {
        Self.listing(model).routes(template: "feed-month", site: site)
    }

    public func context(for model: FeedMonthPage, route: Route, site: SiteContext) throws
        -> [String: Any]
    {
        var context = Self.listing(model).context(route: route, site: site)
        let feed = model.feed
        let months = feed.months
        // Months are newest first: the next index is the month before.
        if model.month + 1 < months.count {
            context["earlier"] = [
                "title": months[model.month + 1].title,
                "url": site.url(feed.monthPath(model.month + 1)),
            ]
        }
        if model.month > 0 {
            context["later"] = [
                "title": months[model.month - 1].title,
                "url": site.url(feed.monthPath(model.month - 1)),
            ]
        }
        // The `feed-months` partial shows the list only under `has_months`.
        let links = FeedViews.months(of: feed, site: site)
        context["months"] = links
        context["has_months"] = !links.isEmpty
        return context
    }
}
