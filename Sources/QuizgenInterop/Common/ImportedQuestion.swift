import QuizgenCore

/// A question read from another format, ready to be written as a quizgen bank entry.
public struct ImportedQuestion: Sendable, Hashable, Codable {
    /// The question's name in the source (GIFT `::title::`, Moodle `<name>`), if any.
    public var title: String?
    /// The type and its answer key.
    public var kind: ImportedKind
    /// The question text, Markdown (with `[[…]]` blanks for `.blanks`).
    public var text: String
    /// General feedback, Markdown.
    public var explanation: String?
    /// Hints for practice mode, Markdown, in order (Moodle's `<hint>`s).
    public var hints: [String] = []
    /// Default points.
    public var points: Double
    /// Tags.
    public var tags: [String]
    /// Where the question starts in the source.
    public var location: SourceLocation
    /// The parameters of a parametric question (Moodle's calculated questions, Canvas's
    /// formula questions), `nil` for the others; its texts hold `{name}` placeholders.
    public var parameters: QuestionParameters?

    /// Creates a question.
    public init(
        title: String?, kind: ImportedKind, text: String, explanation: String? = nil,
        points: Double = 1,
        tags: [String] = [], location: SourceLocation, parameters: QuestionParameters? = nil
    ) {
        self.title = title
        self.kind = kind
        self.text = text
        self.explanation = explanation
        self.points = points
        self.tags = tags
        self.location = location
        self.parameters = parameters
    }
}
