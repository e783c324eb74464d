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
        ResultPageView(model, site: site).context
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
