import QuizgenCompute
import QuizgenCore

/// Renders `sitemap.xml` with the absolute URL of every HTML page in the sitemap.
///
/// Up to the sitemaps protocol's limits (`Sitemap.urlLimit` URLs, `Sitemap.byteLimit` bytes) it
/// is one file; beyond them `sitemap.xml` is a sitemap index (template `sitemap-index.xml`)
/// pointing at `sitemap-1.xml`, `sitemap-2.xml`, … (template `sitemap.xml`), each within both
/// limits. The routes depend on how many pages there are, so the adapter plans last.
public struct SitemapAdapter: ContentAdapter {
    /// Creates the adapter.
    public init() {}

    public static var plansLast: Bool { true }

    /// `<url><loc></loc></url>` and a line break around each URL of the built-in template.
    static let entryOverhead = 23
    /// The XML declaration and the root element, with room for a longer one in a custom template.
    static let fileOverhead = 1_024

    public func routes(for model: Sitemap, site: SiteContext) -> [Route] {
        let paths = site.routes.lazy.filter(\.inSitemap).map(\.path)
        // Most sites fit in one file; counting them needs no sorting.
        if paths.count <= model.urlLimit,
            paths.reduce(Self.fileOverhead, { $0 + Self.size(of: $1, site: site) })
                <= model.byteLimit
        {
            return [Route(path: "/sitemap.xml", template: "sitemap.xml", format: .xml)]
        }
        let files = Self.chunks(
            site.routes.filter(\.inSitemap).map(\.path).sorted(), model, site: site)
        return [Route(path: "/sitemap.xml", template: "sitemap-index.xml", format: .xml)]
            + files.indices.map {
                Route(path: Self.path(ofFile: $0 + 1), template: "sitemap.xml", format: .xml)
            }
    }

    public func context(for model: Sitemap, route: Route, site: SiteContext) throws -> [String: Any]
    {
        let paths = site.routes.filter(\.inSitemap).map(\.path).sorted()
        if route.template == "sitemap-index.xml" {
            let count = Self.chunks(paths, model, site: site).count
            return [
                "sitemaps": (1...count).map { ["loc": site.absoluteURL(Self.path(ofFile: $0))] }
            ]
        }
        var chunk = paths.indices
        if let number = Self.number(ofFile: route.path) {
            let chunks = Self.chunks(paths, model, site: site)
            guard chunks.indices.contains(number - 1) else { return ["urls": [Any]()] }
            chunk = chunks[number - 1]
        }
        return ["urls": paths[chunk].map { ["loc": site.absoluteURL($0)] }]
    }

    /// How the sorted `paths` split into files.
    static func chunks(_ paths: [String], _ model: Sitemap, site: SiteContext) -> [Range<Int>] {
        SitemapSplitter.split(
            sizes: paths.map { size(of: $0, site: site) }, urlLimit: model.urlLimit,
            byteLimit: model.byteLimit,
            fileOverhead: fileOverhead)
    }

    /// The bytes one URL takes in the built-in template, escaped as XML.
    static func size(of path: String, site: SiteContext) -> Int {
        MarkupEscaping.html(site.absoluteURL(path)).utf8.count + entryOverhead
    }

    static func path(ofFile number: Int) -> String { "/sitemap-\(number).xml" }

    /// `3` for `/sitemap-3.xml`; `nil` for `/sitemap.xml`.
    static func number(ofFile path: String) -> Int? {
        guard path.hasPrefix("/sitemap-"), path.hasSuffix(".xml") else { return nil }
        return Int(path.dropFirst("/sitemap-".count).dropLast(".xml".count))
    }
}
