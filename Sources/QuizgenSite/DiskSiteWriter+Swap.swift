import CQuizgenShims
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

extension DiskSiteWriter {
    /// Refuses to replace a non-empty folder that quizgen did not make, or a regular file.
    func checkOutputIsOurs() throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: output.path, isDirectory: &isDirectory) else {
            return
        }
        guard isDirectory.boolValue else {
            throw SiteWriterError("the output path \(output.path) is a file, not a folder")
        }
        if FileManager.default.fileExists(
            atPath: output.appendingPathComponent(Self.markerName).path)
        {
            return
        }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []
        if !entries.isEmpty {
            throw SiteWriterError(
                "refusing to replace \(output.path): it is not empty and was not made by quizgen (no \(Self.markerName) inside); remove it or choose another --output"
            )
        }
    }

    /// Moves `staging` to the output path; the previous site, if any, is then removed.
    func swapIn(_ staging: URL) throws {
        let fm = FileManager.default
        guard fm.fileExists(atPath: output.path) else {
            guard rename(staging.path, output.path) == 0 else {
                throw SiteWriterError(
                    "cannot move the new site to \(output.path): \(String(cString: strerror(errno)))"
                )
            }
            return
        }
        if quizgen_rename_exchange(staging.path, output.path) == 0 {
            // `staging` now holds the previous site.
            _ = quizgen_remove_tree(staging.path)
            return
        }
        let aside = parent.appendingPathComponent(
            "\(stagingPrefix)old-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        guard rename(output.path, aside.path) == 0 else {
            throw SiteWriterError(
                "cannot replace \(output.path): \(String(cString: strerror(errno)))")
        }
        guard rename(staging.path, output.path) == 0 else {
            let reason = String(cString: strerror(errno))
            _ = rename(aside.path, output.path)
            throw SiteWriterError("cannot move the new site to \(output.path): \(reason)")
        }
        _ = quizgen_remove_tree(aside.path)
    }

    /// Removes the undo journals that could not be rolled back: they belong to the site a
    /// full build just replaced, and must not be applied to the new one.
    func removeJournalsLeft() {
        let left = lock.withLock {
            defer { journalsLeft = [] }
            return journalsLeft
        }
        for path in left { _ = quizgen_remove_tree(path) }
    }

    /// Removes staging folders left by builds whose process no longer exists, and rolls back
    /// the patches such builds left half-done (see `PatchJournal`).
    func removeLeftovers() {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        var left: [String] = []
        for name in names where name.hasPrefix(journalPrefix) {
            let path = parent.path + "/" + name
            if let pid = Int32(name.dropFirst(journalPrefix.count)), pid != getpid(),
                kill(pid, 0) == 0
            {
                left.append(path)
            } else if !PatchJournal.rollBack(
                folder: path, site: output.path, manifest: OutputManifest.fileName)
            {
                left.append(path)
            }
        }
        lock.withLock { journalsLeft = left }
        for name in names where name.hasPrefix(stagingPrefix) {
            let rest = name.dropFirst(stagingPrefix.count).replacingOccurrences(
                of: "old-", with: "")
            if let pid = Int32(rest.split(separator: "-").first ?? ""), pid != getpid(),
                kill(pid, 0) == 0
            {
                continue
            }
            _ = quizgen_remove_tree(parent.appendingPathComponent(name).path)
        }
    }

    static func describe(_ error: Error) -> String {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError {
            return underlying.localizedDescription
        }
        return ns.localizedDescription
    }
}
