import Foundation
import ServiceLifecycle

/// Rebuilds the preview when `Content/`, `Templates/` or `quizgen.yaml` change.
///
/// A cheap scan of sizes, modification times and inodes every 100 ms, not inotify: it sees
/// files in folders created after start, editors' save-by-rename, and deletions without any
/// per-folder watch bookkeeping or descriptor limits, and it works on macOS too. A site of a
/// few thousand files costs a few milliseconds per scan. Changes are debounced: the rebuild
/// starts once nothing has changed for 150 ms, so a "save all" rebuilds once.
/// `Content/submissions/` is left out: storing a submission must not reload the exam page.
struct SiteWatcher: Service {
    let root: URL
    let state: PreviewState
    var interval: Duration = .milliseconds(100)
    var quiet: Duration = .milliseconds(150)
    var heartbeatEvery: Duration = .seconds(15)

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
        var seen = fingerprint()
        var changedAt: ContinuousClock.Instant?
        var lastHeartbeat = clock.now
        while !Task.isCancelled {
            try await Task.sleep(for: interval)
            let now = fingerprint()
            if now != seen {
                seen = now
                changedAt = clock.now
            } else if let at = changedAt, clock.now - at >= quiet {
                changedAt = nil
                await state.rebuild()
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
        entries.append(Self.stamp(root.appendingPathComponent("quizgen.yaml").path, name: "quizgen.yaml"))
        for folder in ["Content", "Templates"] {
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
