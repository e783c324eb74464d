import QuizgenCore

/// Renders the home page at `/` from `Content/index.md` and the sections the build collected.
public struct HomeAdapter: ContentAdapter {
    /// Creates the adapter.
    public init() {}

    public func routes(for home: HomePage, site: SiteContext) -> [Route] {
        [Route(path: "/", template: "home", source: home.sourcePath.map { SourceLocation(path: $0, line: 1, column: 1) })]
    }

    public func context(for home: HomePage, route: Route, site: SiteContext) throws -> [String: Any] {
        [
            "page": ["title": home.title, "content": site.markdown.html(home.body), "url": site.url("/")] as [String: Any],
            "sections": home.sections.map { section in
                [
                    "title": section.title,
                    "items": section.links.map { link in
                        var item: [String: Any] = ["title": link.title, "url": site.url(link.path)]
                        if let summary = link.summary { item["summary"] = summary }
                        return item
                    },
                ] as [String: Any]
            },
        ]
    }
}
