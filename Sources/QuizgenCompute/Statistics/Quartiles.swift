/// The quartiles of the attempt totals.
///
/// Computed by linear interpolation between order statistics, Hyndman & Fan type 7 (the default
/// of R's `quantile`, NumPy's `percentile` and Excel's `QUARTILE.INC`): for probability `p` and
/// sorted totals `x[0...n-1]`, `h = (n - 1) * p` and `Q(p) = x[⌊h⌋] + (h - ⌊h⌋) * (x[⌊h⌋+1] -
/// x[⌊h⌋])`. The second quartile equals the median.
public struct Quartiles: Sendable, Hashable, Codable {
    /// 25th percentile.
    public var first: Double
    /// 50th percentile (the median).
    public var second: Double
    /// 75th percentile.
    public var third: Double

    /// Creates quartiles.
    public init(first: Double, second: Double, third: Double) {
        self.first = first
        self.second = second
        self.third = third
    }

    /// The interquartile range, `third - first`.
    public var interquartileRange: Double { third - first }

    private enum CodingKeys: String, CodingKey {
        case first = "q1"
        case second = "q2"
        case third = "q3"
    }
}
