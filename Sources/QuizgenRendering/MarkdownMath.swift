import CCmarkGFM
import QuizgenCore
import QuizgenLoading
import QuizgenMath

/// Math in Markdown, on cmark-gfm's AST.
///
/// The formulas are found in the source first (`MathSpanScanner`: Pandoc's rules for dollars,
/// code skipped) and each is replaced by a placeholder that Markdown leaves alone (private-use
/// characters around its number), so Markdown never sees TeX: `_` makes no emphasis, `\\` is not
/// an escape, `|` does not split a table cell. After parsing, each placeholder in a text node
/// becomes a custom inline node holding the MathML; inside code, raw HTML, link targets and
/// image descriptions the original TeX is put back as it was written.
struct MarkdownMath {
    static let open = MathPlaceholders.open

    /// The Markdown with its formulas as placeholders.
    let placeholders: MathPlaceholders
    /// The Markdown with placeholders.
    var text: String { placeholders.text }
    /// Each formula, by placeholder number.
    var spans: [MathSpan] { placeholders.spans }
    /// Each formula as written, delimiters included.
    var originals: [String] { placeholders.originals }

    /// The math of the Markdown `placeholders` was made from.
    init(_ placeholders: MathPlaceholders) { self.placeholders = placeholders }

    func pieces(of literal: String) -> [MathPlaceholders.Piece] { placeholders.pieces(of: literal) }

    func restored(_ literal: String) -> String { placeholders.restored(literal) }

    /// The HTML for formula `index`: MathML, or the TeX marked as an error when it cannot be
    /// converted (the loaders report it as a located diagnostic).
    func html(_ index: Int, converter: MathMLConverter) -> String {
        let span = spans[index]
        do {
            let mathML = try converter.mathML(for: span.tex, display: span.display)
            // A display formula wider than the screen scrolls inside itself (theme.css), so
            // keyboard users must be able to reach it, as with a wide table.
            let block = "<math display=\"block\">"
            guard span.display, mathML.hasPrefix(block) else { return mathML }
            return "<math display=\"block\" tabindex=\"0\">" + mathML.dropFirst(block.count)
        } catch {
            return
                "<code class=\"math-error\" title=\"\(MarkupEscaping.htmlAttribute(error.message))\">"
                + MarkupEscaping.htmlText(originals[index]) + "</code>"
        }
    }

    /// Replaces the placeholders in `document`'s AST.
    func substitute(in document: MarkdownDocument, converter: MathMLConverter) {
        var texts: [OpaquePointer] = []
        var literals: [OpaquePointer] = []
        var links: [OpaquePointer] = []
        let iterator = cmark_iter_new(document.root)
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else {
                continue
            }
            switch cmark_node_get_type(node) {
            case CMARK_NODE_TEXT: texts.append(node)
            case CMARK_NODE_CODE, CMARK_NODE_CODE_BLOCK, CMARK_NODE_HTML_BLOCK,
                CMARK_NODE_HTML_INLINE:
                literals.append(node)
            case CMARK_NODE_LINK, CMARK_NODE_IMAGE: links.append(node)
            default: break
            }
        }
        cmark_iter_free(iterator)
        for node in literals { restoreLiteral(of: node) }
        for node in links {
            if let url = cmark_node_get_url(node).map({ String(cString: $0) }),
                url.unicodeScalars.contains(Self.open)
            {
                _ = cmark_node_set_url(node, restored(url))
            }
            if let title = cmark_node_get_title(node).map({ String(cString: $0) }),
                title.unicodeScalars.contains(Self.open)
            {
                _ = cmark_node_set_title(node, restored(title))
            }
        }
        for node in texts {
            guard let literal = cmark_node_get_literal(node).map({ String(cString: $0) }),
                literal.unicodeScalars.contains(Self.open)
            else { continue }
            if Self.isInsideImage(node) {
                _ = cmark_node_set_literal(node, restored(literal))
                continue
            }
            // cmark-gfm's table cells refuse custom nodes: there the placeholder stays text and
            // `finish(_:)` swaps it for the MathML in the rendered cell.
            if let parent = cmark_node_parent(node),
                String(cString: cmark_node_get_type_string(parent)) == "table_cell"
            {
                continue
            }
            for piece in pieces(of: literal) {
                let inserted: OpaquePointer?
                switch piece {
                case .text(let text):
                    inserted = cmark_node_new(CMARK_NODE_TEXT)
                    if let inserted { _ = cmark_node_set_literal(inserted, text) }
                case .formula(let index):
                    inserted = cmark_node_new(CMARK_NODE_CUSTOM_INLINE)
                    if let inserted {
                        _ = cmark_node_set_on_enter(inserted, html(index, converter: converter))
                    }
                }
                if let inserted { _ = cmark_node_insert_before(node, inserted) }
            }
            cmark_node_unlink(node)
            cmark_node_free(node)
        }
    }

    /// The document's HTML with the placeholders left in table cells replaced by their MathML.
    ///
    /// A placeholder is a formula's number between two private-use characters; one that names no
    /// formula is left as it was. This swaps tokens in quizgen's own output; it parses no HTML.
    func finish(_ html: String, converter: MathMLConverter) -> String {
        guard html.unicodeScalars.contains(Self.open) else { return html }
        return pieces(of: html).map { piece in
            switch piece {
            case .text(let text): text
            case .formula(let index): self.html(index, converter: converter)
            }
        }.joined()
    }

    private func restoreLiteral(of node: OpaquePointer) {
        guard let literal = cmark_node_get_literal(node).map({ String(cString: $0) }),
            literal.unicodeScalars.contains(Self.open)
        else { return }
        _ = cmark_node_set_literal(node, restored(literal))
    }

    private static func isInsideImage(_ node: OpaquePointer) -> Bool {
        var parent = cmark_node_parent(node)
        while let current = parent {
            if cmark_node_get_type(current) == CMARK_NODE_IMAGE { return true }
            parent = cmark_node_parent(current)
        }
        return false
    }
}
