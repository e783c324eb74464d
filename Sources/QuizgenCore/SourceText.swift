/// The text of a source file, kept so diagnostics can quote the offending line.
public struct SourceText: Sendable, Hashable {
    /// Display path (relative to the site root where possible).
    public let path: String
    /// The whole text.
    public let text: String

    /// Creates a source text.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    /// The 1-based line `number`, without its line terminator, or `nil` when out of range.
    public func line(_ number: Int) -> String? {
        guard number >= 1 else { return nil }
        var current = 1
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == "\n" || text[index] == "\r\n" {
                if current == number { return String(text[start..<index]) }
                current += 1
                start = text.index(after: index)
            }
            index = text.index(after: index)
        }
        return current == number ? String(text[start..<text.endIndex]) : nil
    }

    /// The location of a UTF-8 byte offset in this text.
    public func location(ofUTF8Offset offset: Int) -> SourceLocation {
        var line = 1
        var column = 1
        var consumed = 0
        for scalar in text.unicodeScalars {
            if consumed >= offset { break }
            consumed += String(scalar).utf8.count
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return SourceLocation(path: path, line: line, column: column)
    }
}
