import CQuizgenShims
import Foundation
import QuizgenCore
import QuizgenSystem

#if canImport(Glibc)
    import Glibc
#endif

extension DiskSiteWriter {
    /// The cache file beside the output folder (`.Site.quizgen-cache` for `Site/`): it lists every
    /// input file, so it must not be published with the site.
    var cacheURL: URL {
        parent.appendingPathComponent(".\(output.lastPathComponent).quizgen-cache")
    }

    public func cache() async -> BuildCache? {
        FileBytes.read(cacheURL.path).flatMap { BuildCache(bytes: $0) }
    }

    /// Best effort: a cache that cannot be written only costs the next build its shortcuts.
    public func store(_ cache: BuildCache) async {
        let temporary = parent.appendingPathComponent("\(stagingPrefix)\(getpid())-cache")
        let bytes = cache.bytes()
        if bytes.withUnsafeBytes({ quizgen_write_file(temporary.path, $0.baseAddress, $0.count) })
            != 0
            || rename(temporary.path, cacheURL.path) != 0
        {
            unlink(temporary.path)
            unlink(cacheURL.path)
        }
    }

    /// Appends the changes to the cache file instead of writing it anew (a few lines instead of
    /// one per input file), until the appended lines reach an eighth of the files (at least 256).
    public func store(
        _ cache: BuildCache, patching previous: BuildCache, changes: [String: FileStamp]
    ) async {
        guard previous.journalLength + changes.count + 1 <= max(256, previous.files.count / 8)
        else {
            return await store(cache.applying(changes))
        }
        let block = BuildCache.update(
            fingerprint: cache.fingerprint, changes: changes, recordedAt: cache.recordedAt)
        let fd = open(cacheURL.path, O_WRONLY | O_APPEND | O_CLOEXEC)
        guard fd >= 0 else { return await store(cache.applying(changes)) }
        defer { close(fd) }
        let written = block.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        // A short write leaves a block the next read rejects as a whole: that build is then full.
        if written != block.count { unlink(cacheURL.path) }
    }

    /// Rolls back a patch of the site that a killed build left half-done (as every build does
    /// first), so that the site is the one published before it.
    public func rollBackInterruptedPatch() async {
        guard FileManager.default.fileExists(atPath: output.path) else { return }
        removeLeftovers()
    }

    /// Replaces each file with one `rename` (a reader sees the old page or the new one, never a
    /// part), then the manifest's hashes and fingerprint. An undo journal beside the site
    /// (`PatchJournal`) keeps what the replaced files held until the last one is written: a
    /// patch that fails puts them back before it throws, and one that is killed is put back by
    /// the next build, so the site is the previous one or the new one, never a mix.
    public func patch(_ files: [OutputFile], fingerprint: String) async throws {
        try checkOutputIsOurs()
        var known = lock.withLock { lastRead }
        if known == nil {
            // Not read by `published()` in this process: roll back what a killed patch left.
            removeLeftovers()
            known = patchWasInterrupted ? nil : PublishedManifest.read(in: output)
        }
        guard
            FileManager.default.fileExists(
                atPath: output.appendingPathComponent(Self.markerName).path),
            let manifest = known, manifest.fingerprint != nil
        else { throw SiteWriterError("\(output.path) holds no site to update") }
        var hashes: [String: String] = [:]
        for file in files {
            guard file.path.split(separator: "/").allSatisfy({ $0 != ".." && $0 != "." }) else {
                throw SiteWriterError("refusing to write \(file.path) outside \(output.path)")
            }
            hashes[OutputManifest.key(file.path)] = OutputManifest.hash(file.contents)
        }
        // The hashes rewritten in place; a file the manifest did not list means writing it anew.
        var next = manifest.patched(fingerprint: fingerprint, hashes: hashes)
        if next == nil, var whole = manifest.manifest {
            whole.fingerprint = fingerprint
            whole.hashes.merge(hashes) { _, new in new }
            next = PublishedManifest(bytes: whole.bytes())
        }
        guard let next else {
            throw SiteWriterError("\(output.path) has a damaged \(OutputManifest.fileName)")
        }
        var journal = PatchJournal(
            folder: parent.path + "/" + journalPrefix + "\(getpid())", site: output.path)
        try journal.start()
        do {
            for file in files { try journal.keep(file.path) }
            let manifestEdit = ManifestEdit(old: manifest, new: next, in: output)
            if manifestEdit.fd < 0 {
                try journal.keep(OutputManifest.fileName)
            } else {
                for block in manifestEdit.blocks {
                    journal.keep(manifestBytes: manifest.bytes[block], at: block.lowerBound)
                }
            }
            try journal.seal()
            for (step, file) in files.enumerated() {
                pause?.wait(at: step)
                try replace(file.path, with: file.contents)
            }
            pause?.wait(at: files.count)
            try manifestEdit.apply(next, writer: self)
            pause?.wait(at: files.count + 1)
        } catch {
            PatchJournal.rollBack(
                folder: journal.folder, site: output.path, manifest: OutputManifest.fileName)
            throw error
        }
        journal.discard()
        lock.withLock { lastRead = next }
    }

    /// Writes `contents` beside the output folder, then renames it onto `path` inside it.
    func replace(_ path: String, with contents: [UInt8]) throws {
        let temporary = parent.appendingPathComponent("\(stagingPrefix)\(getpid())-patch").path
        let target = output.path + "/" + path
        guard
            contents.withUnsafeBytes({ quizgen_write_file(temporary, $0.baseAddress, $0.count) })
                == 0
        else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw SiteWriterError("cannot write \(temporary): \(reason)")
        }
        guard rename(temporary, target) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw SiteWriterError("cannot replace \(target): \(reason)")
        }
    }
}
