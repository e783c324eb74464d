import QuizgenCompute
import QuizgenCore

/// Renders ``SiteIndex`` at `/site-index/`, `/site-index/page/2/`, … (`page_size` entries a page)
/// with the `site-index` template.
public struct SiteIndexAdapter: ContentAdapter {
    /// Creates the adapter.
    public init() {}

    public func routes(for index: SiteIndex, site: SiteContext) -> [Route] {
        PageListViews.pagePaths(base: SiteIndex.path, count: index.entries.count, site: site).map {
            Route(path: $0, template: "site-index")
        }
    }

    public func context(for index: SiteIndex, route: Route, site: SiteContext) throws -> [String:
        Any]
    {
        let paginator = FeedPaginator(pageSize: site.config.pageSize)
        let number = PageListViews.pageNumber(of: route.path, base: SiteIndex.path)
        let items: [[String: Any]] = index.entries[
            paginator.range(of: number, count: index.entries.count)
        ].map { entry in
            var item: [String: Any] = [
                "title": entry.title, "url": site.url(entry.path), "kind": entry.kind.rawValue,
            ]
            item["is_" + entry.kind.rawValue] = true
            if let description = entry.description { item["description"] = description }
            return item
        }
        let pager = PageListViews.pager(
            base: SiteIndex.path, page: number, count: index.entries.count, site: site)
        return ["page": ["url": site.url(route.path)], "items": items, "pager": pager]
    }
}
