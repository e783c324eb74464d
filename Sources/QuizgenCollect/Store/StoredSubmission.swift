import Foundation

/// One received submission of an attempt, as stored: every version is kept, the latest counts.
public struct StoredSubmission: Sendable, Hashable, Codable {
    /// The receipt id (32 hex digits).
    public var receipt: String
    /// The attempt it belongs to.
    public var attempt: String
    /// The exam's slug.
    public var exam: String
    /// The examinee, from the attempt (not from the body).
    public var examinee: String
    /// 1 for the first submission of the attempt, 2 for its first replacement, ...
    public var sequence: Int
    /// The server's start time of the attempt.
    public var startedAt: Date
    /// The server's time of receipt: the finish that lateness is judged from.
    public var receivedAt: Date
    /// SHA-256 (hex) of the answers in canonical JSON: equal answers, equal hash.
    public var answersHash: String
    /// The answers object as canonical JSON text.
    public var answers: String
    /// The snapshot hash the page quoted, if any.
    public var snapshot: String?
    /// `started_at` as the page reported it, kept for the record only.
    public var clientStartedAt: String?
    /// `finished_at` as the page reported it, kept for the record only.
    public var clientFinishedAt: String?
    /// Whether the collector made it from the attempt's last draft at time-up, because the
    /// attempt was never handed in.
    public var finishedByServer = false
    /// The roster's student id of the attempt, if it was started from a roster.
    public var student: String?
    /// A practice page's wrong tries and further draws, as canonical JSON
    /// (`{"question_variants": {…}, "wrong_tries": {…}}`); `nil` without either.
    public var practice: String?

    /// Creates a stored submission.
    public init(
        receipt: String, attempt: String, exam: String, examinee: String, sequence: Int,
        startedAt: Date, receivedAt: Date,
        answersHash: String, answers: String, snapshot: String?, clientStartedAt: String?,
        clientFinishedAt: String?
    ) {
        self.receipt = receipt
        self.attempt = attempt
        self.exam = exam
        self.examinee = examinee
        self.sequence = sequence
        self.startedAt = startedAt
        self.receivedAt = receivedAt
        self.answersHash = answersHash
        self.answers = answers
        self.snapshot = snapshot
        self.clientStartedAt = clientStartedAt
        self.clientFinishedAt = clientFinishedAt
    }
}
