import CGumbo
import QuizgenLoading

/// A parsed HTML fragment as plain Swift values (gumbo does the parsing).
indirect enum HTMLTree: Sendable, Hashable {
    /// Text, with entities decoded.
    case text(String)
    /// An element with its lower-case name, attributes and children.
    case element(String, [String: String], [HTMLTree])

    /// How deep elements may nest: the conversions below recurse over the tree (and free it
    /// recursively), so a deeper fragment is read as its text alone.
    static let maximumDepth = 256

    /// Parses `html` as the body of a document and returns the body's children; a fragment
    /// nested deeper than `maximumDepth` gives its text alone.
    static func parse(_ html: String) -> [HTMLTree] {
        switch parseChecked(html) {
        case .trees(let trees): trees
        case .tooDeep(let text): text.isEmpty ? [] : [.text(text)]
        }
    }

    /// What `parseChecked` found.
    enum Parsed {
        case trees([HTMLTree])
        /// The fragment nests deeper than `maximumDepth`; its text, elements removed.
        case tooDeep(String)
    }

    /// Parses `html` as the body of a document, measuring its depth first (without recursion).
    static func parseChecked(_ html: String) -> Parsed {
        // Deeper than a browser nests, gumbo is given the text alone (see HTMLNesting).
        let beyondBrowsers = HTMLNesting.exceeds(html)
        return GumboDocument.withRoot(html) { root in
            guard let body = findBody(root) else { return .trees([]) }
            var text = ""
            var deepest = 0
            var stack: [(UnsafeMutablePointer<GumboNode>, Int)] = [(body, 0)]
            while let (node, depth) = stack.popLast() {
                switch node.pointee.type {
                case GUMBO_NODE_TEXT, GUMBO_NODE_WHITESPACE, GUMBO_NODE_CDATA:
                    if let chars = node.pointee.v.text.text { text += String(cString: chars) }
                case GUMBO_NODE_ELEMENT:
                    deepest = max(deepest, depth)
                    stack.append(
                        contentsOf: rawChildren(node.pointee.v.element.children).reversed().map {
                            ($0, depth + 1)
                        })
                default:
                    break
                }
            }
            return deepest > maximumDepth || beyondBrowsers
                ? .tooDeep(text) : .trees(children(of: body))
        } ?? .trees([])
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

    /// The `body` element: a child of `html`, which is a child of the document.
    private static func findBody(_ document: UnsafeMutablePointer<GumboNode>)
        -> UnsafeMutablePointer<GumboNode>?
    {
        var level = [document]
        for _ in 0..<3 {
            if let body = level.first(where: {
                $0.pointee.type == GUMBO_NODE_ELEMENT && $0.pointee.v.element.tag == GUMBO_TAG_BODY
            }) {
                return body
            }
            level = level.flatMap { node -> [UnsafeMutablePointer<GumboNode>] in
                switch node.pointee.type {
                case GUMBO_NODE_DOCUMENT: rawChildren(node.pointee.v.document.children)
                case GUMBO_NODE_ELEMENT: rawChildren(node.pointee.v.element.children)
                default: []
                }
            }
        }
        return nil
    }

    private static func rawChildren(_ vector: GumboVector) -> [UnsafeMutablePointer<GumboNode>] {
        guard let data = vector.data else { return [] }
        return (0..<Int(vector.length)).compactMap {
            data[$0]?.assumingMemoryBound(to: GumboNode.self)
        }
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
            element.forEachAttribute { attribute in
                if let key = attribute.name, let value = attribute.value {
                    attributes[String(cString: key)] = String(cString: value)
                }
            }
            return .element(name, attributes, children(of: node))
        default:
            return nil
        }
    }
}
