/// Another draw of a parametric question that a practice page offers with "Try another like
/// this": the question filled in for a variant of its own, whose name the submission gives
/// for that question (`question_variants`) so that grading draws the same numbers.
public struct PracticeDraw: Sendable, Hashable, Codable {
    /// The variant the question was drawn for (`"15"`).
    public var variant: String
    /// The question filled in with that variant's numbers.
    public var question: Question

    /// Creates a draw.
    public init(variant: String, question: Question) {
        self.variant = variant
        self.question = question
    }
}
