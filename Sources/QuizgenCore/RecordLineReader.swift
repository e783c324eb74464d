#if canImport(Glibc)
    import Glibc
#endif

/// Hands out the lines of some bytes (without their line feeds) one at a time: the one reader of
/// quizgen's own record files (the build cache, the published manifest, the search word record).
///
/// Each line feed is found with `memchr`: a build reads a 10,000-page site's cache and manifest
/// (3 MB) before it knows whether anything changed.
public struct RecordLineReader: Sendable {
    /// The bytes read.
    public let bytes: [UInt8]
    /// The offset of the next line.
    public private(set) var at: Int
    /// Where the lines end.
    public let end: Int

    /// A reader of the lines of `bytes` within `range` (all of them by default).
    public init(bytes: [UInt8], range: Range<Int>? = nil) {
        self.bytes = bytes
        self.at = range?.lowerBound ?? 0
        self.end = range?.upperBound ?? bytes.count
    }

    /// Whether every line was read.
    public var atEnd: Bool { at >= end }

    /// The next line, or `nil` at the end or before a last line without a line feed.
    public mutating func next() -> ArraySlice<UInt8>? {
        guard let feed = nextFeed() else { return nil }
        defer { at = feed + 1 }
        return bytes[at..<feed]
    }

    /// Skips `count` lines.
    ///
    /// - Returns: The bytes of those lines, line feeds included; `nil` when fewer are left.
    public mutating func skip(_ count: Int) -> Range<Int>? {
        let start = at
        for _ in 0..<count {
            guard let feed = nextFeed() else { return nil }
            at = feed + 1
        }
        return start..<at
    }

    private func nextFeed() -> Int? {
        guard at < end else { return nil }
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress, let found = memchr(base + at, 0x0A, end - at)
            else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }
}
