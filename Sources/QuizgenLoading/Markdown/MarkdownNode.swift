import CCmarkGFM

/// A read-only view of one node of a `MarkdownDocument`'s cmark-gfm AST.
///
/// Keeps its document alive, so a node outlives the expression that parsed it.
public struct MarkdownNode {
    /// The underlying cmark node.
    public let pointer: OpaquePointer
    /// The document that owns the node's memory.
    let document: MarkdownDocument

    /// Wraps a node of `document`.
    init(_ pointer: OpaquePointer, in document: MarkdownDocument) {
        self.pointer = pointer
        self.document = document
    }

    /// The node's kind.
    public enum Kind: Equatable {
        case document, heading, paragraph, list, item, blockQuote, codeBlock, htmlBlock,
            thematicBreak
        case table, text, code, image, link, other
    }

    /// The node's kind.
    public var kind: Kind {
        switch cmark_node_get_type(pointer) {
        case CMARK_NODE_DOCUMENT: .document
        case CMARK_NODE_HEADING: .heading
        case CMARK_NODE_PARAGRAPH: .paragraph
        case CMARK_NODE_LIST: .list
        case CMARK_NODE_ITEM: .item
        case CMARK_NODE_BLOCK_QUOTE: .blockQuote
        case CMARK_NODE_CODE_BLOCK: .codeBlock
        case CMARK_NODE_HTML_BLOCK: .htmlBlock
        case CMARK_NODE_THEMATIC_BREAK: .thematicBreak
        case CMARK_NODE_TEXT: .text
        case CMARK_NODE_CODE: .code
        case CMARK_NODE_IMAGE: .image
        case CMARK_NODE_LINK: .link
        default: String(cString: cmark_node_get_type_string(pointer)) == "table" ? .table : .other
        }
    }

    /// The children, in order.
    public var children: [MarkdownNode] {
        var result: [MarkdownNode] = []
        var child = cmark_node_first_child(pointer)
        while let current = child {
            result.append(MarkdownNode(current, in: document))
            child = cmark_node_next(current)
        }
        return result
    }

    /// Every node below this one (depth first, this one excluded), in one walk of cmark's
    /// iterator (the recursive concatenation it replaces copied each subtree once per level).
    public var descendants: [MarkdownNode] {
        MarkdownDocument.nodes(below: pointer) { _ in true }.map { MarkdownNode($0, in: document) }
    }

    /// 1-based line where the node starts (relative to the parsed text).
    public var startLine: Int { Int(cmark_node_get_start_line(pointer)) }
    /// 1-based line where the node ends.
    public var endLine: Int { Int(cmark_node_get_end_line(pointer)) }
    /// 1-based column (bytes) where the node starts.
    public var startColumn: Int { Int(cmark_node_get_start_column(pointer)) }
    /// 1-based column (bytes) where the node ends.
    public var endColumn: Int { Int(cmark_node_get_end_column(pointer)) }
    /// A heading's level (1-6), 0 otherwise.
    public var headingLevel: Int { Int(cmark_node_get_heading_level(pointer)) }
    /// Whether a list is numbered.
    public var isOrderedList: Bool { cmark_node_get_list_type(pointer) == CMARK_ORDERED_LIST }
    /// Whether a list item is a GFM task item (`- [ ]` or `- [x]`).
    public var isTaskItem: Bool {
        String(cString: cmark_node_get_type_string(pointer)) == "tasklist"
    }
    /// Whether a task item is ticked.
    public var isChecked: Bool { cmark_gfm_extensions_get_tasklist_item_checked(pointer) }
    /// A link's or image's URL.
    public var url: String? { cmark_node_get_url(pointer).map { String(cString: $0) } }
    /// The literal text of text and code nodes.
    public var literal: String? { cmark_node_get_literal(pointer).map { String(cString: $0) } }
    /// A fenced code block's info string (```` ```parameters ```` gives `parameters`).
    public var fenceInfo: String? {
        cmark_node_get_fence_info(pointer).map { String(cString: $0) }
    }

    /// Replaces a link's or image's URL.
    public func setURL(_ url: String) { _ = cmark_node_set_url(pointer, url) }

    /// The plain text below this node.
    public var plainText: String {
        withExtendedLifetime(document) { MarkdownDocument.plainText(of: pointer) }
    }
}

extension MarkdownDocument {
    /// The document node.
    public var rootNode: MarkdownNode { MarkdownNode(root, in: self) }

    /// Rewrites the URL of every image whose URL `transform` maps to a new value.
    public func rewriteImageURLs(_ transform: (String) -> String?) {
        rewriteURLs(links: false, transform)
    }

    /// Rewrites the URL of every image, and of every link when `links` is set, whose URL
    /// `transform` maps to a new value.
    public func rewriteURLs(links: Bool, _ transform: (String) -> String?) {
        for node in rootNode.descendants where node.kind == .image || (links && node.kind == .link)
        {
            if let url = node.url, let replacement = transform(url) { node.setURL(replacement) }
        }
    }
}
