import QuizgenCore

/// A private result page: one examinee's graded exam at `/results/<exam>/<token>/`.
public struct ResultPage: Sendable, Hashable {
    /// The exam's results (for the exam's title and scale).
    public var exam: AssembledExam
    /// The examinee's attempt.
    public var attempt: GradedAttempt
    /// The HMAC token of the URL.
    public var token: String
}
