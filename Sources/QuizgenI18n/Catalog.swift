import Foundation
import QuizgenCore

/// The strings of the theme in one language, looked up by dotted key (`theme.skip_to_content`).
///
/// Built from the embedded catalogs (`Sources/QuizgenI18n/Catalogs/<lang>.yaml`): English first,
/// the site's language over it, so a key a translation lacks still reads in English rather than
/// as a key.
/// Templates see `templateValue` as `i18n` (`{{i18n.theme.skip_to_content}}`).
public struct Catalog: Sendable, Hashable {
    /// The language's BCP 47 tag, as configured (`ro`, `pt-BR`).
    public let language: String
    /// Every entry, by dotted key.
    public private(set) var entries: [String: CatalogEntry]

    /// Creates a catalog from its entries.
    public init(language: String, entries: [String: CatalogEntry]) {
        self.language = language
        self.entries = entries
    }

    /// The built-in catalog of `language`: English with the language's own catalog over it (an
    /// unknown language reads as English).
    public static func builtin(_ language: String) -> Catalog {
        var entries = BuiltinCatalogs.entries("en")
        let primary = primaryTag(language)
        if primary != "en" {
            entries.merge(BuiltinCatalogs.entries(primary)) { _, translated in translated }
        }
        return Catalog(language: language, entries: entries)
    }

    /// The entries of `language`'s own built-in catalog, without English under it; `nil` when
    /// quizgen has no catalog for the language (only its primary subtag is used).
    public static func builtinTranslation(_ language: String) -> [String: CatalogEntry]? {
        let primary = primaryTag(language)
        return BuiltinCatalogs.languages.contains(primary) ? BuiltinCatalogs.entries(primary) : nil
    }

    /// The languages with a built-in catalog (primary subtags, sorted).
    public static var builtinLanguages: [String] { BuiltinCatalogs.languages }

    /// The catalog with `overrides` replacing or adding entries (a site's `i18n/<lang>.yaml`).
    public func overlaid(with overrides: [String: CatalogEntry]) -> Catalog {
        var copy = self
        copy.entries.merge(overrides) { _, override in override }
        return copy
    }

    /// The text of `key` with its placeholders filled; the key itself when it is missing (so a
    /// missing string shows in the page rather than vanishing).
    public func text(_ key: String, _ arguments: [String: String] = [:]) -> String {
        switch entries[key] {
        case .text(let text): Self.fill(text, arguments)
        case .plural(let forms): Self.fill(forms[.other] ?? key, arguments)
        case nil: key
        }
    }

    /// The form of `key` for `count` in this language, with `{count}` and the other placeholders
    /// filled.
    public func plural(_ key: String, count: Int, _ arguments: [String: String] = [:]) -> String {
        var arguments = arguments
        if arguments["count"] == nil { arguments["count"] = Self.number(count, in: language) }
        switch entries[key] {
        case .plural(let forms):
            let category = PluralRules.category(of: count, in: language)
            return Self.fill(forms[category] ?? forms[.other] ?? key, arguments)
        case .text(let text): return Self.fill(text, arguments)
        case nil: return key
        }
    }

    /// `count` as the language writes it: `1.000` in Romanian, `1 000` in French (below 1000,
    /// the digits alone, without asking Foundation).
    public static func number(_ count: Int, in language: String) -> String {
        abs(count) < 1000
            ? String(count)
            : count.formatted(
                IntegerFormatStyle<Int>(
                    locale: Locale(identifier: LanguageTag.isWellFormed(language) ? language : "en")
                ))
    }

    /// Whether the language is written right to left (`dir="rtl"`).
    public var isRightToLeft: Bool {
        ["ar", "he", "fa", "ur", "ps", "sd", "ug", "yi", "dv", "ckb"].contains(
            Self.primaryTag(language))
    }

    /// The entries as nested dictionaries for templates; a plural entry is a dictionary of its
    /// forms by category name.
    public var templateValue: [String: Any] {
        var root: [String: Any] = [:]
        for (key, entry) in entries {
            let value: Any
            switch entry {
            case .text(let text): value = text
            case .plural(let forms):
                value = Dictionary(uniqueKeysWithValues: forms.map { ($0.key.rawValue, $0.value) })
            }
            Self.insert(value, at: key.split(separator: ".").map(String.init)[...], into: &root)
        }
        return root
    }

    private static func insert(
        _ value: Any, at path: ArraySlice<String>, into node: inout [String: Any]
    ) {
        guard let head = path.first else { return }
        if path.count == 1 {
            node[head] = value
            return
        }
        var child = node[head] as? [String: Any] ?? [:]
        insert(value, at: path.dropFirst(), into: &child)
        node[head] = child
    }

    /// `ro` for `ro-RO`, `pt` for `pt_BR`, lowercased.
    static func primaryTag(_ language: String) -> String {
        String(language.prefix { $0 != "-" && $0 != "_" }).lowercased()
    }

    /// Replaces `{name}` with `arguments[name]`; unknown placeholders stay as written.
    ///
    /// A name holds no `{`, so the search for its `}` stops at the next `{`: each character is
    /// looked at a bounded number of times, and 50,000 `{` without a `}` take linear time
    /// (searching to the end of the text from each one took minutes).
    static func fill(_ text: String, _ arguments: [String: String]) -> String {
        guard !arguments.isEmpty, text.contains("{") else { return text }
        var out = ""
        var rest = text[...]
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            let after = rest[rest.index(after: open)...]
            if let close = after.firstIndex(where: { $0 == "}" || $0 == "{" }), after[close] == "}",
                let value = arguments[String(after[..<close])]
            {
                out += value
                rest = after[after.index(after: close)...]
            } else {
                out += "{"
                rest = after
            }
        }
        return out + rest
    }
}
