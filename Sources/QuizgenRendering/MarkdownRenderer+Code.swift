import CCmarkGFM
import QuizgenCore
import QuizgenLoading

extension MarkdownRenderer {
    /// Replaces each fenced code block in a language ``CodeHighlighter`` knows with a custom
    /// block holding the highlighted HTML, in the shape cmark gives a code block
    /// (`<pre><code class="language-…">…</code></pre>`, the class from its fence's first word
    /// as written).
    /// Blocks in other languages, or without one, stay as cmark renders them.
    static func highlightCode(in document: MarkdownDocument) {
        var blocks: [OpaquePointer] = []
        let iterator = cmark_iter_new(document.root)
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator),
                cmark_node_get_type(node) == CMARK_NODE_CODE_BLOCK,
                let info = cmark_node_get_fence_info(node), info.pointee != 0
            else { continue }
            blocks.append(node)
        }
        cmark_iter_free(iterator)
        for node in blocks {
            guard let info = cmark_node_get_fence_info(node).map({ String(cString: $0) }),
                let word = info.split(whereSeparator: { $0 == " " || $0 == "\t" }).first,
                let code = cmark_node_get_literal(node).map({ String(cString: $0) }),
                let html = CodeHighlighter.html(code, language: String(word)),
                let block = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK)
            else { continue }
            let open =
                "<pre><code class=\"language-\(MarkupEscaping.htmlAttribute(String(word)))\">"
            _ = cmark_node_set_on_enter(block, open + html + "</code></pre>")
            _ = cmark_node_set_on_exit(block, "")
            _ = cmark_node_insert_before(node, block)
            cmark_node_unlink(node)
            cmark_node_free(node)
        }
    }
}
