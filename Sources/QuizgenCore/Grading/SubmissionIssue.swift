/// A submission that was excluded from grading or whose grade was adjusted, with the reason.
public struct SubmissionIssue: Sendable, Hashable, Codable {
    /// Excluded, or graded with an adjustment.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// Not graded.
        case excluded
        /// Graded, but changed (late penalty, ignored answers).
        case adjusted
    }

    /// The examinee, when known.
    public var examinee: String
    /// Excluded or adjusted.
    public var kind: Kind
    /// Why, in words.
    public var reason: String
    /// Where the submission is written.
    public var location: SourceLocation

    /// Creates an issue.
    public init(examinee: String, kind: Kind, reason: String, location: SourceLocation) {
        self.examinee = examinee
        self.kind = kind
        self.reason = reason
        self.location = location
    }
}
