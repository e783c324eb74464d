import QuizgenCompute
import QuizgenCore

/// Renders Markdown pages from `Content/pages/` at `/<slug>/`; drafts publish nothing.
public struct PageAdapter: ContentAdapter {
    /// Creates the adapter.
    public init() {}

    public func routes(for page: Page, site: SiteContext) -> [Route] {
        page.draft
            ? []
            : [
                Route(
                    path: page.path, template: page.template,
                    source: SourceLocation(path: page.sourcePath, line: 1, column: 1))
            ]
    }

    public func context(for page: Page, route: Route, site: SiteContext) throws -> [String: Any] {
        var values: [String: Any] = [
            "title": page.title,
            "content": site.markdown.html(of: page),
            "url": site.url(route.path),
        ]
        if let description = page.description ?? page.summary {
            values["description"] = description
        }
        if let summary = page.summary { values["summary"] = summary }
        if let date = page.date {
            values["date"] = PageListViews.dayText(date, site: site)
            values["date_iso"] = date.iso
        }
        if let lastmod = page.lastmod {
            values["lastmod"] = PageListViews.dayText(lastmod, site: site)
            values["lastmod_iso"] = lastmod.iso
        }
        let terms = PageListViews.terms(of: page, site: site)
        if !terms.isEmpty { values["taxonomies"] = terms }
        if !page.section.isEmpty {
            let name = page.section.split(separator: "/").last.map(String.init) ?? page.section
            values["section"] = [
                "title": site.sectionTitles[page.section] ?? PageIndexer.titleFromFolder(name),
                "url": site.url(PageIndexer.sectionPath(page.section)),
            ]
        }
        return ["page": values]
    }
}
