import QuizgenCore

/// Why bytes are not a `quizgen-submission/1` document at all (the fields' own problems are
/// for each reader's rules; see ``SubmissionFields``).
public enum SubmissionReadError: Error, Sendable, Hashable {
    /// Not JSON: the parser's message (`unexpected end of file`) and where it stopped.
    case syntax(message: String, location: SourceLocation)
    /// JSON, but not an object: what it is (`an array`) and where it starts.
    case notObject(kindName: String, location: SourceLocation)
}
