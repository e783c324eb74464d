import Foundation
import QuizgenCore

#if canImport(Glibc)
    import Glibc
#endif

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
        FileBytes.read(folder.appendingPathComponent(OutputManifest.fileName).path).flatMap { PublishedManifest(bytes: $0) }
    }

    /// Checks the frame of `bytes` and reads its fingerprint.
    init?(bytes: [UInt8]) {
        let header = Array((OutputManifest.header + "\nfingerprint ").utf8)
        guard bytes.count > header.count, bytes.starts(with: header), bytes.last == 0x0A,
            let end = bytes[header.count...].firstIndex(of: 0x0A),
            let count = Self.countLines(bytes, from: end + 1)
        else { return nil }
        let value = String(decoding: bytes[header.count..<end], as: UTF8.self)
        self.init(bytes: bytes, fingerprint: value == "-" ? nil : value, fileCount: count)
    }

    private init(bytes: [UInt8], fingerprint: String?, fileCount: Int) {
        self.bytes = bytes
        self.fingerprint = fingerprint
        self.fileCount = fileCount
    }

    /// How many `hash path` lines start at `start`, or `nil` when one has no space after its
    /// first byte.
    private static func countLines(_ bytes: [UInt8], from start: Int) -> Int? {
        bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress else { return nil }
            var count = 0
            var line = start
            while line < buffer.count {
                guard let found = memchr(base + line, 0x0A, buffer.count - line) else { return nil }
                let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                guard end - line > 1, memchr(base + line + 1, 0x20, end - line - 1) != nil else { return nil }
                count += 1
                line = end + 1
            }
            return count
        }
    }

    /// The whole manifest, parsed (a full build compares every file against it).
    var manifest: OutputManifest? { OutputManifest(bytes: bytes) }

    /// The manifest with `fingerprint` and the hashes in `hashes` (by `OutputManifest.key`)
    /// replacing those it records, or `nil` when a key is not listed or a new hash is not as
    /// long as the old one (then the whole manifest must be written anew).
    func patched(fingerprint: String?, hashes: [String: String]) -> PublishedManifest? {
        let header = Array((OutputManifest.header + "\nfingerprint ").utf8)
        guard let end = bytes[header.count...].firstIndex(of: 0x0A) else { return nil }
        var out = header + Array((fingerprint ?? "-").utf8)
        out.reserveCapacity(bytes.count + 64)
        out += bytes[end...]
        let patched = PublishedManifest(bytes: out, fingerprint: fingerprint, fileCount: fileCount)
        guard !hashes.isEmpty else { return patched }
        // Keys are hex digests: their first eight bytes tell the few changed lines from the rest
        // without making a string of every line's key.
        let wanted = Dictionary(
            hashes.map { (Array($0.key.utf8), Array($0.value.utf8)) }, uniquingKeysWith: { first, _ in first })
        let prefixes = Set(wanted.keys.map(Self.prefix))
        var found = 0
        var lineStart = header.count + (fingerprint ?? "-").utf8.count + 1
        while lineStart < out.count, let newline = out[lineStart...].firstIndex(of: 0x0A) {
            defer { lineStart = newline + 1 }
            guard let space = out[lineStart..<newline].firstIndex(of: 0x20) else { return nil }
            let key = out[(space + 1)..<newline]
            guard prefixes.contains(Self.prefix(key)), let hash = wanted[Array(key)] else { continue }
            guard hash.count == space - lineStart else { return nil }
            out.replaceSubrange(lineStart..<space, with: hash)
            found += 1
        }
        guard found == wanted.count else { return nil }
        var result = patched
        result.bytes = out
        return result
    }

    /// The first eight bytes of a key, as one number.
    private static func prefix<Bytes: Collection>(_ key: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        key.prefix(8).reduce(UInt64(key.count)) { $0 &* 257 &+ UInt64($1) }
    }
}
