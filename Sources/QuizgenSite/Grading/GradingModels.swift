import QuizgenCore

/// A private result page: one examinee's graded exam at `/results/<exam>/<token>/`.
public struct ResultPage: Sendable, Hashable {
    /// The exam's results (for the exam's title and scale).
    public var exam: AssembledExam
    /// The examinee's attempt.
    public var attempt: GradedAttempt
    /// The HMAC token of the URL.
    public var token: String
}

/// The statistics of one exam: a dashboard page and `statistics.json` under `<prefix>exams/<slug>/`.
public struct ExamDashboard: Sendable, Hashable {
    /// The graded exam.
    public var results: ExamResults
    /// `/` in the site, `/` of the separate folder too (the folder is its own root).
    public var prefix: String
}

/// The dashboard of all graded exams at `<prefix>exams/dashboard/`.
public struct GradingOverview: Sendable, Hashable {
    /// Every graded exam, by code.
    public var results: [ExamResults]
    /// The route prefix.
    public var prefix: String
}

/// The gradebook of one exam (names and grades) as `gradebook.csv` and `gradebook.json`;
/// only ever published into the separate grading folder.
public struct Gradebook: Sendable, Hashable {
    /// The graded exam.
    public var results: ExamResults
    /// The route prefix.
    public var prefix: String
}
