import Foundation

/// The placeholders that stand for blanks in a fill-in-the-blank question's text.
///
/// A loaded question's text holds `⟦1⟧`, `⟦2⟧`, … where the author wrote `[[…]]`, so that the
/// text (published, hashed into the snapshot) never holds the key. Renderers and exporters
/// split the text at the placeholders with `segments(of:)`; `markup(of:caseSensitive:)`
/// writes a blank back in the bank syntax.
public enum BlankText {
    /// One piece of a question's text.
    public enum Segment: Sendable, Hashable {
        /// Text, Markdown.
        case text(String)
        /// The blank with this 1-based number.
        case blank(Int)
    }

    /// The placeholder for blank `number` (1-based).
    public static func placeholder(_ number: Int) -> String { "⟦\(number)⟧" }

    /// The text split at its placeholders, in order; numbers are those written.
    public static func segments(of text: String) -> [Segment] {
        var result: [Segment] = []
        var current = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "⟦") {
            let afterOpen = rest.index(after: open)
            if let close = rest[afterOpen...].firstIndex(of: "⟧"),
                let number = Int(rest[afterOpen..<close]), number > 0
            {
                current += rest[..<open]
                if !current.isEmpty { result.append(.text(current)) }
                current = ""
                result.append(.blank(number))
                rest = rest[rest.index(after: close)...]
            } else {
                current += rest[...open]
                rest = rest[afterOpen...]
            }
        }
        current += rest
        if !current.isEmpty { result.append(.text(current)) }
        return result
    }

    /// The text with each placeholder replaced by `replacement(number)`.
    public static func replacingBlanks(in text: String, _ replacement: (Int) -> String) -> String {
        segments(of: text).map { segment in
            switch segment {
            case .text(let text): text
            case .blank(let number): replacement(number)
            }
        }.joined()
    }

    /// A blank in the bank syntax: `[[Vltava|Moldau]]`, `[[*Vltava|Elbe]]`, with
    /// `{weight=2}` when the weight is not 1; `|` and `]` in answers are escaped.
    public static func markup(of blank: Blank) -> String {
        func escape(_ text: String) -> String {
            text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
                of: "|", with: "\\|"
            )
            .replacingOccurrences(of: "]", with: "\\]")
        }
        let inner: [String] =
            switch blank.answer {
            case .text(let key): key.accepted.map(escape)
            case .choice(let options): options.map { ($0.correct ? "*" : "") + escape($0.text) }
            }
        var result = "[[" + inner.joined(separator: "|") + "]]"
        if blank.weight != 1 {
            result += "{weight=\(NumberText.format(blank.weight))}"
        }
        return result
    }

    /// A question text with its placeholders written back as blanks in the bank syntax.
    public static func markdown(of text: String, blanks: [Blank]) -> String {
        replacingBlanks(in: text) { number in
            number <= blanks.count ? markup(of: blanks[number - 1]) : placeholder(number)
        }
    }
}
