/// What `quizgen regrade EXAM --apply` decided for an exam after it was given: corrected keys,
/// dropped questions and questions given full credit. Written beside the exam as
/// `<exam file name>.regrade.json`; the build's grading and the collector both grade with it,
/// and the dashboards list it (docs/grading.md, *Regrading*).
public struct RegradeRecord: Sendable, Hashable, Codable {
    /// The format tag.
    public static let currentFormat = "quizgen-regrade/1"

    /// The format tag as written.
    public var format: String
    /// The exam's code.
    public var exam: String
    /// The corrections, one per question, in the order they were applied.
    public var entries: [RegradeEntry]

    /// Creates a record.
    public init(exam: String, entries: [RegradeEntry]) {
        self.format = Self.currentFormat
        self.exam = exam
        self.entries = entries
    }

    /// The record with `entry`, replacing an earlier entry for the same question.
    public func adding(_ entry: RegradeEntry) -> RegradeRecord {
        var copy = self
        copy.entries.removeAll { $0.question == entry.question }
        copy.entries.append(entry)
        return copy
    }

    /// The entry of question `id`, if it was regraded.
    public func entry(_ id: String) -> RegradeEntry? { entries.first { $0.question == id } }
}

/// One question's correction.
public struct RegradeEntry: Sendable, Hashable, Codable {
    /// The question's id.
    public var question: String
    /// What was done.
    public var action: RegradeAction
    /// The version it was graded with before (a hash of its content, key included).
    public var from: String
    /// Its version after (the corrected question's; the same as `from` for a drop or full
    /// credit).
    public var to: String
    /// When it was applied, as the command printed it (RFC 3339).
    public var appliedAt: String
    /// The corrected question (`key` only): the same texts and choices as the question given,
    /// with the new answer key.
    public var corrected: Question?

    /// Creates an entry.
    public init(
        question: String, action: RegradeAction, from: String, to: String, appliedAt: String,
        corrected: Question? = nil
    ) {
        self.question = question
        self.action = action
        self.from = from
        self.to = to
        self.appliedAt = appliedAt
        self.corrected = corrected
    }

    enum CodingKeys: String, CodingKey {
        case question, action, from, to, corrected
        case appliedAt = "applied_at"
    }
}

/// How a question is regraded.
public enum RegradeAction: String, Sendable, Hashable, Codable, CaseIterable {
    /// Graded with a corrected key (an answer, a tolerance, a formula).
    case key
    /// Left out of the grade: its weight leaves the maximum too.
    case drop
    /// Every examinee gets its full weight.
    case fullCredit = "full-credit"
}
