import QuizgenLoading

extension MarkdownRenderer {
    /// The HTML for `markdown`, with each image URL passed through `rewriteImage` (return `nil`
    /// to keep it).
    public func html(_ markdown: String, rewriteImage: (String) -> String?) -> String {
        let document = MarkdownDocument(markdown, unsafe: unsafe)
        document.rewriteImageURLs(rewriteImage)
        document.markTaskItems()
        document.wrapTables()
        return document.html()
    }

    /// Inline HTML for short texts such as choices: the paragraph wrapper removed.
    public func inlineHTML(_ markdown: String, rewriteImage: (String) -> String? = { _ in nil }) -> String {
        var html = self.html(markdown, rewriteImage: rewriteImage)
        if html.hasPrefix("<p>"), html.hasSuffix("</p>\n"), html.components(separatedBy: "<p>").count == 2 {
            html = String(html.dropFirst(3).dropLast(5))
        }
        return html.trimmingTrailingNewlines()
    }
}

extension String {
    fileprivate func trimmingTrailingNewlines() -> String {
        var s = Substring(self)
        while s.last == "\n" { s.removeLast() }
        return String(s)
    }
}

import Foundation
