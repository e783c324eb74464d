import Foundation
import ServiceLifecycle

/// Rebuilds the preview when `Content/`, `Templates/`, `i18n/`, `static/` or `quizgen.yaml`
/// change.
///
/// A cheap scan of sizes, modification times and inodes every 100 ms, not inotify: it sees
/// files in folders created after start, editors' save-by-rename, and deletions without any
/// per-folder watch bookkeeping or descriptor limits, and it works on macOS too. A site of a
/// few thousand files costs a few milliseconds per scan. Changes are debounced: the rebuild
/// starts once nothing has changed for 150 ms, so a "save all" rebuilds once.
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
    var quiet: Duration = .milliseconds(150)
    var heartbeatEvery: Duration = .seconds(15)
    /// The stamps changes are measured against (taken before the first build); `nil`: the
    /// files as they are when watching starts.
    var baseline: Stamps?

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
