import Foundation
import QuizgenSite
import QuizgenTestSupport
import Testing

@Suite("Feeds: Atom, RSS and JSON Feed parse with Python's feedparser")
struct FeedParserTests {
    /// Whether `python3 -c 'import feedparser'` works (scripts/bootstrap.sh installs it).
    static let feedparserAvailable: Bool = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import feedparser"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    /// Atom and RSS go through feedparser. feedparser 6.0 (the current release) has no JSON Feed
    /// parser, so JSON Feeds are checked against the JSON Feed 1.1 rules by hand: the version
    /// URL, a title, and items with an id, content and an RFC 3339 date.
    static let script = """
        import datetime, feedparser, json, sys
        def json_feed(path):
            try:
                doc = json.load(open(path, encoding="utf-8"))
                assert doc["version"] == "https://jsonfeed.org/version/1.1" and isinstance(doc["title"], str)
                for item in doc["items"]:
                    assert isinstance(item["id"], str) and ("content_html" in item or "content_text" in item)
                    datetime.datetime.fromisoformat(item["date_published"].replace("Z", "+00:00"))
                first = doc["items"][0]["date_published"] if doc["items"] else ""
                return {"bozo": 0, "entries": len(doc["items"]), "version": "json11", "first": first}
            except Exception as error:
                return {"bozo": 1, "entries": 0, "version": "", "first": "", "error": repr(error)}
        out = {}
        for path in sys.argv[1:]:
            if path.endswith(".json"):
                out[path] = json_feed(path)
                continue
            d = feedparser.parse(path)
            out[path] = {"bozo": int(d.bozo), "entries": len(d.entries), "version": d.version,
                "first": d.entries[0].get("published", "") if d.entries else ""}
        print(json.dumps(out, sort_keys=True))
        """

    @Test(
        .enabled(
            if: FeedParserTests.feedparserAvailable,
            "needs python3 with feedparser (scripts/bootstrap.sh installs it)"))
    func feedsAreValid() async throws {
        let site = try TestSite([
            "quizgen.yaml": FeedTestSupport.config(pageSize: 4),
            "Content/feeds/campus/users.json": FeedTestSupport.users,
            "Content/feeds/campus/posts.json": """
            [{"id": "a", "author": "ann", "time": "2024-05-01T10:00:00+02:00", "text": "A & B < C \\"quoted\\" 'single'", "tags": ["x&y"]},
             {"id": "b", "author": "bo", "time": "2024-05-02T10:00:00Z", "text": "Ümlaut **bold**", "content_warning": "<cw>"},
             {"id": "c", "author": "ann", "time": "2024-05-03T10:00:00Z", "text": "three"},
             {"id": "d", "author": "ann", "time": "2024-05-04T10:00:00Z", "text": "four"},
             {"id": "e", "author": "ann", "time": "2024-05-05T10:00:00Z", "text": "five"}]
            """,
        ])
        defer { site.remove() }
        let result = await site.build(plugins: [FeedPlugin.plugin])
        #expect(result.diagnostics.lines == [])
        let base = site.output.appendingPathComponent("feeds/campus")
        let paths =
            ["atom.xml", "rss.xml", "feed.json"].map { base.appendingPathComponent($0).path }
            + ["atom.xml", "rss.xml", "feed.json"].map {
                base.appendingPathComponent("users/bo/\($0)").path
            }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", Self.script] + paths
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let parsed = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        // The timeline has 5 posts and page_size 4: its feeds carry the newest 4; Bo's carry 1.
        let versions = ["atom.xml": "atom10", "rss.xml": "rss20", "feed.json": "json11"]
        for (index, path) in paths.enumerated() {
            let report = try #require(parsed[path] as? [String: Any], "\(path) not parsed")
            let name = URL(fileURLWithPath: path).lastPathComponent
            #expect(report["bozo"] as? Int == 0, "\(path): \(report)")
            #expect(report["entries"] as? Int == (index < 3 ? 4 : 1), "\(path): \(report)")
            #expect(report["version"] as? String == versions[name], "\(path): \(report)")
        }
        let bo = try #require(parsed[paths[3]] as? [String: Any])
        #expect(
            (bo["first"] as? String)?.hasPrefix("2024-05-02T10:00:00") == true
                || (bo["first"] as? String)?.contains("02 May 2024") == true)
    }
}
