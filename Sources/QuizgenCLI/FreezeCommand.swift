import ArgumentParser
import Foundation
import QuizgenCore
import QuizgenLoading
import QuizgenSite

/// `quizgen freeze EXAM`: writes the exam's questions as a snapshot beside the exam file, so later
/// edits to a bank cannot change an exam that was already given.
public struct FreezeCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "freeze",
        abstract: "Freeze an exam's questions into <exam>.frozen.json beside the exam file.",
        discussion: """
            Builds, grading and the exam pages then use the frozen questions. A build warns when a \
            bank has changed since the freeze; run freeze again to take the changes.
            """)

    @Argument(
        help: ArgumentHelp(
            "The exam's code (GEO-MID) or file name (midterm.yaml).", valueName: "exam"),
        completion: ExamCodeCompletion.kind)
    var exam: String

    @Option(
        name: .long, help: ArgumentHelp("The site folder.", valueName: "dir"),
        completion: .directory)
    var root: String = "."

    @Option(
        name: .long,
        help: ArgumentHelp("How to print problems: text, json or github.", valueName: "format"))
    var diagnosticsFormat: DiagnosticFormat = .text

    public init() {}

    public func run() throws {
        let rootURL = URL(
            fileURLWithPath: root,
            relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        ).standardizedFileURL
        let outcome = try ExamFreezer(root: rootURL).freeze(exam)
        Console.err(DiagnosticPrinter(format: diagnosticsFormat).render(outcome.diagnostics))
        guard let found = outcome.exam else {
            throw ValidationError(
                "no exam has the code or file '\(exam)'\(Suggestion.didYouMean(exam, in: outcome.knownCodes))"
            )
        }
        guard let written = outcome.written else {
            Console.err("quizgen: \(found.code) was not frozen (fix the errors above)\n")
            throw ExitCode(1)
        }
        Console.out("Froze \(found.questions) questions of \(found.code) into \(written)\n")
    }
}
