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

    /// Creates an attempt.
    public init(id: String, exam: String, examinee: String, startedAt: Date, deadline: Date?) {
        self.id = id
        self.exam = exam
        self.examinee = examinee
        self.startedAt = startedAt
        self.deadline = deadline
    }
}
