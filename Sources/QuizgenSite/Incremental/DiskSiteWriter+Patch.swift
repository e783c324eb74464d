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

    /// Replaces each file with one `rename` (a reader sees the old page or the new one, never a
    /// part). While it does, `.quizgen-patching` in the site marks its manifest as untrusted, so
    /// that a patch killed half-way is followed by a full build that trusts none of its hashes;
    /// the manifest then records the files' hashes and the new fingerprint, and the mark goes.
    public func patch(_ files: [OutputFile], fingerprint: String) async throws {
        try checkOutputIsOurs()
        let known = lock.withLock { lastRead }
        guard
            FileManager.default.fileExists(
                atPath: output.appendingPathComponent(Self.markerName).path),
            let manifest = known
                ?? (patchWasInterrupted ? nil : PublishedManifest.read(in: output)),
            manifest.fingerprint != nil
        else { throw SiteWriterError("\(output.path) holds no site to update") }
        let mark = output.path + "/" + Self.patchingName
        guard quizgen_write_file(mark, nil, 0) == 0 else {
            throw SiteWriterError("cannot write \(mark): \(String(cString: strerror(errno)))")
        }
        var hashes: [String: String] = [:]
        for (step, file) in files.enumerated() {
            guard file.path.split(separator: "/").allSatisfy({ $0 != ".." && $0 != "." }) else {
                throw SiteWriterError("refusing to write \(file.path) outside \(output.path)")
            }
            pause?.wait(at: step)
            try replace(file.path, with: file.contents)
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
        pause?.wait(at: files.count)
        try rewriteManifest(manifest, as: next)
        pause?.wait(at: files.count + 1)
        unlink(mark)
        lock.withLock { lastRead = next }
    }

    /// Turns the published manifest `old` into `new`: when they are as long (hashes replaced in
    /// place), only the 4 KB blocks that differ are written into the file; otherwise the file
    /// is replaced. Writing a 10,000-page site's 750 KB manifest anew on every one-page rebuild
    /// made the file system allocate it and free the old one each time. The `.quizgen-patching`
    /// mark covers the file while it is part old, part new. A manifest with other hard links is
    /// replaced instead.
    private func rewriteManifest(_ old: PublishedManifest, as new: PublishedManifest) throws {
        let path = output.path + "/" + OutputManifest.fileName
        guard old.bytes.count == new.bytes.count else {
            return try replace(OutputManifest.fileName, with: new.bytes)
        }
        let fd = open(path, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { return try replace(OutputManifest.fileName, with: new.bytes) }
        defer { close(fd) }
        // A file with other links (a copy made with `cp -al` or `rsync --link-dest`) is replaced,
        // never changed under the other names.
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_nlink == 1 else {
            return try replace(OutputManifest.fileName, with: new.bytes)
        }
        let written = old.bytes.withUnsafeBytes { before in
            new.bytes.withUnsafeBytes { after -> Bool in
                guard let was = before.baseAddress, let now = after.baseAddress else {
                    return after.isEmpty
                }
                var offset = 0
                while offset < after.count {
                    let length = min(4096, after.count - offset)
                    if memcmp(was + offset, now + offset, length) != 0,
                        pwrite(fd, now + offset, length, off_t(offset)) != length
                    {
                        return false
                    }
                    offset += length
                }
                return true
            }
        }
        guard written else {
            throw SiteWriterError("cannot write \(path): \(String(cString: strerror(errno)))")
        }
    }

    /// Writes `contents` beside the output folder, then renames it onto `path` inside it.
    private func replace(_ path: String, with contents: [UInt8]) throws {
        let temporary = parent.appendingPathComponent("\(stagingPrefix)\(getpid())-patch").path
        let target = output.path + "/" + path
        guard
            contents.withUnsafeBytes({ quizgen_write_file(temporary, $0.baseAddress, $0.count) })
                == 0
        else {
            throw SiteWriterError("cannot write \(temporary): \(String(cString: strerror(errno)))")
        }
        guard rename(temporary, target) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw SiteWriterError("cannot replace \(target): \(reason)")
        }
    }
}
