import Crypto
import Foundation
import QuizgenSystem

/// The remote media cache inside the site: `.quizgen/remote-media/<key>.json` (what the response
/// said) and `<key>.bin` (the published bytes), the key being the SHA-256 of the URL.
///
/// `quizgen init` git-ignores `.quizgen/`; deleting the folder only makes the next build fetch
/// again. Files are written to a temporary name and renamed, so that a killed build leaves
/// either the old entry or the new one.
struct RemoteMediaCache: Sendable {
    /// `.quizgen/remote-media/` of the site.
    let folder: URL

    /// One cached response.
    struct Entry: Codable, Sendable, Equatable {
        /// The URL as fetched.
        var url: String
        /// The content type the server sent, parameters dropped.
        var contentType: String
        /// The published extension for it (`png`).
        var fileExtension: String
        /// `ETag`, sent back as `If-None-Match`.
        var etag: String?
        /// `Last-Modified`, sent back as `If-Modified-Since`.
        var lastModified: String?
        /// When the response (or its last revalidation) arrived, in seconds since 1970.
        var storedAt: Double
        /// `Cache-Control: max-age`, if given.
        var maxAge: Double?
        /// `Cache-Control: no-cache`.
        var noCache: Bool

        /// Whether the entry may be used without asking the server.
        func isFresh(at now: Double) -> Bool {
            guard !noCache, let maxAge else { return false }
            return now - storedAt < maxAge
        }
    }

    /// The cache key of `url`: the hex SHA-256 of its bytes.
    static func key(_ url: String) -> String {
        SHA256.hash(data: Array(url.utf8)).map { String(format: "%02x", $0) }.joined()
    }

    /// The entry and bytes stored for `url`, when both are there and agree.
    func read(_ url: String) -> (entry: Entry, bytes: [UInt8])? {
        let key = Self.key(url)
        guard let meta = FileBytes.read(folder.appendingPathComponent(key + ".json").path),
            let entry = try? JSONDecoder().decode(Entry.self, from: Data(meta)),
            entry.url == url,
            let bytes = FileBytes.read(folder.appendingPathComponent(key + ".bin").path)
        else { return nil }
        return (entry, bytes)
    }

    /// Stores `entry`, and `bytes` when given (a revalidation keeps the stored ones).
    func write(_ entry: Entry, bytes: [UInt8]?) {
        let key = Self.key(entry.url)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            if let bytes {
                try Data(bytes).write(
                    to: folder.appendingPathComponent(key + ".bin"), options: .atomic)
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
            try encoder.encode(entry).write(
                to: folder.appendingPathComponent(key + ".json"), options: .atomic)
        } catch {
            // A cache that cannot be written costs a fetch next time, nothing else.
        }
    }

    /// Removes the entry of `url` (a `no-store` answer replaces an older stored one).
    func remove(_ url: String) {
        let key = Self.key(url)
        for suffix in [".json", ".bin"] {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(key + suffix))
        }
    }
}
