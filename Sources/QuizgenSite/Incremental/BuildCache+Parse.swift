#if canImport(Glibc)
    import Glibc
#endif
import QuizgenRendering

extension BuildCache {
    /// Parses the bytes of `text()`; `nil` when they are not a complete cache of this version.
    ///
    /// One pass of a cursor over the bytes, every field read where it lies: splitting a
    /// 10,000-page cache into arrays of lines and fields first was an eighth of a one-page
    /// rebuild's CPU (and splitting it as `String`s, more than the rest of a no-change build).
    init?(bytes: [UInt8]) {
        guard let cache = bytes.withUnsafeBufferPointer({ Self.parse(CacheCursor(bytes: $0), source: bytes) }) else {
            return nil
        }
        self = cache
    }

    private static func parse(_ start: CacheCursor, source: [UInt8]) -> BuildCache? {
        var cursor = start
        func value(_ key: String) -> String? {
            guard let line = cursor.line() else { return nil }
            let text = Self.string(line)
            return text.hasPrefix(key + " ") ? String(text.dropFirst(key.count + 1)) : nil
        }
        func count(_ key: String) -> Int? { value(key).flatMap { Int($0) } }
        guard cursor.line().map({ Self.string($0) == Self.header }) == true,
            let identity = value("identity"), let fingerprint = value("fingerprint"),
            let recorded = value("recorded").flatMap({ Int64($0) }), let navCount = count("nav")
        else { return nil }
        var cache = BuildCache(
            identity: identity, fingerprint: fingerprint == "-" ? nil : fingerprint, recordedAt: recorded, files: [:],
            pages: [:], nav: [])
        cache.nav.reserveCapacity(navCount)
        for _ in 0..<navCount {
            guard cursor.fields(3), let weight = Self.integer(cursor.field(0)) else { return nil }
            cache.nav.append(NavItem(title: Self.string(cursor.field(2)), path: Self.string(cursor.field(1)), weight: Int(weight)))
        }
        // The page records stay lines of the file until a page's record is asked for.
        guard let pageCount = count("pages"), let pageLines = cursor.skip(pageCount) else { return nil }
        cache.pages = PageRecords(lines: source[pageLines], count: pageCount)
        guard let fileCount = count("files") else { return nil }
        cache.files.reserveCapacity(fileCount)
        func stamp() -> Bool {
            guard cursor.fields(6), let size = Self.integer(cursor.field(1)), let modified = Self.integer(cursor.field(2)),
                let changed = Self.integer(cursor.field(3)), let inode = Self.unsigned(cursor.field(4))
            else { return false }
            cache.files[Self.string(cursor.field(5))] = FileStamp(
                size: size, modified: modified, changed: changed, inode: inode, hash: Self.string(cursor.field(0)))
            return true
        }
        for _ in 0..<fileCount where !stamp() { return nil }
        // Updates appended by patches: a new fingerprint and the stamps that changed.
        while !cursor.atEnd {
            guard let header = value("update")?.split(separator: " "), header.count == 3, let changes = Int(header[1]),
                let recorded = Int64(header[2])
            else { return nil }
            for _ in 0..<changes where !stamp() { return nil }
            cache.fingerprint = header[0] == "-" ? nil : String(header[0])
            cache.recordedAt = recorded
            cache.journalLength += changes + 1
        }
        return cache
    }
}

/// Reads the cache file line by line and field by field, in place.
private struct CacheCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    /// Where the fields of the last line read by `fields(_:)` start and end.
    var bounds: [Range<Int>] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        bounds.reserveCapacity(8)
    }

    /// Whether every line has been read.
    var atEnd: Bool { position >= bytes.count }

    /// The next line without its newline; `nil` at the end or when the line has no newline (a
    /// cut file).
    mutating func line() -> Slice<UnsafeBufferPointer<UInt8>>? {
        guard let range = nextLine() else { return nil }
        return bytes[range]
    }

    /// Reads the next line as exactly `width` tab-separated fields.
    mutating func fields(_ width: Int) -> Bool {
        guard let range = nextLine() else { return false }
        bounds.removeAll(keepingCapacity: true)
        var start = range.lowerBound
        for index in range where bytes[index] == 0x09 {
            bounds.append(start..<index)
            start = index + 1
        }
        bounds.append(start..<range.upperBound)
        return bounds.count == width
    }

    /// Skips `count` whole lines; `nil` when the bytes end before.
    ///
    /// - Returns: The bytes of those lines, newlines included.
    mutating func skip(_ count: Int) -> Range<Int>? {
        let start = position
        for _ in 0..<count where nextLine() == nil { return nil }
        return start..<position
    }

    /// Field `index` of the last line read by `fields(_:)`.
    func field(_ index: Int) -> Slice<UnsafeBufferPointer<UInt8>> { bytes[bounds[index]] }

    private mutating func nextLine() -> Range<Int>? {
        guard position < bytes.count,
            let base = bytes.baseAddress,
            let found = memchr(base + position, 0x0A, bytes.count - position)
        else { return nil }
        let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        defer { position = end + 1 }
        return position..<end
    }
}
