import Foundation
import QuizgenCore

/// Reads the bytes of media files shipped inside a feed's source (folder or `.zip`).
public enum FeedMediaCollector {
    /// The bytes of each path in `paths` that exists in the source at `url`.
    ///
    /// Missing files are left out silently: the loaders and importers already warn about them.
    ///
    /// - Parameters:
    ///   - url: The source folder or `.zip`.
    ///   - paths: Paths relative to the source's root.
    /// - Returns: The bytes by path.
    public static func collect(from url: URL, paths: Set<String>) -> [String: [UInt8]] {
        guard !paths.isEmpty else { return [:] }
        var ignored = Diagnostics()
        guard let archive = FeedArchive.open(url, diagnostics: &ignored) else { return [:] }
        var result: [String: [UInt8]] = [:]
        for path in paths.sorted() where archive.contains(path) {
            if let data = try? archive.read(path) { result[path] = [UInt8](data) }
        }
        return result
    }
}
