import CQuizgenShims
import Foundation
import QuizgenCore

#if canImport(Glibc)
    import Glibc
#endif

/// Writes the site into a staging folder beside the output folder, then swaps it in with one
/// `rename`, so a failed or killed build never leaves a half-written `Site/`.
///
/// On Linux the swap is `renameat2(RENAME_EXCHANGE)`: atomic even when `Site/` exists. Elsewhere
/// (or on file systems without it) the old folder is moved aside first. Leftover staging folders
/// of builds that were killed are removed by the next build. A non-empty output folder that
/// quizgen did not make (no `.quizgen-site` marker) is never replaced.
public struct DiskSiteWriter: SiteWriter {
    /// The output folder.
    public let output: URL
    /// The marker file written into every site quizgen builds.
    public static let markerName = ".quizgen-site"

    /// Creates a writer for `output`.
    public init(output: URL) { self.output = output.standardizedFileURL }

    var parent: URL { output.deletingLastPathComponent() }
    var stagingPrefix: String { ".\(output.lastPathComponent).staging-" }

    public func publish(_ files: [OutputFile]) async throws {
        try checkOutputIsOurs()
        removeLeftovers()
        let staging = parent.appendingPathComponent("\(stagingPrefix)\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        do {
            try write(files, into: staging)
            try swapIn(staging)
        } catch {
            try? FileManager.default.removeItem(at: staging)
            throw error
        }
    }

    /// Refuses to replace a non-empty folder that quizgen did not make, or a regular file.
    func checkOutputIsOurs() throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: output.path, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else {
            throw SiteWriterError("the output path \(output.path) is a file, not a folder")
        }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []
        if !entries.isEmpty, !entries.contains(Self.markerName) {
            throw SiteWriterError(
                "refusing to replace \(output.path): it is not empty and was not made by quizgen (no \(Self.markerName) inside); remove it or choose another --output")
        }
    }

    func write(_ files: [OutputFile], into staging: URL) throws {
        let fm = FileManager.default
        do {
            try fm.createDirectory(at: staging, withIntermediateDirectories: true)
        } catch {
            throw SiteWriterError("cannot create \(staging.path): \(Self.describe(error))")
        }
        var made: Set<String> = [""]
        let marker = OutputFile(path: Self.markerName, text: "Built by quizgen. This folder is replaced as a whole on every build.\n")
        for file in files + [marker] {
            let folder = (file.path as NSString).deletingLastPathComponent
            if !made.contains(folder) {
                try? fm.createDirectory(at: staging.appendingPathComponent(folder), withIntermediateDirectories: true)
                made.insert(folder)
            }
            let target = staging.appendingPathComponent(file.path)
            guard fm.createFile(atPath: target.path, contents: Data(file.contents)) else {
                throw SiteWriterError("cannot write \(file.path) into \(staging.path): \(String(cString: strerror(errno)))")
            }
        }
    }

    func swapIn(_ staging: URL) throws {
        let fm = FileManager.default
        guard fm.fileExists(atPath: output.path) else {
            guard rename(staging.path, output.path) == 0 else {
                throw SiteWriterError("cannot move the new site to \(output.path): \(String(cString: strerror(errno)))")
            }
            return
        }
        if quizgen_rename_exchange(staging.path, output.path) == 0 {
            // `staging` now holds the previous site.
            try? fm.removeItem(at: staging)
            return
        }
        let aside = parent.appendingPathComponent("\(stagingPrefix)old-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        guard rename(output.path, aside.path) == 0 else {
            throw SiteWriterError("cannot replace \(output.path): \(String(cString: strerror(errno)))")
        }
        guard rename(staging.path, output.path) == 0 else {
            let reason = String(cString: strerror(errno))
            _ = rename(aside.path, output.path)
            throw SiteWriterError("cannot move the new site to \(output.path): \(reason)")
        }
        try? fm.removeItem(at: aside)
    }

    /// Removes staging folders left by builds whose process no longer exists.
    func removeLeftovers() {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        for name in names where name.hasPrefix(stagingPrefix) {
            let rest = name.dropFirst(stagingPrefix.count).replacingOccurrences(of: "old-", with: "")
            if let pid = Int32(rest.split(separator: "-").first ?? ""), pid != getpid(), kill(pid, 0) == 0 { continue }
            try? FileManager.default.removeItem(at: parent.appendingPathComponent(name))
        }
    }

    static func describe(_ error: Error) -> String {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError { return underlying.localizedDescription }
        return ns.localizedDescription
    }
}
