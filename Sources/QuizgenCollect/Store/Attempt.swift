import Foundation

/// One started attempt: who, which exam, and the server's start time and deadline.
public struct Attempt: Sendable, Hashable, Codable {
    /// The attempt id (32 hex digits).
    public var id: String
    /// The exam's slug.
    public var exam: String
    /// The examinee's name as given at the start.
    public var examinee: String
    /// The server's time when the attempt was created: the start that lateness is judged from.
    public var startedAt: Date
    /// Start plus the time limit, bounded by the exam's `closes`; `nil` without either.
    public var deadline: Date?
    /// The roster's student id when the attempt was started from a roster, else `nil`.
    public var student: String?
    /// The random key the page sent with the start, if it sent one: the same key again
    /// continues this attempt (its first answer was lost). Secret to that page, as a token is.
    public var startKey: String?

    /// Creates an attempt.
    public init(
        id: String, exam: String, examinee: String, startedAt: Date, deadline: Date?,
        student: String? = nil, startKey: String? = nil
    ) {
        self.id = id
        self.exam = exam
        self.examinee = examinee
        self.startedAt = startedAt
        self.deadline = deadline
        self.student = student
        self.startKey = startKey
    }
}

/// An examinee's earlier attempt, as a new start sees it.
public struct PriorAttempt: Sendable, Hashable {
    /// The attempt.
    public var attempt: Attempt
    /// Whether it has a submission.
    public var handedIn: Bool

    /// Creates a prior attempt.
    public init(attempt: Attempt, handedIn: Bool) {
        self.attempt = attempt
        self.handedIn = handedIn
    }
}

/// A name as the collector compares names: case, width and runs of spaces aside, accents kept
/// (Müller and Muller may be two students).
public enum ExamineeKey {
    /// The key of `name`.
    public static func make(_ name: String) -> String {
        name.precomposedStringWithCanonicalMapping.folding(
            options: [.caseInsensitive, .widthInsensitive], locale: nil
        )
        .split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}
