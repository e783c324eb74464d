/// How the totals histogram is cut into bins.
///
/// Bins cover `min(0, lowest total) ... max(maximum total, highest total)`; each bin holds the
/// totals `>= lowerBound` and `< upperBound`, and the last bin also holds its upper bound.
public enum HistogramBinning: Sendable, Hashable, Codable {
    /// This many bins of equal width (at least 1).
    case count(Int)
    /// Bins of this width (in marks), starting at the lower end of the range.
    case width(Double)

    /// The most bins a histogram may have, so that a tiny width cannot exhaust memory.
    public static let maximumBinCount = 10_000
}
