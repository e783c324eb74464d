import Foundation
import Hummingbird
import Logging
import QuizgenCore
import QuizgenSite
import ServiceLifecycle
import UnixSignals

/// The preview server behind `quizgen serve`.
///
/// Builds the site into memory (never into `Site/`), serves it with live reload, shows the
/// diagnostics of a failed rebuild over every page while serving the last good build, stores
/// exam submissions under `Content/submissions/`, and runs the exam collector in process at
/// `/v1/…` (on `.quizgen/collect-preview.sqlite`).
public struct PreviewServer: Sendable {
    /// The site's build options; the output folder is never written.
    public var options: BuildOptions
    /// Plugins installed after the core one.
    public var plugins: [Plugin]
    /// The address to listen on; loopback unless the user asks otherwise.
    public var host: String
    /// The port; 0 picks a free one (reported to `onReady`).
    public var port: Int

    /// Watch the files by scanning them every 100 ms instead of listening to the kernel's
    /// events (`quizgen serve --poll`).
    public var poll = false

    /// The rehearsal collector's clock.
    let now: @Sendable () -> Date

    /// Creates a server.
    ///
    /// - Parameters:
    ///   - options: What to build.
    ///   - plugins: Extra plugins.
    ///   - host: Listening address (default `127.0.0.1`).
    ///   - port: Listening port (default 8080; 0 for any free port).
    ///   - now: The rehearsal collector's clock (attempts' time limits and tokens); tests move it.
    public init(
        options: BuildOptions, plugins: [Plugin] = [], host: String = "127.0.0.1", port: Int = 8080,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        var options = options
        options.preview = true
        self.options = options
        self.plugins = plugins
        self.host = host
        self.port = port
        self.now = now
    }

    /// Builds the site, then serves it until SIGINT or SIGTERM arrives (when `handlesSignals`)
    /// or the calling task is cancelled.
    ///
    /// - Parameters:
    ///   - handlesSignals: Stop cleanly on SIGINT (Ctrl-C) and SIGTERM; tests pass `false`.
    ///   - onBuild: Called after every build, good or bad (the CLI prints diagnostics).
    ///   - onConsole: Called before the server listens with the teacher's console's secret, when
    ///     the preview serves the console (on a loopback address, with its rehearsal store).
    ///   - onReady: Called once the server listens, with the bound port.
    /// - Throws: `PreviewServerError.portInUse` when the port is taken; other errors from the
    ///   server itself.
    public func run(
        handlesSignals: Bool = true,
        onBuild: @escaping @Sendable (BuildResult) -> Void = { _ in },
        onConsole: @escaping @Sendable (String) -> Void = { _ in },
        onReady: @escaping @Sendable (Int) async -> Void = { _ in }
    ) async throws {
        try PortProbe.check(host: host, port: port)
        // The in-process collector's submissions are graded with Content/submissions/: exported
        // as files before the first build and after each request that may have stored one.
        let collector: PreviewCollector?
        do {
            collector = try await PreviewCollector(root: options.root, now: now)
        } catch {
            // The pages are still served; exams cannot be taken in this preview.
            PreviewCollector.warn(
                "exams cannot be taken in this preview: the rehearsal store .quizgen/collect-preview.sqlite cannot be opened (\(error))"
            )
            collector = nil
        }
        if let collector, PreviewResponder.servesGrading(host: host) {
            onConsole(collector.teacherSecret)
        }
        var options = options
        if let collector {
            await collector.finishExpiredAttempts()
            await collector.exportSubmissions()
            options.extraSubmissions = PreviewCollector.exportFolder(root: options.root)
        }
        let state = PreviewState(
            builder: SiteBuilder(plugins: plugins), options: options, onBuild: onBuild)
        // The watcher compares with the files as they were before the first build: an edit made
        // while the server starts (before the watcher's task first runs) still rebuilds.
        var watcher = SiteWatcher(
            root: options.root, state: state, extraSubmissions: options.extraSubmissions)
        watcher.poll = poll
        watcher.begin()
        await state.rebuild()
        var logger = Logger(label: "quizgen.serve")
        logger.logLevel = .critical  // per-connection noise (clients that go away) is not news in a preview
        let responder = PreviewResponder(
            state: state, submissions: SubmissionStore(root: options.root), collector: collector,
            servesGrading: PreviewResponder.servesGrading(host: host))
        let fallbackPort = port
        let app = Application(
            responder: responder,
            configuration: ApplicationConfiguration(
                address: .hostname(host, port: port), serverName: "quizgen"),
            services: [watcher],
            onServerRunning: { channel in await onReady(channel.localAddress?.port ?? fallbackPort)
            },
            logger: logger)
        let group = ServiceGroup(
            configuration: ServiceGroupConfiguration(
                services: [app],
                gracefulShutdownSignals: handlesSignals ? [.sigterm, .sigint] : [], logger: logger))
        do {
            try await group.run()
        } catch  where "\(error)".contains("Address already in use") {
            throw PreviewServerError.portInUse(port)
        }
        await state.hub.close()
    }
}
