import Foundation
import QuizgenCore
import QuizgenRendering
import QuizgenServer
import QuizgenSite
import QuizgenTestSupport
import Testing

/// `quizgen serve` reports a stale override like `build` and `check`: once per file, with every
/// rebuild's diagnostics.
@Suite("Stale overrides in the preview")
struct StaleOverrideServeTests {
    @Test func theFirstBuildOfThePreviewWarnsOncePerStaleFile() async throws {
        let layout = try #require(DefaultTheme.fileContents["layout.mustache"])
        let site = try TestSite([
            "quizgen.yaml": "title: Preview\n",
            "Content/index.md": "---\ntitle: Preview\n---\nHello.\n",
            "Templates/layout.mustache": layout + "<!-- mine -->\n",
            "Templates/.theme-lock.json": """
            {"version": 1, "templates": {"layout.mustache": {"quizgen": "0.0.1", "theme": "00000000",
             "sha256": "\(String(repeating: "2", count: 64))", "origin": "<html></html>\\n"}}}
            """,
        ])
        defer { site.remove() }
        let options = BuildOptions(
            root: site.root, clock: BuildClock(now: Date(timeIntervalSince1970: 1_700_000_000)),
            environment: [:])
        let server = PreviewServer(options: options, plugins: [], host: "127.0.0.1", port: 0)
        let (builds, continuation) = AsyncStream<Diagnostics>.makeStream()
        let task = Task {
            try await server.run(
                handlesSignals: false, onBuild: { continuation.yield($0.diagnostics) },
                onReady: { _ in })
        }
        defer { task.cancel() }
        var iterator = builds.makeAsyncIterator()
        let first = try #require(await iterator.next())
        #expect(
            first.lines == [
                "Templates/layout.mustache: warning: the built-in 'layout' changed since this copy was made; see `quizgen theme diff layout`"
            ])
        #expect(first.items.map(\.code) == ["theme.stale-override"])
    }
}
