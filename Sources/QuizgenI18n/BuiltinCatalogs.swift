import Foundation

/// The catalogs embedded from `Templates/i18n/` (generated files `BuiltinCatalogs+<lang>-<group>.swift`,
/// written by `scripts/embed-theme.sh`), each parsed on its first use.
enum BuiltinCatalogs {
    /// One language's catalog, parsed when first asked for: a build reads English and the site's
    /// language, and parsing all six was 9 ms of a one-page rebuild.
    private final class Parsed: @unchecked Sendable {
        private let lock = NSLock()
        private let source: String
        private var entries: [String: CatalogEntry]?

        init(_ source: String) { self.source = source }

        var value: [String: CatalogEntry] {
            lock.withLock {
                if let entries { return entries }
                // The embedded catalogs are tested to parse (BuiltinCatalogTests); a broken one reads as empty.
                let parsed = (try? CatalogParser.entries(fromYAML: source)) ?? [:]
                entries = parsed
                return parsed
            }
        }
    }

    /// The catalogs by language (primary subtag).
    private static let parsed: [String: Parsed] = sources.mapValues(Parsed.init)

    /// The entries of `language`'s built-in catalog (empty when there is none).
    static func entries(_ language: String) -> [String: CatalogEntry] {
        parsed[language]?.value ?? [:]
    }

    /// The languages with a built-in catalog, sorted.
    static var languages: [String] { sources.keys.sorted() }
}
