import QuizgenCore

/// Fill-in-the-blank questions: `[[…]]` blanks in the heading and the paragraphs below it.
extension QuizBankMarkdownParser {
    /// Whether a question without a `type` is a blanks question: its last list holds blanks
    /// (so it is text, not an answer list), or it has no list and its text holds blanks.
    func infersBlanks(title: String, blocks: [MarkdownNode]) -> Bool {
        if let last = blocks.last(where: { $0.kind == .list }) {
            return BlankScanner.hasBlanks(source(last))
        }
        return BlankScanner.hasBlanks(title)
            || blocks.contains { BlankScanner.hasBlanks(source($0)) }
    }

    /// The prompt with placeholders and the blanks, numbered across the title and the blocks.
    ///
    /// - Parameters:
    ///   - title: The heading's text, without its marks and attributes.
    ///   - titleColumn: The column where the title starts on the heading's line.
    ///   - headingLine: The heading's line in the parsed body.
    ///   - blocks: The blocks of the question text.
    ///   - caseSensitive: Whether typed answers compare case exactly.
    ///   - diagnostics: Receives every malformed blank.
    func blankPrompt(
        title: String, titleColumn: Int, headingLine: Int, blocks: [MarkdownNode],
        caseSensitive: Bool,
        into diagnostics: inout Diagnostics
    ) -> (text: String, blanks: [Blank]) {
        var pieces: [String] = []
        var blanks: [Blank] = []
        let titleScanner = BlankScanner(caseSensitive: caseSensitive) { _, column in
            location(headingLine, titleColumn + column - 1)
        }
        let scannedTitle = titleScanner.scan(title, firstNumber: 1, into: &diagnostics)
        pieces.append(scannedTitle.text)
        blanks += scannedTitle.blanks
        for block in blocks {
            let indent = block.startColumn - 1
            let scanner = BlankScanner(caseSensitive: caseSensitive) { row, column in
                let fileLine = block.startLine + row - 1
                guard row > 1, fileLine - 1 < lines.count else {
                    return location(fileLine, indent + column)
                }
                let spaces = lines[fileLine - 1].prefix { $0 == " " }.count
                return location(fileLine, min(indent, spaces) + column)
            }
            let scanned = scanner.scan(
                source(block), firstNumber: blanks.count + 1, into: &diagnostics)
            pieces.append(scanned.text)
            blanks += scanned.blanks
        }
        return (pieces.joined(separator: "\n\n"), blanks)
    }

    /// Whether a heading's trailing braces are a blank's `{weight=…}` rather than the
    /// question's attributes (`…[[Vltava]]{weight=2}` with no attributes after it).
    static func endsWithBlankWeight(_ heading: String) -> Bool {
        let trimmed = heading.trimmingTrailingWhitespace()
        guard trimmed.hasSuffix("}"), let open = trimmed.lastIndex(of: "{") else { return false }
        return trimmed[..<open].hasSuffix("]]")
    }
}
