import ArgumentParser
import Foundation

/// The options of `quizgen collect` and `quizgen collect export` that name the store.
struct CollectStoreOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The site folder, holding quizgen.yaml and Content/.", valueName: "dir"))
    var root: String = "."

    @Option(
        name: .long,
        help: ArgumentHelp("The store: a SQLite file path or sqlite:// URL (default .quizgen/collect.sqlite in the site).", valueName: "url"))
    var database: String?

    var rootURL: URL {
        URL(fileURLWithPath: root, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL
    }

    /// The SQLite file, or `nil` for the default.
    func databaseURL() throws -> URL? {
        guard let database else { return nil }
        if database.hasPrefix("postgres://") || database.hasPrefix("postgresql://") {
            throw ValidationError("--database \(database.prefix(11))…: PostgreSQL is not supported by this build yet; use a SQLite file (docs/collect.md)")
        }
        let path = database.hasPrefix("sqlite://") ? String(database.dropFirst("sqlite://".count)) : database
        guard !path.isEmpty else { throw ValidationError("--database must name a file") }
        return URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL
    }

    mutating func validate() throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: rootURL.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("--root \(root) is not a folder")
        }
        _ = try databaseURL()
    }
}
