/// The catalogs embedded from `Templates/i18n/` (generated files `BuiltinCatalogs+<lang>.swift`,
/// written by `scripts/embed-theme.sh`), parsed on first use.
enum BuiltinCatalogs {
    /// The parsed catalogs by language (primary subtag).
    private static let parsed: [String: [String: CatalogEntry]] = sources.mapValues { source in
        // The embedded catalogs are tested to parse (BuiltinCatalogTests); a broken one reads as empty.
        (try? CatalogParser.entries(fromYAML: source)) ?? [:]
    }

    /// The entries of `language`'s built-in catalog (empty when there is none).
    static func entries(_ language: String) -> [String: CatalogEntry] { parsed[language] ?? [:] }

    /// The languages with a built-in catalog, sorted.
    static var languages: [String] { sources.keys.sorted() }
}
