/// Grades an attempt as base points plus the weights of the questions answered correctly.
///
/// `grade = basePoints + Σ weight_i × credit_i`, `maximum = basePoints + Σ weight_i`. With
/// ``CreditMode/allOrNothing`` (the default) a question's credit counts only when it is full
/// (`>= 1`); with ``CreditMode/partial`` it contributes `weight × credit`, credit clamped to 0...1.
public struct WeightedGrader: Sendable, Hashable, Codable {
    /// Points every attempt starts with, 0...99.
    public let basePoints: Double
    /// Each question's weight (`>= 0`).
    public let weights: [Double]
    /// All-or-nothing or partial credit.
    public let mode: CreditMode
    /// `basePoints + Σ weights`.
    public let maximum: Double

    /// Creates a grader.
    ///
    /// - Parameters:
    ///   - basePoints: Starting points, 0...99.
    ///   - weights: One weight per question, each finite and `>= 0`.
    ///   - mode: How a question's credit counts.
    /// - Throws: `ScoringError` for base points out of range or an invalid weight.
    public init(
        basePoints: Double = 0, weights: [Double], mode: CreditMode = .allOrNothing
    ) throws(ScoringError) {
        guard basePoints.isFinite, (0...99).contains(basePoints) else {
            throw .basePointsOutOfRange(basePoints)
        }
        if let bad = weights.first(where: { !$0.isFinite || $0 < 0 }) {
            throw .invalidValue("weight \(bad)")
        }
        self.basePoints = basePoints
        self.weights = weights
        self.mode = mode
        self.maximum = basePoints + weights.reduce(0, +)
    }

    /// Grades one attempt.
    ///
    /// - Parameter credits: One credit per question, as a fraction (1 = correct, 0 = wrong);
    ///   NaN counts as 0.
    /// - Returns: The points earned and the maximum.
    /// - Throws: `ScoringError.lengthMismatch` when there is not one credit per weight.
    public func grade(credits: [Double]) throws(ScoringError) -> WeightedGrade {
        guard credits.count == weights.count else {
            throw .lengthMismatch(expected: weights.count, actual: credits.count)
        }
        var points = basePoints
        for index in weights.indices {
            let credit = credits[index]
            switch mode {
            case .allOrNothing:
                if credit >= 1 { points += weights[index] }
            case .partial:
                if credit > 0 { points += weights[index] * min(credit, 1) }
            }
        }
        return WeightedGrade(points: points, maximum: maximum)
    }

    /// Grades one attempt from right/wrong answers.
    ///
    /// - Parameter correct: Whether each question was answered correctly.
    /// - Returns: Base points plus the weights of the correct questions, and the maximum.
    /// - Throws: `ScoringError.lengthMismatch` when there is not one answer per weight.
    public func grade(correct: [Bool]) throws(ScoringError) -> WeightedGrade {
        try grade(credits: correct.map { $0 ? 1 : 0 })
    }
}
