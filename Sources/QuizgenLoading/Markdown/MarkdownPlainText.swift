import CCmarkGFM
import QuizgenCore

/// Markdown as plain text, for the places HTML cannot hold MathML or markup: a `<title>`, a
/// meta description, a summary, an `<option>`, an attribute, a chart label, a CSV cell.
///
/// Formulas are kept as their TeX source as written (`$\frac{1}{2}$`), which is what KaTeX-rendered
/// sites and Pandoc's plain-text writer show there too; Markdown around them loses its markup
/// as usual, and the TeX inside never turns into emphasis or escapes.
public enum MarkdownPlainText {
    /// The plain text of the whole of `markdown`.
    public static func text(_ markdown: String) -> String {
        guard let math = MathPlaceholders(markdown) else {
            return MarkdownDocument(markdown).rootNode.plainText
        }
        return math.restored(MarkdownDocument(math.text).rootNode.plainText)
    }

    /// The plain text of each top-level block (paragraph, heading, list, …) of `markdown`.
    public static func blocks(_ markdown: String) -> [String] {
        let math = MathPlaceholders(markdown)
        let document = MarkdownDocument(math?.text ?? markdown)
        return document.rootNode.children.map { math?.restored($0.plainText) ?? $0.plainText }
    }

    /// The plain text of the first paragraph of `markdown`, or `nil` when it has none.
    public static func firstParagraph(_ markdown: String) -> String? {
        read(markdown, searchText: false).firstParagraph
    }

    /// The plain text of the first paragraph of `markdown` (`nil` when it has none) and, when
    /// `searchText` is set, the search index's text of the whole (``MarkdownDocument/searchText``),
    /// both with formulas as written, from one parse.
    public static func read(_ markdown: String, searchText: Bool) -> (
        firstParagraph: String?, searchText: String?
    ) {
        let text = read(markdown, searchText: searchText, html: nil)
        return (text.firstParagraph, text.searchText)
    }

    /// ``read(_:searchText:)``, and the HTML `html` makes from the same parse (`nil` without a
    /// maker or when its budget is spent).
    static func read(
        _ markdown: String, searchText: Bool, html maker: PageBodyHTMLMaker?
    ) -> (firstParagraph: String?, searchText: String?, html: PageBodyHTML?) {
        let math = MathPlaceholders(markdown)
        // The renderer's own parse options, so that its HTML can come from this parse.
        let maker = maker?.hasBudget == true ? maker : nil
        let document = MarkdownDocument(math?.text ?? markdown, unsafe: maker?.unsafe ?? false)
        var paragraph: String?
        var child = cmark_node_first_child(document.root)
        while let current = child {
            if cmark_node_get_type(current) == CMARK_NODE_PARAGRAPH {
                let text = MarkdownDocument.plainText(of: current)
                paragraph = math?.restored(text) ?? text
                break
            }
            child = cmark_node_next(current)
        }
        var search: String?
        if searchText {
            let text = document.searchText
            search = math?.restored(text) ?? text
        }
        // Last: making the HTML may change the document.
        return (paragraph, search, maker?.html(of: document, math: math))
    }

    /// The search index's text of `markdown`, as ``read(_:searchText:)`` gives it.
    public static func searchText(_ markdown: String) -> String {
        read(markdown, searchText: true).searchText ?? ""
    }
}
