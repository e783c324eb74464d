import CCmarkGFM
import Foundation

extension MarkdownDocument {
    /// The document's words as plain text for the search index: text, inline code and code
    /// blocks, with a space wherever a block (paragraph, heading, item, table cell) ends, so that
    /// the last word of one block never runs into the first of the next. Raw HTML is left out.
    public var searchText: String {
        // Gathered as bytes: a `String` appended to a node at a time was a fifth of the walk.
        var result: [UInt8] = []
        let iterator = cmark_iter_new(root)
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard let current = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(current)
            if event == CMARK_EVENT_EXIT {
                if type.rawValue & UInt32(CMARK_NODE_TYPE_MASK) == UInt32(CMARK_NODE_TYPE_BLOCK),
                    result.last != 0x20
                {
                    result.append(0x20)
                }
                continue
            }
            switch type {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE, CMARK_NODE_CODE_BLOCK:
                if let literal = cmark_node_get_literal(current) {
                    result.append(
                        contentsOf: UnsafeBufferPointer(
                            start: UnsafeRawPointer(literal).assumingMemoryBound(to: UInt8.self),
                            count: strlen(literal)))
                }
                if type == CMARK_NODE_CODE_BLOCK { result.append(0x20) }
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                result.append(0x20)
            default:
                break
            }
        }
        return withExtendedLifetime(self) { String(decoding: result, as: UTF8.self) }
    }
}
