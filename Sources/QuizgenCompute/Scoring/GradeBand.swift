/// One band of a ``GradeScale``: percentages at or above `minimum` get `label`.
public struct GradeBand: Sendable, Hashable, Codable {
    /// Lowest percentage of the band, in 0...100.
    public var minimum: Double
    /// The grade shown, e.g. "A".
    public var label: String

    /// Creates a band.
    public init(minimum: Double, label: String) {
        self.minimum = minimum
        self.label = label
    }
}
