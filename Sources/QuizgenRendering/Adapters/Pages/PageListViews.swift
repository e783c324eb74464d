import Foundation
import QuizgenCompute
import QuizgenCore
import QuizgenI18n

/// The template dictionaries that page lists share: entries, pagers and term links.
enum PageListViews {
    /// An entry of a list (`items` in the `section`, `term` and `home` templates).
    static func entry(_ entry: PageListEntry, site: SiteContext) -> [String: Any] {
        var value: [String: Any] = ["title": entry.title, "url": site.url(entry.path)]
        if let summary = entry.summary { value["summary"] = summary }
        if let date = entry.date {
            value["date"] = dayText(date, site: site)
            value["date_iso"] = date.iso
        }
        if let count = entry.count { value["count"] = count }
        return value
    }

    /// A page's day (`2026-11-24` as written) as the site's language writes it
    /// (`24 noiembrie 2026`); the day as written when it is not a `YYYY-MM-DD` date.
    static func dayText(_ date: PageDate, site: SiteContext) -> String {
        let parts = date.day.split(separator: "-")
        guard parts.count == 3, let year = Int(parts[0]), let month = Int(parts[1]),
            let day = Int(parts[2])
        else { return date.day }
        return site.dates.day(year: year, month: month, day: day)
    }

    /// The route paths of a paginated list of `count` items at `base`.
    static func pagePaths(base: String, count: Int, site: SiteContext) -> [String] {
        let total = FeedPaginator(pageSize: site.config.pageSize).pageCount(for: count)
        return (1...total).map { FeedPaginator.path(base: base, page: $0) }
    }

    /// Which page of the list at `base` the route `path` is (1-based).
    static func pageNumber(of path: String, base: String) -> Int {
        guard path.count > base.count + 5 else { return 1 }
        return Int(path.dropFirst(base.count + 5).dropLast()) ?? 1
    }

    /// One page of `entries` and its pager.
    static func page(_ entries: [PageListEntry], base: String, route: Route, site: SiteContext) -> (
        items: [[String: Any]], pager: [String: Any]
    ) {
        let paginator = FeedPaginator(pageSize: site.config.pageSize)
        let page = pageNumber(of: route.path, base: base)
        let items = entries[paginator.range(of: page, count: entries.count)].map {
            entry($0, site: site)
        }
        return (items, pager(base: base, page: page, count: entries.count, site: site))
    }

    /// Previous/next links for page `page` of a list of `count` items at `base` (page lists and
    /// feed timelines alike).
    static func pager(base: String, page: Int, count: Int, site: SiteContext) -> [String: Any] {
        let paginator = FeedPaginator(pageSize: site.config.pageSize)
        let total = paginator.pageCount(for: count)
        var value: [String: Any] = [
            "page": page, "pages": total, "several": total > 1,
            "text": site.catalog.text(
                "pages.page_of",
                [
                    "page": Catalog.number(page, in: site.config.language),
                    "pages": Catalog.number(total, in: site.config.language),
                ]),
        ]
        if page > 1 { value["prev"] = site.url(FeedPaginator.path(base: base, page: page - 1)) }
        if page < total { value["next"] = site.url(FeedPaginator.path(base: base, page: page + 1)) }
        return value
    }

    /// A page's terms, one group per taxonomy that the page uses, for the `page` template.
    static func terms(of page: Page, site: SiteContext) -> [[String: Any]] {
        site.config.taxonomies.compactMap { taxonomy in
            guard let terms = page.terms[taxonomy.plural], !terms.isEmpty else { return nil }
            var seen: Set<String> = []
            let items: [[String: Any]] = terms.compactMap { term in
                let slug = Slug.term(term.name)
                guard !slug.isEmpty, seen.insert(slug).inserted else { return nil }
                return ["name": term.name, "url": site.url("/\(taxonomy.plural)/\(slug)/")]
            }
            return [
                "title": site.taxonomyTitle(taxonomy.plural),
                "url": site.url("/\(taxonomy.plural)/"), "items": items,
            ]
        }
    }
}
