import ArgumentParser
import Foundation

/// The `--root` folder every option group takes (`SiteOptions`, `ThemeOptions`,
/// `CollectStoreOptions`): resolved against the working folder, and refused before the command
/// runs when it is not a folder.
enum RootFolder {
    /// `root` as an absolute, standardized file URL.
    static func url(_ root: String) -> URL {
        URL(
            fileURLWithPath: root,
            relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        ).standardizedFileURL
    }

    /// Throws a validation error naming `--root` when `root` is not an existing folder.
    static func validate(_ root: String) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url(root).path, isDirectory: &isDirectory),
            isDirectory.boolValue
        else {
            throw ValidationError("--root \(root) is not a folder")
        }
    }
}
