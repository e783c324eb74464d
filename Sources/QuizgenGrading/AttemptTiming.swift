import QuizgenCore

/// When an attempt was handed in, against its exam's time limit, as the late policy judged it
/// (a rejected attempt is not graded, so it has none).
///
/// Kept typed so that each output words it for its reader: ``label`` in the gradebook files
/// and the `grade` command, the site's language on result pages.
public enum AttemptTiming: Sendable, Hashable {
    /// Without both times, or without a time limit: nothing to say.
    case unknown
    /// Within the limit and its grace.
    case onTime
    /// Late by `seconds`, accepted at full value.
    case lateAccepted(seconds: Double)
    /// Late by `seconds`; the grade was multiplied by `factor`.
    case latePenalised(seconds: Double, factor: Double)

    /// The English words of the gradebook CSV and JSON: `on time`, `late (accepted)`,
    /// `late (×0.8)`, and "" when ``unknown``.
    public var label: String {
        switch self {
        case .unknown: ""
        case .onTime: "on time"
        case .lateAccepted: "late (accepted)"
        case .latePenalised(_, let factor): "late (×\(NumberText.format(factor)))"
        }
    }

    /// The factor the grade was multiplied by, when a late penalty applied.
    public var lateFactor: Double? {
        if case .latePenalised(_, let factor) = self { return factor }
        return nil
    }
}
