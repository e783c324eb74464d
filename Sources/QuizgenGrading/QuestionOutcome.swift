import QuizgenCore

/// How one examinee did on one question.
public struct QuestionOutcome: Sendable, Hashable, Codable {
    /// The question id.
    public var questionID: String
    /// The question text, Markdown.
    public var text: String
    /// The examinee's answer in words ("" when unanswered).
    public var given: String
    /// The correct answer in words.
    public var correct: String
    /// Credit as a fraction of the weight (negative with negative marking).
    public var credit: Double
    /// Points: weight × credit.
    public var points: Double
    /// The question's weight in the exam.
    public var weight: Double
    /// Feedback for the chosen answers and the question's explanation, Markdown.
    public var feedback: [String]
    /// Choice ids the examinee selected (choice questions), for the distractor analysis.
    public var selections: [String]
    /// Practice mode: the wrong tries before the last answer (each costs the exam's penalty);
    /// `nil` without any.
    public var wrongTries: Int?
}
