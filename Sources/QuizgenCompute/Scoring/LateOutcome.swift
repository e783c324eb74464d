/// How a submission's timing was judged by a ``LatePolicy``.
public enum LateOutcome: Sendable, Hashable, Codable {
    /// Within the limit plus grace, or no limit.
    case onTime
    /// Late, accepted at full value.
    case lateAccepted
    /// Late, grade multiplied by `factor`.
    case latePenalised(factor: Double)
    /// Late and refused.
    case rejected

    /// The grade after this outcome: unchanged, multiplied by the factor, or 0 when rejected.
    public func adjust(_ grade: Double) -> Double {
        switch self {
        case .onTime, .lateAccepted: grade
        case .latePenalised(let factor): grade * factor
        case .rejected: 0
        }
    }
}
