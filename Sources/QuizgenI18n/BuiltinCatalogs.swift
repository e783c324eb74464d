/// The catalogs embedded from `Templates/i18n/` (generated files `BuiltinCatalogs+<lang>.swift`,
/// written by `scripts/embed-theme.sh`), parsed on first use.
enum BuiltinCatalogs {
    /// English, under every catalog: parsed on its own, so that a build of an English site (and
    /// every build that stops early, such as an unchanged one) parses no other language.
    private static let english = parse("en")

    /// The other catalogs by language (primary subtag), parsed together on first use.
    private static let others: [String: [String: CatalogEntry]] = Dictionary(
        uniqueKeysWithValues: sources.keys.filter { $0 != "en" }.map { ($0, parse($0)) })

    /// The entries of `language`'s built-in catalog (empty when there is none).
    static func entries(_ language: String) -> [String: CatalogEntry] { language == "en" ? english : others[language] ?? [:] }

    /// The languages with a built-in catalog, sorted.
    static var languages: [String] { sources.keys.sorted() }

    private static func parse(_ language: String) -> [String: CatalogEntry] {
        // The embedded catalogs are tested to parse (BuiltinCatalogTests); a broken one reads as empty.
        sources[language].flatMap { try? CatalogParser.entries(fromYAML: $0) } ?? [:]
    }
}
