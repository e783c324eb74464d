import QuizgenCompute
import QuizgenCore

/// The graded submissions of one exam, with the item analysis and every excluded or adjusted
/// submission.
public struct ExamResults: Sendable, Hashable {
    /// The exam as graded.
    public var exam: AssembledExam
    /// Graded attempts, sorted by examinee.
    public var attempts: [GradedAttempt]
    /// Excluded or adjusted submissions, in file order.
    public var issues: [SubmissionIssue]
    /// Item analysis of the attempts' marks (max mark per question = its weight).
    public var report: ItemAnalysisReport?

    /// Creates results.
    public init(
        exam: AssembledExam, attempts: [GradedAttempt], issues: [SubmissionIssue],
        report: ItemAnalysisReport?
    ) {
        self.exam = exam
        self.attempts = attempts
        self.issues = issues
        self.report = report
    }
}
