/// A reason to look at a question again, raised by ``ReviewThresholds``.
public enum ReviewFlag: String, Sendable, Hashable, Codable, CaseIterable {
    /// Facility index above the maximum: nearly everybody gets it right.
    case tooEasy = "too_easy"
    /// Facility index below the minimum: nearly nobody gets it right.
    case tooHard = "too_hard"
    /// Discrimination index below 0: weaker examinees do better on it than stronger ones.
    case negativeDiscrimination = "negative_discrimination"
    /// Discrimination index at or above 0 but below the minimum.
    case lowDiscrimination = "low_discrimination"
    /// The question's marks correlate negatively with the totals, so Moodle shows no effective
    /// weight for it.
    case negativeEffectiveWeight = "negative_effective_weight"
    /// Every examinee got the same mark (including "nobody answered"): the question tells
    /// nothing about the examinees and its discrimination is undefined.
    case noVariance = "no_variance"
}
