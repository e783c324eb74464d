import QuizgenLoading
import QuizgenMath

extension MarkdownRenderer {
    /// The HTML for `markdown`, with each image URL passed through `rewriteImage` (return `nil`
    /// to keep it).
    public func html(_ markdown: String, rewriteImage: (String) -> String?) -> String {
        render(markdown, rewritesImages: true, rewriteImage: rewriteImage)
    }

    /// Parses, puts the formulas (if any) into the AST as MathML, rewrites image URLs when asked,
    /// and renders.
    func render(_ markdown: String, rewritesImages: Bool, rewriteImage: (String) -> String?) -> String {
        guard let math = MarkdownMath(markdown) else {
            let document = MarkdownDocument(markdown, unsafe: unsafe)
            if rewritesImages { document.rewriteImageURLs(rewriteImage) }
            document.markTaskItems(labels: labels)
            document.wrapTables(labels: labels)
            return labels.namingFootnoteBackLinks(document.html())
        }
        let converter = MathMLConverter()
        let document = MarkdownDocument(math.text, unsafe: unsafe)
        math.substitute(in: document, converter: converter)
        if rewritesImages { document.rewriteImageURLs(rewriteImage) }
        document.markTaskItems(labels: labels)
        document.wrapTables(labels: labels)
        return labels.namingFootnoteBackLinks(math.finish(document.html(), converter: converter))
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
