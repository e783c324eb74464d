import Foundation

/// The built-in catalogs, `Sources/QuizgenI18n/Catalogs/<lang>.yaml`, which SwiftPM embeds into
/// the binary (`.embedInCode` in Package.swift), each parsed on its first use.
enum BuiltinCatalogs {
    /// One language's catalog, parsed when first asked for: a build reads English and the site's
    /// language, and parsing all six was 9 ms of a one-page rebuild.
    private final class Parsed: @unchecked Sendable {
        private let lock = NSLock()
        private let source: [UInt8]
        private var entries: [String: CatalogEntry]?

        init(_ source: [UInt8]) { self.source = source }

        var value: [String: CatalogEntry] {
            lock.withLock {
                if let entries { return entries }
                // The embedded catalogs are tested to parse (BuiltinCatalogTests); a broken one
                // reads as empty.
                let parsed =
                    (try? CatalogParser.entries(
                        fromYAML: String(decoding: source, as: UTF8.self))) ?? [:]
                entries = parsed
                return parsed
            }
        }
    }

    /// The catalogs' YAML by language (primary subtag): SwiftPM names each file's bytes after the
    /// file. A new language needs its line here (`CatalogTests` names a file that is missing).
    private static let resources: [String: [UInt8]] = [
        "de": PackageResources.de_yaml,
        "en": PackageResources.en_yaml,
        "es": PackageResources.es_yaml,
        "fr": PackageResources.fr_yaml,
        "it": PackageResources.it_yaml,
        "ro": PackageResources.ro_yaml,
    ]

    /// The catalogs by language.
    private static let parsed: [String: Parsed] = resources.mapValues(Parsed.init)

    /// The catalogs' YAML text by language.
    static var sources: [String: String] {
        resources.mapValues { String(decoding: $0, as: UTF8.self) }
    }

    /// The entries of `language`'s built-in catalog (empty when there is none).
    static func entries(_ language: String) -> [String: CatalogEntry] {
        parsed[language]?.value ?? [:]
    }

    /// The languages with a built-in catalog, sorted.
    static var languages: [String] { resources.keys.sorted() }
}
