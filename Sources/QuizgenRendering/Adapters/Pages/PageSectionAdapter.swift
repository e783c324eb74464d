import QuizgenCompute
import QuizgenCore

/// Renders a section of `Content/pages/` (and the list of every page) as a paginated list at
/// `/<folder>/`, `/<folder>/page/2/`, …, with Atom (`atom.xml`) and RSS (`index.xml`) feeds of
/// its most recent dated pages.
public struct PageSectionAdapter: ContentAdapter {
    /// Creates the adapter.
    public init() {}

    public func routes(for section: PageSection, site: SiteContext) -> [Route] {
        let source = section.sourcePath.map { SourceLocation(path: $0, line: 1, column: 1) }
        return PageListViews.pagePaths(base: section.path, count: section.entries.count, site: site)
            .map {
                Route(path: $0, template: "section", source: source)
            } + [
                Route(
                    path: section.feedPath + "atom.xml", template: "pages-atom.xml", format: .atom,
                    source: source),
                Route(
                    path: section.feedPath + "index.xml", template: "pages-rss.xml", format: .rss,
                    source: source),
            ]
    }

    public func context(for section: PageSection, route: Route, site: SiteContext) throws
        -> [String: Any]
    {
        if route.format == .atom || route.format == .rss {
            return PageFeedViews.feed(section, route: route, site: site)
        }
        let (items, pager) = PageListViews.page(
            section.entries, base: section.path, route: route, site: site)
        var page: [String: Any] = [
            // The list of every page (folder "") is named by the theme, in the site's language.
            "title": section.folder.isEmpty ? site.catalog.text("pages.all_pages") : section.title,
            "content": site.markdown.html(section.body), "url": site.url(route.path),
            "atom_url": site.url(section.feedPath + "atom.xml"),
            "rss_url": site.url(section.feedPath + "index.xml"),
        ]
        if let description = section.description { page["description"] = description }
        if (pager["page"] as? Int ?? 1) > 1 { page["content"] = "" }
        return ["page": page, "items": items, "pager": pager]
    }
}
