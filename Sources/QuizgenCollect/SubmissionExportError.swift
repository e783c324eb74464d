/// Why `quizgen collect export` wrote nothing into a folder.
public struct SubmissionExportError: Error, CustomStringConvertible, Sendable {
    /// What went wrong, in words.
    public var description: String

    init(_ description: String) { self.description = description }
}
