import Foundation
import QuizgenCore
import Testing

@testable import QuizgenLoading

/// Feeds are read a record (an activity, a tweet) at a time; these tests hold the streaming
/// readers to what the whole-file readers gave: the same items and the same located diagnostics.
@Suite("Streaming feed readers")
struct StreamingFeedReaderTests {
    static func lines(_ diagnostics: Diagnostics) -> [String] {
        diagnostics.sorted.map {
            "\($0.location?.description ?? "-"): \($0.severity): [\($0.code)] \($0.message)"
        }
    }

    // MARK: quizgen's own format (was read through Yams)

    /// A posts.json with the traps a hand-written export has: ids as numbers, numbers as text,
    /// unknown keys, wrong types, bad dates, a record that is not a mapping, tabs between tokens.
    static let posts = """
        [
          {"id": "p1", "author": "ann", "time": "2024-05-01T10:00:00+02:00", "text": "Hello **world**", "tags": ["#a", "b"],
           "media": ["media/x.png", {"path": "media/y.jpg", "alt": "Y", "type": "image/jpeg"}],
           "location": {"lat": "47.5", "lon": 19.04, "name": "Budapest"}},
        \t{"id": 2, "author": "bob", "time": "2024-05-01T11:00:00Z", "visibility": "followers", "reply_to": "p1", "content_warning": null, "colour": "red"},
          {"id": "p3", "author": "ann", "time": "yesterday", "text": 12, "url": "javascript:alert(1)"},
          {"id": "p4", "time": "2024-05-02T00:00:00Z", "tags": "x", "location": {"lat": 100}},
          {"id": "p5", "author": "ann", "time": "2024-05-03T00:00:00Z", "visibility": "secret", "media": [{"alt": "no path"}], "text": "é\\tü"},
          "not a record",
          {"id": "p6", "author": true, "time": "2024-05-03T00:00:00Z", "tags": [1, null, "z"], "url": "https://example.org/6"}
        ]
        """

    static func context(_ files: [String: String]) throws -> (QuizgenFeedReading, URL) {
        let root = try SharedFixtures.temporaryFolder()
        let folder = root.appendingPathComponent("feed")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        var diagnostics = Diagnostics()
        let archive = try #require(FeedArchive.open(folder, diagnostics: &diagnostics))
        let context = QuizgenFeedReading(
            archive: archive, base: "feed", config: FeedConfig(name: "feed"),
            reader: SourceReader(root: root),
            renderMarkdown: { "<p>\($0)</p>" })
        return (context, root)
    }

    /// The records as the loader read them before: the whole file through Yams.
    static func yamsRecords<T>(
        _ context: QuizgenFeedReading, _ path: String, diagnostics: inout Diagnostics,
        _ read: (inout FeedRecordReader, inout Diagnostics) -> T?
    ) -> [T] {
        guard let source = context.source(path, diagnostics: &diagnostics),
            let root = StructuredTextParser.parse(
                source.text, path: source.path, into: &diagnostics)
        else { return [] }
        guard let items = root.items else {
            if root.entries?.isEmpty == true { return [] }
            diagnostics.error(
                "schema.type", "\(path) must be a list of records, found \(root.kindDescription)",
                at: root.location)
            return []
        }
        let kind = String(path.dropLast(".json".count))
        var result: [T] = []
        for item in items {
            guard
                var record = FeedRecordReader(
                    item, kind: kind, what: String(kind.dropLast()), config: context.config,
                    dates: context.dates,
                    diagnostics: &diagnostics)
            else { continue }
            let value = read(&record, &diagnostics)
            record.finish(into: &diagnostics)
            if let value { result.append(value) }
        }
        return result
    }

    static func comparePosts(_ text: String) throws -> (streamed: [FeedPost], lines: [String]) {
        let (context, root) = try context(["posts.json": text])
        defer { try? FileManager.default.removeItem(at: root) }
        var before = Diagnostics()
        let old = yamsRecords(context, "posts.json", diagnostics: &before) { record, diagnostics in
            context.post(&record, body: nil, diagnostics: &diagnostics)
        }
        var after = Diagnostics()
        let new = context.records("posts.json", diagnostics: &after) { record, diagnostics in
            context.post(&record, body: nil, diagnostics: &diagnostics)
        }
        #expect(new == old)
        #expect(lines(after) == lines(before))
        return (new, lines(after))
    }

    @Test("posts.json: the same posts and located diagnostics as through Yams")
    func quizgenPostsAsBefore() throws {
        let (posts, lines) = try Self.comparePosts(Self.posts)
        #expect(posts.map(\.id) == ["p1", "2", "p5", "p6"])
        #expect(posts[0].media.count == 2)
        #expect(posts[0].location?.latitude == 47.5)
        #expect(posts[2].contentHTML == "<p>é\tü</p>")
        #expect(
            lines.contains(
                "feed/posts.json:5:131: warning: [schema.unknown-key] unknown key 'colour' in post")
        )
        #expect(lines.count >= 8)
    }

    @Test(
        "posts.json: empty, {} and a non-list root read as before",
        arguments: ["", "  \n", "{}", "[]", "{\"a\": 1}", "42"])
    func quizgenRootsAsBefore(text: String) throws {
        _ = try Self.comparePosts(text)
    }

    @Test("posts.json: a key written twice is Yams's located error, and the file gives no posts")
    func quizgenDuplicateKey() throws {
        let text =
            "[\n  {\"id\": \"p1\", \"author\": \"ann\", \"time\": \"2024-05-01T10:00:00Z\"},\n  {\"id\": \"p2\", \"author\": \"ann\",\n   \"id\": \"p3\", \"time\": \"2024-05-01T10:00:00Z\"}\n]\n"
        let (posts, lines) = try Self.comparePosts(text)
        #expect(posts.isEmpty)
        #expect(
            lines == [
                "feed/posts.json:4:4: error: [yaml.duplicate-key] duplicate key 'id' (first written at line 3); later values would silently replace earlier ones"
            ])
    }

    @Test("posts.json: malformed JSON is one error at its exact line and column, and no posts")
    func quizgenMalformed() throws {
        let (context, root) = try Self.context([
            "posts.json":
                "[\n  {\"id\": \"p1\", \"author\": \"ann\", \"time\": \"2024-05-01T10:00:00Z\"},\n  {\"id\": \"p2\" \"author\": \"ann\"}\n]\n"
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        var diagnostics = Diagnostics()
        let posts = context.records("posts.json", diagnostics: &diagnostics) {
            record, diagnostics in
            context.post(&record, body: nil, diagnostics: &diagnostics)
        }
        #expect(posts.isEmpty)
        #expect(
            Self.lines(diagnostics) == [
                "feed/posts.json:3:15: error: [yaml.syntax] invalid JSON: expected ',' or '}' in object"
            ])
    }

    // MARK: Mastodon (was read as one tree)

    /// The outbox's posts as the importer read them before: the whole tree, the last non-empty
    /// `orderedItems`, each item through the same `post(from:)`.
    static func treePosts(_ folder: URL) throws -> (posts: [FeedPost], lines: [String]) {
        var diagnostics = Diagnostics()
        let archive = try #require(FeedArchive.open(folder, diagnostics: &diagnostics))
        var context = MastodonImportContext(archive: archive)
        _ = context.readActor(diagnostics: &diagnostics)
        let outbox = try #require(
            FeedJSONReader.read("outbox.json", from: archive, diagnostics: &diagnostics))
        let lists = outbox.all("orderedItems").filter { $0.array != nil }
        let chosen = try #require(lists.last { !($0.array ?? []).isEmpty } ?? lists.last)
        var items = Diagnostics()
        let posts = (chosen.array ?? []).compactMap {
            context.post(from: $0, path: archive.displayPath("outbox.json"), diagnostics: &items)
        }
        return (posts, lines(items))
    }

    static func streamedPosts(_ folder: URL) throws -> (posts: [FeedPost], lines: [String]) {
        var diagnostics = Diagnostics()
        let archive = try #require(FeedArchive.open(folder, diagnostics: &diagnostics))
        var context = MastodonImportContext(archive: archive)
        _ = context.readActor(diagnostics: &diagnostics)
        var found = Diagnostics()
        let posts = context.readOutbox(
            [UInt8](try archive.read("outbox.json")), diagnostics: &found)
        let notes: Set<String> = ["feed.duplicate-key", "feed.total-mismatch"]
        return (posts, lines(found).filter { line in !notes.contains { line.contains("[\($0)]") } })
    }

    @Test(
        "Mastodon: the same posts and diagnostics as the whole tree, duplicate 'orderedItems' included"
    )
    func mastodonAsBefore() throws {
        let folder = SharedFixtures.own("mastodon-traps")
        let streamed = try Self.streamedPosts(folder)
        let tree = try Self.treePosts(folder)
        #expect(streamed.posts == tree.posts)
        #expect(streamed.lines == tree.lines)
        #expect(!streamed.posts.isEmpty)
    }

    @Test(
        "Mastodon: a real export reads the same streamed as whole",
        .enabled(
            if: SharedFixtures.available,
            "../shared/fixtures is absent; mastodonAsBefore covers the same traps"))
    func mastodonRealExportAsBefore() throws {
        for name in ["mastodon-fossilizer-fixture", "mastodon-fossilizer-fixture/zip-2023"] {
            let folder = SharedFixtures.shared(name)
            let streamed = try Self.streamedPosts(folder)
            let tree = try Self.treePosts(folder)
            #expect(streamed.posts == tree.posts)
            #expect(streamed.lines == tree.lines)
            #expect(!streamed.posts.isEmpty)
        }
    }

    @Test("Mastodon: three lists, the middle one non-empty, items before a later syntax error")
    func mastodonListsAndErrors() throws {
        let item =
            #"{"type":"Create","object":{"id":"https://x.example/1","published":"2024-01-01T00:00:00Z","content":"<p>a</p>","to":["as:Public"]}}"#
        let folder = try SharedFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(
            #"{"orderedItems":[],"orderedItems":[\#(item),{"type":"Like"}],"orderedItems":[],"totalItems":2}"#
                .utf8
        )
        .write(to: folder.appendingPathComponent("outbox.json"))
        var diagnostics = Diagnostics()
        let imported = MastodonImporter().importArchive(at: folder)
        diagnostics = imported.diagnostics
        #expect(imported.feed.posts.map(\.id) == ["https://x.example/1"])
        let name = folder.lastPathComponent
        #expect(
            Self.lines(diagnostics) == [
                "\(name): warning: [feed.missing-file] no actor.json in the archive; the author has no profile",
                "\(name)/outbox.json:1:35: note: [feed.duplicate-key] 'orderedItems' appears 3 times; using the one at line 1 with 2 items",
                "\(name)/outbox.json:1:167: note: [feed.skipped-activity] activity of type 'Like' is not a post; skipped",
            ])
        try Data(#"{"orderedItems":[\#(item),{"type":"Like"} {"type":"Like"}]}"#.utf8)
            .write(to: folder.appendingPathComponent("outbox.json"))
        let broken = MastodonImporter().importArchive(at: folder)
        #expect(broken.feed.posts.isEmpty)
        #expect(
            Self.lines(broken.diagnostics) == [
                "\(name): warning: [feed.missing-file] no actor.json in the archive; the author has no profile",
                "\(name)/outbox.json:1:165: error: [feed.malformed-json] malformed JSON: expected ',' or ']' in array",
            ])
    }
}
