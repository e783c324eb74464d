/// One exam in the build report: what was published, without any answer key.
///
/// Exam steps append these to `context[ReportState.self].exams`; the report's `exams` array is
/// empty until a site has exams.
public struct ExamSummary: Sendable, Hashable, Codable {
    /// The exam's code (`GEO-MID`).
    public var code: String
    /// The exam's title.
    public var title: String
    /// The published page, e.g. `/exams/geo-mid/`.
    public var path: String
    /// The number of questions.
    public var questions: Int
    /// The maximum number of points.
    public var maxPoints: Double
    /// The key-free snapshot hash that submissions quote (SHA-256 hex).
    public var snapshot: String
    /// Submissions graded (`nil` when the exam has no submissions folder).
    public var graded: Int?
    /// Submissions excluded from grading (`nil` without a submissions folder).
    public var excluded: Int?
    /// Mean grade of the graded submissions, in percent of the maximum.
    public var meanPercentage: Double?

    /// Creates a summary.
    public init(
        code: String, title: String, path: String, questions: Int, maxPoints: Double,
        snapshot: String
    ) {
        self.code = code
        self.title = title
        self.path = path
        self.questions = questions
        self.maxPoints = maxPoints
        self.snapshot = snapshot
    }
}
