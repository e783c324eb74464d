/// A frozen exam, written by `quizgen freeze` beside the exam file as `<name>.frozen.json`.
///
/// Grading and the published pages use these questions, so later edits to a bank cannot change
/// an exam that was already given.
public struct ExamSnapshot: Sendable, Hashable, Codable {
    /// The file format's name and version.
    public var format: String
    /// The exam's code.
    public var exam: String
    /// The key-free hash that exam pages publish and submissions quote.
    public var snapshot: String
    /// The hash of the full questions (key included) when frozen; tells whether banks changed.
    public var sourceHash: String
    /// The questions with their weights, in exam order.
    public var questions: [ExamQuestion]

    /// The current format name.
    public static let currentFormat = "quizgen-exam-snapshot/1"

    /// Creates a snapshot.
    public init(exam: String, snapshot: String, sourceHash: String, questions: [ExamQuestion]) {
        self.format = Self.currentFormat
        self.exam = exam
        self.snapshot = snapshot
        self.sourceHash = sourceHash
        self.questions = questions
    }

    enum CodingKeys: String, CodingKey {
        case format, exam, snapshot, questions
        case sourceHash = "source_hash"
    }
}
