import CGumbo
import QuizgenLoading

/// A parsed HTML fragment as plain Swift values (gumbo does the parsing).
indirect enum HTMLTree: Sendable, Hashable {
    /// Text, with entities decoded.
    case text(String)
    /// An element with its lower-case name, attributes and children.
    case element(String, [String: String], [HTMLTree])

    /// Parses `html` as the body of a document and returns the body's children.
    static func parse(_ html: String) -> [HTMLTree] {
        GumboDocument.withRoot(html) { root in findBody(root).map { children(of: $0) } ?? [] } ?? []
    }

    /// Every `img` `src` in the trees, in document order.
    static func imageSources(_ trees: [HTMLTree]) -> [String] {
        var found: [String] = []
        var stack = Array(trees.reversed())
        while let node = stack.popLast() {
            guard case .element(let name, let attributes, let children) = node else { continue }
            if name == "img", let src = attributes["src"] { found.append(src) }
            stack.append(contentsOf: children.reversed())
        }
        return found
    }

    /// The text of the trees, elements removed.
    static func plainText(_ trees: [HTMLTree]) -> String {
        trees.map { node in
            switch node {
            case .text(let text): text
            case .element(_, _, let children): plainText(children)
            }
        }.joined()
    }

    private static func findBody(_ node: UnsafeMutablePointer<GumboNode>) -> UnsafeMutablePointer<GumboNode>? {
        guard node.pointee.type == GUMBO_NODE_ELEMENT else { return nil }
        if node.pointee.v.element.tag == GUMBO_TAG_BODY { return node }
        for child in rawChildren(node.pointee.v.element.children) {
            if let body = findBody(child) { return body }
        }
        return nil
    }

    private static func rawChildren(_ vector: GumboVector) -> [UnsafeMutablePointer<GumboNode>] {
        guard let data = vector.data else { return [] }
        return (0..<Int(vector.length)).compactMap { data[$0]?.assumingMemoryBound(to: GumboNode.self) }
    }

    private static func children(of node: UnsafeMutablePointer<GumboNode>) -> [HTMLTree] {
        rawChildren(node.pointee.v.element.children).compactMap(convert)
    }

    private static func convert(_ node: UnsafeMutablePointer<GumboNode>) -> HTMLTree? {
        switch node.pointee.type {
        case GUMBO_NODE_TEXT, GUMBO_NODE_WHITESPACE, GUMBO_NODE_CDATA:
            return node.pointee.v.text.text.map { .text(String(cString: $0)) }
        case GUMBO_NODE_ELEMENT:
            let element = node.pointee.v.element
            var name = "unknown"
            if element.tag != GUMBO_TAG_UNKNOWN, let raw = gumbo_normalized_tagname(element.tag) {
                name = String(cString: raw)
            }
            var attributes: [String: String] = [:]
            if let data = element.attributes.data {
                for index in 0..<Int(element.attributes.length) {
                    guard let raw = data[index] else { continue }
                    let attribute = raw.assumingMemoryBound(to: GumboAttribute.self).pointee
                    if let key = attribute.name, let value = attribute.value {
                        attributes[String(cString: key)] = String(cString: value)
                    }
                }
            }
            return .element(name, attributes, children(of: node))
        default:
            return nil
        }
    }
}
