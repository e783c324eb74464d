/// A grade in points together with the most points that were possible.
public struct WeightedGrade: Sendable, Hashable, Codable {
    /// Points earned, base points included.
    public var points: Double
    /// Base points plus the sum of all weights.
    public var maximum: Double

    /// Creates a grade.
    public init(points: Double, maximum: Double) {
        self.points = points
        self.maximum = maximum
    }

    /// `points` as a percentage of `maximum`; `nil` when the maximum is 0.
    public var percentage: Double? {
        maximum > 0 ? 100 * points / maximum : nil
    }
}
