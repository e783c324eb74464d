import Foundation
import QuizgenServiceTestSupport
import QuizgenTestSupport
import Testing

/// Edits on disk reach open pages: a reload event, the new page, the overlay and its removal.
@Suite("Live reload")
struct LiveReloadTests {
    static let files: [String: String] = [
        "quizgen.yaml": "title: Live\n",
        "Content/pages/about.md": "---\ntitle: About\n---\nFirst version.\n",
    ]

    @Test func aContentChangeSendsAReloadEventAndTheNewPageIsServed() async throws {
        let server = try await ServeProcess.start(try TestSite(Self.files))
        defer { server.stop() }
        let events = try await EventStream(port: server.port)
        defer { events.close() }
        #expect(events.received.lowercased().contains("content-type: text/event-stream"))
        try server.site.write("Content/pages/about.md", "---\ntitle: About\n---\nSecond version.\n")
        #expect(
            try await events.next("event: reload\ndata: 2\n\n"),
            "received: \(events.received.debugDescription)")
        let page = try await server.get("/about/")
        #expect(page.body.contains("Second version."))
        #expect(!page.body.contains("First version."))
    }

    @Test func aBrokenFileShowsTheEscapedOverlayAndKeepsTheLastGoodBuildUntilFixed() async throws {
        let server = try await ServeProcess.start(try TestSite(Self.files))
        defer { server.stop() }
        let events = try await EventStream(port: server.port)
        defer { events.close() }
        try server.site.write("quizgen.yaml", "title: Live\n<b>x: 1\n")
        #expect(
            try await events.next("event: reload\ndata: 2\n\n"),
            "received: \(events.received.debugDescription)")
        let broken = try await server.get("/about/")
        #expect(broken.status == 200)
        #expect(broken.body.contains("First version."), "the last good build stays served")
        #expect(broken.body.contains("<div id=\"quizgen-overlay\" role=\"alert\""))
        #expect(broken.body.contains("quizgen: build failed (1 error)"))
        #expect(
            broken.body.contains(
                "quizgen.yaml:2:1: error: unknown key &#39;&lt;b&gt;x&#39; in config\n 2 | &lt;b&gt;x: 1\n   | ^"
            ))
        #expect(!broken.body.contains("<b>x"))
        let missing = try await server.get("/nothing-here")
        #expect(missing.status == 404)
        #expect(missing.body.contains("quizgen-overlay"), "the overlay is on every HTML page")

        try server.site.write("quizgen.yaml", "title: Live again\n")
        #expect(
            try await events.next("event: reload\ndata: 3\n\n"),
            "received: \(events.received.debugDescription)")
        let fixed = try await server.get("/about/")
        #expect(!fixed.body.contains("quizgen-overlay"))
        #expect(fixed.body.contains("Live again"))
    }

    @Test func aSiteThatNeverBuiltShowsTheOverlayWith503() async throws {
        let server = try await RunningServer.start(
            try TestSite(["quizgen.yaml": "title: [broken\n"]))
        defer { Task { await server.stop() } }
        let page = try await server.get("/")
        #expect(page.status == 503)
        #expect(page.body.contains("quizgen-overlay"))
        #expect(page.body.contains("<script data-quizgen-preview>"))
    }
}
