/// Highlights fenced code at build time, without JavaScript: each token of a known language in a
/// `<span class="hl-…">` (the classes are ``CodeTokenClass``; docs/templates.md lists them).
///
/// A table-driven scanner, one pass over the bytes: linear in the input, the output at most a
/// constant times it, every byte of the input HTML-escaped. Code in an unknown language, or
/// longer than ``maximumBytes``, gets `nil`, and the renderer keeps cmark's plain escaped block.
public enum CodeHighlighter {
    /// Code longer than this is left plain (a bound on the work and the output of one block).
    public static let maximumBytes = 256 * 1024

    /// The highlighted HTML (the inside of `<code>`) of `code` in `language` (a fence's info word,
    /// any case, an alias such as `py` or `sh` included), or `nil` for an unknown language or
    /// code past ``maximumBytes``.
    public static func html(_ code: String, language: String) -> String? {
        guard let rules = CodeLanguage.named(language), code.utf8.count <= maximumBytes else {
            return nil
        }
        var writer = CodeHTMLWriter(capacity: code.utf8.count * 2)
        var scanner = CodeScanner(Array(code.utf8), rules)
        switch rules.kind {
        case .generic: scanner.scan(into: &writer)
        case .markup: scanner.scanMarkup(into: &writer)
        case .stylesheet: scanner.scanStylesheet(into: &writer)
        case .json: scanner.scanJSON(into: &writer)
        case .yaml: scanner.scanYAML(into: &writer)
        }
        return writer.text
    }
}

/// What a highlighted token is; its class in the HTML is `hl-` and the raw value.
public enum CodeTokenClass: String, CaseIterable, Sendable {
    /// Keywords (`if`, `def`, `SELECT`), CSS at-rules.
    case keyword = "kw"
    /// Types, built-in names and literals (`int`, `String`, `true`, `None`).
    case type = "ty"
    /// Strings, characters, heredocs.
    case string = "str"
    /// Numbers, CSS hex colours.
    case number = "num"
    /// Comments.
    case comment = "com"
    /// HTML tag names, CSS selectors.
    case tag = "tag"
    /// HTML attribute names, CSS properties, JSON and YAML keys.
    case attribute = "attr"
    /// Preprocessor directives, annotations and decorators.
    case meta = "meta"

    /// The class's place in ``allCases``.
    var ordinal: Int {
        switch self {
        case .keyword: 0
        case .type: 1
        case .string: 2
        case .number: 3
        case .comment: 4
        case .tag: 5
        case .attribute: 6
        case .meta: 7
        }
    }
}
