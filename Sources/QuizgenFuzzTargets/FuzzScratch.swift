import Foundation

/// A scratch site in a temporary folder, into which each input is written where the parser
/// under test reads it (the loaders read files, as a build does).
public final class FuzzScratch: Sendable {
    /// The scratch site's root.
    public let root: URL

    /// Makes a new, empty scratch site.
    ///
    /// - Throws: When the folder cannot be made.
    public init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "quizgen-fuzz-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    /// Writes `bytes` to `path` below the root (making its folders) and returns its URL, or
    /// `nil` when it cannot be written.
    func write(_ bytes: [UInt8], to path: String) -> URL? {
        let url = root.appendingPathComponent(path)
        try? FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        return (try? Data(bytes).write(to: url)) == nil ? nil : url
    }

    /// Removes the scratch site.
    public func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}
