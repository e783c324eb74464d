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
    @Test(arguments: [false, true])
    func anEditBeforeTheWatcherRunsStillReloads(poll: Bool) async throws {
        let site = try TestSite(LiveReloadTests.files)
        defer { site.remove() }
        // The edit lands before the watcher has looked at anything.
        try await withWatchedPreview(
            site, poll: poll,
            beforeWatching: {
                try site.write(
                    "Content/pages/about.md",
                    "---\ntitle: About\n---\nSecond version, longer.\n")
            }
        ) { state, next in
            // The first message is the reload of the rebuild (or the stream ends if it never
            // comes: the deadline closes the hub).
            #expect(await next() == "event: reload\ndata: 2\n\n")
            #expect(
                await state.snapshot.files["about/index.html"].map {
                    String(decoding: $0, as: UTF8.self).contains("Second version")
                } == true)
        }
    }
}
