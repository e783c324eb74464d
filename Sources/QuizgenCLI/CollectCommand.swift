import ArgumentParser

/// `quizgen collect`: the submission service for real exams, and the export of what it stored.
public struct CollectCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "collect",
        abstract: "Receive, time and grade exam submissions (see docs/collect.md).",
        subcommands: [CollectRunCommand.self, CollectExportCommand.self],
        defaultSubcommand: CollectRunCommand.self)

    public init() {}
}
