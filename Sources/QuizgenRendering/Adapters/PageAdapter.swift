import QuizgenCore

/// Renders Markdown pages from `Content/pages/` at `/<slug>/`; drafts publish nothing.
public struct PageAdapter: ContentAdapter {
    /// Creates the adapter.
    public init() {}

    public func routes(for page: Page, site: SiteContext) -> [Route] {
        page.draft ? [] : [Route(path: page.path, template: page.template, source: SourceLocation(path: page.sourcePath, line: 1, column: 1))]
    }

    public func context(for page: Page, route: Route, site: SiteContext) throws -> [String: Any] {
        var values: [String: Any] = [
            "title": page.title,
            "content": site.markdown.html(page.body),
            "url": site.url(route.path),
        ]
        if let description = page.description { values["description"] = description }
        if let date = page.date { values["date"] = date }
        return ["page": values]
    }
}
