import Foundation
import QuizgenTestSupport
import Testing

/// `quizgen serve` rebuilds when the site's own texts (`i18n/<lang>.yaml`) change.
@Suite("Live reload of the site's texts")
struct LiveReloadLanguageTests {
    @Test func anEditOfTheOverridesReloadsWithTheNewText() async throws {
        let server = try await ServeProcess.start(
            try TestSite([
                "quizgen.yaml": "title: Live\nlanguage: ro\n",
                "Content/pages/about.md": "---\ntitle: Despre\n---\nText.\n",
            ]))
        defer { server.stop() }
        let events = try await EventStream(port: server.port)
        defer { events.close() }
        #expect(try await server.get("/about/").body.contains(">Sari la conținut</a>"))
        try server.site.write("i18n/ro.yaml", "theme:\n  skip_to_content: Direct la text\n")
        #expect(
            try await events.next("event: reload\ndata: 2\n\n"),
            "received: \(events.received.debugDescription)")
        #expect(try await server.get("/about/").body.contains(">Direct la text</a>"))
    }
}
