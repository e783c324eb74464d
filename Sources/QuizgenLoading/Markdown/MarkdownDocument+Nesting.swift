import CCmarkGFM

extension MarkdownDocument {
    /// How many block quotes and lists may nest before rendering: far more than any text
    /// needs, and few enough that the HTML parsers that read the rendered HTML again (gumbo, for
    /// search, feeds and summaries) stay linear, since each start tag scans the open elements.
    public static let maximumBlockNesting = 64

    /// Replaces each block quote or list nested deeper than `limit` by the blocks it holds
    /// (paragraphs, code, headings, tables), in order, so the text stays and the nesting stops.
    ///
    /// Both walks keep their own stacks: a quote nested 50,000 levels deep must not overflow
    /// the thread's stack.
    ///
    /// - Parameter limit: The deepest nesting of quotes and lists kept.
    public func flattenBlocks(deeperThan limit: Int = MarkdownDocument.maximumBlockNesting) {
        var tooDeep: [OpaquePointer] = []
        var stack: [(node: OpaquePointer, depth: Int)] = [(root, 0)]
        while let (parent, depth) = stack.popLast() {
            var child = cmark_node_first_child(parent)
            while let node = child {
                switch cmark_node_get_type(node) {
                case CMARK_NODE_BLOCK_QUOTE, CMARK_NODE_LIST:
                    if depth >= limit {
                        tooDeep.append(node)
                    } else {
                        stack.append((node, depth + 1))
                    }
                case CMARK_NODE_ITEM, CMARK_NODE_CUSTOM_BLOCK, CMARK_NODE_FOOTNOTE_DEFINITION:
                    stack.append((node, depth))
                default:
                    break
                }
                child = cmark_node_next(node)
            }
        }
        for node in tooDeep { hoistBlocks(of: node) }
    }

    /// Moves the leaf blocks below `container` before it, in document order, and frees it.
    private func hoistBlocks(of container: OpaquePointer) {
        var leaves: [OpaquePointer] = []
        var resume: [OpaquePointer] = []
        var child = cmark_node_first_child(container)
        while true {
            guard let node = child else {
                guard let next = resume.popLast() else { break }
                child = next
                continue
            }
            switch cmark_node_get_type(node) {
            case CMARK_NODE_BLOCK_QUOTE, CMARK_NODE_LIST, CMARK_NODE_ITEM, CMARK_NODE_CUSTOM_BLOCK:
                if let next = cmark_node_next(node) { resume.append(next) }
                child = cmark_node_first_child(node)
            default:
                leaves.append(node)
                child = cmark_node_next(node)
            }
        }
        for leaf in leaves { _ = cmark_node_insert_before(container, leaf) }
        // In a tight list the paragraphs would run together without their <p>.
        if let parent = cmark_node_parent(container),
            cmark_node_get_type(parent) == CMARK_NODE_ITEM,
            let list = cmark_node_parent(parent)
        {
            _ = cmark_node_set_list_tight(list, 0)
        }
        cmark_node_free(container)
    }
}
