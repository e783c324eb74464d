import Foundation
import QuizgenCore
import QuizgenServer
import QuizgenSite
import QuizgenTestSupport
import Synchronization

/// The real preview server on a free loopback port, in process, for one test.
public struct RunningServer: Sendable {
    public let site: TestSite
    public let port: Int
    public let task: Task<Void, Error>
    /// The teacher's console's secret, as `quizgen serve` prints it.
    public let teacherSecret: String?

    /// Starts a server for `site` on port 0 and returns once it listens.
    ///
    /// - Parameter now: The rehearsal collector's clock (the machine's by default).
    public static func start(
        _ site: TestSite, plugins: [Plugin] = [], environment: [String: String] = [:],
        now: @escaping @Sendable () -> Date = { Date() }
    )
        async throws -> RunningServer
    {
        let options = BuildOptions(
            root: site.root, clock: BuildClock(now: Date(timeIntervalSince1970: 1_700_000_000)),
            environment: environment)
        let server = PreviewServer(
            options: options, plugins: plugins, host: "127.0.0.1", port: 0, now: now)
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        let console = Mutex<String?>(nil)
        let task = Task {
            defer { continuation.finish() }
            try await server.run(
                handlesSignals: false, onConsole: { secret in console.withLock { $0 = secret } },
                onReady: { continuation.yield($0) })
        }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next() else {
            try await task.value
            throw RawHTTP.Failure(description: "the server stopped before listening")
        }
        return RunningServer(
            site: site, port: port, task: task, teacherSecret: console.withLock { $0 })
    }

    public func get(_ target: String, headers: [String: String] = [:]) async throws
        -> RawHTTP.Response
    {
        try await RawHTTP.request(port: port, "GET", target, headers: headers)
    }

    /// Stops the server and removes the site.
    public func stop() async {
        task.cancel()
        _ = await task.result
        site.remove()
    }
}

/// Polls `condition` until it holds or `timeout` passes (no fixed sleeps as synchronisation).
public func eventually(timeout: Duration = .seconds(10), _ condition: () async throws -> Bool)
    async rethrows -> Bool
{
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
        if try await condition() { return true }
        try? await Task.sleep(for: .milliseconds(20))
    }
    return try await condition()
}
