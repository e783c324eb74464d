/// A category of questions, from one file in `Content/banks/`.
public struct QuestionBank: Sendable, Hashable, Codable {
    /// The category's title (`European rivers`).
    public var category: String
    /// URL-safe category id (`european-rivers`).
    public var slug: String
    /// The questions in file order.
    public var questions: [Question]
    /// Display path of the bank file.
    public var sourcePath: String

    /// Creates a bank.
    public init(category: String, slug: String, questions: [Question], sourcePath: String) {
        self.category = category
        self.slug = slug
        self.questions = questions
        self.sourcePath = sourcePath
    }
}
