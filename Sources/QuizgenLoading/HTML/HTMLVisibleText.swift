import CGumbo

/// The texts of an HTML document that a reader sees or hears, parsed by gumbo.
///
/// Used by the theme's language checks: every text node outside `script`, `style` and
/// `template`, and the attributes a browser shows or reads out (`alt`, `title`, `aria-label`,
/// `placeholder`, `label`, the `value` of `input` buttons, the `content` of
/// `<meta name="description">`).
public enum HTMLVisibleText {
    /// One visible text and where it sits.
    public struct Piece: Sendable, Hashable {
        /// The text, whitespace runs collapsed to one space and trimmed.
        public var text: String
        /// `text` for a text node, else the attribute's name (`alt`, `aria-label`, ...).
        public var source: String
        /// The element holding the text (`p`, `a`, `meta`, ...).
        public var element: String
    }

    /// The visible texts of `html` in document order, empty ones left out.
    ///
    /// - Parameter html: An HTML document or fragment.
    /// - Returns: The text nodes and visible attribute values.
    public static func pieces(in html: String) -> [Piece] {
        var pieces: [Piece] = []
        GumboDocument.withRoot(html) { root in
            var stack: [(node: UnsafeMutablePointer<GumboNode>, parent: String)] = [(root, "")]
            while let (node, parent) = stack.popLast() {
                switch node.pointee.type {
                case GUMBO_NODE_TEXT, GUMBO_NODE_CDATA:
                    if let chars = node.pointee.v.text.text {
                        append(String(cString: chars), source: "text", element: parent, to: &pieces)
                    }
                case GUMBO_NODE_ELEMENT:
                    let element = node.pointee.v.element
                    if [GUMBO_TAG_SCRIPT, GUMBO_TAG_STYLE, GUMBO_TAG_TEMPLATE].contains(element.tag)
                    {
                        continue
                    }
                    let name = tagName(of: node)
                    for attribute in visibleAttributes(of: element, name: name) {
                        append(attribute.value, source: attribute.name, element: name, to: &pieces)
                    }
                    push(element.children, parent: name, onto: &stack)
                case GUMBO_NODE_DOCUMENT:
                    push(node.pointee.v.document.children, parent: "", onto: &stack)
                default:
                    break
                }
            }
        }
        return pieces
    }

    /// The attributes of an element that a reader sees or hears.
    private static func visibleAttributes(of element: GumboElement, name: String) -> [(
        name: String, value: String
    )] {
        var shown: [(name: String, value: String)] = []
        for key in ["alt", "title", "aria-label", "placeholder", "label", "aria-description"] {
            if let value = element.attribute(key) { shown.append((key, value)) }
        }
        if name == "input", let type = element.attribute("type")?.lowercased(),
            ["submit", "button", "reset"].contains(type),
            let value = element.attribute("value")
        {
            shown.append(("value", value))
        }
        if name == "meta", let metaName = element.attribute("name")?.lowercased(),
            ["description", "og:description", "twitter:description"].contains(metaName),
            let content = element.attribute("content")
        {
            shown.append(("content", content))
        }
        return shown
    }

    private static func append(
        _ raw: String, source: String, element: String, to pieces: inout [Piece]
    ) {
        let text = raw.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }
        )
        .joined(separator: " ")
        if !text.isEmpty { pieces.append(Piece(text: text, source: source, element: element)) }
    }

    private static func tagName(of node: UnsafeMutablePointer<GumboNode>) -> String {
        let element = node.pointee.v.element
        if element.tag != GUMBO_TAG_UNKNOWN, let name = gumbo_normalized_tagname(element.tag) {
            return String(cString: name)
        }
        var original = element.original_tag
        gumbo_tag_from_original_text(&original)
        guard let data = original.data, original.length > 0 else { return "" }
        let bytes = UnsafeRawBufferPointer(start: data, count: Int(original.length))
        return String(decoding: bytes, as: UTF8.self).lowercased()
    }

    private static func push(
        _ children: GumboVector, parent: String,
        onto stack: inout [(node: UnsafeMutablePointer<GumboNode>, parent: String)]
    ) {
        guard let data = children.data else { return }
        for index in stride(from: Int(children.length) - 1, through: 0, by: -1) {
            if let raw = data[index] {
                stack.append((raw.assumingMemoryBound(to: GumboNode.self), parent))
            }
        }
    }
}
