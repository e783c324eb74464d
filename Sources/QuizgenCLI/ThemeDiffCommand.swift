import ArgumentParser
import Foundation
import QuizgenCompute
import QuizgenCore
import QuizgenRendering
import QuizgenSite

/// `quizgen theme diff NAME`: what changed in a built-in template since the site's copy was made.
public struct ThemeDiffCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract:
            "Show, as a unified diff, how the built-in template changed since Templates/ copied it.",
        discussion: """
            Compares the built-in version the copy was ejected from (Templates/.theme-lock.json) \
            with today's, so you can carry an upstream fix into your copy. A copy not made by \
            'eject' is compared with today's built-in directly.

            Exit status: 0 shown (or nothing changed), 1 no such file in Templates/, 64 an unknown \
            template name.
            """)

    @OptionGroup var options: ThemeOptions

    @Argument(help: ArgumentHelp("A built-in template name.", valueName: "name"))
    var name: String

    public init() {}

    public func run() throws {
        let overrides = options.scan()
        let name = ThemeOptions.templateName(self.name)
        guard let file = overrides.files.first(where: { $0.name == name }) else {
            guard overrides.builtIn[name] != nil else {
                throw ValidationError(
                    "there is no built-in template '\(name)'\(Suggestion.didYouMean(name, in: overrides.builtIn.keys))"
                )
            }
            Console.err(
                "quizgen: Templates/ has no copy of '\(name)'; the site uses the built-in one\n")
            throw ExitCode(1)
        }
        guard let today = overrides.builtIn[name] else {
            Console.err(
                "quizgen: the built-in theme no longer has '\(name)'; \(options.display(file.file)) overrides nothing\n"
            )
            throw ExitCode(1)
        }
        let shown = options.display(file.file)
        let todayLabel =
            "\(file.file) (built-in, theme \(DefaultTheme.version), quizgen \(QuizgenCommand.version))"
        switch file.status {
        case .unchangedEjected(let lock), .edited(let lock, _):
            let diff = UnifiedDiff.diff(
                lock.origin, today,
                oldLabel:
                    "\(file.file) (built-in when ejected, theme \(lock.theme), quizgen \(lock.quizgen))",
                newLabel: todayLabel)
            if diff.isEmpty {
                Console.out(
                    "The built-in '\(name)' has not changed since \(shown) was copied (theme \(lock.theme)).\n"
                )
            } else {
                Console.out(diff)
            }
        case .unchanged:
            Console.out(
                "\(shown) is an unchanged copy of today's built-in '\(name)'; `quizgen theme prune` removes it.\n"
            )
        case .earlierVersion(let commit):
            // The copy is itself the version it came from.
            let text = try String(
                contentsOf: overrides.folder.appendingPathComponent(file.file), encoding: .utf8)
            Console.out(
                UnifiedDiff.diff(
                    text, today, oldLabel: "\(file.file) (built-in as of \(commit))",
                    newLabel: todayLabel))
        case .own, .extra, .removed:
            Console.err(
                "quizgen: \(shown) was not made by `quizgen theme eject`, so the version it came from is unknown; showing how it differs from today's built-in\n"
            )
            let text = try String(
                contentsOf: overrides.folder.appendingPathComponent(file.file), encoding: .utf8)
            Console.out(UnifiedDiff.diff(text, today, oldLabel: "\(shown)", newLabel: todayLabel))
        }
    }
}
