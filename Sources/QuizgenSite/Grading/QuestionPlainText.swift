import Foundation
import QuizgenCore
import QuizgenLoading
import QuizgenRendering

/// A question's or choice's Markdown as one line of plain text, for the dashboards, the chart
/// labels and the item analysis CSV (through cmark's AST, never a regular expression).
public enum QuestionPlainText {
    /// What stands for a blank in a question's text on the dashboards: a gap, never the
    /// placeholder `⟦1⟧` the loaded text holds.
    static let gap = "___"

    /// `markdown` with each blank placeholder as a ``gap``.
    static func withGaps(_ markdown: String) -> String {
        guard markdown.contains("⟦") else { return markdown }
        return BlankText.segments(of: markdown).map { segment in
            switch segment {
            case .text(let text): text
            case .blank: gap
            }
        }.joined()
    }

    /// The text of every block, joined by spaces, whitespace collapsed.
    static func plain(_ markdown: String) -> String {
        let text = MarkdownPlainText.blocks(withGaps(markdown)).joined(separator: " ")
        return text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// `plain(markdown)` cut at a word boundary to at most `limit` characters; `fallback` when
    /// the text is empty (an image without alt text, say).
    static func short(_ markdown: String, limit: Int = 90, fallback: String) -> String {
        let text = plain(markdown)
        return text.isEmpty ? fallback : GradingChartSVG.shorten(text, limit)
    }

    /// `markdown` of `question` as the exam shows it, inline: formulas as MathML, blanks as
    /// gaps, images at their published URLs with their alt text; `fallback`, escaped, when it
    /// renders to nothing.
    public static func html(
        _ markdown: String, of question: Question, site: SiteContext, fallback: String
    ) -> String {
        let html = QuestionHTML(question: question, site: site).inline(withGaps(markdown))
        return html.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
            ? MarkupEscaping.html(fallback) : html
    }
}
