import QuizgenCore
import QuizgenSite

/// The preview's site: the files of the last good build, the diagnostics of the last build when
/// it failed, and a generation number that changes with every build (for ETags).
actor PreviewState {
    /// A consistent view for one request.
    struct Snapshot: Sendable {
        /// The last good build's files by path (no leading `/`); empty before the first success.
        var files: [String: [UInt8]]
        /// Counts every build attempt, good or bad.
        var generation: Int
        /// The overlay HTML while the last build failed.
        var overlay: String?
        /// The last good build's separate grading folder by path (no leading `/`).
        var grading: [String: [UInt8]] = [:]
    }

    private let builder: SiteBuilder
    private let options: BuildOptions
    private let onBuild: @Sendable (BuildResult) -> Void
    let hub = ReloadHub()
    /// Kept across rebuilds, so that a rebuild with unchanged inputs is skipped.
    private let writer = MemorySiteWriter()
    private(set) var snapshot = Snapshot(files: [:], generation: 0, overlay: nil)
    /// The inputs as the last build listed them: a rebuild told what changed lists only that.
    private var inputs: InputListing?

    init(
        builder: SiteBuilder, options: BuildOptions,
        onBuild: @escaping @Sendable (BuildResult) -> Void
    ) {
        self.builder = builder
        self.options = options
        self.onBuild = onBuild
    }

    /// The event after a change of content, templates or configuration: every page reloads.
    static let reloadEvent = "reload"
    /// The event after only submissions changed: the grading dashboards reload, nothing else.
    static let gradingEvent = "grading"

    /// Builds into memory; keeps the previous files when the build fails, then tells every page
    /// with `event` (``reloadEvent`` or ``gradingEvent``).
    ///
    /// - Parameters:
    ///   - event: What the pages hear.
    ///   - changed: Every path that changed since the last build began listing its inputs (a
    ///     watcher's events), so that only those are listed again; `nil` lists every file.
    @discardableResult
    func rebuild(event: String = reloadEvent, changed: Set<String>? = nil) async -> BuildResult {
        var options = options
        if let changed, let inputs {
            options.knownInputs = KnownInputs(listing: inputs, changed: changed)
        }
        let result = await builder.build(options, writer: writer)
        inputs = result.inputs
        var next = snapshot
        next.generation += 1
        if result.published {
            func key(_ path: String) -> String {
                path.hasPrefix("/") ? String(path.dropFirst()) : path
            }
            let written = await writer.files
            if result.unchanged, !next.files.isEmpty {
                // Skipped: the files are those served.
            } else if let patched = await writer.patchedPaths, !next.files.isEmpty {
                // A patch wrote a few files: the rest (100,000 at 100,000 pages) are as served.
                for path in patched { next.files[key(path)] = written[path] }
            } else {
                var files: [String: [UInt8]] = [:]
                files.reserveCapacity(written.count)
                for (path, bytes) in written { files[key(path)] = bytes }
                next.files = files
            }
            next.overlay = nil
            // A skipped build (inputs unchanged) renders nothing: the last folder still holds.
            if !result.unchanged {
                next.grading = Dictionary(
                    result.privateFiles.map { (String($0.path.drop { $0 == "/" }), $0.contents) },
                    uniquingKeysWith: { a, _ in a })
            }
        } else {
            next.overlay = DiagnosticOverlay.html(for: result.diagnostics)
        }
        snapshot = next
        onBuild(result)
        // Even when a submission breaks the build, only the dashboards hear it (and show the
        // overlay): an exam page in a student's hands never reloads because of a submission.
        await hub.broadcast(event: event, data: String(next.generation))
        return result
    }
}
