import Foundation

/// One examinee's answers to one exam, from a JSON file or a CSV row under
/// `Content/submissions/<exam>/`.
public struct ExamSubmission: Sendable, Hashable, Codable {
    /// Who answered, as written.
    public var examinee: String
    /// The key-free snapshot hash the exam page quoted; `nil` in CSV files without a column.
    public var snapshot: String?
    /// When the attempt started, if known.
    public var startedAt: Date?
    /// When it was handed in, if known.
    public var finishedAt: Date?
    /// The answers in the order written, one per question id (the last one when a file answers
    /// a question twice).
    public var answers: [WrittenAnswer]
    /// Where the submission is written (the file, or the CSV row).
    public var location: SourceLocation
    /// Whether the collector finished the attempt at time-up, with the answers the page last
    /// saved, because it was never handed in (`finished_by: server`).
    public var finishedByServer = false
    /// The student id of a roster (`student`), when the collector started the attempt from
    /// one: grading gives the student the time their roster entry allows.
    public var student: String?
    /// The collector's attempt id (`attempt`), in files `collect export` writes: the
    /// submissions of one attempt are one attempt (its last counts), a file without one is an
    /// attempt of its own.
    public var attempt: String?
    /// Time a teacher gave this attempt in the collector's console (`extra_seconds`), on top of
    /// the time limit (and the roster's accommodation): the late policy judges the hand-in
    /// against the longer time.
    public var extraSeconds = 0
    /// The variant of the exam's parametric questions the examinee was given (`variant`):
    /// `"3"` for the build's third taking page; `nil` for an exam without variants, which is
    /// graded as variant 1.
    public var variant: String?
    /// On a practice exam, per question id, the wrong tries before the answer that counts
    /// (`wrong_tries`): each costs the exam's `penalty` of the question's points.
    public var wrongTries: [String: Int] = [:]
    /// On a practice exam, per question id, the variant of the further draw ("Try another like
    /// this") the answer is to (`question_variants`), graded with that draw's key.
    public var questionVariants: [String: String] = [:]

    /// Creates a submission.
    public init(
        examinee: String, snapshot: String? = nil, startedAt: Date? = nil, finishedAt: Date? = nil,
        answers: [WrittenAnswer], location: SourceLocation
    ) {
        self.examinee = examinee
        self.snapshot = snapshot
        self.startedAt = startedAt
        self.finishedAt = finishedAt
        self.answers = answers
        self.location = location
    }

    /// Where `answer` (one of `answers`) is written.
    public func location(of answer: WrittenAnswer) -> SourceLocation {
        SourceLocation(path: location.path, line: Int(answer.line), column: Int(answer.column))
    }
}
