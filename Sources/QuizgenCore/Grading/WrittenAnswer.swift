/// One answer of a submission: the question it answers, what was written and where.
///
/// Compact on purpose (the position is two 32-bit numbers, the file path is the submission's):
/// grading holds millions of these.
public struct WrittenAnswer: Sendable, Hashable, Codable {
    /// The question id, as written.
    public var questionID: String
    /// 1-based line of the answer in the submission's file.
    public var line: UInt32
    /// 1-based column, in Unicode scalars.
    public var column: UInt32
    /// The answer, before it is read against the question's type.
    public var answer: SubmittedAnswer

    /// Creates an answer.
    ///
    /// - Parameters:
    ///   - questionID: The question id, as written.
    ///   - answer: What was written.
    ///   - line: 1-based line in the submission's file.
    ///   - column: 1-based column, in Unicode scalars.
    public init(questionID: String, answer: SubmittedAnswer, line: Int, column: Int) {
        self.questionID = questionID
        self.answer = answer
        self.line = UInt32(clamping: line)
        self.column = UInt32(clamping: column)
    }
}
