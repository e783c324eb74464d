import QuizgenCompute
import QuizgenCore

/// Renders a taxonomy's list of terms with their counts at `/<plural>/`.
public struct TaxonomyIndexAdapter: ContentAdapter {
    /// Creates the adapter.
    public init() {}

    public func routes(for index: TaxonomyIndex, site: SiteContext) -> [Route] {
        [Route(path: index.path, template: "taxonomy")]
    }

    public func context(for index: TaxonomyIndex, route: Route, site: SiteContext) throws
        -> [String: Any]
    {
        [
            "page": ["title": site.taxonomyTitle(index.config.plural), "url": site.url(route.path)]
                as [String: Any],
            "terms": index.terms.map {
                ["name": $0.name, "url": site.url("\(index.path)\($0.slug)/"), "count": $0.count]
                    as [String: Any]
            },
        ]
    }
}

/// Renders one term's pages, paginated, at `/<plural>/<slug>/`.
public struct TaxonomyTermAdapter: ContentAdapter {
    /// Creates the adapter.
    public init() {}

    public func routes(for term: TaxonomyTerm, site: SiteContext) -> [Route] {
        PageListViews.pagePaths(base: term.path, count: term.entries.count, site: site).map {
            Route(path: $0, template: "term")
        }
    }

    public func context(for term: TaxonomyTerm, route: Route, site: SiteContext) throws -> [String:
        Any]
    {
        let (items, pager) = PageListViews.page(
            term.entries, base: term.path, route: route, site: site)
        return [
            "page": ["title": term.name, "url": site.url(route.path)] as [String: Any],
            "taxonomy": [
                "title": site.taxonomyTitle(term.config.plural), "singular": term.config.singular,
                "url": site.url("/\(term.config.plural)/"),
            ] as [String: Any],
            "items": items,
            "pager": pager,
        ]
    }
}

/// Renders a redirect page at each of a page's `aliases`.
public struct PageAliasAdapter: ContentAdapter {
    /// Creates the adapter.
    public init() {}

    public func routes(for alias: PageAlias, site: SiteContext) -> [Route] {
        [
            Route(
                path: alias.from, template: "alias", inSitemap: false,
                source: SourceLocation(path: alias.sourcePath, line: 1, column: 1))
        ]
    }

    public func context(for alias: PageAlias, route: Route, site: SiteContext) throws -> [String:
        Any]
    {
        [
            "page": [
                "title": alias.title, "url": site.url(alias.to),
                "canonical": site.absoluteURL(alias.to),
            ] as [String: Any]
        ]
    }
}
