import Foundation
import QuizgenCore
import QuizgenLoading

/// Reads a site's own strings, `i18n/<lang>.yaml` at its root (Hugo's place), over the built-in
/// catalog of its language.
///
/// The file overrides single keys, nested like the built-in catalogs (`feed:` then
/// `replies:`). A key the theme does not have is a located warning with the nearest known key;
/// a text where a plural entry is expected (or the reverse) and an unknown plural category are
/// located warnings too; YAML syntax errors are located errors. A language without a built-in
/// catalog (`pt`) reads in English where the site gives no text, and one warning says how many
/// keys do and names the first few.
public struct SiteCatalogLoader: Sendable {
    /// The folder below the site root that holds the overrides.
    public static let folder = "i18n"
    /// How many missing keys the warning about a language without a catalog names.
    static let namedMissingKeys = 5

    let reader: SourceReader

    /// Creates a loader for the site at `reader.root`.
    public init(reader: SourceReader) { self.reader = reader }

    /// The catalog of `language`: built in, with the site's overrides over it.
    ///
    /// - Parameters:
    ///   - language: The site's `language` (a BCP 47 tag).
    ///   - diagnostics: Receives the problems of the override file.
    /// - Returns: The catalog templates and adapters read.
    public func load(language: String, into diagnostics: inout Diagnostics) -> Catalog {
        let builtin = Catalog.builtin(language)
        var overrides: [String: CatalogEntry] = [:]
        let file = overrideFile(for: language)
        if let file, let source = reader.read(file, into: &diagnostics),
            let root = StructuredTextParser.parse(
                source.text, path: source.path, into: &diagnostics)
        {
            if let entries = root.entries {
                read(
                    entries, prefix: "", known: builtin, into: &overrides, diagnostics: &diagnostics
                )
            } else if !root.isNull {
                diagnostics.error(
                    "i18n.type",
                    "\(source.path) must map keys to texts (theme: {skip_to_content: …}), found \(root.kindDescription)",
                    at: root.location)
            }
        }
        if Catalog.builtinTranslation(language) == nil, Catalog.primaryTag(language) != "en" {
            let missing = builtin.entries.keys.filter { overrides[$0] == nil }.sorted()
            if !missing.isEmpty {
                let named = missing.prefix(Self.namedMissingKeys).joined(separator: ", ")
                let more = missing.count > Self.namedMissingKeys ? ", …" : ""
                let place = file.map { reader.displayPath($0) } ?? "\(Self.folder)/\(language).yaml"
                diagnostics.warning(
                    "i18n.no-catalog",
                    "quizgen has no built-in catalog for language '\(language)' (it has \(Catalog.builtinLanguages.joined(separator: ", "))): \(missing.count) of \(builtin.entries.count) theme texts fall back to English (\(named)\(more)); translate them in \(place)",
                    at: languageLocation())
            }
        }
        return overrides.isEmpty ? builtin : builtin.overlaid(with: overrides)
    }

    /// Where `quizgen.yaml` sets `language` (read again only for this warning).
    func languageLocation() -> SourceLocation? {
        var ignored = Diagnostics()
        let url = reader.root.appendingPathComponent(ConfigLoader.fileName)
        guard FileManager.default.fileExists(atPath: url.path),
            let source = reader.read(url, into: &ignored),
            let root = StructuredTextParser.parse(source.text, path: source.path, into: &ignored)
        else { return nil }
        return root["language"]?.location
    }

    /// `i18n/pt-BR.yaml`, else `i18n/pt.yaml` (the first that exists).
    func overrideFile(for language: String) -> URL? {
        // The tag names a file: anything but letters, digits and '-' could lead elsewhere.
        guard LanguageTag.isWellFormed(language) else { return nil }
        let folder = reader.root.appendingPathComponent(Self.folder)
        var names = [language]
        let primary = Catalog.primaryTag(language)
        if primary != language { names.append(primary) }
        for name in names {
            let url = folder.appendingPathComponent(name + ".yaml")
            if FileManager.default.fileExists(atPath: url.path) { return url }
        }
        return nil
    }

    private func read(
        _ entries: [(key: String, keyNode: LocatedNode, value: LocatedNode)], prefix: String,
        known: Catalog,
        into overrides: inout [String: CatalogEntry], diagnostics: inout Diagnostics
    ) {
        for (key, keyNode, value) in entries {
            let path = prefix.isEmpty ? key : prefix + "." + key
            switch known.entries[path] {
            case .text:
                if let text = value.string, value.isScalar {
                    overrides[path] = .text(text)
                } else {
                    diagnostics.warning(
                        "i18n.type", "'\(path)' is a text; found \(value.kindDescription)",
                        at: value.location)
                }
            case .plural(let forms):
                readPlural(
                    path, value, builtin: forms, language: known.language, into: &overrides,
                    diagnostics: &diagnostics)
            case nil:
                let group = known.entries.keys.filter { $0.hasPrefix(path + ".") }
                if let children = value.entries, !group.isEmpty {
                    read(
                        children, prefix: path, known: known, into: &overrides,
                        diagnostics: &diagnostics)
                } else if let first = group.min() {
                    diagnostics.warning(
                        "i18n.type",
                        "'\(path)' is a group of texts (such as '\(first)'); found \(value.kindDescription)",
                        at: value.location)
                } else {
                    diagnostics.warning(
                        "i18n.unknown-key",
                        "the theme has no text '\(path)'\(Suggestion.didYouMean(path, in: known.entries.keys.sorted()))",
                        at: keyNode.location)
                }
            }
        }
    }

    private func readPlural(
        _ path: String, _ value: LocatedNode, builtin: [PluralCategory: String], language: String,
        into overrides: inout [String: CatalogEntry], diagnostics: inout Diagnostics
    ) {
        guard let entries = value.entries else {
            diagnostics.warning(
                "i18n.type",
                "'\(path)' has a form per plural category (\(PluralRules.categories(in: language).map(\.rawValue).sorted().joined(separator: ", "))); found \(value.kindDescription)",
                at: value.location)
            return
        }
        var forms = builtin
        for (key, keyNode, form) in entries {
            guard let category = PluralCategory(rawValue: key) else {
                diagnostics.warning(
                    "i18n.unknown-key",
                    "'\(key)' is not a plural category\(Suggestion.didYouMean(key, in: PluralCategory.allCases.map(\.rawValue)))",
                    at: keyNode.location)
                continue
            }
            guard let text = form.string, form.isScalar else {
                diagnostics.warning(
                    "i18n.type", "'\(path).\(key)' is a text; found \(form.kindDescription)",
                    at: form.location)
                continue
            }
            forms[category] = text
        }
        overrides[path] = .plural(forms)
    }
}
