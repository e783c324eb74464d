import QuizgenCore
import QuizgenGrading

/// The statistics of one exam: a dashboard page and `statistics.json` under `<prefix>exams/<slug>/`.
public struct ExamDashboard: Sendable, Hashable {
    /// The graded exam.
    public var results: ExamResults
    /// `/` in the site, `/` of the separate folder too (the folder is its own root).
    public var prefix: String
}
