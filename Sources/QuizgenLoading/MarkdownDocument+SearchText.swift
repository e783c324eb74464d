import CCmarkGFM

extension MarkdownDocument {
    /// The document's words as plain text for the search index: text, inline code and code
    /// blocks, with a space wherever a block (paragraph, heading, item, table cell) ends, so that
    /// the last word of one block never runs into the first of the next. Raw HTML is left out.
    public var searchText: String {
        var result = ""
        let iterator = cmark_iter_new(root)
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard let current = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(current)
            if event == CMARK_EVENT_EXIT {
                if type.rawValue & UInt32(CMARK_NODE_TYPE_MASK) == UInt32(CMARK_NODE_TYPE_BLOCK), result.last != " " { result += " " }
                continue
            }
            switch type {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE, CMARK_NODE_CODE_BLOCK:
                if let literal = cmark_node_get_literal(current) { result += String(cString: literal) }
                if type == CMARK_NODE_CODE_BLOCK { result += " " }
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                result += " "
            default:
                break
            }
        }
        return withExtendedLifetime(self) { result }
    }
}
