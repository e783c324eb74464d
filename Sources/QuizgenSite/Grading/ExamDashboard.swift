import QuizgenCore
import QuizgenGrading

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
}
