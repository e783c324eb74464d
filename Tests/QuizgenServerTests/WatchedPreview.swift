import Foundation
import QuizgenSite
import QuizgenTestSupport

@testable import QuizgenServer

/// A preview of `site` as `quizgen serve` keeps it, without the HTTP server: the first build
/// done, its watcher running from the files that build saw, and the reload events subscribed.
/// The hub closes when one awaited event takes longer than `deadline`, so a reload that never
/// comes ends the stream instead of hanging the test. The deadline is per event, not for the
/// whole body: under a full parallel run each rebuild may wait long for the cooperative pool, and
/// a body awaiting three reloads must not share one budget among them.
///
/// - Parameters:
///   - site: The site to watch.
///   - deadline: How long to wait for each event before giving up.
///   - poll: Scan the files instead of listening to the kernel's events.
///   - beforeWatching: Edits made after the first build but before the watcher first looks.
///   - body: Receives the preview state and the next non-comment event.
func withWatchedPreview(
    _ site: TestSite, deadline: Duration = .seconds(60), poll: Bool = false,
    beforeWatching: () throws -> Void = {},
    _ body: (PreviewState, () async -> String?) async throws -> Void
) async throws {
    let state = PreviewState(
        builder: SiteBuilder(plugins: []), options: BuildOptions(root: site.root),
        onBuild: { _ in })
    var watcher = SiteWatcher(root: site.root, state: state)
    watcher.poll = poll
    watcher.begin()
    await state.rebuild()
    let events = await state.hub.subscribe()
    try beforeWatching()
    let watching = Task { [watcher] in try await watcher.run() }
    defer { watching.cancel() }
    let iterator = EventIterator(events.makeAsyncIterator())
    try await body(state) {
        let closing = Task {
            try await Task.sleep(for: deadline)
            await state.hub.close()
        }
        defer { closing.cancel() }
        return await iterator.next()
    }
}

/// The events of a hub, keep-alive comments (`:`) skipped.
private final class EventIterator: @unchecked Sendable {
    var base: AsyncStream<String>.Iterator
    init(_ base: AsyncStream<String>.Iterator) { self.base = base }
    func next() async -> String? {
        var message = await base.next()
        while message?.hasPrefix(":") == true { message = await base.next() }
        return message
    }
}
