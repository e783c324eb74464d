import Foundation
import QuizgenLoading

/// A question's or choice's Markdown as one line of plain text, for the dashboards, the chart
/// labels and the item analysis CSV (through cmark's AST, never a regular expression).
enum QuestionPlainText {
    /// The text of every block, joined by spaces, whitespace collapsed.
    static func plain(_ markdown: String) -> String {
        let text = MarkdownPlainText.blocks(markdown).joined(separator: " ")
        return text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// `plain(markdown)` cut at a word boundary to at most `limit` characters; `fallback` when
    /// the text is empty (an image without alt text, say).
    static func short(_ markdown: String, limit: Int = 90, fallback: String) -> String {
        let text = plain(markdown)
        return text.isEmpty ? fallback : GradingChartSVG.shorten(text, limit)
    }
}
