/// Hands out the lines of some bytes (without their line feeds) one at a time.
struct RecordLineReader {
    let bytes: [UInt8]
    /// The offset of the next line.
    var at: Int
    /// Where the lines end.
    let end: Int

    init(bytes: [UInt8], range: Range<Int>? = nil) {
        self.bytes = bytes
        self.at = range?.lowerBound ?? 0
        self.end = range?.upperBound ?? bytes.count
    }

    /// Whether every line was read.
    var atEnd: Bool { at >= end }

    /// The next line, or `nil` at the end or before a last line without a line feed.
    mutating func next() -> ArraySlice<UInt8>? {
        guard at < end, let feed = bytes[at..<end].firstIndex(of: 0x0A) else { return nil }
        defer { at = feed + 1 }
        return bytes[at..<feed]
    }
}
