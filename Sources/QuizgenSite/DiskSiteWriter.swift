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
///
/// Files stream in while pages render. A file whose bytes equal the published one (per the
/// site's `.quizgen-manifest`, which names paths only by their hash) is hard-linked from the
/// published site instead of written again.
public final class DiskSiteWriter: SiteWriter, @unchecked Sendable {
    /// The output folder.
    public let output: URL
    /// The marker file written into every site quizgen builds.
    public static let markerName = ".quizgen-site"
    /// Left in the output folder by a patch of an earlier quizgen that was interrupted (patches
    /// now keep an undo journal beside the site instead): the manifest's hashes are not trusted.
    static let patchingName = ".quizgen-patching"

    let lock = NSLock()
    var staging: URL?
    var previous = OutputManifest()
    var next = OutputManifest()
    /// The manifest `published()` read, for `patch` in the same build.
    var lastRead: PublishedManifest?
    /// Undo journals of patches that could not be rolled back (or whose process still runs).
    var journalsLeft: [String] = []
    /// Where a patch stops for a test that interrupts it.
    let pause: PatchPause?

    /// Creates a writer for `output`.
    ///
    /// - Parameters:
    ///   - output: The output folder.
    ///   - pause: For tests only: where a patch stops.
    public init(output: URL, pause: PatchPause? = nil) {
        self.output = output.standardizedFileURL
        self.pause = pause
    }

    var parent: URL { output.deletingLastPathComponent() }
    var stagingPrefix: String { ".\(output.lastPathComponent).staging-" }
    /// The undo journals of patches (`PatchJournal`) beside the site, followed by their pid.
    var journalPrefix: String { ".\(output.lastPathComponent).quizgen-undo-" }

    /// Also removes staging folders that killed builds left behind.
    public func published() async -> PublishedSite? {
        removeLeftovers()
        guard
            FileManager.default.fileExists(
                atPath: output.appendingPathComponent(Self.markerName).path),
            let manifest = PublishedManifest.read(in: output)
        else { return nil }
        // An interrupted patch: no fingerprint, and no hash to trust.
        guard !patchWasInterrupted else { return PublishedSite(fingerprint: nil, fileCount: 0) }
        lock.withLock { lastRead = manifest }
        return PublishedSite(fingerprint: manifest.fingerprint, fileCount: manifest.fileCount)
    }

    /// Whether a patch of the site was interrupted and not rolled back: its undo journal is
    /// still there, or an earlier quizgen's `.quizgen-patching`.
    var patchWasInterrupted: Bool {
        !lock.withLock({ journalsLeft }).isEmpty
            || FileManager.default.fileExists(
                atPath: output.appendingPathComponent(Self.patchingName).path)
    }

    /// The published site's manifest, or `nil`; without its fingerprint, and trusting no hash,
    /// while a patch of the site was interrupted and not rolled back.
    func trustedManifest() -> OutputManifest? {
        guard var manifest = OutputManifest.read(in: output) else { return nil }
        if patchWasInterrupted {
            manifest.fingerprint = nil
            manifest.hashes = [:]
        }
        return manifest
    }

    public func begin() async throws {
        try checkOutputIsOurs()
        removeLeftovers()
        let folder = parent.appendingPathComponent(
            "\(stagingPrefix)\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw SiteWriterError("cannot create \(folder.path): \(Self.describe(error))")
        }
        let old = trustedManifest() ?? OutputManifest()
        lock.withLock {
            staging = folder
            previous = old
            next = OutputManifest()
        }
    }

    public func write(_ files: [OutputFile]) async throws {
        guard let (folder, previous) = lock.withLock({ staging.map { ($0, self.previous) } }) else {
            throw SiteWriterError("write before begin")
        }
        var hashes: [(String, String)] = []
        hashes.reserveCapacity(files.count)
        for file in files {
            let hash = OutputManifest.hash(file.contents)
            let target = folder.path + "/" + file.path
            // A page's index.html is nearly always alone in its folder, which the staging
            // folder does not have yet: make the folder first rather than fail to open.
            let newFolder = file.path.hasSuffix("/index.html")
            if previous.hashes[OutputManifest.key(file.path)] == hash,
                (newFolder
                    ? quizgen_link_file_in_new_folder(output.path + "/" + file.path, target)
                    : quizgen_link_file(output.path + "/" + file.path, target)) == 0
            {
                hashes.append((file.path, hash))
                continue
            }
            let status = file.contents.withUnsafeBytes {
                newFolder
                    ? quizgen_write_file_in_new_folder(target, $0.baseAddress, $0.count)
                    : quizgen_write_file(target, $0.baseAddress, $0.count)
            }
            guard status == 0 else {
                throw SiteWriterError(
                    "cannot write \(file.path) into \(folder.path): \(String(cString: strerror(errno)))"
                )
            }
            hashes.append((file.path, hash))
        }
        lock.withLock {
            for (path, hash) in hashes { next.hashes[OutputManifest.key(path)] = hash }
        }
    }

    public func commit(fingerprint: String?) async throws {
        guard let (folder, written) = lock.withLock({ staging.map { ($0, next) } }) else {
            throw SiteWriterError("commit before begin")
        }
        var manifest = written
        manifest.fingerprint = fingerprint
        do {
            let marker = "Built by quizgen. This folder is replaced as a whole on every build.\n"
            try write(marker, to: folder.appendingPathComponent(Self.markerName))
            try write(manifest.text(), to: folder.appendingPathComponent(OutputManifest.fileName))
            try swapIn(folder)
            removeJournalsLeft()
        } catch {
            await abort()
            throw error
        }
        lock.withLock { staging = nil }
    }

    public func abort() async {
        guard let folder = lock.withLock({ staging }) else { return }
        _ = quizgen_remove_tree(folder.path)
        lock.withLock { staging = nil }
    }

    private func write(_ text: String, to url: URL) throws {
        let bytes = Array(text.utf8)
        guard bytes.withUnsafeBytes({ quizgen_write_file(url.path, $0.baseAddress, $0.count) }) == 0
        else {
            throw SiteWriterError("cannot write \(url.path): \(String(cString: strerror(errno)))")
        }
    }
}
