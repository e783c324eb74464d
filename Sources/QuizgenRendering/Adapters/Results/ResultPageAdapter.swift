import QuizgenCore
import QuizgenGrading
import QuizgenI18n

/// Renders a result page at `/results/<exam slug>/<token>/` (the build's private result pages,
/// and the collector's) with the theme's `exam-result` template: noindex, not in the sitemap,
/// linked from nowhere.
public struct ResultPageAdapter: ContentAdapter {
    /// Creates the adapter.
    public init() {}

    /// The private result URL.
    public func routes(for model: ResultPage, site: SiteContext) -> [Route] {
        [
            Route(
                path: ResultPage.path(examSlug: model.exam.exam.slug, token: model.token),
                template: "exam-result", inSitemap: false)
        ]
    }

    /// The grade, and per question the answer, the correct one and the feedback.
    public func context(for model: ResultPage, route: Route, site: SiteContext) throws -> [String:
        Any]
    {
        let a = model.attempt
        let catalog = site.catalog
        let questions = a.outcomes.enumerated().map { index, o -> [String: Any] in
            let question = model.exam.questions[index].question
            // Images point at their published copies, as on the exam page.
            let html = QuestionHTML(question: question, site: site)
            let given =
                o.given.isEmpty
                ? catalog.text("results.no_answer") : Self.words(o.given, question.kind, catalog)
            let points = NumberText.twoPlaces(o.points)
            let weight = NumberText.twoPlaces(o.weight)
            let correct = Self.words(o.correct, question.kind, catalog)
            return [
                "given_line": catalog.text("results.your_answer", ["answer": given]),
                "correct_line": catalog.text("results.correct_answer", ["answer": correct]),
                "points_line": catalog.text(
                    "results.question_points", ["points": points, "weight": weight]),
                "number": index + 1, "text": html.block(o.text),
                "given": o.given.isEmpty ? "(no answer)" : o.given,
                "correct": o.correct, "points": NumberText.twoPlaces(o.points),
                "weight": NumberText.twoPlaces(o.weight),
                "right": o.credit >= 1, "feedback": o.feedback.map(html.block),
            ]
        }
        let summary = ResultSummary(a, site: site)
        // Keys without a value are left out (an empty text is a true section in Mustache, so
        // `{{#band}}` would show an empty row).
        var context: [String: Any] = [
            "page": ["title": catalog.text("results.page_title", ["title": model.exam.exam.title])],
            "heading": catalog.text("results.heading", ["title": model.exam.exam.title]),
            "points_of": catalog.text(
                "results.points_of",
                [
                    "points": NumberText.twoPlaces(a.points),
                    "maximum": NumberText.twoPlaces(a.maximum),
                ]),
            "exam": ["title": model.exam.exam.title, "code": model.exam.exam.code],
            "examinee": a.examinee, "points": NumberText.twoPlaces(a.points),
            "maximum": NumberText.twoPlaces(a.maximum),
            "percentage": NumberText.twoPlaces(a.percentage), "has_pass": a.passed != nil,
            "passed": a.passed ?? false, "questions": model.showAnswers ? questions : [],
            "rows": summary.templateRows, "unmarked": a.unmarked,
        ]
        if let band = a.band, !band.isEmpty { context["band"] = band }
        let timing = Self.timing(a.timing, catalog)
        if !timing.isEmpty { context["timing"] = timing }
        if let factor = a.timing.lateFactor {
            context["late_factor"] = NumberText.format(factor)
            context["points_before_late"] = NumberText.twoPlaces(a.rawPoints)
        }
        if let provisional = summary.provisional { context["provisional"] = provisional }
        if let receipt = model.receipt, !receipt.isEmpty { context["receipt"] = receipt }
        return context
    }

    /// The grading's words in the site's language: `True`/`False` of a true/false question,
    /// `graded by hand` of an essay (grading writes them in English, as in its CSV exports).
    ///
    /// - Parameters:
    ///   - text: An outcome's `given` or `correct` text.
    ///   - kind: The question's kind.
    ///   - catalog: The site's strings.
    /// - Returns: `text`, with those words in the catalog's language.
    public static func words(_ text: String, _ kind: QuestionKind, _ catalog: Catalog) -> String {
        switch (kind, text) {
        case (.trueFalse, "True"): catalog.text("results.true")
        case (.trueFalse, "False"): catalog.text("results.false")
        case (.essay, "graded by hand"): catalog.text("results.graded_by_hand")
        default: text
        }
    }

    /// The attempt's timing in the site's language ("" when there is nothing to say).
    static func timing(_ timing: AttemptTiming, _ catalog: Catalog) -> String {
        switch timing {
        case .unknown: ""
        case .onTime: catalog.text("results.on_time")
        case .lateAccepted: catalog.text("results.late_accepted")
        case .latePenalised(_, let factor):
            catalog.text("results.late_factor", ["factor": NumberText.format(factor)])
        }
    }
}
