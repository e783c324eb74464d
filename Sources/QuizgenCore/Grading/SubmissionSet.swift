/// Everything under `Content/submissions/<exam>/`: the submissions in file order and the manual
/// marks.
public struct SubmissionSet: Sendable, Hashable, Codable {
    /// The folder name: the exam code's slug.
    public var examSlug: String
    /// Submissions, by file path then row; those with malformed required fields are left out
    /// (and reported) by the loader.
    public var submissions: [ExamSubmission]
    /// Manual marks from `marks.yaml`.
    public var marks: [ManualMark]
    /// The submissions the loader left out, with why (for the report).
    public var rejected: [SubmissionIssue]

    /// Creates a set.
    public init(
        examSlug: String, submissions: [ExamSubmission] = [], marks: [ManualMark] = [],
        rejected: [SubmissionIssue] = []
    ) {
        self.examSlug = examSlug
        self.submissions = submissions
        self.marks = marks
        self.rejected = rejected
    }
}
