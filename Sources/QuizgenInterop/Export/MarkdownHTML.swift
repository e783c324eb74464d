import Foundation
import QuizgenLoading

/// Markdown to HTML without images to gather (exam introductions).
enum MarkdownHTML {
    static func render(_ markdown: String) -> String {
        MarkdownDocument(markdown).html().trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
