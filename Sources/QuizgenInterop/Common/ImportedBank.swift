/// The questions of one source category, written as one bank file.
public struct ImportedBank: Sendable, Hashable, Codable {
    /// The category's name (the last part of a Moodle path such as `$course$/A/B` is kept whole).
    public var category: String
    /// The questions in source order.
    public var questions: [ImportedQuestion]

    /// Creates a bank.
    public init(category: String, questions: [ImportedQuestion] = []) {
        self.category = category
        self.questions = questions
    }
}
