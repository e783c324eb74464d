import QuizgenCore
import QuizgenRendering

extension BuildCache {
    /// Parses the bytes of `text()`; `nil` when they are not a complete cache of this version.
    ///
    /// One pass of a cursor over the bytes, every field read where it lies: splitting a
    /// 10,000-page cache into arrays of lines and fields first was an eighth of a one-page
    /// rebuild's CPU (and splitting it as `String`s, more than the rest of a no-change build).
    init?(bytes: [UInt8]) {
        guard let cache = Self.parse(CacheCursor(lines: RecordLineReader(bytes: bytes))) else {
            return nil
        }
        self = cache
    }

    private static func parse(_ start: CacheCursor) -> BuildCache? {
        var cursor = start
        func value(_ key: String) -> String? {
            guard let line = cursor.lines.next() else { return nil }
            let text = Self.string(line)
            return text.hasPrefix(key + " ") ? String(text.dropFirst(key.count + 1)) : nil
        }
        func count(_ key: String) -> Int? { value(key).flatMap { Int($0) } }
        guard cursor.lines.next().map({ Self.string($0) == Self.header }) == true,
            let identity = value("identity"), let fingerprint = value("fingerprint"),
            let recorded = value("recorded").flatMap({ Int64($0) }), let navCount = count("nav")
        else { return nil }
        var cache = BuildCache(
            identity: identity, fingerprint: fingerprint == "-" ? nil : fingerprint,
            recordedAt: recorded, files: [:],
            pages: [:], nav: [])
        cache.nav.reserveCapacity(navCount)
        for _ in 0..<navCount {
            guard cursor.fields(3), let weight = Self.integer(cursor.field(0)) else { return nil }
            cache.nav.append(
                NavItem(
                    title: Self.string(cursor.field(2)), path: Self.string(cursor.field(1)),
                    weight: Int(weight)))
        }
        // The page records stay lines of the file until a page's record is asked for.
        guard let pageCount = count("pages"), let pageLines = cursor.lines.skip(pageCount) else {
            return nil
        }
        cache.pages = PageRecords(lines: cursor.lines.bytes[pageLines], count: pageCount)
        // So do the file stamps, sorted by path: a scan walks them beside its listing.
        guard let fileCount = count("files"), let fileLines = cursor.lines.skip(fileCount) else {
            return nil
        }
        cache.files = FileRecords(lines: cursor.lines.bytes[fileLines])
        // Updates appended by patches: a new fingerprint and the stamps that changed.
        var updates: [String: FileStamp] = [:]
        func stamp() -> Bool {
            guard cursor.fields(6), let size = Self.integer(cursor.field(1)),
                let modified = Self.integer(cursor.field(2)),
                let changed = Self.integer(cursor.field(3)),
                let inode = Self.unsigned(cursor.field(4))
            else { return false }
            updates[Self.string(cursor.field(5))] = FileStamp(
                size: size, modified: modified, changed: changed, inode: inode,
                hash: Self.string(cursor.field(0)))
            return true
        }
        while !cursor.lines.atEnd {
            guard let header = value("update")?.split(separator: " "), header.count == 3,
                let changes = Int(header[1]),
                let recorded = Int64(header[2])
            else { return nil }
            for _ in 0..<changes where !stamp() { return nil }
            cache.fingerprint = header[0] == "-" ? nil : String(header[0])
            cache.recordedAt = recorded
            cache.journalLength += changes + 1
        }
        cache.files.set(updates)
        return cache
    }
}

/// Reads the cache file's lines field by field, in place.
private struct CacheCursor {
    var lines: RecordLineReader
    /// The fields of the last line read by `fields(_:)`.
    private var bounds: [Range<Int>] = []

    init(lines: RecordLineReader) {
        self.lines = lines
        bounds.reserveCapacity(8)
    }

    /// Reads the next line as exactly `width` tab-separated fields.
    mutating func fields(_ width: Int) -> Bool {
        guard let line = lines.next() else { return false }
        bounds.removeAll(keepingCapacity: true)
        var start = line.startIndex
        for index in line.indices where line[index] == 0x09 {
            bounds.append(start..<index)
            start = index + 1
        }
        bounds.append(start..<line.endIndex)
        return bounds.count == width
    }

    /// Field `index` of the last line read by `fields(_:)`.
    func field(_ index: Int) -> ArraySlice<UInt8> { lines.bytes[bounds[index]] }
}
