import CCmarkGFM
import Foundation
import QuizgenCore

/// A Markdown document parsed by cmark-gfm with the GFM extensions, owning its AST.
///
/// The quiz parser walks the AST (`root`); the renderer turns it into HTML. Not `Sendable`: each
/// document lives inside one task.
public final class MarkdownDocument {
    /// The document node of the AST.
    public let root: OpaquePointer
    let parser: OpaquePointer
    /// The cmark options the document was parsed with.
    public let options: Int32

    /// The GFM extensions attached to every parser.
    public static let extensionNames = ["table", "strikethrough", "autolink", "tasklist", "tagfilter"]

    /// Parses `text`.
    ///
    /// - Parameters:
    ///   - text: Markdown source.
    ///   - unsafe: Keep raw HTML and dangerous link schemes (off by default).
    public init(_ text: String, unsafe: Bool = false) {
        MarkdownDocument.registerExtensions
        var options = CMARK_OPT_FOOTNOTES | CMARK_OPT_STRIKETHROUGH_DOUBLE_TILDE | CMARK_OPT_GITHUB_PRE_LANG
        if unsafe { options |= CMARK_OPT_UNSAFE }
        self.options = options
        let parser = cmark_parser_new(options)!
        for name in Self.extensionNames {
            if let ext = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, ext)
            }
        }
        text.utf8CString.withUnsafeBufferPointer { buffer in
            cmark_parser_feed(parser, buffer.baseAddress, buffer.count - 1)
        }
        self.root = cmark_parser_finish(parser)
        self.parser = parser
    }

    deinit {
        cmark_node_free(root)
        cmark_parser_free(parser)
    }

    /// Renders the whole document to HTML.
    public func html() -> String {
        html(of: root)
    }

    /// Renders one node (and its children) to HTML with the document's options and extensions.
    public func html(of node: OpaquePointer) -> String {
        let extensions = cmark_parser_get_syntax_extensions(parser)
        guard let raw = cmark_render_html(node, options, extensions) else { return "" }
        defer { free(raw) }
        return String(cString: raw)
    }

    /// The concatenated literal text below `node` (text, code and line breaks), for plain-text use.
    public static func plainText(of node: OpaquePointer) -> String {
        var result = ""
        let iterator = cmark_iter_new(node)
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let current = cmark_iter_get_node(iterator) else { continue }
            switch cmark_node_get_type(current) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE:
                if let literal = cmark_node_get_literal(current) { result += String(cString: literal) }
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                result += " "
            default:
                break
            }
        }
        return result
    }

    private static let registerExtensions: Void = {
        cmark_gfm_core_extensions_ensure_registered()
    }()
}
