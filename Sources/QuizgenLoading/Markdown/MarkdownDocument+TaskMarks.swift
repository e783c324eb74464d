import CCmarkGFM
import Foundation
import QuizgenCore

extension MarkdownDocument {
    /// Turns GFM task-list items (`- [x] done`) into ordinary list items that start with a
    /// non-interactive mark, instead of the disabled checkbox cmark-gfm renders.
    ///
    /// A disabled `<input type="checkbox">` has no accessible name (axe rule `label`, critical).
    /// The mark is a glyph hidden from screen readers plus visually hidden text, so the item reads
    /// "Done: Read the guide" or "To do: Read the guide". The HTML goes in as a custom inline
    /// node, which the renderer writes as is in safe mode too (it is quizgen's text, not content).
    /// - Parameter labels: The words read before each item (`Done:`, `To do:` in English).
    public func markTaskItems(labels: MarkdownLabels = MarkdownLabels()) {
        let items = Self.blocks(below: root) { node in
            cmark_node_get_type(node) == CMARK_NODE_ITEM
                && strcmp(cmark_node_get_type_string(node), "tasklist") == 0
        }
        guard !items.isEmpty else { return }
        // Made once a document, not once an item.
        let marks = (
            done: Self.taskMarkHTML(done: true, labels: labels),
            toDo: Self.taskMarkHTML(done: false, labels: labels)
        )
        for item in items {
            let done = cmark_gfm_extensions_get_tasklist_item_checked(item)
            _ = cmark_node_set_syntax_extension(item, nil)
            guard let mark = cmark_node_new(CMARK_NODE_CUSTOM_INLINE) else { continue }
            _ = cmark_node_set_on_enter(mark, done ? marks.done : marks.toDo)
            if let first = cmark_node_first_child(item),
                cmark_node_get_type(first) == CMARK_NODE_PARAGRAPH
            {
                _ = cmark_node_prepend_child(first, mark)
            } else if let paragraph = cmark_node_new(CMARK_NODE_PARAGRAPH) {
                _ = cmark_node_append_child(paragraph, mark)
                _ = cmark_node_prepend_child(item, paragraph)
            } else {
                cmark_node_free(mark)
            }
        }
    }

    /// The nodes below `root` (depth first, `root` excluded) for which `matches` holds, found
    /// with cmark's iterator in one walk and no allocation per node.
    static func nodes(below root: OpaquePointer, where matches: (OpaquePointer) -> Bool)
        -> [OpaquePointer]
    {
        var found: [OpaquePointer] = []
        guard let iterator = cmark_iter_new(root) else { return found }
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator),
                node != root, matches(node)
            else { continue }
            found.append(node)
        }
        return found
    }

    /// The mark that starts a task item: `☑`/`☐` for the eye, "Done:"/"To do:" for screen readers.
    /// The block nodes below `root` that `matches` accepts, in document order, descending only
    /// into blocks that hold other blocks (block quotes, lists, items, footnotes, wrappers):
    /// tables and list items are never inside a paragraph, heading or table cell, and a page's
    /// inline nodes, most of its nodes, are never visited.
    /// The walk keeps its own stack of the siblings to come back to, so a block quote nested
    /// 50,000 levels deep does not overflow the thread's stack.
    static func blocks(below root: OpaquePointer, where matches: (OpaquePointer) -> Bool)
        -> [OpaquePointer]
    {
        var found: [OpaquePointer] = []
        var resume: [OpaquePointer] = []
        var child = cmark_node_first_child(root)
        while true {
            guard let node = child else {
                guard let next = resume.popLast() else { break }
                child = next
                continue
            }
            if matches(node) { found.append(node) }
            switch cmark_node_get_type(node) {
            case CMARK_NODE_BLOCK_QUOTE, CMARK_NODE_LIST, CMARK_NODE_ITEM, CMARK_NODE_CUSTOM_BLOCK,
                CMARK_NODE_FOOTNOTE_DEFINITION:
                if let next = cmark_node_next(node) { resume.append(next) }
                child = cmark_node_first_child(node)
            default:
                child = cmark_node_next(node)
            }
        }
        return found
    }

    static func taskMarkHTML(done: Bool, labels: MarkdownLabels = MarkdownLabels()) -> String {
        let glyph = done ? "\u{2611}" : "\u{2610}"
        let text = MarkupEscaping.htmlText(done ? labels.done : labels.toDo)
        return
            "<span class=\"task-mark\" data-done=\"\(done)\"><span aria-hidden=\"true\">\(glyph)</span>"
            + "<span class=\"visually-hidden\">\(text)</span></span> "
    }
}
