import ArgumentParser
import Foundation
import QuizgenRendering

/// `quizgen init DIR`: creates a new site with config, sample content and the default templates.
public struct InitCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create a new site with a config, sample content and a copy of the default templates.")

    @Argument(help: ArgumentHelp("The folder to create (must not exist or be empty).", valueName: "dir"))
    var directory: String

    @Option(name: .long, help: "The new site's title.")
    var title = "My quizzes"

    public init() {}

    var url: URL {
        URL(fileURLWithPath: directory, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL
    }

    public func validate() throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw ValidationError("\(directory) exists and is a file") }
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            guard entries.isEmpty else { throw ValidationError("\(directory) is not empty; quizgen init only writes into a new or empty folder") }
        }
        if title.contains("\n") { throw ValidationError("--title must be one line") }
    }

    public func run() throws {
        var files = Self.starterFiles(title: title)
        for (path, text) in DefaultTheme.fileContents { files["Templates/\(path)"] = text }
        for (path, text) in files.sorted(by: { $0.key < $1.key }) {
            let target = url.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: target)
        }
        Console.out(
            """
            Created a quizgen site in \(directory)/ (\(files.count) files).
            Next: cd \(directory) && quizgen build, then open Site/index.html through any web server.

            """)
    }

    static func starterFiles(title: String) -> [String: String] {
        let quotedTitle = "\"" + title.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        return [
            "quizgen.yaml": """
                # quizgen site configuration; every key is listed in docs/configuration.md.
                title: \(quotedTitle)
                base_url: https://example.org/
                language: en
                page_size: 50
                theme:
                  colors:
                    accent: "#1f5fbf"

                """,
            ".gitignore": "/Site/\n/.Site.*\n/.quizgen/\n",
            "Content/index.md": """
                ---
                title: \(quotedTitle)
                ---
                Welcome! Edit `Content/index.md` to change this text.

                """,
            "Content/pages/about.md": """
                ---
                title: About
                description: What this site is for.
                ---
                This page comes from `Content/pages/about.md`. Pages are Markdown with
                [GitHub Flavored Markdown](https://github.github.com/gfm/) tables, task lists and footnotes.

                """,
        ]
    }
}
