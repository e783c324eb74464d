/// What happens to a submission that arrives after the time limit and its grace period.
public enum LatePolicy: Sendable, Hashable, Codable {
    /// Accept it at full value.
    case accept
    /// Accept it and multiply the grade by `factor` (in 0...1; 0.8 keeps 80 % of the grade).
    case penalise(factor: Double)
    /// Refuse it: the grade becomes 0.
    case reject

    /// Judges a submission's timing.
    ///
    /// The elapsed time is `finish - start`. With `limit == 0` there is no limit. A submission
    /// is on time when `elapsed <= limit + grace` (the grace period absorbs clock skew and
    /// network delay, so it is not late); after that the policy decides.
    ///
    /// - Parameters:
    ///   - start: When the attempt started, in seconds on any clock.
    ///   - finish: When it was submitted, on the same clock.
    ///   - limit: Allowed duration in seconds; 0 for unlimited.
    ///   - grace: Extra seconds tolerated before the policy applies.
    /// - Returns: The outcome.
    /// - Throws: `ScoringError.invalidValue` for a negative or non-finite time or limit, a
    ///   finish before the start, or a penalty factor outside 0...1.
    public func outcome(
        start: Double, finish: Double, limit: Double, grace: Double = 0
    ) throws(ScoringError) -> LateOutcome {
        guard start.isFinite, finish.isFinite, finish >= start else {
            throw .invalidValue("finish must not be before start")
        }
        guard limit.isFinite, limit >= 0, grace.isFinite, grace >= 0 else {
            throw .invalidValue("limit and grace must be >= 0")
        }
        if case .penalise(let factor) = self, !(0...1).contains(factor) {
            throw .invalidValue("penalty factor \(factor) must be in 0...1")
        }
        if limit == 0 || finish - start <= limit + grace { return .onTime }
        switch self {
        case .accept: return .lateAccepted
        case .penalise(let factor): return .latePenalised(factor: factor)
        case .reject: return .rejected
        }
    }

    /// Judges a submission's timing and adjusts its grade.
    ///
    /// - Parameters:
    ///   - grade: The grade before the late policy.
    ///   - start: When the attempt started, in seconds.
    ///   - finish: When it was submitted.
    ///   - limit: Allowed duration in seconds; 0 for unlimited.
    ///   - grace: Extra seconds tolerated.
    /// - Returns: The outcome and the adjusted grade.
    /// - Throws: As ``outcome(start:finish:limit:grace:)``.
    public func apply(
        to grade: Double, start: Double, finish: Double, limit: Double, grace: Double = 0
    ) throws(ScoringError) -> (outcome: LateOutcome, grade: Double) {
        let outcome = try outcome(start: start, finish: finish, limit: limit, grace: grace)
        return (outcome, outcome.adjust(grade))
    }
}
