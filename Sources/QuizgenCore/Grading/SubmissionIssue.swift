/// A submission that was excluded from grading or whose grade was adjusted, with the reason.
public struct SubmissionIssue: Sendable, Hashable, Codable {
    /// Excluded, or graded with an adjustment.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// Not graded.
        case excluded
        /// Graded, but changed (late penalty, ignored answers).
        case adjusted
        /// Not graded because another submission of the same examinee counts instead (a later
        /// hand-in, or the attempt the exam's `graded` rule picks). Not excluded: the examinee
        /// is graded.
        case replaced
    }

    /// The examinee, when known.
    public var examinee: String
    /// Excluded, adjusted or replaced.
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
