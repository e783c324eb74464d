import CCmarkGFM
import Foundation
import QuizgenCore

extension MarkdownDocument {
    /// Wraps each GFM table in a box that scrolls sideways on its own and can be reached and
    /// scrolled by keyboard: `<div class="table-scroll" role="region" tabindex="0"
    /// aria-label="Table N">`.
    ///
    /// A table wider than the screen (or than a 200 % zoomed window) would otherwise widen the
    /// page, or scroll in a box only a mouse can move (axe rule `scrollable-region-focusable`).
    /// The wrapper is a custom block, written as is in safe mode too (it is quizgen's markup).
    /// - Parameter labels: The box's name (`Table N` in English).
    public func wrapTables(labels: MarkdownLabels = MarkdownLabels()) {
        let tables = Self.blocks(below: root) {
            strcmp(cmark_node_get_type_string($0), "table") == 0
        }
        for (index, table) in tables.enumerated() {
            guard let wrapper = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else { continue }
            _ = cmark_node_set_on_enter(
                wrapper,
                "<div class=\"table-scroll\" role=\"region\" tabindex=\"0\" aria-label=\"\(MarkupEscaping.htmlAttribute(labels.tableName(index + 1)))\">\n"
            )
            _ = cmark_node_set_on_exit(wrapper, "</div>\n")
            guard cmark_node_insert_before(table, wrapper) == 1 else {
                cmark_node_free(wrapper)
                continue
            }
            cmark_node_unlink(table)
            _ = cmark_node_append_child(wrapper, table)
        }
    }
}
