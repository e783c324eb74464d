/// How a practice exam's Check counts tries (Moodle's "interactive with multiple tries"): each
/// question allows a number of tries, each wrong try shows the next hint, and each wrong try
/// before the answer that counts costs `penalty` of the question's points.
public struct PracticeTries: Sendable, Hashable, Codable {
    /// Tries per question (`tries`), 1 to ``maximumTries``; `nil` when unset: a question's
    /// hints plus one, as Moodle does.
    public var tries: Int?
    /// The share of a question's points each wrong try costs (`penalty`), 0 to 1; Moodle's
    /// default, a third, when unset.
    public var penalty: Double

    /// The default penalty per wrong try: a third of the points (Moodle's 0.3333333).
    public static let defaultPenalty = 1.0 / 3
    /// The most tries an exam may allow per question.
    public static let maximumTries = 20

    /// Creates the rules.
    public init(tries: Int? = nil, penalty: Double = PracticeTries.defaultPenalty) {
        self.tries = tries
        self.penalty = penalty
    }

    /// The tries `question` allows: `tries`, else its hints plus one.
    public func tries(for question: Question) -> Int {
        tries ?? min(question.hints.count + 1, Self.maximumTries)
    }

    /// The factor a question's credit is multiplied by after `wrongTries` wrong tries:
    /// `max(0, 1 - penalty × wrongTries)`.
    public func factor(wrongTries: Int) -> Double {
        max(0, 1 - penalty * Double(max(wrongTries, 0)))
    }
}
