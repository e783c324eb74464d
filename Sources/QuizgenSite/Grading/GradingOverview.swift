import QuizgenCore
import QuizgenGrading

/// The dashboard of all graded exams at `<prefix>exams/dashboard/`.
public struct GradingOverview: Sendable, Hashable {
    /// Every graded exam, by code.
    public var results: [ExamResults]
    /// The route prefix.
    public var prefix: String
}
