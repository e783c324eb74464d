import Foundation
import QuizgenCore

#if canImport(Glibc)
    import Glibc
#endif

/// Lists content files deterministically: sorted, hidden files and editor backups skipped.
public enum ContentFiles {
    /// What a walk found: the files, and the links to folders it did not follow.
    public struct Listing: Sendable, Hashable {
        /// File URLs, sorted by their path.
        public var files: [URL] = []
        /// The links to folders met on the way (not followed), sorted by their path.
        public var linkedFolders: [URL] = []
    }

    /// Files below `folder` (recursively) whose extension is in `extensions`, sorted by path.
    ///
    /// - Parameters:
    ///   - folder: The folder to walk; a missing folder gives an empty list.
    ///   - extensions: Lower-case extensions without the dot; empty for every file.
    /// - Returns: File URLs, sorted by their path.
    public static func list(in folder: URL, extensions: Set<String> = []) -> [URL] {
        walk(folder, extensions: extensions).files
    }

    /// Files below `folder` (recursively) whose extension is in `extensions`, and the links to
    /// folders that the walk skipped, each sorted by path. `SourceReader.files(in:)` reports
    /// those that lead outside the site.
    ///
    /// - Parameters:
    ///   - folder: The folder to walk; a missing folder gives an empty listing.
    ///   - extensions: Lower-case extensions without the dot; empty for every file.
    ///   - hiddenFolders: Hidden folders directly in `folder` that are walked all the same
    ///     (`.well-known` of `static/`); hidden entries inside them are still skipped.
    /// - Returns: The files and the skipped links to folders.
    public static func walk(
        _ folder: URL, extensions: Set<String> = [], hiddenFolders: Set<String> = []
    ) -> Listing {
        var paths: [String] = []
        var links: [String] = []
        collect(
            folder.standardizedFileURL.path, extensions: extensions, hiddenFolders: hiddenFolders,
            into: &paths, links: &links)
        // Plain `readdir`: FileManager's enumerator made a URL and a `stat` per entry, which
        // took over a second for a folder of 100,000 submissions.
        return Listing(
            files: paths.sorted().map { URL(fileURLWithPath: $0, isDirectory: false) },
            linkedFolders: links.sorted().map { URL(fileURLWithPath: $0, isDirectory: true) })
    }

    /// Appends the files below `folder`; hidden entries are skipped and not descended into,
    /// folders are descended into, links to folders are skipped (and appended to `links`),
    /// other links (dangling ones too, so that reading them reports the problem) are listed
    /// like files.
    static func collect(
        _ folder: String, extensions: Set<String>, hiddenFolders: Set<String> = [],
        into paths: inout [String], links: inout [String]
    ) {
        for entry in entries(of: folder) ?? []
        where !entry.name.hasPrefix(".")
            || (entry.kind == .folder && hiddenFolders.contains(entry.name))
        {
            switch entry.kind {
            case .folder:
                collect(
                    folder + "/" + entry.name, extensions: extensions, into: &paths, links: &links)
            case .linkToFolder: links.append(folder + "/" + entry.name)
            case .file, .linkToFile:
                if entry.name.hasSuffix("~") || entry.name.hasPrefix("#") { continue }
                if extensions.isEmpty
                    || extensions.contains(Self.pathExtension(entry.name).lowercased())
                {
                    paths.append(folder + "/" + entry.name)
                }
            }
        }
    }

    /// What a directory entry is, as a walk needs to know.
    public enum EntryKind: Sendable {
        /// A folder (not a link to one).
        case folder
        /// A symbolic link to a folder.
        case linkToFolder
        /// A symbolic link to anything but a folder (a file, a device, nothing).
        case linkToFile
        /// Anything else: a file, a FIFO, a device.
        case file
    }

    /// The entries of `folder` (without `.` and `..`), unsorted, or `nil` when it cannot be
    /// opened. The entry's type comes from `readdir` where the file system gives it; only links
    /// and entries of unknown type are `stat`ed. Paths are left to the caller: making one for
    /// each of 10,000 files showed in a one-page rebuild.
    ///
    /// - Parameter folder: A folder path.
    /// - Returns: Each entry's name and kind.
    public static func entries(of folder: String) -> [(name: String, kind: EntryKind)]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var result: [(name: String, kind: EntryKind)] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            let type = Int32(entry.pointee.d_type)
            let kind: EntryKind
            if type == Int32(DT_DIR) {
                kind = .folder
            } else if type == Int32(DT_REG) {
                kind = .file
            } else {
                var info = stat()
                let isFolder =
                    stat(folder + "/" + name, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
                let isLink =
                    type == Int32(DT_LNK)
                    || (type == Int32(DT_UNKNOWN) && lstat(folder + "/" + name, &info) == 0
                        && (info.st_mode & S_IFMT) == S_IFLNK)
                kind =
                    isFolder
                    ? (isLink ? .linkToFolder : .folder) : (isLink ? .linkToFile : .file)
            }
            result.append((name, kind))
        }
        return result
    }

    /// The extension as `URL.pathExtension` gives it: after the last dot, if that dot is not the
    /// name's first character.
    static func pathExtension(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }

    /// `"; did you mean 'triangle.png'?"` for the file name nearest to `url`'s in its folder,
    /// or `""`: the hint of a diagnostic about a file that content names and that is missing.
    ///
    /// - Parameter url: The missing file.
    /// - Returns: The hint, with its leading `; `, or empty.
    public static func didYouMean(_ url: URL) -> String {
        let folder = url.deletingLastPathComponent()
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { !$0.hasPrefix(".") }
        return Suggestion.didYouMean(url.lastPathComponent, in: names)
    }

    /// Immediate sub-folders of `folder`, sorted by name.
    public static func subfolders(of folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().filter { !$0.hasPrefix(".") }.map {
            folder.appendingPathComponent($0)
        }.filter {
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: $0.path, isDirectory: &isDirectory)
                && isDirectory.boolValue
        }
    }
}
