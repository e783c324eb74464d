import Foundation

/// A folder outside any test site, holding files for symbolic links to point at (the
/// confinement tests). Its URL has its own links resolved, as quizgen's messages show it.
public struct OutsideFolder: Sendable {
    /// The folder, links resolved.
    public let url: URL

    /// Writes `files` (text by relative path) into a new temporary folder.
    ///
    /// - Parameter files: Text files by path relative to the folder.
    /// - Throws: When a file cannot be written.
    public init(_ files: [String: String]) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "quizgen-outside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (path, text) in files {
            let file = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        url = folder.resolvingSymlinksInPath()
    }

    /// The absolute path of `relative` inside the folder.
    public func path(_ relative: String) -> String { url.appendingPathComponent(relative).path }

    /// Removes the folder.
    public func remove() { try? FileManager.default.removeItem(at: url) }
}
