/// The findings of ``QuestionReviewer`` for one question.
public struct QuestionReview: Sendable, Hashable, Codable {
    /// 0-based position of the question, as in ``QuestionStatistics/index``.
    public var index: Int
    /// What is wrong with it, most serious first; never empty.
    public var findings: [ReviewFinding]

    /// Creates a review.
    public init(index: Int, findings: [ReviewFinding]) {
        self.index = index
        self.findings = findings
    }
}
