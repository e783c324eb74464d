import Foundation
import QuizgenCore

/// Reads `quizgen.yaml` at the site root into a `SiteConfig`.
public struct ConfigLoader: Sendable {
    /// The config file's name.
    public static let fileName = "quizgen.yaml"
    /// Top-level keys accepted in `quizgen.yaml`.
    public static let topLevelKeys = [
        "title", "base_url", "language", "theme", "page_size", "unsafe_html", "include_keys",
        "collections",
        "dashboard", "search",
        "feeds", "grading", "timezone", "taxonomies", "collect", "remote_media",
        "images",
    ]
    static let themeKeys = ["colors"]
    static let colorKeys = ["accent", "background", "text", "muted"]
    static let collectionKeys = ["template", "route", "list_template", "list_route", "sort_by"]

    let reader: SourceReader

    /// Creates a loader for the site at `reader.root`.
    public init(reader: SourceReader) { self.reader = reader }

    /// Loads the config; a missing file gives the defaults and a warning.
    ///
    /// - Parameter diagnostics: Receives every problem found in the file.
    /// - Returns: The configuration (defaults where values are missing or wrong).
    public func load(into diagnostics: inout Diagnostics) -> SiteConfig {
        let url = reader.root.appendingPathComponent(Self.fileName)
        var config = SiteConfig()
        guard FileManager.default.fileExists(atPath: url.path) else {
            diagnostics.warning(
                "config.missing",
                "no \(Self.fileName) at the site root; using the defaults (run 'quizgen init' for a starter site)"
            )
            return config
        }
        guard let source = reader.read(url, into: &diagnostics),
            let root = StructuredTextParser.parse(
                source.text, path: source.path, into: &diagnostics),
            var map = MappingReader(
                root, what: "config", knownKeys: Self.topLevelKeys, diagnostics: &diagnostics)
        else { return config }

        if let title = map.string("title") { config.title = title }
        if let base = map.string("base_url") {
            if let problem = Self.baseURLProblem(base), let node = map.value("base_url") {
                map.diagnostics.error("config.base-url", problem, at: node.location)
            } else {
                config.baseURL = base.hasSuffix("/") ? base : base + "/"
            }
        }
        if let language = map.string("language"), let node = map.value("language") {
            if LanguageTag.isWellFormed(language) {
                config.language = language
            } else {
                map.diagnostics.error(
                    "config.language",
                    "language '\(language)' is not a BCP 47 tag such as en, ro or pt-BR (ASCII letters and digits in parts of up to 8, joined by '-')",
                    at: node.location)
            }
        }
        if let size = map.int("page_size", in: 1...10_000) { config.pageSize = size }
        if let unsafe = map.bool("unsafe_html") { config.unsafeHTML = unsafe }
        if let keys = map.bool("include_keys") { config.includeKeys = keys }
        if let dashboard = map.bool("dashboard") { config.dashboard = dashboard }
        if let search = map.bool("search") { config.search = search }
        if var theme = map.mapping("theme", knownKeys: Self.themeKeys) {
            if var colors = theme.mapping("colors", knownKeys: Self.colorKeys) {
                config.colors = readColors(&colors, defaults: config.colors)
                // The contrast of these colours is checked by the theme's validator
                // (ThemeContrastValidator), with these locations.
                for key in Self.colorKeys {
                    if let node = colors.value(key) { config.colorLocations[key] = node.location }
                }
                config.colorLocations["colors"] = theme.value("colors")?.location
                colors.finish(into: &theme.diagnostics)
            }
            theme.finish(into: &map.diagnostics)
        }
        if let collections = map.value("collections") {
            config.collections = readCollections(collections, into: &map.diagnostics)
        }
        if var grading = map.mapping("grading", knownKeys: ["dashboards"]) {
            if let value = grading.choice(
                "dashboards", of: GradingDashboards.allCases.map(\.rawValue))
            {
                config.gradingDashboards = GradingDashboards(rawValue: value) ?? .site
            }
            grading.finish(into: &map.diagnostics)
        }
        if let zone = map.string("timezone"), let node = map.value("timezone") {
            if TimeZone(identifier: zone) != nil {
                config.timeZone = zone
            } else {
                map.diagnostics.error(
                    "config.timezone",
                    "timezone '\(zone)' is not an IANA time zone such as UTC or Europe/Bucharest\(Suggestion.didYouMean(zone, in: TimeZone.knownTimeZoneIdentifiers))",
                    at: node.location)
            }
        }
        if let taxonomies = map.value("taxonomies") {
            config.taxonomies = readTaxonomies(taxonomies, into: &map.diagnostics)
        }
        if let feeds = map.value("feeds") {
            config.feeds = readFeeds(feeds, into: &map.diagnostics)
        }
        if var collect = map.mapping("collect", knownKeys: ["url"]) {
            if let url = collect.string("url", required: true), let node = collect.value("url") {
                if let problem = Self.baseURLProblem(url) {
                    collect.diagnostics.error(
                        "config.collect-url",
                        problem.replacingOccurrences(of: "base_url", with: "collect.url"),
                        at: node.location)
                } else {
                    config.collectURL = url.hasSuffix("/") ? url : url + "/"
                }
            }
            collect.finish(into: &map.diagnostics)
        }
        readRemoteMedia(&map, into: &config.remoteMedia)
        if var images = map.mapping("images", knownKeys: Self.imageKeys) {
            config.images = readImages(&images, defaults: config.images)
            images.finish(into: &map.diagnostics)
        }
        map.finish(into: &diagnostics)
        return config
    }

    private func readColors(_ colors: inout MappingReader, defaults: ThemeColors) -> ThemeColors {
        var result = defaults
        for key in Self.colorKeys {
            guard let value = colors.string(key), let node = colors.value(key) else { continue }
            guard Self.isHexColor(value) else {
                colors.diagnostics.error(
                    "config.color",
                    "theme colour '\(key)' must be a hex colour like #1f5fbf, found '\(value)'",
                    at: node.location)
                continue
            }
            switch key {
            case "accent": result.accent = value
            case "background": result.background = value
            case "text": result.text = value
            default: result.muted = value
            }
        }
        return result
    }

    private func readCollections(_ node: LocatedNode, into diagnostics: inout Diagnostics)
        -> [CollectionConfig]
    {
        guard let entries = node.entries else {
            diagnostics.error(
                "schema.type",
                "'collections' must map collection names to settings, found \(node.kindDescription)",
                at: node.location)
            return []
        }
        var result: [CollectionConfig] = []
        for entry in entries {
            let name = entry.key
            guard !name.isEmpty, Slug.make(name) == name else {
                diagnostics.error(
                    "config.collection-name",
                    "collection name '\(name)' must be lower-case letters, digits and '-' (it names the folder Content/data/\(name)/)",
                    at: entry.keyNode.location)
                continue
            }
            guard
                var map = MappingReader(
                    entry.value, what: "collection '\(name)'", knownKeys: Self.collectionKeys,
                    diagnostics: &diagnostics)
            else { continue }
            let template = map.string("template") ?? "item"
            let route = map.string("route") ?? "/\(name)/{slug}/"
            let listTemplate = map.string("list_template") ?? "list"
            let listRoute = map.string("list_route") ?? "/\(name)/"
            let sortBy = map.string("sort_by") ?? "title"
            for (key, pattern) in [("route", route), ("list_route", listRoute)] {
                if let problem = Self.routeProblem(pattern) {
                    map.diagnostics.error(
                        "config.route", "\(key) \(problem)",
                        at: map.value(key)?.location ?? entry.keyNode.location)
                }
            }
            result.append(
                CollectionConfig(
                    name: name, template: template, route: route, listTemplate: listTemplate,
                    listRoute: listRoute,
                    sortBy: sortBy, location: entry.keyNode.location))
            map.finish(into: &diagnostics)
        }
        return result
    }

    /// `taxonomies: { tag: tags }`: singular names to plural ones, each a slug; `{}` turns them
    /// off.
    private func readTaxonomies(_ node: LocatedNode, into diagnostics: inout Diagnostics)
        -> [TaxonomyConfig]
    {
        guard let entries = node.entries else {
            diagnostics.error(
                "schema.type",
                "'taxonomies' must map singular names to plural ones (tag: tags), found \(node.kindDescription)",
                at: node.location)
            return TaxonomyConfig.defaults
        }
        var result: [TaxonomyConfig] = []
        for entry in entries {
            guard case .scalar = entry.value.node, let plural = entry.value.string,
                !entry.value.isNull
            else {
                diagnostics.error(
                    "schema.type",
                    "taxonomy '\(entry.key)' must name its plural form (\(entry.key): \(entry.key)s)",
                    at: entry.value.location)
                continue
            }
            for (name, where_) in [
                (entry.key, entry.keyNode.location), (plural, entry.value.location),
            ]
            where Slug.make(name) != name || name.isEmpty {
                diagnostics.error(
                    "config.taxonomy",
                    "taxonomy name '\(name)' must be lower-case letters, digits and '-' (it names a URL folder)",
                    at: where_)
            }
            if PageLoader.frontMatterKeys.contains(plural) {
                diagnostics.error(
                    "config.taxonomy",
                    "taxonomy '\(plural)' would clash with the front-matter key of the same name",
                    at: entry.value.location)
                continue
            }
            result.append(TaxonomyConfig(singular: entry.key, plural: plural))
        }
        return result
    }

    static func isHexColor(_ value: String) -> Bool {
        guard value.hasPrefix("#") else { return false }
        let digits = value.dropFirst()
        return [3, 4, 6, 8].contains(digits.count) && digits.allSatisfy(\.isHexDigit)
    }

    static func baseURLProblem(_ value: String) -> String? {
        if value.hasPrefix("/") { return nil }
        guard let url = URL(string: value), let scheme = url.scheme,
            ["http", "https"].contains(scheme), url.host != nil
        else {
            return
                "base_url must be an absolute http(s) URL like https://quiz.example.org/ or a path starting with '/', found '\(value)'"
        }
        return nil
    }

    static func routeProblem(_ pattern: String) -> String? {
        guard pattern.hasPrefix("/") else { return "must start with '/', found '\(pattern)'" }
        if pattern.split(separator: "/").contains("..") { return "must not contain '..'" }
        return nil
    }
}
