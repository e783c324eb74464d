import QuizgenCore
import QuizgenGrading
import QuizgenRendering

/// The statistics of one exam: a dashboard page and `statistics.json` under
/// `<prefix>exams/<slug>/`.
public struct ExamDashboard: Sendable, Hashable {
    /// The graded exam.
    public var results: ExamResults
    /// `/` in the site, `/` of the separate folder too (the folder is its own root).
    public var prefix: String

    /// Whether the dashboard is published in the site (`grading: { dashboards: site }`), where
    /// anyone may read it: it then counts excluded and adjusted submissions and names none of
    /// them (their examinees and files, which `collect export` names after the examinee, stay in
    /// the gradebook and the separate dashboards).
    public var isPublic: Bool { prefix == "/" }

    /// Creates the dashboard of `results` under `prefix`.
    public init(results: ExamResults, prefix: String) {
        self.results = results
        self.prefix = prefix
    }
}

extension ExamDashboard {
    /// The values the `exam-dashboard` page is rendered with, for a page that shows the same
    /// dashboard inside its own (the teacher's console, through the `exam-dashboard-body`
    /// partial): one implementation of the figures, charts and words.
    ///
    /// - Parameter site: The site's context.
    /// - Returns: The page's context.
    public func pageContext(site: SiteContext) throws -> [String: Any] {
        try ExamDashboardAdapter().context(
            for: self,
            route: Route(
                path: "\(prefix)exams/\(results.exam.exam.slug)/dashboard/",
                template: "exam-dashboard", inSitemap: false), site: site)
    }
}
