import Foundation
import QuizgenCompute
import QuizgenCore
import QuizgenGrading
import QuizgenLoading
import QuizgenRendering

/// Grades `Content/submissions/<exam>/` and publishes the results: private result pages (only
/// with `QUIZGEN_RESULTS_SECRET`), statistics dashboards and, in the separate folder only,
/// gradebooks. See docs/grading.md.
public enum GradingPlugin {
    /// The environment variable holding the HMAC secret of the result URLs.
    public static let secretVariable = "QUIZGEN_RESULTS_SECRET"
    /// The route prefix of files that go to the separate grading folder.
    static let separatePrefix = "/_grading/"

    /// The plugin; install it after the quiz plugin.
    public static let plugin = Plugin(name: "grading", readsPages: false) { installer in
        try installer.use(ResultPageAdapter(), for: ResultPage.self)
        try installer.use(ExamDashboardAdapter(), for: ExamDashboard.self)
        try installer.use(GradingOverviewAdapter(), for: GradingOverview.self)
        try installer.use(GradebookAdapter(), for: Gradebook.self)
        try installer.use(GradingGlossaryAdapter(), for: GradingGlossary.self)
        try installer.addStep(BuildStep("grade", grade), after: "load-quiz")
        try installer.addStep(BuildStep("publish-grading", publish), after: "publish-quiz")
        try installer.addStep(BuildStep("separate-grading", separate), after: "render")
    }

    /// The separate grading folder: `Grading/` beside the output folder.
    public static func separateFolder(_ options: BuildOptions) -> URL {
        options.output.deletingLastPathComponent().appendingPathComponent("Grading")
    }

    /// Loads and grades the submissions of every exam; a folder without an exam is a warning.
    /// `extra` is a second folder of exam folders graded with `Content/submissions/` (see
    /// ``BuildOptions/extraSubmissions``).
    public static func results(
        quiz: QuizContent, reader: SourceReader, only: String? = nil, extra: URL? = nil,
        into diagnostics: inout Diagnostics
    ) -> [ExamResults] {
        let loader = SubmissionLoader(reader: reader)
        let extraLoader = extra.map { SubmissionLoader(reader: reader, folder: $0) }
        let slugs = Set(loader.examSlugs() + (extraLoader?.examSlugs() ?? [])).sorted()
        var results: [ExamResults] = []
        for slug in slugs where only == nil || only == slug {
            guard let exam = quiz.assembled[slug] else {
                // An exam with this code that could not be assembled has said why already; its
                // submissions wait for the fix without a second diagnostic.
                if quiz.exams.contains(where: { $0.slug == slug }) { continue }
                var message =
                    "Content/submissions/\(slug)/ matches no exam code, so its submissions are not graded"
                // At the code the folder was most likely named after, where there is one.
                var location = SourceLocation(path: "Content/submissions/\(slug)")
                if let near = Suggestion.nearest(to: slug, in: quiz.exams.map(\.slug)),
                    let exam = quiz.exams.first(where: { $0.slug == near })
                {
                    message +=
                        "; did you mean the exam '\(exam.code)' (\(exam.sourcePath))? Rename the folder to '\(near)' or correct the exam's code"
                    location = exam.codeLocation ?? exam.location
                }
                diagnostics.warning("submission.unknown-exam", message, at: location)
                continue
            }
            var set = loader.load(slug: slug, into: &diagnostics)
            if let extraLoader {
                let more = extraLoader.load(slug: slug, into: &diagnostics)
                set.submissions += more.submissions
                set.rejected += more.rejected
                set.marks += more.marks
            }
            results.append(
                SubmissionGrader(exam: exam, roster: quiz.rosters[slug]).grade(
                    set, into: &diagnostics))
        }
        return results
    }

    /// Loads the banks and exams below `root` and grades every exam's submissions, without
    /// building the site (`quizgen grade`).
    ///
    /// - Parameters:
    ///   - root: The site root.
    ///   - only: An exam slug to grade alone; `nil` for every exam.
    ///   - diagnostics: Receives every problem.
    /// - Returns: The quiz content and the results, by exam slug order.
    public static func results(root: URL, only: String? = nil, into diagnostics: inout Diagnostics)
        -> (quiz: QuizContent, results: [ExamResults])
    {
        let reader = SourceReader(root: root)
        let quiz = QuizContent(ExamCatalog(reader: reader, into: &diagnostics))
        guard only.map({ quiz.assembled[$0] != nil }) ?? true else { return (quiz, []) }
        return (quiz, results(quiz: quiz, reader: reader, only: only, into: &diagnostics))
    }

    @Sendable static func grade(_ context: inout BuildContext) async throws {
        context[GradingState.self].results = results(
            quiz: context[QuizContent.self], reader: context.reader,
            extra: context.options.extraSubmissions, into: &context.diagnostics)
    }

    @Sendable static func publish(_ context: inout BuildContext) async throws {
        let quiz = context[QuizContent.self]
        for exam in quiz.exams.filter({ !$0.draft }).compactMap({ quiz.assembled[$0.slug] }) {
            let graded = context[GradingState.self].results.first {
                $0.exam.exam.slug == exam.exam.slug
            }
            var summary = ExamSummary(
                code: exam.exam.code, title: exam.exam.title, path: "/exams/\(exam.exam.slug)/",
                questions: exam.questions.count,
                maxPoints: exam.maximum, snapshot: exam.snapshotHash)
            summary.graded = graded?.attempts.count
            summary.excluded = graded?.issues.filter { $0.kind == .excluded }.count
            summary.meanPercentage = graded.flatMap { g in
                g.attempts.isEmpty
                    ? nil : g.attempts.map(\.percentage).reduce(0, +) / Double(g.attempts.count)
            }
            context[ReportState.self].exams.append(summary)
        }
        // A draft exam is graded (its problems are reported) but nothing of it is published.
        let results = context[GradingState.self].results.filter { !$0.exam.exam.draft }
        guard !results.isEmpty else { return }
        let secret = context.options.environment[secretVariable] ?? ""
        if secret.isEmpty {
            context.notes.append(
                "no result pages published: set \(secretVariable) to publish each examinee's result at a private URL"
            )
        } else {
            // Each exam's `results: { show, when }`, as the collector applies it: nothing for
            // `none`, the grade alone for `grade`, and for `when: close` nothing before `closes`.
            let zone = context.site.dates.timeZone
            let released = results.filter { r in
                let exam = r.exam.exam
                if exam.results.show == .none {
                    context.notes.append(
                        "no result pages for '\(exam.code)': its results are not shown (results: { show: none })"
                    )
                    return false
                }
                if exam.results.when == .close, let closes = exam.closes?.date(in: zone),
                    context.options.clock.releaseTime < closes
                {
                    context.notes.append(
                        "no result pages for '\(exam.code)' yet: its results are shown once it closes, \(context.site.dates.dateTimeWithZone(closes)); build again then"
                    )
                    return false
                }
                return true
            }
            let pages = released.flatMap { r in
                r.attempts.map {
                    var page = ResultPage(
                        exam: r.exam, attempt: $0,
                        token: ResultToken.make(
                            secret: secret, examCode: r.exam.exam.code, examinee: $0.examinee))
                    page.showAnswers = r.exam.exam.results.show == .answers
                    return page
                }
            }
            context.store.add(pages)
            if !pages.isEmpty {
                context.notes.append(
                    "\(pages.count) private result page\(pages.count == 1 ? "" : "s") under /results/ (linked from nowhere; send each examinee their URL)"
                )
            }
        }
        switch context.config.gradingDashboards {
        case .off:
            context.notes.append("grading dashboards are off (grading: { dashboards: off })")
        case .site:
            context.store.add(results.map { ExamDashboard(results: $0, prefix: "/") })
            context.store.add(GradingOverview(results: results, prefix: "/"))
            context.store.add(GradingGlossary(prefix: "/"))
            context.notes.append(
                "gradebooks (with names) are not published in the site; use 'quizgen grade EXAM --format csv' or grading: { dashboards: separate }"
            )
        case .separate:
            context.store.add(results.map { ExamDashboard(results: $0, prefix: separatePrefix) })
            context.store.add(GradingOverview(results: results, prefix: separatePrefix))
            context.store.add(GradingGlossary(prefix: separatePrefix))
            context.store.add(results.map { Gradebook(results: $0, prefix: separatePrefix) })
            context.output.divert(prefix: String(separatePrefix.dropFirst()))
            context.notes.append(
                context.options.preview
                    ? "grading dashboards and gradebooks are not in the site; the preview shows them at /_quizgen/grading/exams/dashboard/ (on a loopback address only)"
                    : "grading dashboards and gradebooks were written to \(separateFolder(context.options).path), not into the site"
            )
        }
    }

    /// Takes the files rendered under `/_grading/` (held back from the site by the output sink)
    /// into a separate output: the folder beside the site.
    @Sendable static func separate(_ context: inout BuildContext) async throws {
        let prefix = String(separatePrefix.dropFirst())
        let files = context.output.diverted.map {
            OutputFile(path: String($0.path.dropFirst(prefix.count)), contents: $0.contents)
        }
        if !files.isEmpty {
            context.separateOutputs.append(
                SeparateOutput(folder: separateFolder(context.options), files: files))
        }
        context.files.removeAll { $0.path.hasPrefix(prefix) }
    }
}
