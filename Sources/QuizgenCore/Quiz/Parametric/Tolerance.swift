import Foundation

/// How far a typed number may be from a computed answer.
public enum Tolerance: Sendable, Hashable, Codable {
    /// Correct when `|typed - answer| <= amount`.
    case absolute(Double)
    /// Correct when `|typed - answer| <= fraction * |answer|` (0.01 is 1 %).
    case relative(Double)
    /// Correct when the typed number, rounded to this many significant figures of the answer's
    /// magnitude, equals the answer so rounded (3 figures of 3.14159: 3.14 and 3.1416 are
    /// right, 3.15 is not).
    case significantFigures(Int)

    /// Whether `typed` is close enough to `answer`.
    ///
    /// A slack of 1e-12 relative to the magnitudes absorbs binary rounding, as
    /// the numeric answer key does.
    ///
    /// - Parameters:
    ///   - typed: The examinee's number.
    ///   - answer: The computed answer.
    /// - Returns: `true` when within the tolerance; `false` for a number that is not finite.
    public func accepts(_ typed: Double, answer: Double) -> Bool {
        guard typed.isFinite, answer.isFinite else { return false }
        let slack = 1e-12 * max(abs(answer), abs(typed), 1)
        switch self {
        case .absolute(let amount):
            return abs(typed - answer) <= abs(amount) + slack
        case .relative(let fraction):
            return abs(typed - answer) <= abs(fraction) * abs(answer) + slack
        case .significantFigures(let figures):
            guard answer != 0 else { return abs(typed) <= slack }
            let figures = max(figures, 1)
            let magnitude = floor(log10(abs(answer)))
            let scale = pow(10, Double(figures - 1) - magnitude)
            let rounded = { (value: Double) in
                (value * scale * (1 + 1e-12)).rounded(.toNearestOrAwayFromZero)
            }
            return rounded(typed) == rounded(answer)
        }
    }
}
