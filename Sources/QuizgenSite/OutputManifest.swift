import Crypto
import Foundation
import QuizgenCompute
import QuizgenCore
import QuizgenSystem

/// The list of a published site's files with a hash of each file's bytes, kept inside the site
/// as `.quizgen-manifest`, plus the input fingerprint of the build that wrote it.
///
/// The manifest is published with the site, so it names files only by a hash of their path:
/// listing paths would reveal the unguessable URLs of private result pages.
///
/// The next build hard-links a file whose bytes did not change from the published site instead
/// of writing it again, and skips the whole build when the inputs did not change.
struct OutputManifest: Sendable, Hashable {
    /// The file's name inside the output folder.
    static let fileName = ".quizgen-manifest"
    static let header = "quizgen-manifest 1"

    /// The input fingerprint of the build, or `nil` when the next build must not skip.
    var fingerprint: String?
    /// Hex SHA-256 prefix of each file's bytes, by `key(path)` of its path in the output folder.
    var hashes: [String: String] = [:]

    /// The key a path is recorded under: a hash, never the path itself.
    static func key(_ path: String) -> String { hash(Array(path.utf8)) }

    /// The hash recorded for `bytes`: the first 16 bytes of their SHA-256, in hex.
    static func hash(_ bytes: [UInt8]) -> String {
        ContentHash.hex(SHA256.hash(data: bytes).prefix(16))
    }

    /// Reads the manifest of the site in `folder`, or `nil` when there is none or it is damaged.
    static func read(in folder: URL) -> OutputManifest? {
        FileBytes.read(folder.appendingPathComponent(fileName).path).flatMap {
            OutputManifest(bytes: $0)
        }
    }

    /// An empty manifest.
    init() {}

    /// Parses the bytes of `text()`; `nil` when they are damaged.
    init?(bytes: [UInt8]) {
        // On bytes: a 100,000-file manifest split as `String`s takes a noticeable part of a
        // rebuild.
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        let fingerprintKey = Array("fingerprint ".utf8)
        guard lines.count >= 3, lines[0].elementsEqual(Self.header.utf8),
            lines[1].starts(with: fingerprintKey), lines.last?.isEmpty == true
        else { return nil }
        let fingerprint = String(decoding: lines[1].dropFirst(fingerprintKey.count), as: UTF8.self)
        self.fingerprint = fingerprint == "-" ? nil : fingerprint
        hashes.reserveCapacity(lines.count)
        for line in lines[2..<(lines.count - 1)] {
            guard let space = line.firstIndex(of: 0x20) else { return nil }
            hashes[String(decoding: line[(space + 1)...], as: UTF8.self)] = String(
                decoding: line[..<space], as: UTF8.self)
        }
    }

    /// The manifest's text: header, fingerprint, then `hash path` lines sorted by path.
    func text() -> String { String(decoding: bytes(), as: UTF8.self) }

    /// The bytes of `text()`.
    func bytes() -> [UInt8] {
        var out = Array("\(Self.header)\nfingerprint \(fingerprint ?? "-")\n".utf8)
        out.reserveCapacity(out.count + hashes.count * 98)
        for (path, hash) in hashes.sorted(by: { $0.key < $1.key }) {
            out.append(contentsOf: hash.utf8)
            out.append(0x20)
            out.append(contentsOf: path.utf8)
            out.append(0x0A)
        }
        return out
    }
}
