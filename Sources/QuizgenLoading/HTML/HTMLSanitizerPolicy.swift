import Foundation

/// The allowlist used by `HTMLSanitizer`.
enum HTMLSanitizerPolicy {
    /// Elements that are kept (with their allowed attributes).
    static let allowedElements: Set<String> = [
        "p", "br", "a", "span", "strong", "b", "em", "i", "u", "s", "del", "code", "pre",
        "blockquote", "ul", "ol", "li",
    ]

    /// Elements whose whole content is dropped, not just the tag.
    static let droppedWithContent: Set<String> = [
        "script", "style", "iframe", "object", "embed", "template", "noscript", "svg", "math",
    ]

    /// MathML Core elements kept inside `<math>` (quizgen's own formulas go through here when a
    /// post is sanitized again). Anything else in the MathML namespace, HTML inside `<math>`
    /// included, is dropped with its content: that is where mutation-XSS tricks live.
    static let mathElements: Set<String> = [
        "math", "mrow", "mi", "mn", "mo", "ms", "mtext", "mspace", "mfrac", "msqrt", "mroot",
        "msub", "msup", "msubsup", "munder", "mover", "munderover", "mtable", "mtr", "mtd",
        "mstyle", "mpadded", "mphantom", "semantics",
    ]

    /// Attributes a MathML element may keep: none takes a URL, a script or a style (and
    /// `tabindex="0"` on `<math>`, which quizgen's display formulas carry).
    static let mathAttributes: Set<String> = [
        "display", "mathvariant", "stretchy", "fence", "separator", "lspace", "rspace", "accent",
        "accentunder", "columnalign", "rowspacing", "columnspacing", "linethickness",
        "displaystyle",
        "scriptlevel", "minsize", "maxsize", "movablelimits", "symmetric", "largeop", "width",
        "height", "depth", "voffset", "columnspan", "rowspan",
    ]

    /// Elements that have no end tag.
    static let voidElements: Set<String> = ["br"]

    /// Elements that may carry `class`.
    static let classElements: Set<String> = ["span", "a"]

    /// The `class` tokens Mastodon writes into posts.
    static let allowedClasses: Set<String> = [
        "h-card", "mention", "hashtag", "invisible", "ellipsis", "u-url",
    ]

    /// The `rel` every kept link gets.
    static let linkRel = "nofollow noopener noreferrer ugc"

    /// URL schemes a link may use.
    static let allowedSchemes: Set<String> = ["http", "https", "mailto"]

    /// `href` cleaned the way browsers do, or `nil` when it is not an absolute URL with an
    /// allowed scheme.
    ///
    /// Browsers strip leading and trailing C0 controls and spaces and remove tabs and newlines
    /// anywhere before resolving a URL, so `" java\tscript:"` is `javascript:`. Entities were
    /// already decoded by the parser (`&#106;avascript:`).
    static func safeHref(_ raw: String) -> String? {
        var scalars = Array(raw.unicodeScalars)
        while let first = scalars.first, first.value <= 0x20 { scalars.removeFirst() }
        while let last = scalars.last, last.value <= 0x20 { scalars.removeLast() }
        scalars.removeAll { $0 == "\t" || $0 == "\n" || $0 == "\r" }
        // Any other control character left is suspicious: refuse rather than guess.
        if scalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
            return nil
        }
        let cleaned = String(String.UnicodeScalarView(scalars))
        guard let colon = cleaned.firstIndex(of: ":") else { return nil }
        let scheme = cleaned[..<colon]
        guard !scheme.isEmpty,
            scheme.unicodeScalars.allSatisfy({
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                    || $0 == "+" || $0 == "-" || $0 == "."
            }),
            allowedSchemes.contains(scheme.lowercased())
        else { return nil }
        return cleaned
    }

    /// The allowed tokens of a `class` value, space-separated, or `nil` when none is left.
    static func safeClass(_ raw: String) -> String? {
        let tokens = raw.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
            .map(String.init)
            .filter { allowedClasses.contains($0) }
        return tokens.isEmpty ? nil : tokens.joined(separator: " ")
    }

    /// `src` when it is a relative path that stays inside the document's folder: no scheme, no
    /// leading `/` or `\\`, no `..` segment, no control characters; otherwise `nil`.
    static func safeRelativePath(_ raw: String) -> String? {
        let cleaned = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !cleaned.isEmpty, !cleaned.hasPrefix("/"), !cleaned.hasPrefix("\\"),
            !cleaned.unicodeScalars.contains(where: { $0.value < 0x20 || $0 == ":" || $0 == "\\" }),
            !cleaned.split(separator: "/").contains("..")
        else { return nil }
        return cleaned
    }
}
