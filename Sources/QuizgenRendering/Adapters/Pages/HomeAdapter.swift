import QuizgenCore

/// Renders the home page at `/` from `Content/index.md` and the sections the build collected.
///
/// A section with a full list elsewhere shows its first `HomeSection.limit` links and a link to
/// that list, so the home page stays the same size however large the site grows.
public struct HomeAdapter: ContentAdapter {
    /// Creates the adapter.
    public init() {}

    public func routes(for home: HomePage, site: SiteContext) -> [Route] {
        [
            Route(
                path: "/", template: "home",
                source: home.sourcePath.map { SourceLocation(path: $0, line: 1, column: 1) })
        ]
    }

    public func context(for home: HomePage, route: Route, site: SiteContext) throws -> [String: Any]
    {
        var page: [String: Any] = [
            "title": home.title, "content": site.markdown.html(home.body), "url": site.url("/"),
        ]
        if site.hasPageFeeds {
            page["atom_url"] = site.url("/atom.xml")
            page["rss_url"] = site.url("/index.xml")
        }
        return [
            "page": page,
            "sections": home.sections.map { section in
                let shown =
                    section.more == nil
                    ? section.links : Array(section.links.prefix(HomeSection.limit))
                var value: [String: Any] = [
                    "title": section.title,
                    "items": shown.map { link in
                        var item: [String: Any] = ["title": link.title, "url": site.url(link.path)]
                        if let summary = link.summary { item["summary"] = summary }
                        return item
                    },
                ]
                if let more = section.more {
                    value["more"] = ["title": more.title, "url": site.url(more.path)]
                }
                return value
            },
        ]
    }
}
