/// One bar of a histogram: how many totals fell into `lowerBound ..< upperBound`.
public struct HistogramBin: Sendable, Hashable, Codable {
    /// Inclusive lower edge, in marks.
    public var lowerBound: Double
    /// Exclusive upper edge, in marks (inclusive for the last bin).
    public var upperBound: Double
    /// Number of attempts whose total lies in the bin.
    public var count: Int

    /// Creates a bin.
    public init(lowerBound: Double, upperBound: Double, count: Int) {
        self.lowerBound = lowerBound
        self.upperBound = upperBound
        self.count = count
    }

    private enum CodingKeys: String, CodingKey {
        case lowerBound = "lower_bound"
        case upperBound = "upper_bound"
        case count
    }
}
