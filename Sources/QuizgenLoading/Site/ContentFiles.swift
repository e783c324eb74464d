import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Lists content files deterministically: sorted, hidden files and editor backups skipped.
public enum ContentFiles {
    /// Files below `folder` (recursively) whose extension is in `extensions`, sorted by path.
    ///
    /// - Parameters:
    ///   - folder: The folder to walk; a missing folder gives an empty list.
    ///   - extensions: Lower-case extensions without the dot; empty for every file.
    /// - Returns: File URLs, sorted by their path.
    public static func list(in folder: URL, extensions: Set<String> = []) -> [URL] {
        var paths: [String] = []
        collect(folder.standardizedFileURL.path, extensions: extensions, into: &paths)
        // Plain `readdir`: FileManager's enumerator made a URL and a `stat` per entry, which
        // took over a second for a folder of 100,000 submissions.
        return paths.sorted().map { URL(fileURLWithPath: $0, isDirectory: false) }
    }

    /// Appends the files below `folder`; hidden entries are skipped and not descended into,
    /// folders are descended into, links to folders are skipped, other links (dangling ones
    /// too, so that reading them reports the problem) are listed like files.
    static func collect(_ folder: String, extensions: Set<String>, into paths: inout [String]) {
        for entry in entries(of: folder) ?? [] where !entry.name.hasPrefix(".") {
            switch entry.kind {
            case .folder: collect(folder + "/" + entry.name, extensions: extensions, into: &paths)
            case .linkToFolder: continue
            case .file:
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
        /// Anything else: a file, a link to one, a dangling link.
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
                kind = !isFolder ? .file : type == Int32(DT_LNK) ? .linkToFolder : .folder
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
