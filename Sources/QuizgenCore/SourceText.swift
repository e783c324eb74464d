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
        guard let range = SourceLineTable(text).range(ofLine: number) else { return nil }
        var text = text
        return text.withUTF8 {
            String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self)
        }
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
