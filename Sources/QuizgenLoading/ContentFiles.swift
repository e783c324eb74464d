import Foundation

/// Lists content files deterministically: sorted, hidden files and editor backups skipped.
public enum ContentFiles {
    /// Files below `folder` (recursively) whose extension is in `extensions`, sorted by path.
    ///
    /// - Parameters:
    ///   - folder: The folder to walk; a missing folder gives an empty list.
    ///   - extensions: Lower-case extensions without the dot; empty for every file.
    /// - Returns: File URLs, sorted by their path.
    public static func list(in folder: URL, extensions: Set<String> = []) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: [.isDirectoryKey],
            options: [.skipsHiddenFiles])
        else { return [] }
        var result: [URL] = []
        for case let url as URL in enumerator {
            let name = url.lastPathComponent
            if name.hasSuffix("~") || name.hasPrefix("#") { continue }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
                continue
            }
            // Dangling links are listed too, so that reading them reports the problem.
            if extensions.isEmpty || extensions.contains(url.pathExtension.lowercased()) {
                result.append(url.standardizedFileURL)
            }
        }
        // Sort by the paths worked out once: `URL.path` is computed on every call, and a
        // folder of 100,000 submissions means millions of comparisons.
        return result.map { ($0.path, $0) }.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// Immediate sub-folders of `folder`, sorted by name.
    public static func subfolders(of folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().filter { !$0.hasPrefix(".") }.map { folder.appendingPathComponent($0) }.filter {
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: $0.path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
    }
}
