import Foundation
import QuizgenCore
import Testing

@testable import QuizgenSearch

@Suite("Search index writer")
struct SearchIndexWriterTests {
    static func manifest(_ files: [OutputFile]) throws -> [String: Any] {
        let file = try #require(files.first { $0.path == "search/index.json" })
        return try #require(
            try JSONSerialization.jsonObject(with: Data(file.contents)) as? [String: Any])
    }

    static func shard(_ files: [OutputFile], _ name: String) throws -> [String: [Int]] {
        let file = try #require(files.first { $0.path == "search/t/\(name).json" })
        return try #require(
            try JSONSerialization.jsonObject(with: Data(file.contents)) as? [String: [Int]])
    }

    /// The manifest's shards: each key's file name and whether it is complete.
    static func shards(_ manifest: [String: Any]) throws -> [String: (file: String, complete: Bool)]
    {
        let shards = try #require(manifest["shards"] as? [String: [Any]])
        return try shards.mapValues {
            (try #require($0.first as? String), try #require($0.last as? Int) == 1)
        }
    }

    /// Decodes `[count, first, gap, …]`.
    static func documents(_ entry: [Int]) -> [Int] {
        var result: [Int] = []
        for (index, value) in entry.dropFirst().enumerated() {
            result.append(index == 0 ? value : result[result.count - 1] + value)
        }
        return result
    }

    @Test func smallIndexHasOneShardPerLetterAndDocumentRows() throws {
        let documents = [
            SearchDocument(
                path: "/a/", title: "Müller's café", kind: .page,
                text: "Zürich <b>and</b> \"Bern\"", date: "2024-01-02"),
            SearchDocument(
                path: "/feeds/x/posts/1/", title: "Ann (@ann)", kind: .post, text: "Muller again"),
        ]
        let files = SearchIndexWriter().write(documents)
        let manifest = try Self.manifest(files)
        #expect(manifest["documents"] as? Int == 2)
        let shards = try Self.shards(manifest)
        #expect(Set(shards.keys) == ["a", "b", "c", "m", "s", "z"])
        // Each shard's file is named by its key in hexadecimal UTF-8.
        #expect(shards["m"]?.file == "6d" && shards["z"]?.file == "7a")
        let m = try Self.shard(files, try #require(shards["m"]?.file))
        #expect(m["muller"].map(Self.documents) == [0, 1])
        #expect(m["muller"]?.first == 2)
        let rows = try #require(files.first { $0.path == "search/d/0.json" })
        let text = String(decoding: rows.contents, as: UTF8.self)
        #expect(
            text.hasPrefix(
                "[[\"a/\",\"Müller's café\",\"page\",\"Zürich \\u003cb\\u003eand\\u003c/b\\u003e \\\"Bern\\\"\",\"2024-01-02\"]"
            ))
        #expect(!text.contains("<"))
    }

    @Test func buildsTwiceToTheSameBytes() {
        let documents = (0..<500).map {
            SearchDocument(path: "/p\($0)/", title: "Post \($0)", kind: .post, text: Self.text($0))
        }
        let writer = SearchIndexWriter(shardBudget: 2_000)
        #expect(writer.write(documents) == writer.write(documents))
    }

    static let vocabulary = [
        "the", "then", "there", "theory", "thesis", "thin", "thorn", "three", "thus", "that",
        "this", "tide", "tree",
    ]

    static func text(_ number: Int) -> String {
        (0..<8).map {
            vocabulary[(number * 7 + $0 * 3) % vocabulary.count] + String(number % ($0 + 5))
        }.joined(separator: " ") + " the"
    }

    /// Every shard stays under the budget, and a word's shard is found the way the script finds it.
    @Test func shardsStayUnderBudgetAndEveryWordIsFound() throws {
        let documents = (0..<3_000).map {
            SearchDocument(path: "/p\($0)/", title: "", kind: .post, text: Self.text($0))
        }
        let budget = 4_000
        let files = SearchIndexWriter(shardBudget: budget, postingsLimit: 300).write(documents)
        for file in files where file.path.hasPrefix("search/t/") {
            #expect(file.contents.count <= budget, "\(file.path)")
        }
        let shards = try Self.shards(try Self.manifest(files))
        #expect(shards.count > 10, "the index was split")
        // A complete shard for each word, found by its longest key.
        var expected: [String: Set<Int>] = [:]
        for (number, document) in documents.enumerated() {
            for word in SearchTokenizer.words(document.text) {
                expected[word, default: []].insert(number)
            }
        }
        for (word, numbers) in expected {
            let scalars = Array(word.unicodeScalars)
            let key = try #require(
                (1...scalars.count).reversed().map {
                    String(String.UnicodeScalarView(scalars.prefix($0)))
                }.first { shards[$0] != nil })
            let name = try #require(shards[key]?.file)
            let entry = try #require(try Self.shard(files, name)[word], "\(word) in shard \(key)")
            #expect(entry[0] == numbers.count)
            let listed = Self.documents(entry)
            #expect(listed == Array(numbers.sorted().prefix(300)))
        }
        // A split prefix has a summary with its most frequent words, "the" first among them.
        let summary = try #require(shards["th"])
        #expect(summary.complete == false && summary.file == "7468")
        #expect(try Self.shard(files, summary.file)["the"] != nil)
    }

    @Test func aQueryDownloadsUnder300KBAtScale() throws {
        let documents = (0..<20_000).map {
            SearchDocument(
                path: "/feeds/f/posts/\($0)/", title: "User \($0 % 50)", kind: .post,
                text: Self.text($0))
        }
        let writer = SearchIndexWriter()
        let files = writer.write(documents)
        let manifest = try #require(files.first { $0.path == "search/index.json" })
        let largestShard =
            files.filter { $0.path.hasPrefix("search/t/") }.map(\.contents.count).max() ?? 0
        let largestDocuments =
            files.filter { $0.path.hasPrefix("search/d/") }.map(\.contents.count).max() ?? 0
        #expect(largestShard <= writer.shardBudget)
        // Manifest, three word shards, ten document shards: the most one query of three words loads.
        let perQuery = manifest.contents.count + 3 * largestShard + 10 * largestDocuments
        #expect(perQuery < 300_000, "\(perQuery) bytes")
    }
}
