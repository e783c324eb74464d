import QuizgenCore

/// A small XML element tree, rendered with two-space indentation and escaped text.
struct XMLTree: Sendable {
    var name: String
    var attributes: [(String, String)]
    var text: String?
    /// Markup inserted as written (XHTML from the Markdown renderer).
    var raw: String?
    var children: [XMLTree]

    init(
        _ name: String, _ attributes: [(String, String)] = [], text: String? = nil,
        raw: String? = nil, _ children: [XMLTree] = []
    ) {
        self.name = name
        self.attributes = attributes
        self.text = text
        self.raw = raw
        self.children = children
    }

    /// An element with children and no attributes.
    init(_ name: String, _ children: [XMLTree]) {
        self.init(name, [], children)
    }

    /// The element as XML, starting at `depth` levels of indentation.
    func render(depth: Int = 0) -> String {
        let pad = String(repeating: "  ", count: depth)
        let attrs = attributes.map { " \($0.0)=\"\(MarkupEscaping.xml($0.1))\"" }.joined()
        if let raw { return "\(pad)<\(name)\(attrs)>\(raw)</\(name)>\n" }
        if let text { return "\(pad)<\(name)\(attrs)>\(MarkupEscaping.xml(text))</\(name)>\n" }
        if children.isEmpty { return "\(pad)<\(name)\(attrs)/>\n" }
        return "\(pad)<\(name)\(attrs)>\n" + children.map { $0.render(depth: depth + 1) }.joined()
            + "\(pad)</\(name)>\n"
    }

    /// The document: an XML declaration and the root element.
    var document: String { "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + render() }
}
