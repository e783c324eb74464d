import Foundation
import QuizgenCore

/// The words quizgen adds to rendered Markdown for screen readers, in the site's language: the
/// task marks ("Done:", "To do:"), the name of each table's scrolling box ("Table 1") and the
/// name of a footnote's link back to the text ("Back to content").
public struct MarkdownLabels: Sendable, Hashable {
    /// Read before a finished task item.
    public var done: String
    /// Read before an open task item.
    public var toDo: String
    /// The name of a table's box; `{number}` is the table's number on the page.
    public var table: String
    /// The name of the link from a footnote back to where it is cited.
    public var backToContent: String

    /// cmark-gfm's own name for the footnote back-link, which it writes itself.
    static let cmarkBackToContent = "Back to content"

    /// Creates labels (English by default).
    public init(
        done: String = "Done:", toDo: String = "To do:", table: String = "Table {number}",
        backToContent: String = "Back to content"
    ) {
        self.done = done
        self.toDo = toDo
        self.table = table
        self.backToContent = backToContent
    }

    /// `html` (cmark-gfm's output) with its footnote back-links named `backToContent`.
    ///
    /// cmark-gfm writes `data-footnote-backref aria-label="Back to content"` itself; that exact
    /// attribute pair cannot come from content in safe mode (content's quotes are escaped).
    public func namingFootnoteBackLinks(_ html: String) -> String {
        guard backToContent != Self.cmarkBackToContent else { return html }
        let written = "data-footnote-backref aria-label=\"\(Self.cmarkBackToContent)\""
        // A plain byte scan rather than String.contains: it runs on every page the site renders.
        var copy = html
        let marker = Array(written.utf8)
        let found = copy.withUTF8 { bytes -> Bool in
            guard bytes.count >= marker.count else { return false }
            var index = 0
            while index <= bytes.count - marker.count {
                if bytes[index] == marker[0], bytes[index + 1] == marker[1] {
                    var matched = true
                    for offset in 2..<marker.count where bytes[index + offset] != marker[offset] {
                        matched = false
                        break
                    }
                    if matched { return true }
                }
                index += 1
            }
            return false
        }
        guard found else { return html }
        return html.replacingOccurrences(
            of: written,
            with:
                "data-footnote-backref aria-label=\"\(MarkupEscaping.htmlAttribute(backToContent))\""
        )
    }

    /// The name of table `number`: every `{number}` in `table` replaced by it. (Foundation's
    /// `replacingOccurrences` took a fiftieth of a build's CPU for one table a page.)
    func tableName(_ number: Int) -> String {
        let pattern = Array("{number}".utf8)
        let bytes = Array(table.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 4)
        var index = 0
        while index < bytes.count {
            if bytes[index] == pattern[0], bytes.count - index >= pattern.count,
                bytes[index..<index + pattern.count].elementsEqual(pattern)
            {
                result.append(contentsOf: String(number).utf8)
                index += pattern.count
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
