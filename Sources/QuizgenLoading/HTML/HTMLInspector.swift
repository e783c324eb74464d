import CGumbo

/// Reads facts out of an HTML fragment with gumbo: its plain text and its links' targets.
///
/// Used on HTML quizgen made or sanitized itself, to build feed titles and find embeddable links
/// without pattern-matching markup.
public enum HTMLInspector {
    /// The text content of `html` (whitespace runs collapsed) and every `<a href>` in order.
    ///
    /// - Parameter html: An HTML fragment.
    /// - Returns: The plain text and the link targets.
    public static func inspect(_ html: String) -> (text: String, links: [String]) {
        var text = ""
        var links: [String] = []
        GumboDocument.withRoot(html) { root in
            var stack = [root]
            while let node = stack.popLast() {
                switch node.pointee.type {
                case GUMBO_NODE_TEXT, GUMBO_NODE_WHITESPACE, GUMBO_NODE_CDATA:
                    if let chars = node.pointee.v.text.text { text += String(cString: chars) + " " }
                case GUMBO_NODE_ELEMENT:
                    let element = node.pointee.v.element
                    if element.tag == GUMBO_TAG_A, let href = element.attribute("href") {
                        links.append(href)
                    }
                    if element.tag == GUMBO_TAG_SCRIPT || element.tag == GUMBO_TAG_STYLE {
                        continue
                    }
                    push(element.children, onto: &stack)
                case GUMBO_NODE_DOCUMENT:
                    push(node.pointee.v.document.children, onto: &stack)
                default:
                    break
                }
            }
        }
        let collapsed = text.split(whereSeparator: {
            $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r"
        })
        .joined(separator: " ")
        return (collapsed, links)
    }

    private static func push(
        _ children: GumboVector, onto stack: inout [UnsafeMutablePointer<GumboNode>]
    ) {
        guard let data = children.data else { return }
        for index in stride(from: Int(children.length) - 1, through: 0, by: -1) {
            if let raw = data[index] { stack.append(raw.assumingMemoryBound(to: GumboNode.self)) }
        }
    }
}
