import CGumbo
import QuizgenCore

/// Walks a gumbo tree and writes the allowed part of it (see `HTMLSanitizer`).
///
/// The walk uses an explicit stack, so deeply nested input cannot overflow the call stack.
struct HTMLFragmentWriter {
    private(set) var result = ""
    /// Links to these addresses are replaced, text and all, by `withheldText`; the addresses
    /// that are URLs are replaced in plain text too.
    var withheld: Set<String> = [] {
        didSet {
            withheldURLs = withheld.filter { $0.contains("://") }.sorted { $0.count > $1.count }
        }
    }
    /// What replaces a withheld link.
    var withheldText = ""
    /// Keep `img` with a relative `src` (see `HTMLSanitizer.allowsImages`).
    var allowsImages = false
    /// The withheld addresses that are URLs, longest first (so a URL is replaced before a
    /// shorter one that is its prefix).
    private var withheldURLs: [String] = []

    init(withheld: Set<String> = [], withheldText: String = "", allowsImages: Bool = false) {
        self.withheld = withheld
        self.withheldURLs = withheld.filter { $0.contains("://") }.sorted { $0.count > $1.count }
        self.withheldText = withheldText
        self.allowsImages = allowsImages
    }

    private enum Step {
        case visit(UnsafeMutablePointer<GumboNode>)
        case close(String)
    }

    /// Appends the sanitized form of `root` and everything under it.
    mutating func write(_ root: UnsafeMutablePointer<GumboNode>) {
        var stack: [Step] = [.visit(root)]
        while let step = stack.popLast() {
            switch step {
            case .close(let name):
                result += "</\(name)>"
            case .visit(let node):
                visit(node, stack: &stack)
            }
        }
    }

    private mutating func visit(_ node: UnsafeMutablePointer<GumboNode>, stack: inout [Step]) {
        switch node.pointee.type {
        case GUMBO_NODE_DOCUMENT:
            push(children: node.pointee.v.document.children, onto: &stack)
        case GUMBO_NODE_TEXT, GUMBO_NODE_WHITESPACE, GUMBO_NODE_CDATA:
            if let text = node.pointee.v.text.text {
                result += MarkupEscaping.htmlText(redacted(String(cString: text)))
            }
        case GUMBO_NODE_ELEMENT, GUMBO_NODE_TEMPLATE:
            element(node, stack: &stack)
        default:
            break  // comments
        }
    }

    /// `text` with every withheld URL spelled out in it replaced by `withheldText`: where the URL
    /// ends the token (followed by the end, a space, or punctuation that ends the token), so a
    /// longer URL that merely starts the same way stays.
    private func redacted(_ text: String) -> String {
        guard !withheldURLs.isEmpty, text.contains("://") else { return text }
        var text = text
        for url in withheldURLs where text.contains(url) {
            var output = ""
            var rest = text[...]
            while let found = rest.range(of: url) {
                output += rest[..<found.lowerBound]
                if Self.endsToken(rest[found.upperBound...]) {
                    output += withheldText
                } else {
                    output += rest[found]
                }
                rest = rest[found.upperBound...]
            }
            output += rest
            text = output
        }
        return text
    }

    /// Whether a URL followed by `after` ends there: nothing follows, or a space, or closing
    /// punctuation followed by nothing, a space or more punctuation.
    private static func endsToken(_ after: Substring) -> Bool {
        let closing: Set<Character> = [
            ".", ",", ";", ":", "!", "?", ")", "]", "}", "'", "\"", "<", ">",
        ]
        for character in after {
            if character.isWhitespace { return true }
            if !closing.contains(character) { return false }
        }
        return true
    }

    private mutating func element(_ node: UnsafeMutablePointer<GumboNode>, stack: inout [Step]) {
        let element = node.pointee.v.element
        if element.tag_namespace == GUMBO_NAMESPACE_MATHML, node.pointee.type != GUMBO_NODE_TEMPLATE
        {
            mathElement(element, stack: &stack)
            return
        }
        // Other foreign content (SVG) is where mutation-XSS tricks live: drop all of it.
        guard element.tag_namespace == GUMBO_NAMESPACE_HTML,
            node.pointee.type != GUMBO_NODE_TEMPLATE
        else { return }
        let name = Self.tagName(element)
        if HTMLSanitizerPolicy.droppedWithContent.contains(name) { return }
        if name == "img" {
            if allowsImages,
                let src = element.attribute("src").flatMap(
                    HTMLSanitizerPolicy.safeRelativePath)
            {
                let alt = element.attribute("alt") ?? ""
                result +=
                    "<img src=\"\(MarkupEscaping.htmlAttribute(src))\" alt=\"\(MarkupEscaping.htmlAttribute(alt))\">"
            }
            return
        }
        guard HTMLSanitizerPolicy.allowedElements.contains(name) else {
            push(children: element.children, onto: &stack)
            return
        }
        var attributes: [(String, String)] = []
        if name == "a" {
            guard
                let href = element.attribute("href").flatMap(HTMLSanitizerPolicy.safeHref)
            else {
                // A link to nowhere safe: keep its text only.
                push(children: element.children, onto: &stack)
                return
            }
            if withheld.contains(href) {
                // Its text often spells the address out: drop it too.
                result += MarkupEscaping.htmlText(withheldText)
                return
            }
            attributes.append(("href", href))
        }
        if HTMLSanitizerPolicy.classElements.contains(name),
            let value = element.attribute("class").flatMap(HTMLSanitizerPolicy.safeClass)
        {
            attributes.append(("class", value))
        }
        if name == "a" { attributes.append(("rel", HTMLSanitizerPolicy.linkRel)) }
        result += "<\(name)"
        for (key, value) in attributes {
            result += " \(key)=\"\(MarkupEscaping.htmlAttribute(value))\""
        }
        result += ">"
        if HTMLSanitizerPolicy.voidElements.contains(name) { return }
        stack.append(.close(name))
        push(children: element.children, onto: &stack)
    }

    /// A MathML element from the allowlist, with its allowed attributes and only MathML
    /// children and text.
    private mutating func mathElement(_ element: GumboElement, stack: inout [Step]) {
        let name = Self.foreignTagName(element)
        guard HTMLSanitizerPolicy.mathElements.contains(name) else { return }
        result += "<\(name)"
        var attributes = ""
        element.forEachAttribute { attribute in
            guard let key = attribute.name.map({ String(cString: $0).lowercased() }) else {
                return
            }
            let value = attribute.value.map { String(cString: $0) } ?? ""
            // A display formula is a keyboard stop (it may scroll sideways); no other order.
            let keyboardStop = name == "math" && key == "tabindex" && value == "0"
            guard HTMLSanitizerPolicy.mathAttributes.contains(key) || keyboardStop else { return }
            attributes += " \(key)=\"\(MarkupEscaping.htmlAttribute(value))\""
        }
        result += attributes
        result += ">"
        stack.append(.close(name))
        guard let data = element.children.data else { return }
        for index in stride(from: Int(element.children.length) - 1, through: 0, by: -1) {
            guard let raw = data[index] else { continue }
            let child = raw.assumingMemoryBound(to: GumboNode.self)
            switch child.pointee.type {
            case GUMBO_NODE_TEXT, GUMBO_NODE_WHITESPACE:
                stack.append(.visit(child))
            case GUMBO_NODE_ELEMENT
            where child.pointee.v.element.tag_namespace == GUMBO_NAMESPACE_MATHML:
                stack.append(.visit(child))
            default:
                break  // HTML inside math, comments, CDATA
            }
        }
    }

    /// The lower-case name of a foreign element, which gumbo may not know (`mfrac`).
    private static func foreignTagName(_ element: GumboElement) -> String {
        if element.tag != GUMBO_TAG_UNKNOWN { return tagName(element) }
        var piece = element.original_tag
        gumbo_tag_from_original_text(&piece)
        guard let data = piece.data, piece.length > 0 else { return "unknown" }
        let bytes = UnsafeRawBufferPointer(start: data, count: piece.length)
        return String(decoding: bytes, as: UTF8.self).lowercased()
    }

    private func push(children: GumboVector, onto stack: inout [Step]) {
        guard let data = children.data else { return }
        // Reverse order so the first child is popped first.
        for index in stride(from: Int(children.length) - 1, through: 0, by: -1) {
            if let raw = data[index] {
                stack.append(.visit(raw.assumingMemoryBound(to: GumboNode.self)))
            }
        }
    }

    private static func tagName(_ element: GumboElement) -> String {
        if element.tag != GUMBO_TAG_UNKNOWN, let name = gumbo_normalized_tagname(element.tag) {
            return String(cString: name)
        }
        return "unknown"
    }
}
