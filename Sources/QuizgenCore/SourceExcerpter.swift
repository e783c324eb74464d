/// Quotes the source around a diagnostic's location: at most `width` columns of its line,
/// with `…` where the line is cut, and the caret line under it.
///
/// One excerpter serves one printing pass. It finds lines through a table of line starts built
/// once per file, and remembers how far it has walked along the last line, so quoting many
/// locations in one long line (a Mastodon `outbox.json` is a single line) in the sorted order
/// the printers use costs one walk along that line, not one per diagnostic.
public struct SourceExcerpter {
    /// The most columns of a line that an excerpt shows.
    public static let width = 120

    private let sources: [String: SourceText]
    private var files: [String: SourceLineTable] = [:]
    /// Where the last walk along a line stopped: path, line, scalars walked, UTF-8 offset.
    private var cursor: (path: String, line: Int, scalars: Int, offset: Int)?

    /// Creates an excerpter over the source texts a `Diagnostics` registered.
    ///
    /// - Parameter sources: File texts by display path.
    public init(sources: [String: SourceText]) {
        self.sources = sources
    }

    /// The excerpt lines for `location` (` N | text` and the caret line), each ending in `\n`,
    /// or an empty string when the file's text or the line is unknown.
    ///
    /// - Parameter location: Where the diagnostic points.
    /// - Returns: Zero, one or two lines of text.
    public mutating func excerpt(at location: SourceLocation) -> String {
        guard location.line > 0, let source = sources[location.path] else { return "" }
        if files[location.path] == nil { files[location.path] = SourceLineTable(source.text) }
        guard let table = files[location.path], let line = table.range(ofLine: location.line) else {
            return ""
        }
        let caret = location.column > 0 ? location.column - 1 : 0
        var text = source.text
        return text.withUTF8 { bytes -> String in
            // A line that fits is quoted whole; a longer one from half a width before the caret,
            // so that the caret sits in the middle.
            let fits = Self.scalarCount(of: line, in: bytes, upTo: Self.width + 1) <= Self.width
            let start = fits ? 0 : max(0, caret - Self.width / 2)
            let startOffset = offset(
                ofScalar: start, in: bytes, line: line, path: location.path, number: location.line)
            var end = startOffset
            var shown = 0
            var prefix = ""
            while end < line.upperBound, shown < Self.width {
                let byte = bytes[end]
                end += 1
                while end < line.upperBound, bytes[end] & 0xC0 == 0x80 { end += 1 }
                if start + shown < caret { prefix += byte == 0x09 ? "\t" : " " }
                shown += 1
            }
            let cutBefore = startOffset > line.lowerBound
            let cutAfter = end < line.upperBound
            let quoted = String(
                decoding: UnsafeBufferPointer(rebasing: bytes[startOffset..<end]), as: UTF8.self)
            let number = String(location.line)
            var out = " \(number) | \(cutBefore ? "…" : "")\(quoted)\(cutAfter ? "…" : "")\n"
            if location.column > 0 {
                out +=
                    " \(String(repeating: " ", count: number.count)) | \(cutBefore ? " " : "")\(prefix)^\n"
            }
            return out
        }
    }

    /// The number of Unicode scalars in `range`, counting no further than `limit`.
    private static func scalarCount(
        of range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>, upTo limit: Int
    ) -> Int {
        var count = 0
        var offset = range.lowerBound
        while offset < range.upperBound, count < limit {
            if bytes[offset] & 0xC0 != 0x80 { count += 1 }
            offset += 1
        }
        return count
    }

    /// The UTF-8 offset of the `scalar`-th Unicode scalar of a line, walking on from where the
    /// last call stopped when that was earlier in the same line.
    private mutating func offset(
        ofScalar scalar: Int, in bytes: UnsafeBufferPointer<UInt8>, line: Range<Int>, path: String,
        number: Int
    ) -> Int {
        var walked = 0
        var offset = line.lowerBound
        if let cursor, cursor.path == path, cursor.line == number, cursor.scalars <= scalar {
            walked = cursor.scalars
            offset = cursor.offset
        }
        while walked < scalar, offset < line.upperBound {
            offset += 1
            while offset < line.upperBound, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            walked += 1
        }
        cursor = (path, number, walked, offset)
        return offset
    }
}
