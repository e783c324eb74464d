/// How an exam's submissions are scored and how lateness is treated (`scoring:` and `late:` in
/// the exam file); every value has the documented default.
public struct ExamGrading: Sendable, Hashable, Codable {
    /// Whether a multi-part answer counts as a whole or per part.
    public enum Credit: String, Sendable, Hashable, Codable, CaseIterable {
        /// Full credit only when every part is right.
        case allOrNothing = "all-or-nothing"
        /// A share per part (`partial` for multiple choice, `per-item` for ordering and matching).
        case partial
    }

    /// What happens to a submission finished after the time limit plus the grace period.
    public enum LateRule: String, Sendable, Hashable, Codable, CaseIterable {
        /// Graded at full value (reported).
        case accept
        /// Excluded from the grades and statistics (reported).
        case reject
        /// Graded, then multiplied by `lateFactor`.
        case penalise
    }

    /// Multiple choice: `all-or-nothing` or `partial` (R/exams `exams_eval`, default partial).
    public var multiple: Credit = .partial
    /// The R/exams rule for a wrongly ticked choice: `false`, `false2`, `true`, `all`, `none`.
    public var rule: String = "false2"
    /// Whether a multiple-choice question may score below 0 (down to minus its weight).
    public var negative: Bool = false
    /// Ordering: `all-or-nothing` or `per-item`.
    public var ordering: Credit = .allOrNothing
    /// Matching: `all-or-nothing` or `per-item`.
    public var matching: Credit = .allOrNothing
    /// Seconds tolerated after the time limit before a submission counts as late.
    public var lateGraceSeconds: Int = 0
    /// Seconds always tolerated on top of ``lateGraceSeconds``, so a hand-in that the exam page
    /// sends by itself at time-up is never late.
    ///
    /// The page checks its countdown once a second; at time-up it stamps `finished_at` with the
    /// deadline itself (pages built before that stamped the moment of the check, up to about a
    /// second after the deadline, more in a throttled background tab), and a collector
    /// receives the hand-in a moment after the page sends it. Five seconds covers both and is
    /// far less than any time limit. See docs/grading.md.
    public static let timeUpToleranceSeconds = 5
    /// What a late submission gets.
    public var latePolicy: LateRule = .accept
    /// The factor a penalised late grade is multiplied by, in 0...1.
    public var lateFactor: Double = 1

    /// The defaults: partial multiple choice with `false2`, no negative marks, all-or-nothing
    /// ordering and matching, late submissions accepted without grace.
    public init() {}
}
