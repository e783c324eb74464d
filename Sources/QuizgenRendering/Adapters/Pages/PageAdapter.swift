import Foundation
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
            "content": try Self.html(of: page, site: site),
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

    /// The HTML of the page's body, its links and images to the files beside it (``Page/files``)
    /// made absolute to where the build publishes them (`site.media`): under `base_url`, so
    /// that they resolve from any page, feed or alias that shows the body.
    static func html(of page: Page, site: SiteContext) throws -> String {
        let files = page.files
        guard !files.isEmpty else { return try site.markdown.html(of: page) }
        return site.markdown.html(
            page.body,
            rewriteURL: { written in
                guard let source = files[written], let route = site.media[source] else {
                    return nil
                }
                let end = written.firstIndex { $0 == "#" || $0 == "?" } ?? written.endIndex
                let path = site.url(route)
                return (path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path)
                    + written[end...]
            })
    }
}
