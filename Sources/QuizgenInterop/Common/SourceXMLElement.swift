import Foundation
import QuizgenCore

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An XML element with its location, read with Foundation's `XMLParser` (libxml2 underneath).
final class SourceXMLElement: @unchecked Sendable {
    /// The local name (namespace prefix removed).
    let name: String
    /// Attributes by local name.
    let attributes: [String: String]
    /// Child elements in order.
    var children: [SourceXMLElement] = []
    /// The element's own text (character data and CDATA, concatenated).
    var text = ""
    /// Text and child elements in document order (for mixed content such as QTI's `itemBody`).
    var content: [SourceXMLContent] = []
    /// 1-based line and column where the element starts, as the parser reports them.
    let line: Int
    let column: Int
    /// Where the element's content starts (just after its start tag).
    let contentLine: Int
    let contentColumn: Int
    /// Whether the content starts with a CDATA section (its 9-character opener shifts columns).
    var startsWithCDATA = false

    init(
        name: String, attributes: [String: String], line: Int, column: Int, contentLine: Int,
        contentColumn: Int
    ) {
        self.name = name
        self.attributes = attributes
        self.line = line
        self.column = column
        self.contentLine = contentLine
        self.contentColumn = contentColumn
    }

    /// The first child named `name`.
    func child(_ name: String) -> SourceXMLElement? { children.first { $0.name == name } }

    /// All children named `name`.
    func children(_ name: String) -> [SourceXMLElement] { children.filter { $0.name == name } }

    /// The first element named `name` anywhere below (depth first).
    func descendant(_ name: String) -> SourceXMLElement? {
        for child in children {
            if child.name == name { return child }
            if let found = child.descendant(name) { return found }
        }
        return nil
    }

    /// Every element named `name` below, in document order.
    func descendants(_ name: String) -> [SourceXMLElement] {
        var found: [SourceXMLElement] = []
        for child in children {
            if child.name == name { found.append(child) }
            found.append(contentsOf: child.descendants(name))
        }
        return found
    }

    /// The text of this element and everything below it.
    var allText: String { text + children.map(\.allText).joined() }

    /// How deep elements may nest: far more than any quiz format needs, and few enough that
    /// the readers' recursion over the tree stays well inside a thread's stack.
    static let maximumDepth = 256

    /// Parses `data`, or reports the malformed XML as an `xml` error at the parser's line and
    /// column of `path` and returns `nil`: how a reader opens its file.
    static func parse(_ data: Data, path: String, into result: inout ImportResult)
        -> SourceXMLElement?
    {
        switch parse(data) {
        case .failure(let error):
            result.error(
                "xml", error.message,
                at: SourceLocation(path: path, line: error.line, column: error.column))
            return nil
        case .success(let tree):
            return tree
        }
    }

    /// Parses `data`; on malformed XML returns the parser's message with its line and column.
    ///
    /// What Foundation's parser traps on is refused first (`XMLParserTraps`: bytes that are not
    /// UTF-8 in a document read as UTF-8, a processing instruction without data). Elements
    /// nested deeper than `maximumDepth` stop the parse.
    static func parse(_ data: Data) -> Result<SourceXMLElement, SourceXMLError> {
        let lines = data.split(separator: 0x0A, omittingEmptySubsequences: false).map { Array($0) }
        if let trap = XMLParserTraps.check(data, lines: lines) { return .failure(trap) }
        let parser = XMLParser(data: data)
        let builder = SourceXMLBuilder(
            lines: lines, utf8: XMLParserTraps.meantAsUTF8([UInt8](data)))
        parser.delegate = builder
        parser.shouldProcessNamespaces = false
        let ok = parser.parse()
        if let (line, column) = builder.tooDeep {
            return .failure(
                SourceXMLError(
                    message:
                        "elements nest more than \(maximumDepth) levels deep; quizgen reads no deeper",
                    line: line,
                    column: column))
        }
        if !ok || builder.root == nil || parser.parserError != nil {
            let message =
                parser.parserError.map { describe(($0 as NSError).code) } ?? "no root element"
            return .failure(
                SourceXMLError(
                    message: message, line: max(parser.lineNumber, 1),
                    column: max(parser.columnNumber, 1)))
        }
        guard let root = builder.root else {
            return .failure(SourceXMLError(message: "no root element", line: 1, column: 1))
        }
        return .success(root)
    }

    /// A sentence for libxml2's error codes (Foundation's own text only says "error 5").
    private static func describe(_ code: Int) -> String {
        let known: [Int: String] = [
            4: "the document is empty", 5: "the document ends before every element is closed",
            9: "a character that XML does not allow", 23: "an entity reference without its ';'",
            26: "an undeclared entity (write &amp; for a literal &)",
            38: "a '<' inside an attribute value",
            39: "an attribute value without quotes", 41: "an attribute without a value",
            68: "a name was expected here", 73: "a '>' was expected here",
            76: "an end tag that does not match its start tag",
        ]
        return "malformed XML: " + (known[code] ?? "parser error \(code)")
    }

    func append(_ child: SourceXMLElement) {
        children.append(child)
        content.append(.element(child))
    }

    func appendText(_ more: String) {
        text += more
        if case .text(let previous) = content.last {
            content[content.count - 1] = .text(previous + more)
        } else {
            content.append(.text(more))
        }
    }

    /// The content serialized as HTML (elements by local name, text escaped), for XHTML inside
    /// QTI items; `skip` leaves out elements by name (interactions).
    func innerHTML(skipping skip: Set<String> = [], rewrite: (String) -> String = { $0 }) -> String
    {
        serialized(replacing: { skip.contains($0) ? "" : nil }, rewrite)
    }

    /// The content as HTML with every interaction replaced by `QZGBLANK<n>QZG`, numbered in
    /// document order.
    func innerHTMLMarkingInteractions(_ names: Set<String>, rewrite: (String) -> String = { $0 })
        -> String
    {
        var counter = 0
        return serialized(
            replacing: { [names] name in
                guard names.contains(name) else { return nil }
                defer { counter += 1 }
                return BlankMarkup.marker(counter)
            }, rewrite)
    }

    /// The content as HTML, an element for which `replacement` gives text written as that text
    /// instead.
    private func serialized(
        replacing replacement: (String) -> String?, _ rewrite: (String) -> String
    ) -> String {
        var output = ""
        for node in content {
            switch node {
            case .text(let text):
                output += Self.escape(text, attribute: false)
            case .element(let child):
                if let text = replacement(child.name) {
                    output += text
                    continue
                }
                output += "<\(child.name)"
                for (key, value) in child.attributes.sorted(by: { $0.key < $1.key }) {
                    output +=
                        " \(key)=\"\(Self.escape(key == "src" ? rewrite(value) : value, attribute: true))\""
                }
                output += ">" + child.serialized(replacing: replacement, rewrite)
                if !["img", "br", "hr"].contains(child.name) { output += "</\(child.name)>" }
            }
        }
        return output
    }

    private static func escape(_ text: String, attribute: Bool) -> String {
        attribute ? MarkupEscaping.htmlAttribute(text) : MarkupEscaping.htmlText(text)
    }
}
