import Foundation
import QuizgenLoading
import QuizgenMath

extension MarkdownRenderer {
    /// The HTML for `markdown`, with each image URL passed through `rewriteImage` (return `nil`
    /// to keep it).
    /// Processed images load eagerly (see ``ImageLoading/eager``).
    public func html(_ markdown: String, rewriteImage: (String) -> String?) -> String {
        render(markdown, rewritesImages: true, rewriteImage: rewriteImage)
    }

    /// The HTML for `markdown`, with each image and link URL passed through `rewriteURL`
    /// (return `nil` to keep it): a page's links to the files published with it.
    /// Processed images but the first load lazily.
    public func html(_ markdown: String, rewriteURL: (String) -> String?) -> String {
        render(
            markdown, rewritesImages: true, links: true, loading: .lazyAfterFirst,
            rewriteImage: rewriteURL)
    }

    /// Parses, puts the formulas (if any) into the AST as MathML, highlights fenced code in a
    /// known language, rewrites image URLs when asked, and renders.
    func render(
        _ markdown: String, rewritesImages: Bool, links: Bool = false,
        loading: ImageLoading = .eager, rewriteImage: (String) -> String?
    ) -> String {
        let math = MathPlaceholders(markdown)
        let document = MarkdownDocument(math?.text ?? markdown, unsafe: unsafe)
        return render(
            document, math: math, rewritesImages: rewritesImages, links: links, loading: loading,
            rewriteImage: rewriteImage)
    }

    /// The HTML of `document`, parsed from a body (its formulas as the placeholders `math` made)
    /// with this renderer's `unsafe`: what ``html(_:)`` gives for the body. Changes the document.
    public func html(parsed document: MarkdownDocument, math: MathPlaceholders?) -> String {
        render(document, math: math, rewritesImages: false) { _ in nil }
    }

    private func render(
        _ document: MarkdownDocument, math placeholders: MathPlaceholders?, rewritesImages: Bool,
        links: Bool = false, loading: ImageLoading = .eager, rewriteImage: (String) -> String?
    ) -> String {
        document.flattenBlocks()
        guard let placeholders else {
            Self.highlightCode(in: document)
            if rewritesImages { document.rewriteURLs(links: links, rewriteImage) }
            rewriteRemoteImages(in: document)
            // After the remote images point at the site's copies: sized by their final URL.
            markImages(in: document, loading: loading)
            document.markTaskItems(labels: labels)
            document.wrapTables(labels: labels)
            return labels.namingFootnoteBackLinks(document.html())
        }
        let math = MarkdownMath(placeholders)
        let converter = MathMLConverter()
        math.substitute(in: document, converter: converter)
        Self.highlightCode(in: document)
        if rewritesImages { document.rewriteURLs(links: links, rewriteImage) }
        rewriteRemoteImages(in: document)
        // After the remote images point at the site's copies: sized by their final URL.
        markImages(in: document, loading: loading)
        document.markTaskItems(labels: labels)
        document.wrapTables(labels: labels)
        return labels.namingFootnoteBackLinks(math.finish(document.html(), converter: converter))
    }

    /// Points each remote image at the site's copy (``remoteMedia``), once the build has one.
    private func rewriteRemoteImages(in document: MarkdownDocument) {
        guard let remoteMedia else { return }
        document.rewriteImageURLs { remoteMedia.source(for: $0) }
    }

    /// Inline HTML for short texts such as choices: the paragraph wrapper removed.
    public func inlineHTML(_ markdown: String, rewriteImage: (String) -> String? = { _ in nil })
        -> String
    {
        var html = self.html(markdown, rewriteImage: rewriteImage)
        if html.hasPrefix("<p>"), html.hasSuffix("</p>\n"),
            html.components(separatedBy: "<p>").count == 2
        {
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
