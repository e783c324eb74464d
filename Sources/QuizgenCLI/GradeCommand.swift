import ArgumentParser
import Foundation
import QuizgenCompute
import QuizgenCore
import QuizgenGrading
import QuizgenLoading
import QuizgenRendering
import QuizgenSite

/// `quizgen grade EXAM`: grades the exam's submissions and prints grades and statistics,
/// without building the site.
public struct GradeCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "grade",
        abstract: "Grade an exam's submissions and print grades and statistics.",
        discussion: """
            Reads Content/submissions/<exam>/ (JSON, CSV, marks.yaml; see docs/grading.md). Grades and \
            statistics go to standard output, problems to standard error. With QUIZGEN_RESULTS_SECRET \
            set (as for the build), the CSV gradebook ends with result_url: each examinee's private \
            result page, to send them.

            Exit status: 0 success, 1 errors in the content or submissions, 64 bad usage.
            """)

    /// What to print.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case table, csv, json
    }

    @Argument(help: "The exam's code, e.g. GEO-MID.", completion: ExamCodeCompletion.kind)
    var exam: String

    @Option(name: .long, help: "table (aligned, for people), csv (the gradebook) or json.")
    var format: Format = .table

    @OptionGroup var site: SiteOptions

    public init() {}

    /// Each attempt's private result page, as the build publishes it, when the results secret
    /// is set; absolute under an absolute `base_url`. None for an exam whose results are not
    /// shown (`results: { show: none }`): the build publishes no page for it.
    func resultURLs(_ results: ExamResults, into diagnostics: inout Diagnostics) -> (
        (GradedAttempt) -> String
    )? {
        guard let secret = ProcessInfo.processInfo.environment[GradingPlugin.secretVariable],
            !secret.isEmpty, results.exam.exam.results.show != .none
        else { return nil }
        let config = ConfigLoader(reader: SourceReader(root: site.rootURL)).load(into: &diagnostics)
        let exam = results.exam.exam
        return { attempt in
            let path = ResultPage.path(
                examSlug: exam.slug,
                token: ResultToken.make(
                    secret: secret, examCode: exam.code, examinee: attempt.examinee))
            return config.absoluteURL(path) ?? path
        }
    }

    public func validate() throws {
        guard !Slug.make(exam).isEmpty else {
            throw ValidationError("the exam code must contain letters or digits")
        }
    }

    public func run() async throws {
        var diagnostics = Diagnostics()
        let slug = Slug.make(exam)
        let (quiz, graded) = GradingPlugin.results(
            root: site.rootURL, only: slug, into: &diagnostics)
        guard let assembled = quiz.assembled[slug] else {
            diagnostics.error(
                "grade.unknown-exam",
                "no exam with the code '\(exam)'\(Suggestion.didYouMean(exam, in: quiz.exams.map(\.code)))"
            )
            Console.err(DiagnosticPrinter(format: site.diagnosticsFormat).render(diagnostics))
            throw ExitCode(1)
        }
        // An exam without a submissions folder prints an empty gradebook.
        let results =
            graded.first { $0.exam.exam.slug == slug }
            ?? ExamResults(exam: assembled, attempts: [], issues: [], report: nil)
        switch format {
        case .table: Console.out(GradeTable.render(results))
        case .csv:
            Console.out(
                GradingFormat.gradebookCSV(
                    results, resultURL: resultURLs(results, into: &diagnostics)))
        case .json: Console.out(GradeTable.json(results))
        }
        Console.err(DiagnosticPrinter(format: site.diagnosticsFormat).render(diagnostics))
        if diagnostics.hasErrors || (site.strict && diagnostics.warningCount > 0) {
            throw ExitCode(1)
        }
    }
}
