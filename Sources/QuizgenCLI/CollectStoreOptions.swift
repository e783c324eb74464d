import ArgumentParser
import Foundation
import QuizgenCollect

/// The options of `quizgen collect` and `quizgen collect export` that name the store.
struct CollectStoreOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp("The site folder, holding quizgen.yaml and Content/.", valueName: "dir"),
        completion: .directory)
    var root: String = "."

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The store: a SQLite file, or postgres://user@host/db with the PostgreSQL trait (default .quizgen/collect.sqlite in the site).",
            valueName: "url"))
    var database: String?

    var rootURL: URL { RootFolder.url(root) }

    /// The store named by `--database`.
    func store() throws -> CollectDatabase {
        do {
            return try CollectDatabase.parse(database, root: rootURL)
        } catch {
            throw ValidationError(error.message)
        }
    }

    mutating func validate() throws {
        try RootFolder.validate(root)
        _ = try store()
    }
}
