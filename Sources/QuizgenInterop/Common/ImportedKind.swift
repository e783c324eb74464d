import QuizgenCore

/// What an imported question is: one of quizgen's types, or fill-in-the-blank.
public enum ImportedKind: Sendable, Hashable, Codable {
    /// One of the types quizgen's banks already have.
    case question(QuestionKind)
    /// Fill in the blank: the blanks are written inside the text as `[[…]]`.
    case blanks

    /// The `type=` name written in banks.
    public var typeName: String {
        switch self {
        case .question(let kind): kind.typeName
        case .blanks: "blanks"
        }
    }
}
