import Foundation
import QuizgenCore
import Testing

@testable import QuizgenSearch

@Suite("Search index patcher")
struct SearchIndexPatcherTests {
    /// A published index and its word record, as a full build leaves them.
    struct Published {
        var files: [String: [UInt8]]
        var record: [UInt8]

        init(_ documents: [SearchDocument], writer: SearchIndexWriter) {
            let (files, record) = writer.writeWithRecord(documents)
            self.files = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
            self.record = record
        }

        /// Patches `changed` in; `nil` when the patcher asks for a full build.
        mutating func patch(_ changed: [SearchDocument], writer: SearchIndexWriter) async
            -> SearchIndexPatcher.Patch?
        {
            guard let record = await SearchWordRecord.load(paths: changed.map(\.path), from: record)
            else { return nil }
            let files = self.files
            guard
                let patch = await SearchIndexPatcher(writer: writer).patch(
                    changed, record: record, read: { files[$0] })
            else { return nil }
            for file in patch.files { self.files[file.path] = file.contents }
            self.record += patch.record
            return patch
        }
    }

    static let stems = [
        "river", "rivet", "rim", "lake", "lag", "sea", "seal", "sun", "delta", "dell", "bank",
        "band",
    ]

    static func text(_ random: inout SeededWords) -> String {
        (0..<(2 + random.next() % 6)).map { _ in
            stems[random.next() % stems.count]
                + (random.next() % 3 == 0 ? String(random.next() % 40) : "")
        }
        .joined(separator: " ")
    }

    /// Random text edits (words added, new to the index, removed, gone from it) with small shards
    /// (split groups and their summaries) and a low postings limit: every patch equals a clean
    /// index of the new documents, byte for byte; what it cannot patch exactly it declines.
    @Test(arguments: [1, 2, 3, 4, 5])
    func everyPatchEqualsACleanIndex(seed: Int) async throws {
        var random = SeededWords(seed: seed)
        let writer = SearchIndexWriter(shardBudget: 260, postingsLimit: 12, documentsPerShard: 4)
        var documents = (0..<30).map {
            SearchDocument(
                path: "/p\($0)/", title: "Page \($0)", kind: .page, text: Self.text(&random))
        }
        var published = Published(documents, writer: writer)
        let manifest = try #require(published.files["search/index.json"])
        let summaries = try #require(SearchManifest(bytes: manifest)).shards.filter { !$0.complete }
        #expect(!summaries.isEmpty, "the index must have split groups")
        var patched = 0
        var declined = 0
        var summaryPatched = 0
        var removals = 0
        for _ in 0..<60 {
            var changed: [SearchDocument] = []
            for number in Set(
                (0..<(1 + random.next() % 2)).map { _ in random.next() % documents.count }
            ).sorted() {
                let old = Set(SearchIndexWriter.words(of: documents[number]))
                var words = documents[number].text.split(separator: " ").map(String.init)
                if random.next() % 5 == 0 {
                    words = Self.text(&random).split(separator: " ").map(String.init)
                } else if random.next() % 2 == 0, words.count > 1 {
                    words.remove(at: random.next() % words.count)
                } else {
                    words += Self.text(&random).split(separator: " ").prefix(1 + random.next() % 2)
                        .map(String.init)
                }
                documents[number].text = words.joined(separator: " ")
                if !old.subtracting(SearchIndexWriter.words(of: documents[number])).isEmpty {
                    removals += 1
                }
                changed.append(documents[number])
            }
            let clean = Published(documents, writer: writer)
            if let patch = await published.patch(changed, writer: writer) {
                patched += 1
                #expect(published.files == clean.files)
                let paths = Set(patch.files.map(\.path))
                if summaries.contains(where: { paths.contains("search/t/\($0.file).json") }) {
                    summaryPatched += 1
                }
            } else {
                declined += 1
                published = clean
            }
        }
        #expect(
            patched >= 30 && declined >= 1 && summaryPatched >= 5 && removals >= 10,
            "\(patched) \(declined) \(summaryPatched) \(removals)")
    }

    static func documents(_ texts: [String]) -> [SearchDocument] {
        texts.enumerated().map {
            SearchDocument(path: "/p\($0.offset)/", title: "", kind: .page, text: $0.element)
        }
    }

    /// Patches `number`'s text to `text`; returns whether it patched and whether the result
    /// equals a clean index.
    static func edit(
        _ texts: [String], _ number: Int, to text: String,
        writer: SearchIndexWriter = SearchIndexWriter()
    ) async -> (patched: Bool, clean: Bool) {
        var published = Published(documents(texts), writer: writer)
        var next = texts
        next[number] = text
        guard await published.patch([documents(next)[number]], writer: writer) != nil else {
            return (false, true)
        }
        return (true, published.files == Published(documents(next), writer: writer).files)
    }

    @Test func aDocumentLeavingAWordCutAtTheLimitIsAFullBuildUnlessItWasPastTheCut() async {
        let writer = SearchIndexWriter(postingsLimit: 2)
        let texts = ["apple kiwi", "apple", "apple", "apple pear"]
        // Document 1 is among apple's first two: the third would take its place, unknown to a patch.
        #expect(await Self.edit(texts, 1, to: "pear", writer: writer) == (false, true))
        // Document 3 was past the cut: only the count changes.
        #expect(await Self.edit(texts, 3, to: "pear kiwi", writer: writer) == (true, true))
        // A document joining before the cut pushes the last one out.
        #expect(
            await Self.edit(
                ["kiwi", "apple", "apple", "apple"], 0, to: "apple kiwi", writer: writer) == (
                    true, true
                ))
    }

    /// A word under a letter new to the index gets that letter's shard, and a shard over its
    /// budget splits into a summary and new shards: files added (named by their keys, nothing
    /// renamed) and the manifest rewritten, equal to a clean index. A shard that would go (a
    /// letter whose last word goes, a split group that fits again) is a full build.
    @Test func aWordUnderANewLetterOrOverTheBudgetAddsShards() async {
        #expect(await Self.edit(["apple", "pear"], 0, to: "apple zebra") == (true, true))
        #expect(await Self.edit(["apple", "pear"], 0, to: "apple pearl") == (true, true))
        #expect(await Self.edit(["pear", "zebra"], 1, to: "zebra apple 3d ünlü") == (true, true))
        // A shard over its budget splits.
        let writer = SearchIndexWriter(shardBudget: 30)
        #expect(
            await Self.edit(["apple", "avocado"], 0, to: "apple", writer: writer) == (true, true))
        #expect(
            await Self.edit(["apple", "avocado"], 0, to: "apple apricot", writer: writer) == (
                true, true
            ))
        // ...and would merge again: a shard goes.
        #expect(
            await Self.edit(
                ["apple apricot", "avocado"], 0, to: "apple", writer: writer) == (false, true))
        // A word gone from the site, and the excerpt alone.
        #expect(
            await Self.edit(["apple apricot pear", "pear"], 0, to: "apricot pear") == (true, true))
        #expect(await Self.edit(["apple pear", "pear"], 0, to: "pear") == (false, true))  // the shard of `a` would go
        #expect(await Self.edit(["apple pear", "pear"], 0, to: "pear apple") == (true, true))
    }

    @Test func aDamagedOrForeignFileOrRecordIsAFullBuild() async throws {
        let documents = Self.documents(["apple pear", "plum"])
        var changed = documents[0]
        changed.text = "apple pearl"
        let base = Published(documents, writer: SearchIndexWriter())
        var intact = base
        #expect(await intact.patch([changed], writer: SearchIndexWriter()) != nil)
        let shards = base.files.filter {
            $0.key.hasPrefix("search/t/")
                && String(decoding: $0.value, as: UTF8.self).contains("pear")
        }
        let shard = try #require(shards.keys.first)
        var damaged = base
        damaged.files[shard]?.removeLast()
        #expect(await damaged.patch([changed], writer: SearchIndexWriter()) == nil)
        var missing = base
        missing.files["search/d/0.json"] = nil
        #expect(await missing.patch([changed], writer: SearchIndexWriter()) == nil)
        // A record of another index (its hash differs), a cut update, an unknown document.
        var foreign = base
        foreign.record =
            Published(Self.documents(["apple pear", "plums"]), writer: SearchIndexWriter()).record
        #expect(await foreign.patch([changed], writer: SearchIndexWriter()) == nil)
        var cut = base
        cut.record += Array("patch 0123456789abcdef 1\n0\tapple".utf8)
        #expect(await SearchWordRecord.load(paths: ["/p0/"], from: cut.record) == nil)
        var unknown = base
        var stranger = changed
        stranger.path = "/elsewhere/"
        #expect(await unknown.patch([stranger], writer: SearchIndexWriter()) == nil)
    }

    @Test func theHashIsAFunctionOfTheFilesAlone() {
        let writer = SearchIndexWriter()
        let files = writer.write(Self.documents(["apple pear", "plum"]))
        var hash = SearchHash()
        for file in files.dropFirst() { hash.add(path: file.path, contents: file.contents) }
        let manifest = String(decoding: files[0].contents, as: UTF8.self)
        #expect(manifest.contains("\"hash\":\"\(hash.hex)\""))
        var reversed = SearchHash()
        for file in files.dropFirst().reversed() {
            reversed.add(path: file.path, contents: file.contents)
        }
        #expect(reversed == hash)
        hash.remove(path: files[1].path, contents: files[1].contents)
        hash.add(path: files[1].path, contents: files[1].contents)
        #expect(reversed == hash)
    }

    @Test func theRecordFindsDocumentsAndAppliesUpdatesInOrder() async throws {
        let bytes = SearchWordRecord.encode(
            hash: "00000000000000aa", paths: ["/a/", "/b\tc/", "/d/"],
            words: [["x", "y"], [], ["z"]])
        var record = try #require(
            await SearchWordRecord.load(paths: ["/b\tc/", "/a/", "/c/"], from: bytes))
        #expect(
            record.hash == "00000000000000aa" && record.documentCount == 3
                && record.updateBytes == 0)
        #expect(
            record.document(at: "/a/")?.number == 0
                && record.document(at: "/a/")?.words == ["x", "y"])
        #expect(
            record.document(at: "/b\tc/")?.number == 1 && record.document(at: "/b\tc/")?.words == []
        )
        #expect(record.document(at: "/c/") == nil && record.document(at: "/d/") == nil)  // not there, not asked
        let updates =
            SearchWordRecord.update(hash: "00000000000000bb", words: [1: ["z"]])
            + SearchWordRecord.update(hash: "00000000000000cc", words: [1: ["w", "v"]])
        record = try #require(
            await SearchWordRecord.load(paths: ["/a/", "/b\tc/", "/d/"], from: bytes + updates))
        #expect(record.hash == "00000000000000cc" && record.updateBytes == updates.count)
        #expect(
            record.document(at: "/b\tc/")?.words == ["w", "v"]
                && record.document(at: "/a/")?.words == ["x", "y"])
        #expect(
            record.document(at: "/d/")?.number == 2 && record.document(at: "/d/")?.words == ["z"])
    }
}

/// A small seeded generator (SplitMix64), so every run makes the same edits.
struct SeededWords {
    var state: UInt64
    init(seed: Int) { state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 }
    mutating func next() -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int(truncatingIfNeeded: (z ^ (z >> 31)) >> 1)
    }
}
