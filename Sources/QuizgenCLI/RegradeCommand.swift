import ArgumentParser
import Foundation
import QuizgenCore
import QuizgenGrading
import QuizgenSite

/// `quizgen regrade EXAM`: corrects an exam after it was given and says, before it writes
/// anything, whose grade changes; `--apply` writes the record the build and the collector
/// grade with.
public struct RegradeCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "regrade",
        abstract: "Correct a given exam's keys and show whose grade changes before applying.",
        discussion: """
            For a frozen exam, every question whose bank now gives another key (the same texts \
            and choices) is regraded with it; --drop and --full-credit regrade a question for \
            any exam. The command prints each examinee whose grade would change, from what to \
            what, and writes nothing; with --apply it writes <exam>.regrade.json beside the exam, \
            which quizgen build and quizgen collect (after a restart) grade with. See \
            docs/grading.md, Regrading.

            Exit status: 0 success (also when nothing changes), 1 errors, 64 bad usage.
            """)

    @Argument(help: "The exam's code, e.g. GEO-MID.", completion: ExamCodeCompletion.kind)
    var exam: String

    @Option(name: .long, help: ArgumentHelp("Leave a question out of the grade.", valueName: "id"))
    var drop: [String] = []

    @Option(
        name: .long,
        help: ArgumentHelp("Give every examinee a question's full weight.", valueName: "id"))
    var fullCredit: [String] = []

    @Flag(name: .long, help: "Write the regrade record (without it nothing is written).")
    var apply = false

    @OptionGroup var site: SiteOptions

    public init() {}

    public func run() throws {
        var diagnostics = Diagnostics()
        let plan = ExamRegrader.plan(
            root: site.rootURL, exam: exam, drop: drop, fullCredit: fullCredit,
            into: &diagnostics)
        Console.err(DiagnosticPrinter(format: site.diagnosticsFormat).render(diagnostics))
        guard let plan, !diagnostics.hasErrors else { throw ExitCode(1) }
        Console.out(Self.report(plan, applying: apply))
        if apply, !plan.added.isEmpty {
            let path = try ExamRegrader.apply(plan, root: site.rootURL)
            Console.out(
                "Wrote \(path): quizgen build grades with it, and quizgen collect once restarted.\n"
            )
        }
    }

    /// The plan in words: the corrections, then each examinee whose grade changes.
    static func report(_ plan: ExamRegrader.Plan, applying: Bool) -> String {
        let code = plan.before.exam.code
        guard !plan.added.isEmpty else {
            return
                "Nothing to regrade in \(code): \(plan.before.frozen ? "every question's key is the one it was graded with" : "the exam is not frozen, so its banks' keys are already the ones it is graded with (freeze an exam before it is given to review a key change here)"); give --drop or --full-credit to regrade a question.\n"
        }
        var lines = ["Regrade of \(code):"]
        for entry in plan.added {
            switch entry.action {
            case .key:
                lines.append(
                    "  \(entry.question): key corrected (version \(entry.from) -> \(entry.to))")
            case .drop: lines.append("  \(entry.question): dropped")
            case .fullCredit: lines.append("  \(entry.question): full credit for everyone")
            }
        }
        if plan.changes.isEmpty {
            lines.append("No grade changes (\(plan.graded) graded).")
        } else {
            lines.append(
                "\(plan.changes.count) of \(plan.graded) graded examinee\(plan.graded == 1 ? "" : "s") change:"
            )
            let width = plan.changes.map(\.examinee.count).max() ?? 0
            for change in plan.changes {
                let name = change.examinee.padding(toLength: width, withPad: " ", startingAt: 0)
                lines.append("  \(name)  \(describe(change.before)) -> \(describe(change.after))")
            }
        }
        if !applying { lines.append("Nothing was written: run again with --apply to regrade.") }
        return lines.joined(separator: "\n") + "\n"
    }

    static func describe(_ attempt: GradedAttempt) -> String {
        func rounded(_ value: Double, _ places: Double) -> String {
            NumberText.format((value * places).rounded() / places)
        }
        var text =
            "\(rounded(attempt.points, 100)) of \(rounded(attempt.maximum, 100)) (\(rounded(attempt.percentage, 10)) %"
        if let band = attempt.band { text += ", \(band)" }
        if let passed = attempt.passed { text += passed ? ", passed" : ", not passed" }
        return text + ")"
    }
}
