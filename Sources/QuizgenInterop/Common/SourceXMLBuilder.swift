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
    /// Whether the lines are UTF-8: the parser counts columns in characters (code points),
    /// which are bytes only in a single-byte encoding.
    private let utf8: Bool
    /// The last parser position turned into a byte index: its row, byte index and code points
    /// before it, so that positions along one line are counted on from the previous one.
    private var lastPosition = (row: -1, index: 0, scalars: 0)

    init(lines: [[UInt8]], utf8: Bool) {
        self.lines = lines
        self.utf8 = utf8
    }

    /// The byte index on `row` of the code point at 0-based `scalar` (the line's length when it
    /// has fewer).
    private func byteIndex(row: Int, scalar: Int) -> Int {
        guard utf8, row >= 0, row < lines.count else { return scalar }
        let line = lines[row]
        var position =
            lastPosition.row == row && lastPosition.scalars <= scalar
            ? lastPosition : (row: row, index: 0, scalars: 0)
        while position.scalars < scalar, position.index < line.count {
            position.index += 1
            while position.index < line.count, line[position.index] & 0xC0 == 0x80 {
                position.index += 1
            }
            position.scalars += 1
        }
        lastPosition = position
        return position.index
    }

    /// The line and column of the `<` before the parser's position (1-based; the parser's
    /// column counts code points, the returned one characters).
    private func tagStart(line: Int, column: Int) -> (Int, Int) {
        var row = line - 1
        var index = min(
            byteIndex(row: row, scalar: column - 2),
            (row < lines.count ? lines[row].count : 0) - 1)
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
