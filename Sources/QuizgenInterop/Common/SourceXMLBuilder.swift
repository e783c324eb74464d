import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Builds an `SourceXMLElement` from `XMLParser` events.
final class SourceXMLBuilder: NSObject, XMLParserDelegate {
    var root: SourceXMLElement?
    /// Where the first element deeper than `SourceXMLElement.maximumDepth` starts (the parse
    /// stops there).
    var tooDeep: (Int, Int)?
    private var stack: [SourceXMLElement] = []
    /// The source's lines as bytes, to find where a start tag begins (the parser reports where
    /// it ends).
    private let lines: [[UInt8]]
    /// The last start tag found: its row, byte index and column, so that the next one on the
    /// same line counts only the characters between the two (counting from the line's start
    /// each time took time in the square of a long line's length: minified XML).
    private var lastTag = (row: -1, index: 0, characters: 0)

    init(lines: [[UInt8]]) { self.lines = lines }

    /// The line and column of the `<` before the parser's position (1-based; columns in bytes,
    /// counted as characters for ASCII text).
    private func tagStart(line: Int, column: Int) -> (Int, Int) {
        var row = line - 1
        var index = min(column - 2, (row < lines.count ? lines[row].count : 0) - 1)
        while row >= 0, row < lines.count {
            while index >= 0 {
                if lines[row][index] == UInt8(ascii: "<") {
                    let from =
                        lastTag.row == row && lastTag.index <= index
                        ? lastTag : (row: row, index: 0, characters: 0)
                    let characters =
                        from.characters
                        + String(decoding: lines[row][from.index..<index], as: UTF8.self).count
                    lastTag = (row, index, characters)
                    return (row + 1, characters + 1)
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
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName: String?,
        attributes attributeDict: [String: String] = [:]
    ) {
        var attributes: [String: String] = [:]
        for (key, value) in attributeDict { attributes[Self.local(key)] = value }
        let (line, column) = tagStart(line: parser.lineNumber, column: parser.columnNumber)
        if stack.count >= SourceXMLElement.maximumDepth {
            if tooDeep == nil { tooDeep = (line, column) }
            parser.abortParsing()
            return
        }
        let element = SourceXMLElement(
            name: Self.local(elementName), attributes: attributes, line: line, column: column,
            contentLine: parser.lineNumber, contentColumn: parser.columnNumber)
        if let parent = stack.last { parent.append(element) } else { root = element }
        stack.append(element)
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
        qualifiedName: String?
    ) {
        _ = stack.popLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        stack.last?.appendText(string)
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        if let last = stack.last, last.text.allSatisfy(\.isWhitespace) {
            last.startsWithCDATA = true
        }
        stack.last?.appendText(String(decoding: CDATABlock, as: UTF8.self))
    }
}
