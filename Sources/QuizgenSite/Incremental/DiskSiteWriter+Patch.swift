import CQuizgenShims
import Foundation
import QuizgenCore

#if canImport(Glibc)
    import Glibc
#endif

extension DiskSiteWriter {
    /// The cache file beside the output folder (`.Site.quizgen-cache` for `Site/`): it lists every
    /// input file, so it must not be published with the site.
    var cacheURL: URL { parent.appendingPathComponent(".\(output.lastPathComponent).quizgen-cache") }

    public func cache() async -> BuildCache? {
        guard let data = FileManager.default.contents(atPath: cacheURL.path) else { return nil }
        return BuildCache(text: String(decoding: data, as: UTF8.self))
    }

    /// Best effort: a cache that cannot be written only costs the next build its shortcuts.
    public func store(_ cache: BuildCache) async {
        let temporary = parent.appendingPathComponent("\(stagingPrefix)\(getpid())-cache")
        let bytes = Array(cache.text().utf8)
        if bytes.withUnsafeBytes({ quizgen_write_file(temporary.path, $0.baseAddress, $0.count) }) != 0
            || rename(temporary.path, cacheURL.path) != 0
        {
            unlink(temporary.path)
            unlink(cacheURL.path)
        }
    }

    /// Replaces each file with one `rename` (a reader sees the old page or the new one, never a
    /// part). The manifest first loses its fingerprint and the hashes of these files, so that a
    /// build killed half-way is followed by a whole one that trusts nothing of them; then the
    /// files go in; then the manifest records their hashes and the new fingerprint.
    public func patch(_ files: [OutputFile], fingerprint: String) async throws {
        try checkOutputIsOurs()
        guard FileManager.default.fileExists(atPath: output.appendingPathComponent(Self.markerName).path),
            var manifest = OutputManifest.read(in: output)
        else { throw SiteWriterError("\(output.path) holds no site to update") }
        manifest.fingerprint = nil
        for file in files { manifest.hashes[OutputManifest.key(file.path)] = nil }
        try replace(OutputManifest.fileName, with: Array(manifest.text().utf8))
        for file in files {
            guard file.path.split(separator: "/").allSatisfy({ $0 != ".." && $0 != "." }) else {
                throw SiteWriterError("refusing to write \(file.path) outside \(output.path)")
            }
            try replace(file.path, with: file.contents)
            manifest.hashes[OutputManifest.key(file.path)] = OutputManifest.hash(file.contents)
        }
        manifest.fingerprint = fingerprint
        try replace(OutputManifest.fileName, with: Array(manifest.text().utf8))
    }

    /// Writes `contents` beside the output folder, then renames it onto `path` inside it.
    private func replace(_ path: String, with contents: [UInt8]) throws {
        let temporary = parent.appendingPathComponent("\(stagingPrefix)\(getpid())-patch").path
        let target = output.path + "/" + path
        guard contents.withUnsafeBytes({ quizgen_write_file(temporary, $0.baseAddress, $0.count) }) == 0 else {
            throw SiteWriterError("cannot write \(temporary): \(String(cString: strerror(errno)))")
        }
        guard rename(temporary, target) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw SiteWriterError("cannot replace \(target): \(reason)")
        }
    }
}
