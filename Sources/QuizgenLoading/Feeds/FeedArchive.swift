import Foundation
import QuizgenCore
import QuizgenSystem
import ZIPFoundation

/// Read access to an export, either an unpacked folder or a `.zip` read in memory.
///
/// Paths are relative to the archive's root with `/` separators. Zip entries that would escape
/// the root (`..` components, absolute paths: "zip slip") are refused with an error diagnostic
/// and are invisible afterwards.
struct FeedArchive {
    private enum Storage {
        case folder(URL, SitePathGuard)
        case zip(Archive, [String: Entry])
    }

    /// The name shown in diagnostics, e.g. `export.zip` or the folder's name.
    let displayName: String
    private let storage: Storage

    /// Opens `url` as a zip file (by its `.zip` extension) or a folder.
    ///
    /// - Returns: `nil` after an error diagnostic when it cannot be read at all.
    static func open(_ url: URL, diagnostics: inout Diagnostics) -> FeedArchive? {
        let name = url.lastPathComponent
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            diagnostics.error(
                "feed.archive-missing", "no archive at '\(url.path)'",
                at: SourceLocation(path: name))
            return nil
        }
        if isDirectory.boolValue {
            return FeedArchive(
                displayName: name,
                storage: .folder(url, SitePathGuard(root: url, name: "the archive")))
        }
        let archive: Archive
        do {
            archive = try Archive(url: url, accessMode: .read)
        } catch {
            diagnostics.error(
                "feed.archive-unreadable", "'\(name)' is not a readable zip file: \(error)",
                at: SourceLocation(path: name))
            return nil
        }
        var entries: [String: Entry] = [:]
        for entry in archive where entry.type != .directory {
            let path = entry.path
            guard entry.type == .file else {
                diagnostics.error(
                    "path.outside-site",
                    "refusing zip entry '\(path)': it is a symbolic link, which could lead outside the archive",
                    at: SourceLocation(path: "\(name)/\(path)"))
                continue
            }
            guard let safe = safeRelativePath(path) else {
                diagnostics.error(
                    "feed.unsafe-path",
                    "refusing zip entry '\(path)': it points outside the archive (zip slip)",
                    at: SourceLocation(path: name))
                continue
            }
            entries[safe] = entry
        }
        return FeedArchive(displayName: name, storage: .zip(archive, entries))
    }

    /// `path` normalized (`./` and empty components removed), or `nil` when it is absolute or
    /// climbs out with `..` (also with `\` separators or a drive letter).
    static func safeRelativePath(_ path: String) -> String? {
        let unified = path.replacingOccurrences(of: "\\", with: "/")
        if unified.hasPrefix("/") { return nil }
        let components = unified.split(separator: "/", omittingEmptySubsequences: true)
        if let first = components.first, first.count == 2, first.hasSuffix(":") { return nil }
        var kept: [Substring] = []
        for component in components {
            if component == ".." { return nil }
            if component == "." { continue }
            kept.append(component)
        }
        return kept.isEmpty ? nil : kept.joined(separator: "/")
    }

    /// The display path of a file in the archive, for diagnostics.
    func displayPath(_ path: String) -> String { "\(displayName)/\(path)" }

    /// Where the file at `path` leads when a symbolic link takes it outside the archive's
    /// folder (zips refuse links when opened), or `nil`.
    func escape(_ path: String) -> String? {
        guard case .folder(let root, let pathGuard) = storage,
            let safe = Self.safeRelativePath(path)
        else {
            return nil
        }
        return pathGuard.escape(of: root.appendingPathComponent(safe))
    }

    /// Whether the file at `path` may be read; when a link takes it outside the archive, reports
    /// a `path.outside-site` error at `location` and returns `false`.
    func allows(_ path: String, at location: SourceLocation?, diagnostics: inout Diagnostics)
        -> Bool
    {
        guard case .folder(let root, let pathGuard) = storage,
            let safe = Self.safeRelativePath(path)
        else {
            return true
        }
        return pathGuard.allows(
            root.appendingPathComponent(safe), what: "'\(safe)'", at: location, into: &diagnostics)
    }

    /// Whether a regular file exists at `path` (reading it still refuses a link out of the
    /// archive; see `allows`).
    func contains(_ path: String) -> Bool {
        guard let safe = Self.safeRelativePath(path) else { return false }
        switch storage {
        case .folder(let root, _):
            return Self.isFolder(root.appendingPathComponent(safe)) == false
        case .zip(_, let entries):
            return entries[safe] != nil
        }
    }

    /// Whether a folder exists at `path` (for zips: any file lies under it).
    func containsFolder(_ path: String) -> Bool {
        guard let safe = Self.safeRelativePath(path) else { return false }
        switch storage {
        case .folder(let root, _):
            return Self.isFolder(root.appendingPathComponent(safe)) == true
        case .zip(_, let entries):
            return entries.keys.contains { $0.hasPrefix(safe + "/") }
        }
    }

    /// Whether something at `url` is a folder; `nil` when nothing is there.
    private static func isFolder(_ url: URL) -> Bool? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            return nil
        }
        return isDirectory.boolValue
    }

    /// The names of the files directly inside `folder` (`""` for the root), sorted.
    func fileNames(in folder: String) -> [String] {
        let prefix = folder.isEmpty ? "" : folder + "/"
        switch storage {
        case .folder(let root, _):
            let url = folder.isEmpty ? root : root.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            return names.filter { contains(prefix + $0) }.sorted()
        case .zip(_, let entries):
            return entries.keys.compactMap { key -> String? in
                guard key.hasPrefix(prefix) else { return nil }
                let rest = key.dropFirst(prefix.count)
                return rest.contains("/") ? nil : String(rest)
            }.sorted()
        }
    }

    /// A file that a symbolic link takes outside the archive.
    struct OutsideArchive: LocalizedError, CustomStringConvertible {
        var path: String
        var target: String
        var description: String {
            "it leads outside the archive (to \(target)) through a symbolic link; refusing to read it"
        }
        var errorDescription: String? { description }
    }

    /// A path that is not a regular file (a FIFO, a device), which is never read.
    struct NotRegular: LocalizedError, CustomStringConvertible {
        var kind: String
        var description: String { "it is \(kind), not a regular file; refusing to read it" }
        var errorDescription: String? { description }
    }

    /// A file that exists but cannot be read (permission, a folder).
    struct Unreadable: LocalizedError, CustomStringConvertible {
        var reason: String
        var description: String { reason }
        var errorDescription: String? { description }
    }

    /// The bytes of the file at `path`.
    ///
    /// - Throws: When the file is missing or cannot be read.
    func read(_ path: String) throws -> Data {
        guard let safe = Self.safeRelativePath(path) else {
            throw CocoaError(.fileReadInvalidFileName)
        }
        switch storage {
        case .folder(let root, let pathGuard):
            let url = root.appendingPathComponent(safe)
            if let target = pathGuard.escape(of: url) {
                throw OutsideArchive(path: safe, target: target)
            }
            // Regular files only, opened without blocking (a FIFO would hang the read), and
            // nothing read a second way when that fails.
            switch pathGuard.confinedBytes(atPath: url.path) {
            case .bytes(let bytes): return Data(bytes)
            case .outside(let target): throw OutsideArchive(path: safe, target: target)
            case .failed: break
            }
            var info = stat()
            if stat(url.path, &info) == 0, ![S_IFREG, S_IFDIR].contains(info.st_mode & S_IFMT) {
                throw NotRegular(kind: SitePathGuard.kindName(info.st_mode & S_IFMT))
            }
            throw Unreadable(reason: SourceReader.reason(url: url))
        case .zip(let archive, let entries):
            guard let entry = entries[safe] else { throw CocoaError(.fileNoSuchFile) }
            var data = Data()
            _ = try archive.extract(entry, consumer: { data.append($0) })
            return data
        }
    }
}
