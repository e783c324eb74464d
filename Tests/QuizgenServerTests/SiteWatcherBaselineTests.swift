import Foundation
import QuizgenSite
import QuizgenTestSupport
import Testing

@testable import QuizgenServer

/// The watcher measures changes against the files as the first build saw them, so an edit made
/// while `quizgen serve` starts (before the watcher's task first runs) still rebuilds. Under a
/// loaded machine the watcher's task can start well after the server answers.
@Suite("Site watcher baseline")
struct SiteWatcherBaselineTests {
    @Test func anEditBeforeTheWatcherRunsStillReloads() async throws {
        let site = try TestSite(LiveReloadTests.files)
        defer { site.remove() }
        let state = PreviewState(
            builder: SiteBuilder(plugins: []), options: BuildOptions(root: site.root),
            onBuild: { _ in })
        var watcher = SiteWatcher(root: site.root, state: state)
        watcher.baseline = watcher.stamps()
        await state.rebuild()
        let events = await state.hub.subscribe()
        // The edit lands before the watcher has looked at anything.
        try site.write(
            "Content/pages/about.md", "---\ntitle: About\n---\nSecond version, longer.\n")
        let watching = Task { [watcher] in try await watcher.run() }
        defer { watching.cancel() }
        // The first message is the reload of the rebuild (or the stream ends if it never comes:
        // the deadline below closes the hub).
        let deadline = Task {
            try await Task.sleep(for: .seconds(60))
            await state.hub.close()
        }
        defer { deadline.cancel() }
        var iterator = events.makeAsyncIterator()
        var message = await iterator.next()
        while message?.hasPrefix(":") == true { message = await iterator.next() }
        #expect(message == "event: reload\ndata: 2\n\n")
        #expect(
            await state.snapshot.files["about/index.html"].map {
                String(decoding: $0, as: UTF8.self).contains("Second version")
            } == true)
    }
}
