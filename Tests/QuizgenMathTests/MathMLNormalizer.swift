import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reduces MathML to what it means, so quizgen's output can be compared with KaTeX's.
///
/// KaTeX wraps its MathML in `<span class="katex">` and `<semantics>` with the TeX as an
/// `<annotation>`, puts every table cell in an `<mstyle>`, adds glue cells to `align`, and writes
/// presentational attributes (`stretchy`, `fence`, `separator`, spacing). None of that changes
/// what a browser shows as structure, so it goes: wrappers are unwrapped, rows are flattened
/// where MathML infers a row anyway (`math`, `mrow`, `msqrt`, `mtd`), a row of one is its
/// member, spaces of any width are `<space/>`, and only the attributes that change meaning are
/// kept (`display`, `mathvariant` on tokens other than `mo`, `accent`, `accentunder`,
/// `columnalign`, `linethickness`).
final class MathMLNormalizer: NSObject, XMLParserDelegate {
    final class Element {
        let name: String
        let attributes: [String: String]
        var children: [Element] = []
        var text = ""
        init(name: String, attributes: [String: String]) {
            self.name = name
            self.attributes = attributes
        }
    }

    private var stack: [Element] = [Element(name: "#root", attributes: [:])]

    /// The canonical form of `markup`, or `nil` when it is not well-formed XML.
    static func normalize(_ markup: String) -> String? {
        let normalizer = MathMLNormalizer()
        let parser = XMLParser(data: Data(markup.utf8))
        parser.delegate = normalizer
        guard parser.parse(), let root = normalizer.stack.first else { return nil }
        return root.children.flatMap { canonical($0, inRow: true) }.joined()
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
        qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        let element = Element(name: name, attributes: attributes)
        stack.last?.children.append(element)
        stack.append(element)
    }

    func parser(
        _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
        qualifiedName: String?
    ) {
        stack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        stack.last?.text += string
    }

    static let unwrapped: Set<String> = ["span", "semantics", "mstyle", "mrow", "mpadded"]
    static let rowContexts: Set<String> = ["math", "msqrt", "mtd"]
    static let tokens: Set<String> = ["mi", "mn", "mo", "mtext"]
    static let keptAttributes: Set<String> = [
        "display", "mathvariant", "accent", "accentunder", "columnalign", "linethickness",
    ]
    static let spaceScalars: Set<Unicode.Scalar> = [
        " ", "\u{A0}", "\u{2009}", "\u{205F}", "\u{2005}", "\u{200A}", "\u{2063}", "\u{2004}",
    ]

    static func canonical(_ element: Element, inRow: Bool) -> [String] {
        let name = element.name
        if name == "annotation" { return [] }
        if name == "mtd", let cls = element.attributes["class"],
            cls == "mtr-glue" || cls == "mml-eqn-num"
        {
            return []
        }
        if name == "mspace"
            || (name == "mtext"
                && element.text.unicodeScalars.allSatisfy { spaceScalars.contains($0) })
        {
            return ["<space/>"]
        }
        if unwrapped.contains(name) {
            let items = element.children.flatMap { canonical($0, inRow: true) }
            if inRow || items.count == 1 { return items }
            return ["<mrow>" + items.joined() + "</mrow>"]
        }
        var attributes = element.attributes.filter { keptAttributes.contains($0.key) }
        if name == "mo" { attributes["mathvariant"] = nil }
        let open =
            "<\(name)"
            + attributes.sorted { $0.key < $1.key }.map { " \($0.key)=\"\($0.value)\"" }.joined()
            + ">"
        if tokens.contains(name) { return [open + element.text + "</\(name)>"] }
        let childrenInRow = rowContexts.contains(name)
        let body = element.children.map { child -> String in
            let items = canonical(child, inRow: childrenInRow)
            return childrenInRow || items.count <= 1
                ? items.joined() : "<mrow>" + items.joined() + "</mrow>"
        }
        return [open + body.joined() + "</\(name)>"]
    }
}
