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
    public static let extensionNames = [
        "table", "strikethrough", "autolink", "tasklist", "tagfilter",
    ]

    /// Parses `text`.
    ///
    /// The autolink extension turns bare `www.` and `scheme://` addresses and e-mail addresses
    /// in text into links. Attached, it stops the inline parser at every `w` and `:`: a quarter
    /// of the parse of a page whose links are all written `[text](url)`. So a text that shows no
    /// sign of one (no `@` or `www.`) is parsed without it first, and parsed again with it when
    /// any text node holds `www.`, `://` or `@` (see ``mayHoldAutolinks(_:)``), which is where
    /// the extension would act: until it matches, it only splits text nodes that the parser
    /// joins again, so a parse in which nothing could match is the same without it.
    ///
    /// - Parameters:
    ///   - text: Markdown source.
    ///   - unsafe: Keep raw HTML and dangerous link schemes (off by default).
    public convenience init(_ text: String, unsafe: Bool = false) {
        self.init(text, unsafe: unsafe, autolink: nil)
    }

    /// Parses `text` with the autolink extension attached as asked, or as ``init(_:unsafe:)``
    /// decides when `autolink` is `nil` (tests compare the two).
    init(_ text: String, unsafe: Bool, autolink: Bool?) {
        MarkdownDocument.registerExtensions
        var options =
            CMARK_OPT_FOOTNOTES | CMARK_OPT_STRIKETHROUGH_DOUBLE_TILDE
        if unsafe { options |= CMARK_OPT_UNSAFE }
        self.options = options
        // Wide tables are held to a width before cmark's table extension sees them.
        let bytes = MarkdownTableLimits.bounded(text).text.utf8CString
        let likelyLinks = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: UInt8.self) {
                Self.holdsAutolinkSign(UnsafeBufferPointer(rebasing: $0.dropLast()), scheme: false)
            }
        }
        if autolink == false || (autolink == nil && !likelyLinks) {
            let (parser, root) = Self.parse(bytes, options: options, autolink: false)
            if autolink == false || !Self.mayHoldAutolinks(root) {
                self.parser = parser
                self.root = root
                return
            }
            cmark_node_free(root)
            cmark_parser_free(parser)
        }
        (parser, root) = Self.parse(bytes, options: options, autolink: true)
    }

    /// A parser with the extensions (autolink only when asked) and the tree it made of `text`.
    private static func parse(
        _ text: ContiguousArray<CChar>, options: Int32, autolink: Bool
    ) -> (parser: OpaquePointer, root: OpaquePointer) {
        let parser = cmark_parser_new(options)!
        for name in extensionNames where autolink || name != "autolink" {
            if let ext = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, ext)
            }
        }
        let root = parsing.withLock {
            text.withUnsafeBufferPointer { buffer in
                cmark_parser_feed(parser, buffer.baseAddress, buffer.count - 1)
            }
            return cmark_parser_finish(parser)!
        }
        return (parser, root)
    }

    /// Held while cmark parses, so one parse at a time in the process.
    ///
    /// cmark-gfm keeps the characters that stop its inline parser in one table for the whole
    /// process: each parse marks its extensions' characters (`~` for strikethrough, `:` and `w`
    /// for autolinks) when it starts its inlines and clears them when it ends, so a parse that
    /// ends clears them under every parse still running on another thread, and those miss the
    /// strikethrough or the link (a page that differed from build to build, 1 in 90 parses of a
    /// small text under two threads). Rendering the tree does not read the table and stays
    /// parallel. The fix upstream (a table per parser, github/cmark-gfm pull request 176) is not
    /// merged; Debian's 0.29.0.gfm.6 has the shared table.
    private static let parsing = NSLock()

    /// Whether a text node below `root` holds `www.` (any case), `://` or `@`, where the autolink
    /// extension could make a link (URLs at `www.` and `scheme://`, e-mail addresses at `@`).
    /// Text inside a link is skipped, as the extension skips it: it matches nothing inside
    /// brackets, and `<…>` links are made before it looks.
    static func mayHoldAutolinks(_ root: OpaquePointer) -> Bool {
        let iterator = cmark_iter_new(root)
        defer { cmark_iter_free(iterator) }
        var inLink = false
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard let node = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(node)
            if type == CMARK_NODE_LINK {
                inLink = event == CMARK_EVENT_ENTER
                continue
            }
            guard !inLink, event == CMARK_EVENT_ENTER, type == CMARK_NODE_TEXT,
                let literal = cmark_node_get_literal(node)
            else { continue }
            let text = UnsafeBufferPointer(
                start: UnsafeRawPointer(literal).assumingMemoryBound(to: UInt8.self),
                count: strlen(literal))
            if holdsAutolinkSign(text, scheme: true) { return true }
        }
        return false
    }

    /// Whether `bytes` hold `@`, `www.` (any case) or, when `scheme` is set, `://`: each found
    /// with `memchr` (a loop over every byte took 4 µs a page).
    static func holdsAutolinkSign(_ bytes: UnsafeBufferPointer<UInt8>, scheme: Bool) -> Bool {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return false }
        let count = bytes.count
        if memchr(base, Int32(UInt8(ascii: "@")), count) != nil { return true }
        func lower(_ byte: UInt8) -> UInt8 { byte == UInt8(ascii: "W") ? UInt8(ascii: "w") : byte }
        for first in [UInt8(ascii: "w"), UInt8(ascii: "W"), UInt8(ascii: ":")]
        where first != UInt8(ascii: ":") || scheme {
            var index = 0
            while index < count, let found = memchr(base + index, Int32(first), count - index) {
                let at = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                if first == UInt8(ascii: ":") {
                    if at + 2 < count, bytes[at + 1] == UInt8(ascii: "/"),
                        bytes[at + 2] == UInt8(ascii: "/")
                    {
                        return true
                    }
                } else if at + 3 < count, lower(bytes[at + 1]) == UInt8(ascii: "w"),
                    lower(bytes[at + 2]) == UInt8(ascii: "w"),
                    bytes[at + 3] == UInt8(ascii: ".")
                {
                    return true
                }
                index = at + 1
            }
        }
        return false
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
            guard event == CMARK_EVENT_ENTER, let current = cmark_iter_get_node(iterator) else {
                continue
            }
            switch cmark_node_get_type(current) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE:
                if let literal = cmark_node_get_literal(current) {
                    result += String(cString: literal)
                }
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
