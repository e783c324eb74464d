import CQuizgenShims
import Foundation
import QuizgenCore
import QuizgenSystem

/// A published site's `.quizgen-manifest` as bytes, with only its fingerprint and line count
/// read: what a build that may be skipped or patched needs of it.
///
/// Parsing every line into a dictionary and writing it back sorted cost a one-page rebuild of a
/// 10,000-page site about a tenth of its CPU. A patch replaces files that the manifest already
/// lists, so it rewrites their hashes in place (every hash is as long as the one it replaces)
/// and leaves the order, and so the bytes a clean build would write, as they are.
struct PublishedManifest: Sendable, Hashable {
    /// The manifest's bytes as read.
    var bytes: [UInt8]
    /// The input fingerprint it records, or `nil` (`-`).
    var fingerprint: String?
    /// How many files it lists.
    var fileCount: Int

    /// Reads the manifest of the site in `folder`; `nil` when there is none or its frame (header,
    /// fingerprint, `hash path` lines, final newline) is damaged.
    static func read(in folder: URL) -> PublishedManifest? {
        FileBytes.read(folder.appendingPathComponent(OutputManifest.fileName).path).flatMap {
            PublishedManifest(bytes: $0)
        }
    }

    /// Checks the frame of `bytes` and reads its fingerprint.
    init?(bytes: [UInt8]) {
        var lines = RecordLineReader(
            bytes: bytes, range: min(Self.header.count, bytes.count)..<bytes.count)
        guard bytes.starts(with: Self.header), let value = lines.next() else { return nil }
        // Every line after it is `hash path`: a space after its first byte.
        var count = 0
        while let line = lines.next() {
            guard line.count > 1, line.dropFirst().contains(0x20) else { return nil }
            count += 1
        }
        guard lines.atEnd else { return nil }
        let fingerprint = String(decoding: value, as: UTF8.self)
        self.init(
            bytes: bytes, fingerprint: fingerprint == "-" ? nil : fingerprint, fileCount: count)
    }

    /// The manifest's first line and the start of its second, up to the fingerprint.
    private static let header = Array((OutputManifest.header + "\nfingerprint ").utf8)

    private init(bytes: [UInt8], fingerprint: String?, fileCount: Int) {
        self.bytes = bytes
        self.fingerprint = fingerprint
        self.fileCount = fileCount
    }

    /// The whole manifest, parsed (a full build compares every file against it).
    var manifest: OutputManifest? { OutputManifest(bytes: bytes) }

    /// The manifest with `fingerprint` and the hashes in `hashes` (by `OutputManifest.key`)
    /// replacing those it records, or `nil` when a key is not listed or a new hash is not as
    /// long as the old one (then the whole manifest must be written anew).
    func patched(fingerprint: String?, hashes: [String: String]) -> PublishedManifest? {
        let header = Self.header
        guard let end = bytes[header.count...].firstIndex(of: 0x0A) else { return nil }
        var out = header + Array((fingerprint ?? "-").utf8)
        out.reserveCapacity(bytes.count + 64)
        out += bytes[end...]
        let patched = PublishedManifest(bytes: out, fingerprint: fingerprint, fileCount: fileCount)
        guard !hashes.isEmpty else { return patched }
        // Each replaced file's line is found by its key (` key\n`, memmem over the bytes)
        // rather than by walking 10,000 lines.
        let linesStart = header.count + (fingerprint ?? "-").utf8.count + 1
        for (key, hash) in hashes {
            let needle = [0x20] + Array(key.utf8) + [0x0A]
            let hashBytes = Array(hash.utf8)
            let at = out.withUnsafeBytes { buffer in
                quizgen_find(
                    buffer.baseAddress.map { $0 + linesStart }, buffer.count - linesStart, needle,
                    needle.count)
            }
            guard at >= 0 else { return nil }
            let space = linesStart + at
            let lineStart = space - hashBytes.count
            // The old hash must fill the line before the key: as long as the new one.
            guard lineStart >= linesStart, lineStart == linesStart || out[lineStart - 1] == 0x0A,
                !out[lineStart..<space].contains(0x20)
            else { return nil }
            out.replaceSubrange(lineStart..<space, with: hashBytes)
        }
        var result = patched
        result.bytes = out
        return result
    }
}
