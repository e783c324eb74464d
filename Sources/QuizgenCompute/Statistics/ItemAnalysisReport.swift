/// The result of an item analysis: test statistics plus one entry per question.
///
/// Encodes to JSON with stable snake_case keys (`exam`, `questions`, and the keys listed on
/// ``ExamStatistics`` and ``QuestionStatistics``); undefined values encode as `null`.
public struct ItemAnalysisReport: Sendable, Hashable, Codable {
    /// Test-level statistics.
    public var exam: ExamStatistics
    /// Per-question statistics, in question order.
    public var questions: [QuestionStatistics]

    /// Creates a report.
    public init(exam: ExamStatistics, questions: [QuestionStatistics]) {
        self.exam = exam
        self.questions = questions
    }
}
