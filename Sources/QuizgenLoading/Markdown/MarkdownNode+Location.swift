import QuizgenCore

extension MarkdownNode {
    /// Where the node starts in a file, in the characters diagnostics count (cmark counts
    /// bytes).
    ///
    /// - Parameters:
    ///   - path: The file's display path.
    ///   - lines: The lines of the text that was parsed.
    ///   - lineOffset: The file line of the parsed text's first line, less one (a page body's
    ///     `bodyLine - 1`).
    /// - Returns: The node's line and column in the file.
    public func startLocation(path: String, lines: [Substring], lineOffset: Int = 0)
        -> SourceLocation
    {
        let line = startLine
        let text = line >= 1 && line <= lines.count ? lines[line - 1] : ""
        return SourceLocation(
            path: path, line: line + lineOffset,
            column: Self.characterColumn(ofByte: startColumn, in: text))
    }

    /// The 1-based character column of the 1-based byte column `byteColumn` of `line`.
    static func characterColumn(ofByte byteColumn: Int, in line: Substring) -> Int {
        var bytes = 0
        var characters = 0
        for c in line {
            if bytes >= byteColumn - 1 { break }
            bytes += c.utf8.count
            characters += 1
        }
        return characters + 1
    }
}
