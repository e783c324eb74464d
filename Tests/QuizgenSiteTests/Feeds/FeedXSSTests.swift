import Foundation
import QuizgenSite
import QuizgenTestSupport
import Testing

@Suite("Feeds: script payloads in every field stay inert")
struct FeedXSSTests {
    static let payload =
        #"<script>alert(1)</script><img src=x onerror=alert(2)><a href=\"javascript:alert(3)\">x</a>"#
    static let yamlPayload =
        "\"<script>alert(1)</script><img src=x onerror=alert(2)> [x](javascript:alert(3))\""

    /// Checks every HTML, XML and JSON output for live script: no `<script` element with the
    /// payload, no `on...=` attribute in a tag (quoted attribute values are inert and skipped),
    /// no `javascript:` URL in `href` or `src`.
    static func expectInert(
        _ files: [String: String], sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        for (path, text) in files where !path.hasSuffix(".js") && !path.hasSuffix(".css") {
            let lower = text.lowercased()
            let unquoted = lower.replacingOccurrences(
                of: #""[^"]*""#, with: "\"\"", options: .regularExpression)
            #expect(
                !lower.contains("<script>alert"), "\(path) has a live <script",
                sourceLocation: sourceLocation)
            #expect(
                !lower.contains("<img src=x"), "\(path) has a raw img",
                sourceLocation: sourceLocation)
            #expect(
                unquoted.range(of: #"<[a-z][^>]*\son[a-z]+\s*="#, options: .regularExpression)
                    == nil,
                "\(path) has an on...= attribute", sourceLocation: sourceLocation)
            #expect(
                lower.range(
                    of: #"(href|src)\s*=\s*["']?\s*javascript:"#, options: .regularExpression)
                    == nil,
                "\(path) has a javascript: URL", sourceLocation: sourceLocation)
        }
    }

    @Test func quizgenFormat() async throws {
        let p = Self.payload
        let site = try TestSite([
            "quizgen.yaml": FeedTestSupport.config() + "    publish_private: true\n",
            "Content/feeds/campus/users.json": """
            [{"id": "ann", "username": "\(p)", "name": "\(p)", "bio": "\(p)", "community": "\(p)",
              "url": "javascript:alert(4)", "avatar": "javascript:alert(5)", "location": {"lat": 1, "lon": 2, "name": "\(p)"}},
             {"id": "bo"}]
            """,
            "Content/feeds/campus/posts.json": """
            [{"id": "x", "author": "ann", "time": "2024-05-01T10:00:00Z", "text": "\(p)", "content_warning": "\(p)",
              "tags": ["\(p)", "ok"], "url": "javascript:alert(6)", "location": {"lat": 1, "lon": 2, "name": "\(p)"},
              "media": [{"path": "m.png", "alt": "\(p)"}, {"url": "javascript:alert(7)", "alt": "\(p)"}]}]
            """,
            "Content/feeds/campus/posts/y.md":
                "---\nauthor: ann\ntime: 2024-05-01T11:00:00Z\ncontent_warning: \(Self.yamlPayload)\n---\n\(p)\n",
            "Content/feeds/campus/m.png": "png",
            "Content/feeds/campus/comments.json":
                "[{\"id\": \"c\", \"post\": \"x\", \"author\": \"bo\", \"time\": \"2024-05-01T10:00:00Z\", \"text\": \"\(p)\"}]",
            "Content/feeds/campus/messages.json":
                "[{\"id\": \"m\", \"from\": \"ann\", \"to\": \"bo\", \"time\": \"2024-05-01T10:00:00Z\", \"text\": \"\(p)\", \"media\": [{\"path\": \"m.png\", \"alt\": \"\(p)\"}]}]",
        ])
        defer { site.remove() }
        let result = await site.build(plugins: [FeedPlugin.plugin])
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.lines)")
        let files = FeedTestSupport.texts(result)
        #expect(files.keys.contains { $0.hasPrefix("feeds/campus/messages/") })
        #expect(
            files["feeds/campus/posts/x/index.html"]?.contains("&lt;script&gt;alert(1)") == true)
        Self.expectInert(files)
    }

    @Test func importedArchives() async throws {
        let site = try TestSite([
            "quizgen.yaml": """
            base_url: https://example.org/
            feeds:
              masto:
                format: mastodon
                source: imports/mastodon-traps
                publish_private: true
              birds:
                format: twitter
                source: imports/twitter-traps
                publish_private: true
            """
        ])
        defer { site.remove() }
        for name in ["mastodon-traps", "twitter-traps"] {
            try FeedTestSupport.copy(
                FeedTestSupport.ownFeeds.appendingPathComponent(name), into: site,
                at: "imports/\(name)")
        }
        let result = await site.build(plugins: [FeedPlugin.plugin], write: false)
        let files = FeedTestSupport.texts(result)
        #expect(
            files.keys.contains("feeds/masto/index.html")
                && files.keys.contains("feeds/birds/index.html"))
        Self.expectInert(files)
    }
}
