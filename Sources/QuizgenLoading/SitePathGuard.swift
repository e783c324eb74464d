import Foundation
import QuizgenCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keeps paths that come from content inside the site: the one check every reader of content
/// files uses (pages, banks, data collections, templates, question images, feed sources and
/// their media).
///
/// A path is resolved with every symbolic link followed (`realpath`); when the result is not the
/// site root or below it, the file is refused with a located `path.outside-site` error.
public struct SitePathGuard: Sendable {
    /// The site root with its links resolved, without a trailing `/`.
    public let root: String
    /// What the root is called in messages (`the site`, `Content/`, `the archive`).
    public let name: String

    /// Creates a guard for the site at `root`.
    ///
    /// - Parameters:
    ///   - root: The site root, or a folder inside it that content must stay in.
    ///   - name: What messages call it.
    public init(root: URL, name: String = "the site") {
        self.name = name
        let path = root.standardizedFileURL.path
        let resolved = Self.realPath(path) ?? path
        self.root = resolved.count > 1 && resolved.hasSuffix("/") ? String(resolved.dropLast()) : resolved
    }

    /// Where `path` really is (every link followed), or `nil` when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// Whether the real path `resolved` is the root or below it.
    func contains(resolved: String) -> Bool {
        root == "/" || resolved == root || resolved.hasPrefix(root + "/")
    }

    /// Where `url` leads when that is outside the site, or `nil` when it stays inside (or does
    /// not exist: reading it then reports that).
    ///
    /// - Parameter url: A file or folder.
    /// - Returns: The resolved path outside the site, or `nil`.
    public func escape(of url: URL) -> String? {
        guard let resolved = Self.realPath(url.standardizedFileURL.path) else { return nil }
        return contains(resolved: resolved) ? nil : resolved
    }

    /// Whether `url` stays inside the site; when it does not, reports a `path.outside-site` error.
    ///
    /// - Parameters:
    ///   - url: The file or folder that content names.
    ///   - what: What it is, for the message (`"media file 'a.png'"`).
    ///   - location: Where content names it.
    ///   - diagnostics: Receives the error.
    /// - Returns: `true` when it may be read.
    public func allows(
        _ url: URL, what: String, at location: SourceLocation?, into diagnostics: inout Diagnostics
    ) -> Bool {
        guard let target = escape(of: url) else { return true }
        diagnostics.error(
            "path.outside-site",
            "\(what) leads outside \(name) (to \(target)) through a symbolic link; refusing to read it",
            at: location)
        return false
    }
}
