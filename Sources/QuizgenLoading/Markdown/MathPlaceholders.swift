import QuizgenMath

/// Markdown with each formula swapped for a placeholder that Markdown leaves alone (a private-use
/// character, the formula's number, another private-use character), so cmark never sees TeX:
/// `_` makes no emphasis, `\\` is not an escape, `|` does not split a table cell.
public struct MathPlaceholders: Sendable {
    /// Opens a placeholder.
    public static let open: Unicode.Scalar = "\u{E000}"
    /// Closes a placeholder.
    public static let close: Unicode.Scalar = "\u{E001}"

    /// The Markdown with placeholders.
    public let text: String
    /// Each formula, by placeholder number.
    public let spans: [MathSpan]
    /// Each formula as written, delimiters included.
    public let originals: [String]

    /// Prepares `markdown`, or returns `nil` when it holds no formula.
    public init?(_ markdown: String) {
        let spans = MathSpanScanner.spans(in: markdown)
        guard !spans.isEmpty else { return nil }
        let scalars = Array(markdown.unicodeScalars)
        var text = String.UnicodeScalarView()
        var originals: [String] = []
        var last = 0
        for (index, span) in spans.enumerated() {
            text.append(contentsOf: scalars[last..<span.range.lowerBound])
            text.append(Self.open)
            text.append(contentsOf: String(index).unicodeScalars)
            text.append(Self.close)
            originals.append(String(String.UnicodeScalarView(scalars[span.range])))
            last = span.range.upperBound
        }
        text.append(contentsOf: scalars[last...])
        self.text = String(text)
        self.spans = spans
        self.originals = originals
    }

    /// A piece of a text with placeholders.
    public enum Piece {
        /// Text without placeholders.
        case text(String)
        /// The formula with this number.
        case formula(Int)
    }

    /// `literal` cut at its placeholders (one that names no formula stays text).
    public func pieces(of literal: String) -> [Piece] {
        var pieces: [Piece] = []
        var current = String.UnicodeScalarView()
        var iterator = literal.unicodeScalars.makeIterator()
        while let c = iterator.next() {
            guard c == Self.open else {
                current.append(c)
                continue
            }
            var digits = ""
            var closed = false
            while let d = iterator.next() {
                if d == Self.close {
                    closed = true
                    break
                }
                digits.unicodeScalars.append(d)
            }
            if closed, let index = Int(digits), spans.indices.contains(index) {
                if !current.isEmpty { pieces.append(.text(String(current))) }
                current = String.UnicodeScalarView()
                pieces.append(.formula(index))
            } else {
                current.append(c)
                current.append(contentsOf: digits.unicodeScalars)
                if closed { current.append(Self.close) }
            }
        }
        if !current.isEmpty { pieces.append(.text(String(current))) }
        return pieces
    }

    /// `literal` with every placeholder replaced by the formula as written.
    public func restored(_ literal: String) -> String {
        guard literal.unicodeScalars.contains(Self.open) else { return literal }
        return pieces(of: literal).map { piece in
            switch piece {
            case .text(let text): text
            case .formula(let index): originals[index]
            }
        }.joined()
    }
}
