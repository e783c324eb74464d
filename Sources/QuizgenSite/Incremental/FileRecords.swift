import QuizgenCore

#if canImport(Glibc)
    import Glibc
#endif

/// The input files' stamps and hashes a build cache records, by path relative to the root: one
/// `hash<TAB>size<TAB>modified<TAB>changed<TAB>inode<TAB>path` line a file, sorted by path (as
/// `String`s compare, like a scan's listing), and the stamps set later (the cache's update blocks)
/// beside them. A line is parsed only when asked for.
///
/// Every build compares each listed file with its record. Made into a dictionary (100,000 paths
/// and hashes as strings) and looked up file by file, the record was more than half of a
/// 100,000-page build in which nothing changed; walked beside the listing, in the same order,
/// it is a comparison of bytes where they lie.
struct FileRecords: Sendable, Hashable, ExpressibleByDictionaryLiteral {
    /// The lines' bytes (in the cache file's own bytes as read, or written from a dictionary);
    /// indices are the slice's.
    private var bytes: ArraySlice<UInt8>
    /// Where each line starts in `bytes`, and where the last one ends (after its newline).
    private var starts: [Int]
    /// Stamps set after the lines were written, by path: they replace a line's stamp.
    private var later: [String: FileStamp]
    /// The paths of `later`, sorted: entry `lineCount + n` is the stamp of the `n`th.
    private var laterOrder: [String]
    /// How many paths there are (lines and later stamps of paths no line has).
    private(set) var count: Int

    /// The records of `files`, written as sorted lines.
    init(_ files: [String: FileStamp]) {
        var out: [UInt8] = []
        out.reserveCapacity(files.count * 120)
        for (path, stamp) in files.sorted(by: { $0.key < $1.key }) {
            BuildCache.put(
                [
                    stamp.hash, String(stamp.size), String(stamp.modified), String(stamp.changed),
                    String(stamp.inode), path,
                ],
                into: &out)
        }
        self.init(unchecked: out[...])
    }

    init(dictionaryLiteral elements: (String, FileStamp)...) {
        self.init(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }

    /// `lines` as a cache file holds them, each read only when needed: a damaged line reads as
    /// no record (that file is read and hashed again), as does a line out of order.
    init(lines: ArraySlice<UInt8>) { self.init(unchecked: lines) }

    private init(unchecked lines: ArraySlice<UInt8>) {
        bytes = lines
        var starts = [lines.startIndex]
        starts.reserveCapacity(lines.count / 100 + 2)
        lines.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var at = 0
            while at < buffer.count, let feed = memchr(base + at, 0x0A, buffer.count - at) {
                at = UnsafeRawPointer(feed) - UnsafeRawPointer(base) + 1
                starts.append(lines.startIndex + at)
            }
        }
        self.starts = starts
        later = [:]
        laterOrder = []
        count = starts.count - 1
    }

    /// The stamp recorded for `path`.
    subscript(path: String) -> FileStamp? {
        get {
            if let stamp = later[path] { return stamp }
            return line(of: path).flatMap { stamp(ofLine: $0, withHash: true) }
        }
        set {
            guard let newValue else {
                self = FileRecords(all.filter { $0.key != path })
                return
            }
            set([path: newValue])
        }
    }

    /// Sets the stamps of `stamps`' paths (an update block's, or a patch's changes).
    mutating func set(_ stamps: [String: FileStamp]) {
        guard !stamps.isEmpty else { return }
        for (path, stamp) in stamps {
            if later[path] == nil, line(of: path) == nil { count += 1 }
            later[path] = stamp
        }
        laterOrder = later.keys.sorted()
    }

    /// Every record, by path.
    var all: [String: FileStamp] {
        var files: [String: FileStamp] = [:]
        files.reserveCapacity(count)
        for line in 0..<starts.count - 1 {
            if let fields = fields(line), let stamp = stamp(ofLine: line, withHash: true) {
                files[BuildCache.string(bytes[fields.path])] = stamp
            }
        }
        for (path, stamp) in later { files[path] = stamp }
        return files
    }

    /// Every recorded path.
    var paths: [String] {
        var paths = (0..<starts.count - 1).compactMap { line in
            fields(line).map { BuildCache.string(bytes[$0.path]) }
        }
        paths += later.keys.filter { line(of: $0) == nil }
        return paths
    }

    /// Appends the records as sorted lines.
    func write(into out: inout [UInt8]) {
        if later.isEmpty {
            out += bytes
        } else {
            out += FileRecords(all).bytes
        }
    }

    static func == (lhs: FileRecords, rhs: FileRecords) -> Bool { lhs.all == rhs.all }

    func hash(into hasher: inout Hasher) { hasher.combine(all) }

    // MARK: Matching a listing

    /// Which record each of `keys` (sorted as `String`s) has: an entry for `stamp(of:)` and
    /// `withHash(of:_:)`, or `nil`.
    ///
    /// One walk of the keys beside the lines: a key is matched by comparing its bytes with the
    /// line's path; only keys that differ are compared as strings, to learn which side is behind.
    func entries(for keys: [String]) -> [Int?] {
        var entries = [Int?](repeating: nil, count: keys.count)
        let lineCount = starts.count - 1
        var line = 0
        var index = 0
        while index < keys.count, line < lineCount {
            guard let fields = fields(line) else {
                line += 1
                continue
            }
            if sameBytes(keys[index], fields.path) {
                entries[index] = line
                index += 1
                line += 1
                continue
            }
            let path = BuildCache.string(bytes[fields.path])
            if keys[index] < path {
                index += 1
            } else if path < keys[index] {
                line += 1
            } else {
                // Equal as strings, not as bytes (two spellings of one name): no record of this
                // spelling; the next key may be the line's.
                index += 1
            }
        }
        // A later stamp replaces the line of its path, or records a path no line has.
        if !later.isEmpty {
            for (offset, path) in laterOrder.enumerated() {
                if let index = Self.find(path, in: keys) { entries[index] = lineCount + offset }
            }
        }
        return entries
    }

    /// The stamp of `entry` (from `entries(for:)`), without its hash; `nil` for a damaged line.
    func stamp(of entry: Int) -> FileStamp? {
        if entry < starts.count - 1 { return stamp(ofLine: entry, withHash: false) }
        return laterStamp(entry)
    }

    /// Calls `body` with the bytes of `entry`'s hash.
    func withHash<T>(of entry: Int, _ body: (UnsafeRawBufferPointer) -> T) -> T {
        if entry < starts.count - 1, let fields = fields(entry), !bytes[fields.hash].contains(0x5C)
        {
            let offset = bytes.startIndex
            return bytes.withUnsafeBytes {
                body(
                    UnsafeRawBufferPointer(
                        rebasing: $0[
                            fields.hash.lowerBound - offset..<fields.hash.upperBound - offset]))
            }
        }
        var hash = hash(of: entry) ?? ""
        return hash.withUTF8 { body(UnsafeRawBufferPointer($0)) }
    }

    /// The hash of `entry`.
    func hash(of entry: Int) -> String? {
        if entry < starts.count - 1 {
            return fields(entry).map { BuildCache.string(bytes[$0.hash]) }
        }
        return laterStamp(entry)?.hash
    }

    private func laterStamp(_ entry: Int) -> FileStamp? {
        let offset = entry - (starts.count - 1)
        return offset < laterOrder.count ? later[laterOrder[offset]] : nil
    }

    // MARK: Lines

    /// The ranges of line `line`'s hash and path; `nil` when it is not six fields.
    private func fields(_ line: Int) -> (hash: Range<Int>, path: Range<Int>)? {
        let start = starts[line]
        let end = starts[line + 1] - 1
        guard let firstTab = bytes[start..<end].firstIndex(of: 0x09),
            let lastTab = bytes[start..<end].lastIndex(of: 0x09)
        else { return nil }
        return (start..<firstTab, lastTab + 1..<end)
    }

    /// The stamp of line `line` (the hash left empty unless `withHash`); `nil` when damaged.
    private func stamp(ofLine line: Int, withHash: Bool) -> FileStamp? {
        let start = starts[line] - bytes.startIndex
        let end = starts[line + 1] - 1 - bytes.startIndex
        // Read over the raw bytes: every build reads every line (100,000 at 100,000 pages).
        let fields = bytes.withUnsafeBufferPointer {
            buffer -> (size: Int64, modified: Int64, changed: Int64, inode: UInt64, tab: Int)? in
            var at = start
            // The hash, then four decimal fields, each ended by a tab.
            while at < end, buffer[at] != 0x09 { at += 1 }
            let tab = at
            var numbers: (Int64, Int64, Int64, UInt64) = (0, 0, 0, 0)
            for field in 0..<4 {
                at += 1
                // Times before 1970 are negative; sizes and inodes never are.
                let negative = field == 1 || field == 2 ? at < end && buffer[at] == 0x2D : false
                if negative { at += 1 }
                var value: UInt64 = 0
                let first = at
                while at < end, buffer[at] != 0x09 {
                    let digit = buffer[at] &- 0x30
                    guard digit < 10, value <= (UInt64(Int64.max) - 9) / 10 else { return nil }
                    value = value * 10 + UInt64(digit)
                    at += 1
                }
                guard at < end, at > first else { return nil }
                let signed = negative ? -Int64(value) : Int64(value)
                switch field {
                case 0: numbers.0 = signed
                case 1: numbers.1 = signed
                case 2: numbers.2 = signed
                default: numbers.3 = value
                }
            }
            // The path: the rest, without a tab.
            at += 1
            while at < end {
                if buffer[at] == 0x09 { return nil }
                at += 1
            }
            return (numbers.0, numbers.1, numbers.2, numbers.3, tab + bytes.startIndex)
        }
        guard let fields else { return nil }
        return FileStamp(
            size: fields.size, modified: fields.modified, changed: fields.changed,
            inode: fields.inode,
            hash: withHash ? BuildCache.string(bytes[starts[line]..<fields.tab]) : "")
    }

    /// The line recording `path`, found by halving the sorted lines.
    private func line(of path: String) -> Int? {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high) / 2
            guard let fields = fields(middle) else { return nil }
            let found = BuildCache.string(bytes[fields.path])
            if found == path, sameBytes(path, fields.path) { return middle }
            if found < path { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    /// The index of `key` in the sorted `keys`.
    private static func find(_ key: String, in keys: [String]) -> Int? {
        var low = 0
        var high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if keys[middle] < key { low = middle + 1 } else { high = middle }
        }
        guard low < keys.count, keys[low] == key, Array(keys[low].utf8) == Array(key.utf8) else {
            return nil
        }
        return low
    }

    /// Whether `key`'s UTF-8 bytes are those of the unescaped field at `range`.
    private func sameBytes(_ key: String, _ range: Range<Int>) -> Bool {
        let field = bytes[range]
        if field.contains(0x5C) { return Array(BuildCache.string(field).utf8) == Array(key.utf8) }
        let same = key.utf8.withContiguousStorageIfAvailable { utf8 -> Bool in
            guard utf8.count == range.count else { return false }
            return bytes.withUnsafeBytes { buffer in
                guard let base = buffer.baseAddress, let other = utf8.baseAddress else {
                    return utf8.isEmpty
                }
                return memcmp(base + (range.lowerBound - bytes.startIndex), other, range.count) == 0
            }
        }
        return same ?? key.utf8.elementsEqual(field)
    }
}
