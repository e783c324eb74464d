import ArgumentParser
import Foundation
import QuizgenCompute
import QuizgenCore
import QuizgenRendering
import QuizgenSite

/// `quizgen theme eject NAME...`: copies built-in templates into `Templates/` and records where
/// each came from in `Templates/.theme-lock.json`.
public struct ThemeEjectCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "eject",
        abstract:
            "Copy built-in templates into Templates/ to change them, recording the version each came from.",
        discussion: """
            A file that is an unchanged copy of a built-in version is replaced; one you edited is \
            kept unless --force.

            Exit status: 0 copied, 1 an edited file exists already (nothing is written), 64 an \
            unknown template name.
            """)

    @OptionGroup var options: ThemeOptions

    @Argument(
        help: ArgumentHelp("Built-in template names (see quizgen theme list).", valueName: "name"))
    var names: [String]

    @Flag(name: .long, help: "Replace files that exist already.")
    var force = false

    public init() {}

    public func validate() throws {
        guard !names.isEmpty else {
            throw ValidationError("name at least one template to eject (see quizgen theme list)")
        }
        let builtIn = options.builtIn
        for name in names.map(ThemeOptions.templateName) where builtIn[name] == nil {
            throw ValidationError(
                "there is no built-in template '\(name)'\(Suggestion.didYouMean(name, in: builtIn.keys))"
            )
        }
    }

    public func run() throws {
        var overrides = options.scan()
        let builtIn = overrides.builtIn
        let wanted = Array(Set(names.map(ThemeOptions.templateName))).sorted()
        let existing = Dictionary(overrides.files.map { ($0.name, $0) }) { first, _ in first }
        // An unchanged copy (of any version) is replaced freely: nothing made by hand is lost.
        let blocked = wanted.compactMap { existing[$0] }.filter { !$0.isPrunable && !force }
        if !blocked.isEmpty {
            for file in blocked {
                Console.err(
                    "quizgen: \(options.display(file.file)) exists and differs from the built-in '\(file.name)'; `quizgen theme diff \(file.name)` compares them, --force replaces it\n"
                )
            }
            throw ExitCode(1)
        }
        for name in wanted {
            guard let text = builtIn[name] else { continue }
            let file = existing[name]?.file ?? "\(name).mustache"
            let target = overrides.folder.appendingPathComponent(file)
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: target)
            overrides.lock.templates[file] = ThemeLock.Entry(
                quizgen: QuizgenCommand.version, theme: DefaultTheme.version,
                sha256: ContentHash.sha256Hex(Array(text.utf8)),
                origin: text)
            Console.out("Copied the built-in '\(name)' into \(options.display(file)).\n")
        }
        try overrides.lock.write(in: overrides.folder)
        Console.out(
            "Recorded theme \(DefaultTheme.version) in Templates/\(ThemeLock.fileName); `quizgen theme diff NAME` shows what changes upstream.\n"
        )
    }
}
