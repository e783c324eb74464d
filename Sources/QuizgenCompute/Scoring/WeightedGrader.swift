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
        for index in weights.indices { points += positivePoints(index, credit: credits[index]) }
        return WeightedGrade(points: points, maximum: maximum)
    }

    /// A question's points for a credit: `weight × credit` (negative with negative marking).
    ///
    /// - Parameters:
    ///   - index: The question's position.
    ///   - credit: Its credit as a fraction of the weight.
    /// - Returns: The points, as result pages and the item analysis show them.
    public func points(_ index: Int, credit: Double) -> Double { weights[index] * credit }

    /// The credit that `points` given by hand (an essay's mark) stand for: `points / weight`, 0
    /// for a question of weight 0.
    ///
    /// - Parameters:
    ///   - index: The question's position.
    ///   - points: The points given.
    /// - Returns: The credit as a fraction of the weight.
    public func credit(_ index: Int, points: Double) -> Double {
        weights[index] > 0 ? points / weights[index] : 0
    }

    /// An attempt's total with negative marking: base points plus the positive credits as
    /// ``grade(credits:)`` counts them, minus the weights of the negative ones
    /// (`weight × credit` for a credit below 0); never below 0.
    ///
    /// - Parameter credits: One credit per question (negative with negative marking); the
    ///   caller keeps them parallel to ``weights``.
    /// - Returns: The points before any late penalty.
    public func total(credits: [Double]) -> Double {
        precondition(credits.count == weights.count, "one credit per weight")
        var positive = basePoints
        var negative = 0.0
        for index in weights.indices {
            positive += positivePoints(index, credit: max(credits[index], 0))
            negative += weights[index] * min(credits[index], 0)
        }
        return max(positive + negative, 0)
    }

    /// What a credit adds in this grader's mode: the weight when full (all or nothing), else
    /// `weight × credit` clamped to the weight (partial); nothing for a credit of 0 or less.
    private func positivePoints(_ index: Int, credit: Double) -> Double {
        switch mode {
        case .allOrNothing: credit >= 1 ? weights[index] : 0
        case .partial: credit > 0 ? weights[index] * min(credit, 1) : 0
        }
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
