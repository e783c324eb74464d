import Foundation
import QuizgenCore

/// A mark a teacher gave in the console: points and a comment for one examinee's answer to one
/// question. `collect export` writes the marks of an exam as its `marks.yaml`.
public struct StoredMark: Sendable, Hashable, Codable {
    /// The exam's slug.
    public var exam: String
    /// The examinee, as their submissions name them.
    public var examinee: String
    /// The question id.
    public var question: String
    /// The points, in 0...the question's weight.
    public var points: Double
    /// The teacher's comment for the student (may be empty).
    public var comment: String
    /// The teacher who gave it.
    public var teacher: String
    /// When.
    public var markedAt: Date

    /// Creates a mark.
    public init(
        exam: String, examinee: String, question: String, points: Double, comment: String,
        teacher: String, markedAt: Date
    ) {
        self.exam = exam
        self.examinee = examinee
        self.question = question
        self.points = points
        self.comment = comment
        self.teacher = teacher
        self.markedAt = markedAt
    }
}

extension StoredMark {
    /// The mark as grading takes it (a `marks.yaml` entry), located at `path`.
    func manual(path: String) -> ManualMark {
        ManualMark(
            examinee: examinee, questionID: question, points: points,
            location: SourceLocation(path: path))
    }
}

/// One action a teacher took in the console, for the exam's log: who, when, what, on whom.
public struct ConsoleAction: Sendable, Hashable, Codable {
    /// What was done.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// More time for one attempt.
        case extend
        /// The exam closed for everyone before its time.
        case close
        /// A mark for an answer.
        case mark
        /// A finished attempt opened again.
        case reopen
    }

    /// A random id.
    public var id: String
    /// The exam's slug.
    public var exam: String
    /// When.
    public var at: Date
    /// The teacher, as they signed in.
    public var teacher: String
    /// What.
    public var kind: Kind
    /// On whom (the examinee), or empty for the whole exam.
    public var subject: String
    /// The particulars: `15 min`, `q3: 2.5`.
    public var detail: String

    /// Creates an action.
    public init(
        id: String, exam: String, at: Date, teacher: String, kind: Kind, subject: String,
        detail: String
    ) {
        self.id = id
        self.exam = exam
        self.at = at
        self.teacher = teacher
        self.kind = kind
        self.subject = subject
        self.detail = detail
    }
}
