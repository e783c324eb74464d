import CQuizgenShims
import QuizgenCore

/// The page records of a build cache, by the path of each page's source: a dictionary when a
/// build made them, the cache file's own lines when read from it, each parsed only when asked
/// for.
///
/// A one-page rebuild needs the records of the pages that changed, and a skipped build none, but
/// reading all 10,000 of a large site made 30,000 strings and a dictionary on every build.
struct PageRecords: Sendable, Hashable, ExpressibleByDictionaryLiteral {
    private var made: [String: PageRecord]
    /// The cache file's `summary<TAB>output<TAB>path` lines, escaped as `BuildCache` writes them.
    private var lines: ArraySlice<UInt8>?
    /// How many pages there are.
    private(set) var count: Int

    init(_ records: [String: PageRecord]) {
        made = records
        count = records.count
    }

    init(dictionaryLiteral elements: (String, PageRecord)...) {
        self.init(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }

    /// `count` records as the lines of a cache file (each line is read when asked for; one
    /// that is not three fields reads as no record, which costs a full build).
    init(lines: ArraySlice<UInt8>, count: Int) {
        made = [:]
        self.lines = lines
        self.count = count
    }

    /// The record of the page whose source is `path`.
    subscript(path: String) -> PageRecord? {
        guard let lines else { return made[path] }
        // The path is a line's last field: a tab before it and the newline after it.
        var needle: [UInt8] = [0x09]
        TabSeparatedField.append(path, to: &needle)
        needle.append(0x0A)
        return lines.withUnsafeBytes { buffer -> PageRecord? in
            let found = quizgen_find(buffer.baseAddress, buffer.count, needle, needle.count)
            guard found >= 0 else { return nil }
            // The line runs from after the previous newline to the needle's own newline.
            let end = found + needle.count - 1
            let start = buffer[..<found].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
            return Self.record(buffer[start..<end]).map(\.record)
        }
    }

    /// Every record.
    var all: [String: PageRecord] {
        guard let lines else { return made }
        var records: [String: PageRecord] = [:]
        records.reserveCapacity(count)
        for line in lines.split(separator: 0x0A) {
            if let (path, record) = Self.record(line) { records[path] = record }
        }
        return records
    }

    /// Appends the records as the cache file's lines.
    func write(into out: inout [UInt8]) {
        if let lines {
            out += lines
            return
        }
        for (path, page) in made {
            BuildCache.put([page.summary, page.outputPath ?? "-", path], into: &out)
        }
    }

    static func == (lhs: PageRecords, rhs: PageRecords) -> Bool { lhs.all == rhs.all }

    func hash(into hasher: inout Hasher) { hasher.combine(all) }

    /// The path and record of one line (`summary<TAB>output<TAB>path`, no newline).
    private static func record<Line: Collection<UInt8>>(_ line: Line) -> (
        path: String, record: PageRecord
    )? {
        let fields = line.split(separator: 0x09, omittingEmptySubsequences: false)
        guard fields.count == 3 else { return nil }
        let output = BuildCache.string(fields[1])
        return (
            BuildCache.string(fields[2]),
            PageRecord(
                summary: BuildCache.string(fields[0]), outputPath: output == "-" ? nil : output)
        )
    }
}
