import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An XML element with its location, read with Foundation's `XMLParser` (libxml2 underneath).
final class XMLTree: @unchecked Sendable {
    /// The local name (namespace prefix removed).
    let name: String
    /// Attributes by local name.
    let attributes: [String: String]
    /// Child elements in order.
    fileprivate(set) var children: [XMLTree] = []
    /// The element's own text (character data and CDATA, concatenated).
    fileprivate(set) var text = ""
    /// Text and child elements in document order (for mixed content such as QTI's `itemBody`).
    fileprivate(set) var content: [XMLContent] = []
    /// 1-based line and column where the element starts, as the parser reports them.
    let line: Int
    let column: Int
    /// Where the element's content starts (just after its start tag).
    let contentLine: Int
    let contentColumn: Int
    /// Whether the content starts with a CDATA section (its 9-character opener shifts columns).
    fileprivate(set) var startsWithCDATA = false

    init(name: String, attributes: [String: String], line: Int, column: Int, contentLine: Int, contentColumn: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
        self.column = column
        self.contentLine = contentLine
        self.contentColumn = contentColumn
    }

    /// The first child named `name`.
    func child(_ name: String) -> XMLTree? { children.first { $0.name == name } }

    /// All children named `name`.
    func children(_ name: String) -> [XMLTree] { children.filter { $0.name == name } }

    /// The first element named `name` anywhere below (depth first).
    func descendant(_ name: String) -> XMLTree? {
        for child in children {
            if child.name == name { return child }
            if let found = child.descendant(name) { return found }
        }
        return nil
    }

    /// Every element named `name` below, in document order.
    func descendants(_ name: String) -> [XMLTree] {
        var found: [XMLTree] = []
        for child in children {
            if child.name == name { found.append(child) }
            found.append(contentsOf: child.descendants(name))
        }
        return found
    }

    /// The text of this element and everything below it.
    var allText: String { text + children.map(\.allText).joined() }

    /// Parses `data`; on malformed XML returns the parser's message with its line and column.
    static func parse(_ data: Data) -> Result<XMLTree, XMLTreeError> {
        let parser = XMLParser(data: data)
        let builder = XMLTreeBuilder(lines: data.split(separator: 0x0A, omittingEmptySubsequences: false).map { Array($0) })
        parser.delegate = builder
        parser.shouldProcessNamespaces = false
        let ok = parser.parse()
        if !ok || builder.root == nil || parser.parserError != nil {
            let message = parser.parserError.map { describe(($0 as NSError).code) } ?? "no root element"
            return .failure(XMLTreeError(message: message, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1)))
        }
        guard let root = builder.root else {
            return .failure(XMLTreeError(message: "no root element", line: 1, column: 1))
        }
        return .success(root)
    }

    /// A sentence for libxml2's error codes (Foundation's own text only says "error 5").
    private static func describe(_ code: Int) -> String {
        let known: [Int: String] = [
            4: "the document is empty", 5: "the document ends before every element is closed",
            9: "a character that XML does not allow", 23: "an entity reference without its ';'",
            26: "an undeclared entity (write &amp; for a literal &)", 38: "a '<' inside an attribute value",
            39: "an attribute value without quotes", 41: "an attribute without a value",
            68: "a name was expected here", 73: "a '>' was expected here",
            76: "an end tag that does not match its start tag",
        ]
        return "malformed XML: " + (known[code] ?? "parser error \(code)")
    }

    fileprivate func append(_ child: XMLTree) {
        children.append(child)
        content.append(.element(child))
    }

    fileprivate func appendText(_ more: String) {
        text += more
        if case .text(let previous) = content.last {
            content[content.count - 1] = .text(previous + more)
        } else {
            content.append(.text(more))
        }
    }

    /// The content serialized as HTML (elements by local name, text escaped), for XHTML inside
    /// QTI items; `skip` leaves out elements by name (interactions).
    func innerHTML(skipping skip: Set<String> = []) -> String {
        var output = ""
        for node in content {
            switch node {
            case .text(let text):
                output += Self.escape(text, attribute: false)
            case .element(let child):
                if skip.contains(child.name) { continue }
                output += "<\(child.name)"
                for (key, value) in child.attributes.sorted(by: { $0.key < $1.key }) {
                    output += " \(key)=\"\(Self.escape(value, attribute: true))\""
                }
                output += ">" + child.innerHTML(skipping: skip)
                if !["img", "br", "hr"].contains(child.name) { output += "</\(child.name)>" }
            }
        }
        return output
    }

    /// The content as HTML with every interaction replaced by `QZGBLANK<n>QZG`, numbered in
    /// document order.
    func innerHTMLMarkingInteractions(_ names: Set<String>) -> String {
        var counter = 0
        return marking(names, counter: &counter)
    }

    private func marking(_ names: Set<String>, counter: inout Int) -> String {
        var output = ""
        for node in content {
            switch node {
            case .text(let text):
                output += Self.escape(text, attribute: false)
            case .element(let child):
                if names.contains(child.name) {
                    output += "QZGBLANK\(counter)QZG"
                    counter += 1
                    continue
                }
                output += "<\(child.name)"
                for (key, value) in child.attributes.sorted(by: { $0.key < $1.key }) {
                    output += " \(key)=\"\(Self.escape(value, attribute: true))\""
                }
                output += ">" + child.marking(names, counter: &counter)
                if !["img", "br", "hr"].contains(child.name) { output += "</\(child.name)>" }
            }
        }
        return output
    }

    private static func escape(_ text: String, attribute: Bool) -> String {
        var output = ""
        for character in text {
            switch character {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"" where attribute: output += "&quot;"
            default: output.append(character)
            }
        }
        return output
    }
}

/// A piece of an element's content.
enum XMLContent {
    case text(String)
    case element(XMLTree)
}

/// Why a file is not well-formed XML, and where.
struct XMLTreeError: Error, Sendable {
    var message: String
    var line: Int
    var column: Int
}

private final class XMLTreeBuilder: NSObject, XMLParserDelegate {
    var root: XMLTree?
    private var stack: [XMLTree] = []
    /// The source's lines as bytes, to find where a start tag begins (the parser reports where
    /// it ends).
    private let lines: [[UInt8]]

    init(lines: [[UInt8]]) { self.lines = lines }

    /// The line and column of the `<` before the parser's position (1-based; columns in bytes,
    /// counted as characters for ASCII text).
    private func tagStart(line: Int, column: Int) -> (Int, Int) {
        var row = line - 1
        var index = min(column - 2, (row < lines.count ? lines[row].count : 0) - 1)
        while row >= 0, row < lines.count {
            while index >= 0 {
                if lines[row][index] == UInt8(ascii: "<") {
                    let prefix = lines[row][..<index]
                    return (row + 1, String(decoding: prefix, as: UTF8.self).count + 1)
                }
                index -= 1
            }
            row -= 1
            if row >= 0 { index = lines[row].count - 1 }
        }
        return (line, column)
    }

    private static func local(_ name: String) -> String {
        name.split(separator: ":").last.map(String.init) ?? name
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes attributeDict: [String: String] = [:]
    ) {
        var attributes: [String: String] = [:]
        for (key, value) in attributeDict { attributes[Self.local(key)] = value }
        let (line, column) = tagStart(line: parser.lineNumber, column: parser.columnNumber)
        let element = XMLTree(
            name: Self.local(elementName), attributes: attributes, line: line, column: column,
            contentLine: parser.lineNumber, contentColumn: parser.columnNumber)
        if let parent = stack.last { parent.append(element) } else { root = element }
        stack.append(element)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        _ = stack.popLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        stack.last?.appendText(string)
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        if let last = stack.last, last.text.allSatisfy(\.isWhitespace) { last.startsWithCDATA = true }
        stack.last?.appendText(String(decoding: CDATABlock, as: UTF8.self))
    }
}
