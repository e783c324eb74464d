import Foundation
import Logging
import QuizgenCollect
import QuizgenCore

/// The collector inside `quizgen serve`: the same `CollectEndpoint` as `quizgen collect`, on
/// `.quizgen/collect-preview.sqlite` (so a rehearsal never mixes with the real exam's store),
/// with the site's exams reloaded after every rebuild.
actor PreviewCollector {
    let root: URL
    let store: SQLiteCollectStore
    let secret: String
    /// The console's secret: `QUIZGEN_TEACHER_SECRET`, or one kept in the rehearsal store.
    let teacherSecret: String
    /// The consoles' events, kept across the rebuilds that make the endpoint again.
    let hub = ConsoleHub()
    var loadedGeneration = -1
    var endpoint: CollectEndpoint?
    /// The clock of attempts' time limits and tokens (the machine's, but in tests).
    let now: @Sendable () -> Date

    /// Opens the preview store.
    ///
    /// - Throws: When the store cannot be opened.
    init(root: URL, now: @escaping @Sendable () -> Date = { Date() }) async throws {
        self.root = root
        self.now = now
        let store = try SQLiteCollectStore(
            url: root.appendingPathComponent(".quizgen/collect-preview.sqlite"))
        self.store = store
        secret = try await store.setting("token-secret") { UUID().uuidString + UUID().uuidString }
        teacherSecret = try await CollectServer.teacherSecret(
            store: store,
            given: ProcessInfo.processInfo.environment[TeacherAuth.secretVariable]
        ).secret
    }

    /// Where the preview writes the store's submissions as files, for the build to grade with
    /// `Content/submissions/` (``BuildOptions/extraSubmissions``): `.quizgen/preview-submissions/`.
    static func exportFolder(root: URL) -> URL {
        root.appendingPathComponent(".quizgen/preview-submissions")
    }

    /// Writes the store's submissions that are not files yet into ``exportFolder(root:)``; the
    /// watcher sees the new files and rebuilds, so the dashboards count them. Failures leave
    /// the dashboards as they were (the submission itself is stored either way).
    func exportSubmissions() async {
        do {
            // Most previews never see a hand-in: then the exams need not even be loaded.
            guard try await !store.submissions(ofExam: nil).isEmpty else { return }
            let exams = (endpoint ?? endpoint(generation: loadedGeneration)).site.exams
            _ = try await SubmissionExporter(store: store, exams: exams).export(
                exam: nil, to: Self.exportFolder(root: root))
        } catch {
            Self.warn(
                "the rehearsal's submissions could not be written for the dashboards: \(error)")
        }
    }

    /// Says on standard error what went wrong with the rehearsal store (the preview goes on: the
    /// pages are served either way).
    static func warn(_ message: String) {
        FileHandle.standardError.write(Data("quizgen serve: warning: \(message)\n".utf8))
    }

    /// Finishes the rehearsal's attempts whose time ran out without a hand-in, with their last
    /// saved answers, as `quizgen collect` does, and exports them for the dashboards. The preview
    /// does it when it starts and before each collector request (a teacher's machine: no timer).
    func finishExpiredAttempts() async {
        do {
            guard try await !store.attemptsNotHandedIn().isEmpty else { return }
            let endpoint = endpoint ?? endpoint(generation: loadedGeneration)
            if try await endpoint.finishExpiredAttempts() > 0 { await exportSubmissions() }
        } catch {
            Self.warn("attempts past their time could not be finished: \(error)")
        }
    }

    /// The published exam with `code`, as last loaded.
    func exam(code: String) -> AssembledExam? {
        (endpoint ?? self.endpoint(generation: loadedGeneration)).site.exam(code: code)
    }

    /// The endpoint for the build `generation`, reloading the exams when it changed.
    func endpoint(generation: Int) -> CollectEndpoint {
        if let endpoint, generation == loadedGeneration { return endpoint }
        var ignored = Diagnostics()  // the preview shows the build's own diagnostics
        var site = CollectSite(root: root, into: &ignored)
        site.servePagesAlongside()
        // Times without a zone in the site's zone, as the pages show them and `quizgen collect`
        // reads them.
        let zone = TimeZone(identifier: site.config.timeZone) ?? .gmt
        let service = CollectService(
            site: site, store: store, secret: secret, timeZone: zone, now: now, hub: hub)
        var configuration = CollectConfiguration(root: root)
        // The teacher's console, for a rehearsal of exam day (served on loopback only).
        configuration.teacherSecret = teacherSecret
        configuration.resultsSecret = ProcessInfo.processInfo.environment[
            "QUIZGEN_RESULTS_SECRET"
        ].flatMap { $0.isEmpty ? nil : $0 }
        // A rehearsal on one machine restarts the same exam under one name again and again.
        configuration.attemptsPerExamineePerMinute = 1000
        var logger = Logger(label: "quizgen.serve.collect")
        logger.logLevel = .critical
        let made = CollectEndpoint(service: service, configuration: configuration, logger: logger)
        endpoint = made
        loadedGeneration = generation
        return made
    }
}
