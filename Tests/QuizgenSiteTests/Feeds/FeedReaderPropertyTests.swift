import Foundation
import QuizgenSite
import QuizgenTestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Every feed of a built site read as a feed reader reads it, then its HTML parsed as a browser
/// parses it (gumbo): no script, no event handler, no `javascript:` URL (issue 35, class 4).
/// The payloads sit in every text a feed carries: the site's and a section's title and
/// description, pages' titles, summaries, tags and bodies, a social feed's title, users, posts,
/// content warnings and tags, with CDATA and entity tricks beside the plain ones.
@Suite("Feeds: what a reader decodes holds no live markup")
struct FeedReaderPropertyTests {
    static let payload =
        #"<img src=x onerror=alert(1)> <script>alert(2)</script> ]]><svg onload=alert(3)> &lt;script&gt;alert(4)&lt;/script&gt;"#
    static let yaml = "\"\(payload.replacingOccurrences(of: "\"", with: "\\\""))\""
    static let json = payload.replacingOccurrences(of: "\"", with: "\\\"")

    static func site() throws -> TestSite {
        try TestSite([
            "quizgen.yaml": """
            title: \(yaml)
            base_url: https://example.org/
            taxonomies:
              tag: tags
            feeds:
              campus:
                title: \(yaml)
                format: quizgen
                source: in/campus
            """,
            "Content/pages/notes/_index.md": "---\ntitle: \(yaml)\ndescription: \(yaml)\n---\n",
            "Content/pages/notes/one.md": """
            ---
            title: \(yaml)
            date: 2024-05-01
            summary: \(yaml)
            tags: [\(yaml)]
            ---
            Body [link](javascript:alert(5)) <script>alert(6)</script> <a href="javascript:alert(7)">a</a>
            """,
            "Content/pages/notes/two.md":
                "---\ntitle: Two\ndate: 2024-05-02\n---\nFirst paragraph <img src=x onerror=alert(8)> [x](javascript:alert(9)).\n",
            "in/campus/users.json": #"[{"id": "ann", "name": "\#(json)"}]"#,
            "in/campus/posts.json": #"""
            [{"id": "p1", "author": "ann", "time": "2024-05-01T10:00:00Z", "text": "\#(json) [x](javascript:alert(10))", "tags": ["\#(json)"]},
             {"id": "p2", "author": "ann", "time": "2024-05-02T10:00:00Z", "text": "Second", "content_warning": "\#(json)"}]
            """#,
        ])
    }

    /// The HTML a reader renders from `data`: every RSS element's text (readers take RSS
    /// text for HTML), Atom's `type="html"` constructs, JSON Feed's `content_html`.
    static func htmlFields(of path: String, _ data: Data) throws -> [String] {
        if path.hasSuffix(".json") {
            let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
            let items = object?["items"] as? [[String: Any]] ?? []
            return items.compactMap { $0["content_html"] as? String }
        }
        let parser = XMLParser(data: data)
        let elements = FeedMarkupPropertyTests.Collector(names: nil)
        parser.delegate = elements
        #expect(parser.parse(), "\(path) is not well-formed XML")
        let atom = path.hasSuffix("atom.xml")
        return elements.found.filter { !atom || $0.type == "html" }.map(\.text)
    }

    @Test func everyFeedIsInertAfterDecoding() async throws {
        let site = try Self.site()
        defer { site.remove() }
        let result = await site.build(plugins: [FeedPlugin.plugin])
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.lines)")
        let feeds = site.snapshot().filter {
            $0.key.hasSuffix("rss.xml") || $0.key.hasSuffix("index.xml")
                || $0.key.hasSuffix("atom.xml") || $0.key.hasSuffix("feed.json")
        }
        #expect(
            Set(feeds.keys).isSuperset(of: [
                "feeds/campus/rss.xml", "feeds/campus/atom.xml", "feeds/campus/feed.json",
                "index.xml", "notes/index.xml", "notes/atom.xml", "atom.xml",
            ]), "\(feeds.keys.sorted())")
        var checked = 0
        for (path, data) in feeds.sorted(by: { $0.key < $1.key }) {
            for html in try Self.htmlFields(of: path, data) {
                checked += 1
                #expect(LiveMarkup.findings(inHTML: html) == [], "\(path): \(html)")
            }
        }
        #expect(checked > 40)
        // The payload arrives, as text the reader shows.
        let posts = try Self.htmlFields(
            of: "feeds/campus/rss.xml", feeds["feeds/campus/rss.xml"] ?? Data())
        #expect(posts.contains { $0.contains("&lt;script&gt;alert(2)") })
    }
}
