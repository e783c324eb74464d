import CGumbo
import QuizgenLoading

/// An element of a parsed HTML page (gumbo, as browsers parse it), for tests that check
/// structure rather than strings: its tag name, attributes and text content.
public struct HTMLElement: Sendable, Hashable {
    /// The lower-case tag name.
    public var name: String
    /// The attributes, by lower-case name.
    public var attributes: [String: String]
    /// The text content (whitespace runs collapsed), as `textContent` would give.
    public var text: String

    /// Every element named `name` in `html`, in document order.
    ///
    /// - Parameters:
    ///   - name: A lower-case tag name such as `meta`, `option` or `title`.
    ///   - html: A page or fragment.
    /// - Returns: The elements.
    public static func all(_ name: String, in html: String) -> [HTMLElement] {
        var found: [HTMLElement] = []
        GumboDocument.withRoot(html) { root in
            visit(root, name: name, into: &found)
        }
        return found
    }

    /// Every element in `html`, in document order (an unknown tag by its name as written,
    /// lower-cased).
    ///
    /// - Parameter html: A page or fragment.
    /// - Returns: The elements.
    public static func all(in html: String) -> [HTMLElement] {
        var found: [HTMLElement] = []
        GumboDocument.withRoot(html) { root in
            visit(root, name: nil, into: &found)
        }
        return found
    }

    private static func visit(
        _ node: UnsafeMutablePointer<GumboNode>, name: String?, into found: inout [HTMLElement]
    ) {
        guard node.pointee.type == GUMBO_NODE_ELEMENT else { return }
        let element = node.pointee.v.element
        var tag =
            element.tag == GUMBO_TAG_UNKNOWN
            ? "" : String(cString: gumbo_normalized_tagname(element.tag))
        if tag.isEmpty, name == nil {
            var original = element.original_tag
            gumbo_tag_from_original_text(&original)
            if let data = original.data {
                tag = String(
                    decoding: UnsafeRawBufferPointer(start: data, count: original.length),
                    as: UTF8.self
                ).lowercased()
            }
        }
        if name == nil || tag == name {
            var attributes: [String: String] = [:]
            element.forEachAttribute { attribute in
                if let key = attribute.name {
                    attributes[String(cString: key)] =
                        attribute.value.map { String(cString: $0) } ?? ""
                }
            }
            var text = ""
            collectText(node, into: &text)
            found.append(
                HTMLElement(
                    name: tag, attributes: attributes,
                    text: text.split(whereSeparator: {
                        $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r"
                    }).joined(separator: " ")))
        }
        for child in pointers(element.children) {
            visit(child.assumingMemoryBound(to: GumboNode.self), name: name, into: &found)
        }
    }

    private static func collectText(
        _ node: UnsafeMutablePointer<GumboNode>, into text: inout String
    ) {
        switch node.pointee.type {
        case GUMBO_NODE_TEXT, GUMBO_NODE_WHITESPACE, GUMBO_NODE_CDATA:
            if let chars = node.pointee.v.text.text { text += String(cString: chars) }
        case GUMBO_NODE_ELEMENT:
            for child in pointers(node.pointee.v.element.children) {
                collectText(child.assumingMemoryBound(to: GumboNode.self), into: &text)
            }
        default: break
        }
    }

    private static func pointers(_ vector: GumboVector) -> [UnsafeMutableRawPointer] {
        guard let data = vector.data else { return [] }
        return (0..<Int(vector.length)).compactMap { data[$0] }
    }
}
