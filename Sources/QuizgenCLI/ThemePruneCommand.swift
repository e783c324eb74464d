import ArgumentParser
import Foundation
import QuizgenSite

/// `quizgen theme prune [--yes]`: removes the files of `Templates/` that equal a version of the
/// built-in template, so that the site gets the built-in theme's fixes again.
public struct ThemePruneCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "prune",
        abstract:
            "Remove the files in Templates/ that are unchanged copies of a built-in template (lists them without --yes).",
        discussion: """
            A copy is unchanged when its bytes equal today's built-in template, any earlier \
            version of it that quizgen shipped, or the version 'eject' copied. Files you changed \
            stay.
            """)

    @OptionGroup var options: ThemeOptions

    @Flag(name: .long, help: "Remove the files listed (otherwise only list them).")
    var yes = false

    public init() {}

    public func run() throws {
        var overrides = options.scan()
        let prunable = overrides.files.filter(\.isPrunable)
        let kept = overrides.files.count - prunable.count
        guard !prunable.isEmpty else {
            Console.out(
                "No unchanged copies of built-in templates in Templates/ (\(kept) template\(kept == 1 ? "" : "s") kept).\n"
            )
            return
        }
        var out = ""
        for file in prunable {
            out += "\(options.display(file.file)): \(ThemeListCommand.describe(file))\n"
        }
        let count = "\(prunable.count) unchanged cop\(prunable.count == 1 ? "y" : "ies")"
        guard yes else {
            Console.out(
                out
                    + "\(count) would be removed (\(kept) kept); run `quizgen theme prune --yes` to remove them.\n"
            )
            return
        }
        for file in prunable {
            try FileManager.default.removeItem(
                at: overrides.folder.appendingPathComponent(file.file))
            overrides.lock.templates[file.file] = nil
        }
        let remaining = Set(overrides.files.filter { !$0.isPrunable }.map(\.file))
        overrides.lock.templates = overrides.lock.templates.filter { remaining.contains($0.key) }
        try overrides.lock.write(in: overrides.folder)
        Console.out(
            out
                + "Removed \(count) (\(kept) kept); the site uses the built-in templates for them.\n"
        )
    }
}
