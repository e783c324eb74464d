import QuizgenCompute
import QuizgenTestSupport
import Testing

@testable import QuizgenSite

/// The build cache's file stamps are walked beside a scan's sorted listing instead of being looked
/// up in a dictionary: whatever the paths (escaped characters, two spellings of one accented
/// name, files added and removed, stamps set after the lines), the walk finds exactly the record
/// a dictionary would.
@Suite("File records")
struct FileRecordsTests {
    /// Paths that sort and compare unlike their bytes, or need escaping in the file.
    static let awkward = [
        "a\tb.md", "a\\b.md", "a\nb.md", "caf\u{E9}.md", "cafe\u{301}.md", "\u{C5}.md",
        "A\u{30A}.md", "z/\u{1F600}.md", "a-b.md", "a/b.md", "a.md", "/abs/x.md",
    ]

    static func stamp(_ n: Int) -> FileStamp {
        FileStamp(
            size: Int64(n), modified: Int64(n) * 7, changed: Int64(n) * 11, inode: UInt64(n),
            hash: "\(n) h\(n)")
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
    func theWalkFindsWhatADictionaryWould(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let pool = Self.awkward + (0..<300).map { "Content/pages/p\($0 * 7 % 300).md" }
        // A record is of one spelling of a name (a dictionary of strings could not hold both);
        // the listing may hold both.
        let other = ["cafe\u{301}.md", "A\u{30A}.md"].map { Array($0.utf8) }
        let spelled = pool.filter { !other.contains(Array($0.utf8)) }
        var recorded: [String: FileStamp] = [:]
        for (n, path) in spelled.enumerated() where Bool.random(using: &random) {
            recorded[path] = Self.stamp(n)
        }
        // Read back from a cache file, then stamps set later (an update block).
        var records = try #require(
            BuildCache(
                bytes: BuildCache(
                    identity: "i", fingerprint: "f", recordedAt: 1, files: recorded, pages: [:],
                    nav: []
                ).bytes())
        ).files
        var later: [String: FileStamp] = [:]
        for (n, path) in spelled.enumerated() where Int.random(in: 0..<8, using: &random) == 0 {
            later[path] = Self.stamp(1_000 + n)
        }
        records.set(later)
        recorded.merge(later) { _, new in new }

        let listed = pool.filter { _ in Bool.random(using: &random) }.sorted()
        let entries = records.entries(for: listed)
        for (index, key) in listed.enumerated() {
            let expected = recorded.first { Array($0.key.utf8) == Array(key.utf8) }?.value
            var found = entries[index].flatMap { records.stamp(of: $0) }
            found?.hash = entries[index].flatMap { records.hash(of: $0) } ?? ""
            #expect(found == expected, "\(key.debugDescription)")
            if let entry = entries[index] {
                let bytes = records.withHash(of: entry) { Array($0) }
                #expect(bytes == Array((expected?.hash ?? "").utf8))
            }
        }
        #expect(records.count == recorded.count)
        #expect(records.all == recorded)
        #expect(Set(records.paths) == Set(recorded.keys))
        for path in spelled { #expect(records[path] == recorded[path]) }
    }

    /// A damaged line reads as no record of its file (which the scan then reads again), not as a
    /// wrong one; the lines around it are found.
    @Test func aDamagedLineIsNoRecord() throws {
        let files = ["a.md": Self.stamp(1), "b.md": Self.stamp(2), "c.md": Self.stamp(3)]
        let text = BuildCache(
            identity: "i", fingerprint: "f", recordedAt: 1, files: files, pages: [:], nav: []
        ).text()
        let damaged = text.replacingOccurrences(of: "2\t14\t22\t2\tb.md", with: "2\tx\t22\t2\tb.md")
        #expect(damaged != text)
        let records = try #require(BuildCache(text: damaged)).files
        let entries = records.entries(for: ["a.md", "b.md", "c.md"])
        #expect(entries[0].flatMap { records.stamp(of: $0) }?.size == 1)
        #expect(entries[1].flatMap { records.stamp(of: $0) } == nil)
        #expect(entries[2].flatMap { records.stamp(of: $0) }?.size == 3)
    }
}
