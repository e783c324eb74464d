import Foundation
import QuizgenCore

/// One examinee's graded submission.
public struct GradedAttempt: Sendable, Hashable {
    /// The examinee, as written.
    public var examinee: String
    /// Where the counted submission is written.
    public var location: SourceLocation
    /// When it was started and finished, if known.
    public var startedAt: Date?
    /// When it was handed in, if known.
    public var finishedAt: Date?
    /// Base points plus the points of the questions, before any late penalty (at least 0).
    public var rawPoints: Double
    /// The grade in points after the late policy.
    public var points: Double
    /// Base points plus the sum of the weights.
    public var maximum: Double
    /// `points` as a percentage of `maximum`.
    public var percentage: Double
    /// Whether it passes; `nil` without a pass mark.
    public var passed: Bool?
    /// The grade band's label, if the exam has a scale.
    public var band: String?
    /// When it was handed in against the time limit (``AttemptTiming/unknown`` without times or
    /// limit).
    public var timing: AttemptTiming
    /// Each exam question's points, in exam order: weight × credit, an essay's manual mark.
    public var questionPoints: [Double]
    /// How many answers are still to be marked by hand (answered essays without a mark): while
    /// any are, the grade is provisional.
    public var unmarked = 0
    /// Whether the examinee never handed in: the collector finished the attempt at time-up
    /// with the answers last saved (`finished_by: server`).
    public var finishedByServer = false
    /// The variant of a parametric exam the attempt answered (`nil` for other exams).
    public var variant: String?
    /// The answers as submitted (shared with the submission, not copied).
    public var answers: [WrittenAnswer]
    /// Practice mode: each question's wrong tries (`wrong_tries`), by question id; empty for
    /// an exam.
    public var wrongTries: [String: Int] = [:]
    /// Works out `outcomes` on demand.
    let writer: OutcomeWriter?

    /// One outcome per exam question, in exam order, with the answers in words.
    ///
    /// Worked out from `answers` each time it is read (result pages), rather than kept for
    /// every examinee and question: for 100,000 submissions of a 50-question exam that would
    /// be five million outcomes with their texts.
    public var outcomes: [QuestionOutcome] { writer?.outcomes(of: self) ?? [] }

    public static func == (a: GradedAttempt, b: GradedAttempt) -> Bool {
        a.examinee == b.examinee && a.location == b.location && a.startedAt == b.startedAt
            && a.finishedAt == b.finishedAt
            && a.rawPoints == b.rawPoints && a.points == b.points && a.maximum == b.maximum
            && a.percentage == b.percentage
            && a.passed == b.passed && a.band == b.band && a.timing == b.timing
            && a.questionPoints == b.questionPoints
            && a.unmarked == b.unmarked && a.answers == b.answers
            && a.writer?.snapshot == b.writer?.snapshot
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(examinee)
        hasher.combine(location)
        hasher.combine(points)
        hasher.combine(questionPoints)
        hasher.combine(answers)
    }
}
