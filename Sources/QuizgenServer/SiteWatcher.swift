import Foundation
import QuizgenSite
import ServiceLifecycle

/// Rebuilds the preview when `Content/`, `Templates/`, `i18n/`, `static/` or `quizgen.yaml`
/// change.
///
/// On Linux it listens to the kernel's events for those folders (`FolderEvents`): nothing to do
/// while nothing changes, and the paths that changed are handed to the rebuild, which lists only
/// those again instead of every file (at 100,000 files, polling cost a core all the time and the
/// listing 0.2 s of every rebuild). Elsewhere, with `poll` (`quizgen serve --poll`, for file
/// systems whose changes the kernel does not report, such as a network share edited from another
/// machine), or when the events cannot be set up (the per-user limit of watches), it scans sizes,
/// modification times and inodes every 100 ms: that sees files in folders created after start,
/// editors' save-by-rename and deletions, and a site of a few thousand files costs a few
/// milliseconds a scan. Changes are debounced either way: the rebuild starts once nothing has
/// changed for 150 ms, so a "save all" rebuilds once.
/// `Content/submissions/` is watched apart: a new or changed submission rebuilds too (so the
/// grading dashboards follow the submissions as they arrive), but the pages hear a `grading`
/// event instead of `reload`, which only the dashboards act on; students' open exam pages are
/// never reloaded by a submission, theirs or anyone's.
struct SiteWatcher: Service {
    let root: URL
    let state: PreviewState
    /// The in-process collector's exported submissions, watched like `Content/submissions/`.
    var extraSubmissions: URL? = nil
    var interval: Duration = .milliseconds(100)
    /// How often the kernel's events are read while nothing is pending, and while a change
    /// waits for the quiet period to end.
    var eventInterval: Duration = .milliseconds(50)
    var pendingInterval: Duration = .milliseconds(20)
    var quiet: Duration = .milliseconds(150)
    var heartbeatEvery: Duration = .seconds(15)
    /// The stamps changes are measured against (taken before the first build); `nil`: the
    /// files as they are when watching starts.
    var baseline: Stamps?
    /// Scan every `interval` instead of listening to the kernel's events.
    var poll = false
    /// The kernel's events for the watched folders, set up by `begin()`.
    private(set) var events: FolderEvents?

    /// The folders of the site that are watched with all they hold.
    static let folders = ["Content", "Templates", "i18n", "static"]

    /// Starts watching (before the first build, so that an edit made while it runs rebuilds):
    /// the kernel's events where they can be set up, otherwise the stamps to compare with.
    mutating func begin() {
        if !poll, let events = Self.events(root: root, extraSubmissions: extraSubmissions) {
            self.events = events
        } else {
            baseline = stamps()
        }
    }

    /// The kernel's events for the site's watched folders, or `nil` when a watch cannot be added.
    static func events(root: URL, extraSubmissions: URL?) -> FolderEvents? {
        guard let events = FolderEvents(),
            events.watchFolder(root.path, names: Set(folders + ["quizgen.yaml"]))
        else { return nil }
        for folder in folders where !events.watchTree(root.path + "/" + folder) { return nil }
        if let extra = extraSubmissions?.standardizedFileURL {
            // Exported into by the in-process collector; made now, so that it can be watched.
            try? FileManager.default.createDirectory(at: extra, withIntermediateDirectories: true)
            guard events.watchTree(extra.path) else { return nil }
        }
        return events
    }

    /// The stamps of the watched files and of the submissions.
    struct Stamps: Sendable {
        var files: [String]
        var submissions: [String]
    }

    /// The watched files' stamps now.
    func stamps() -> Stamps { Stamps(files: fingerprint(), submissions: submissionsFingerprint()) }

    func run() async throws {
        do {
            try await cancelWhenGracefulShutdown { try await watch() }
        } catch is CancellationError {
            // Shutdown: stop watching.
        }
        await state.hub.close()
    }

    private func watch() async throws {
        if let events { return try await watch(events) }
        let clock = ContinuousClock()
        let start = baseline ?? stamps()
        var seen = start.files
        var seenSubmissions = start.submissions
        var changedAt: ContinuousClock.Instant?
        var onlySubmissions = true
        var lastHeartbeat = clock.now
        while !Task.isCancelled {
            try await Task.sleep(for: interval)
            let now = fingerprint()
            let submissions = submissionsFingerprint()
            if now != seen || submissions != seenSubmissions {
                if changedAt == nil { onlySubmissions = true }
                if now != seen { onlySubmissions = false }
                seen = now
                seenSubmissions = submissions
                changedAt = clock.now
            } else if let at = changedAt, clock.now - at >= quiet {
                changedAt = nil
                await state.rebuild(
                    event: onlySubmissions ? PreviewState.gradingEvent : PreviewState.reloadEvent)
            }
            if clock.now - lastHeartbeat >= heartbeatEvery {
                lastHeartbeat = clock.now
                await state.hub.heartbeat()
            }
        }
    }

    /// Waits for the kernel's events, and rebuilds with the paths they name.
    private func watch(_ events: FolderEvents) async throws {
        let clock = ContinuousClock()
        // The paths changed since the last rebuild; `nil` when some change may have been lost.
        var changed: Set<String>? = []
        var changedAt: ContinuousClock.Instant?
        var onlySubmissions = true
        var lastHeartbeat = clock.now
        while !Task.isCancelled {
            // Reading the events costs next to nothing while there are none: look often.
            try await Task.sleep(for: changedAt == nil ? eventInterval : pendingInterval)
            let paths = events.drain()
            let counted = paths.map { $0.filter(counts) }
            if counted?.isEmpty != true {
                if changedAt == nil { onlySubmissions = true }
                if counted?.allSatisfy(isSubmission) != true { onlySubmissions = false }
                changedAt = clock.now
            }
            if let paths { changed?.formUnion(paths) } else { changed = nil }
            if counted?.isEmpty == true, let at = changedAt, clock.now - at >= quiet {
                changedAt = nil
                let handed = changed
                changed = []
                await state.rebuild(
                    event: onlySubmissions ? PreviewState.gradingEvent : PreviewState.reloadEvent,
                    changed: handed)
            }
            if clock.now - lastHeartbeat >= heartbeatEvery {
                lastHeartbeat = clock.now
                await state.hub.heartbeat()
            }
        }
    }

    /// Whether a change of the file at `path` rebuilds: an input of the build, not a hidden
    /// file or an editor's backup (which no build reads: a swap file written while typing must
    /// not reload every page), nor a temporary file the submission store or the exporter
    /// renames into place.
    func counts(_ path: String) -> Bool {
        KnownInputs.isInput(path, root: root, extraSubmissions: extraSubmissions)
    }

    /// Whether `path` is a submission (below `Content/submissions/` or the exported ones).
    func isSubmission(_ path: String) -> Bool {
        let folders =
            [root.appendingPathComponent("Content/submissions").path]
            + (extraSubmissions.map { [$0.standardizedFileURL.path] } ?? [])
        return folders.contains { path == $0 || path.hasPrefix($0 + "/") }
    }

    /// Path, size, mtime (ns) and inode of every watched file, sorted.
    func fingerprint() -> [String] {
        var entries: [String] = []
        entries.append(
            Self.stamp(root.appendingPathComponent("quizgen.yaml").path, name: "quizgen.yaml"))
        for folder in ["Content", "Templates", "i18n", "static"] {
            let base = root.appendingPathComponent(folder).path
            guard let names = FileManager.default.subpaths(atPath: base) else {
                entries.append("\(folder): missing")
                continue
            }
            for name in names where !(folder == "Content" && Self.isSubmission(name)) {
                entries.append(Self.stamp(base + "/" + name, name: folder + "/" + name))
            }
        }
        return entries.sorted()
    }

    /// The same stamps for `Content/submissions/`, without the temporary files that the
    /// submission store and the exporter rename into place.
    func submissionsFingerprint() -> [String] {
        var entries: [String] = []
        for folder in [root.appendingPathComponent("Content/submissions")]
            + (extraSubmissions.map { [$0] } ?? [])
        {
            let base = folder.path
            guard let names = FileManager.default.subpaths(atPath: base) else { continue }
            for name in names where !(name as NSString).lastPathComponent.hasPrefix(".") {
                entries.append(Self.stamp(base + "/" + name, name: base + "/" + name))
            }
        }
        return entries.sorted()
    }

    static func isSubmission(_ relative: String) -> Bool {
        relative == "submissions" || relative.hasPrefix("submissions/")
    }

    static func stamp(_ path: String, name: String) -> String {
        var info = stat()
        guard lstat(path, &info) == 0 else { return "\(name): missing" }
        #if canImport(Glibc)
            let mtime = "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
        #else
            let mtime = "\(info.st_mtimespec.tv_sec).\(info.st_mtimespec.tv_nsec)"
        #endif
        return "\(name) \(info.st_size) \(mtime) \(info.st_ino) \(info.st_mode)"
    }
}
