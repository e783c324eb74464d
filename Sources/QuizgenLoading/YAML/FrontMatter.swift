import QuizgenCore

/// Splits a Markdown file into YAML front matter and body.
public struct FrontMatter: Sendable {
    /// The front matter's YAML text (without the `---` fences), or `nil` when there is none.
    public var yaml: String?
    /// The Markdown body.
    public var body: String
    /// The 1-based line where the body starts.
    public var bodyLine: Int

    /// Splits `text`. Front matter starts with `---` on the first line and ends at the next line
    /// that is exactly `---` or `...`.
    ///
    /// - Returns: The parts, or `nil` when an opening fence is never closed.
    public static func split(_ text: String) -> FrontMatter? {
        guard text.hasPrefix("---\n") || text == "---" else {
            return FrontMatter(yaml: nil, body: text, bodyLine: 1)
        }
        // Scans UTF-8 bytes line by line: the body is sliced once, never split and re-joined.
        let bytes = text.utf8
        guard let yamlStart = bytes.index(bytes.startIndex, offsetBy: 4, limitedBy: bytes.endIndex)
        else { return nil }
        var lineStart = yamlStart
        var index = 0
        while true {
            let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
            var trimmedEnd = lineEnd
            while trimmedEnd > lineStart {
                let before = bytes.index(before: trimmedEnd)
                guard bytes[before] == UInt8(ascii: " ") || bytes[before] == UInt8(ascii: "\t")
                else { break }
                trimmedEnd = before
            }
            let line = bytes[lineStart..<trimmedEnd]
            if line.elementsEqual("---".utf8) || line.elementsEqual("...".utf8) {
                let yaml =
                    index == 0 ? "" : String(text[yamlStart..<bytes.index(before: lineStart)])
                let body =
                    lineEnd == bytes.endIndex ? "" : String(text[bytes.index(after: lineEnd)...])
                return FrontMatter(yaml: yaml, body: body, bodyLine: index + 3)
            }
            guard lineEnd < bytes.endIndex else { break }
            lineStart = bytes.index(after: lineEnd)
            index += 1
        }
        return nil
    }
}
