import Foundation
import QuizgenCore
import QuizgenSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keeps paths that come from content inside the site: the one rule every read of a path that
/// content or config names follows (pages, banks, data collections, templates, i18n files,
/// submissions, question images in build and export, feed sources and their media), folders
/// included.
///
/// A path is resolved with every symbolic link followed (`realpath`), the folders on the way
/// included; when the result is not the site root or below it, it is refused with a located
/// `path.outside-site` error before any byte is read. Only regular files are read, opened
/// without blocking: a FIFO or a link to a device is refused (`path.not-regular`), never waited
/// on. `SourceReader` applies the rule to every file it reads; a reader of its own checks with
/// `allowsReading` and reads with `regularFileBytes`.
public struct SitePathGuard: Sendable {
    /// The site root with its links resolved, without a trailing `/`.
    public let root: String
    /// What the root is called in messages (`the site`, `Content/`, `the archive`).
    public let name: String
    /// The folders already resolved, shared by the copies of this guard.
    let folders = ResolvedFolders()

    /// Creates a guard for the site at `root`.
    ///
    /// - Parameters:
    ///   - root: The site root, or a folder inside it that content must stay in.
    ///   - name: What messages call it.
    public init(root: URL, name: String = "the site") {
        self.name = name
        let path = root.standardizedFileURL.path
        let resolved = Self.realPath(path) ?? path
        self.root =
            resolved.count > 1 && resolved.hasSuffix("/") ? String(resolved.dropLast()) : resolved
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

    /// Where the folder holding `url` leads when that is outside the site, or `nil`. Each folder
    /// is resolved once per guard, so the check costs a lookup for every other file in it.
    ///
    /// - Parameter url: A file.
    /// - Returns: The folder's resolved path outside the site, or `nil`.
    public func folderEscape(of url: URL) -> String? {
        let path = url.path
        guard let slash = path.lastIndex(of: "/") else { return nil }
        let folder = slash == path.startIndex ? "/" : String(path[..<slash])
        guard let resolved = folders.realPath(folder) else { return nil }
        return contains(resolved: resolved) ? nil : resolved
    }

    /// Whether `url` may be read under the rule: inside the site once every link is followed,
    /// and a regular file (or missing: reading it then reports that). Reports
    /// `path.outside-site` or `path.not-regular` when not.
    ///
    /// - Parameters:
    ///   - url: The file that content names.
    ///   - what: What it is, for the message (`"image 'a.png' in question 'q'"`).
    ///   - location: Where content names it.
    ///   - diagnostics: Receives the error.
    /// - Returns: `true` when it may be read.
    public func allowsReading(
        _ url: URL, what: String, at location: SourceLocation?, into diagnostics: inout Diagnostics
    ) -> Bool {
        guard allows(url, what: what, at: location, into: &diagnostics) else { return false }
        var info = stat()
        guard stat(url.path, &info) == 0 else { return true }
        let kind = info.st_mode & S_IFMT
        guard kind != S_IFREG, kind != S_IFDIR else { return true }
        diagnostics.error(
            "path.not-regular",
            "\(what) is not a regular file (\(Self.kindName(kind))); refusing to read it",
            at: location)
        return false
    }

    /// The bytes of `url` under the rule, for a reader of its own (question images in build,
    /// collector and export, which share this call): `allowsReading`, then a read of the regular
    /// file without blocking.
    ///
    /// - Parameters:
    ///   - url: The file that content names.
    ///   - what: What it is, for the message (`"image 'a.png' in question 'q'"`).
    ///   - location: Where content names it.
    ///   - diagnostics: Receives `path.outside-site` or `path.not-regular`; nothing when the
    ///     file is missing or unreadable, which the caller reports in its own words.
    /// - Returns: The bytes, or `nil`.
    public func bytes(
        of url: URL, what: String, at location: SourceLocation?,
        into diagnostics: inout Diagnostics
    ) -> [UInt8]? {
        guard allowsReading(url, what: what, at: location, into: &diagnostics) else { return nil }
        switch FileBytes.read(url.path, within: root) {
        case .bytes(let bytes): return bytes
        case .outside(let target):
            // Swapped for a link out since the check: refused on the file opened.
            reportOutside(target, what: what, at: location, into: &diagnostics)
            return nil
        case .failed: return nil
        }
    }

    /// The bytes of the regular file at `path` when the file opened is inside the site, checked
    /// on the open file (so a folder or link swapped for one leading out after an earlier check
    /// is refused), for a reader that reports in its own words.
    ///
    /// - Parameter path: The file's path, already checked with `escape(of:)` or `allows`.
    /// - Returns: Its bytes, the real path outside the site it opened, or a failure.
    public func confinedBytes(atPath path: String) -> FileBytes.Confined {
        FileBytes.read(path, within: root)
    }

    /// What a file that is not regular is, in words.
    static func kindName(_ kind: mode_t) -> String {
        switch kind {
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "of an unknown kind"
        }
    }

    /// The bytes of the regular file at `path` (links followed), or `nil` when it cannot be read
    /// or is not a regular file. Opened without blocking, so a FIFO is refused, not waited on.
    ///
    /// - Parameter path: The file's path, already checked with `allowsReading` or `allows`.
    /// - Returns: Its bytes.
    public static func regularFileBytes(atPath path: String) -> [UInt8]? {
        FileBytes.read(path)
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
        reportOutside(target, what: what, at: location, into: &diagnostics)
        return false
    }

    /// Reports that `what` leads outside the site, to `target`.
    func reportOutside(
        _ target: String, what: String, at location: SourceLocation?,
        into diagnostics: inout Diagnostics
    ) {
        diagnostics.error(
            "path.outside-site",
            "\(what) leads outside \(name) (to \(target)) through a symbolic link; refusing to read it",
            at: location)
    }
}
