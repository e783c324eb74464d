import ArgumentParser
import CQuizgenBuildInfo

/// The `quizgen` root command.
public struct QuizgenCommand: AsyncParsableCommand {
    /// quizgen's release version (recorded in theme locks; `--version` adds the commit).
    public static let version = "0.2.0"

    /// The commit this binary was built from (`abc1234`, or `abc1234-dirty` when the tree had
    /// changes), or nil when the build was not given one (a plain `swift build`; the scripts
    /// that build quizgen pass it, see scripts/source-commit.sh).
    public static let commit: String? = {
        let value = String(cString: quizgen_build_commit())
        return value.isEmpty ? nil : value
    }()

    /// What `quizgen --version` prints: `quizgen 0.2.0 (abc1234)`.
    public static let versionLine = "quizgen \(version) (\(commit ?? "commit unknown"))"

    public static let configuration = CommandConfiguration(
        commandName: "quizgen",
        abstract: "Build quiz, exam and social-feed sites from Markdown and JSON.",
        discussion: """
            Problems are printed as path:line:col: error: message, with the source line.
            Exit status: 0 success, 1 content errors, 64 bad usage.
            """,
        version: versionLine,
        subcommands: [
            BuildCommand.self, CheckCommand.self, GradeCommand.self, ServeCommand.self,
            CollectCommand.self, FreezeCommand.self, RegradeCommand.self,
            ImportCommand.self, ExportCommand.self,
            InitCommand.self, ThemeCommand.self,
        ],
        defaultSubcommand: BuildCommand.self)

    public init() {}
}

extension QuizgenCommand {
    /// Runs the command line through ArgumentParser's asynchronous entry point.
    public static func start() async {
        await asyncMain(Self.self)
    }
}

private func asyncMain<C: AsyncParsableCommand>(_ type: C.Type) async {
    do {
        var command = try C.parseAsRoot()
        if var asyncCommand = command as? any AsyncParsableCommand {
            try await runAsync(&asyncCommand)
        } else {
            try command.run()
        }
    } catch {
        C.exit(withError: error)
    }
}

private func runAsync<C: AsyncParsableCommand>(_ command: inout C) async throws {
    try await command.run()
}
