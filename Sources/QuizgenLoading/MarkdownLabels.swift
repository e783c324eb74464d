import Foundation

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
        guard html.contains(written) else { return html }
        return html.replacingOccurrences(
            of: written, with: "data-footnote-backref aria-label=\"\(HTMLEscaping.escapeAttribute(backToContent))\"")
    }

    /// The name of table `number`.
    func tableName(_ number: Int) -> String { table.replacingOccurrences(of: "{number}", with: String(number)) }
}
