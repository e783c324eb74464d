import QuizgenCore
import QuizgenGrading

/// A private result page: one examinee's graded exam at `/results/<exam>/<token>/`.
public struct ResultPage: Sendable, Hashable {
    /// The exam's results (for the exam's title and scale).
    public var exam: AssembledExam
    /// The examinee's attempt.
    public var attempt: GradedAttempt
    /// The HMAC token of the URL.
    public var token: String
    /// Whether each question's answer, correct answer and explanation are shown (the exam's
    /// `results: { show: answers }`); `false` shows the grade only.
    public var showAnswers = true
    /// A line about the receipt (the collector's result page), if any.
    public var receipt: String?

    /// Creates a result page.
    public init(exam: AssembledExam, attempt: GradedAttempt, token: String) {
        self.exam = exam
        self.attempt = attempt
        self.token = token
    }
}

extension ResultPage {
    /// The private result page's route path: `/results/<exam slug>/<token>/`.
    public static func path(examSlug: String, token: String) -> String {
        "/results/\(examSlug)/\(token)/"
    }
}
