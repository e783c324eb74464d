import Foundation
import QuizgenCore

/// One examinee's graded submission.
public struct GradedAttempt: Sendable, Hashable, Codable {
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
    /// `on time`, `late (accepted)`, `late (×0.8)`; empty without times or limit.
    public var timing: String
    /// One outcome per exam question, in exam order.
    public var outcomes: [QuestionOutcome]
}
