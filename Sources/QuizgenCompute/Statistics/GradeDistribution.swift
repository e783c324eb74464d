/// How the grades (percentages, as in the gradebook) spread over 0...100: the data of the
/// dashboard's grade distribution chart.
public enum GradeDistribution {
    /// Counts percentages in bins of `width` points: `0 ..< 10`, ..., `90 ... 100` (the last
    /// bin includes 100). Values below 0 count in the first bin, above 100 in the last;
    /// non-finite values are left out.
    ///
    /// - Parameters:
    ///   - percentages: The grades, in percent.
    ///   - width: The width of a bin, in percentage points; 100 must be a multiple (default 10).
    /// - Returns: `100 / width` bins, in order.
    public static func bins(of percentages: [Double], width: Int = 10) -> [HistogramBin] {
        let width = (1...100).contains(width) && 100 % width == 0 ? width : 10
        let count = 100 / width
        var counts = [Int](repeating: 0, count: count)
        for value in percentages where value.isFinite {
            // 14 / 20 × 100 may come out as 69.99999999999999: round away such noise first.
            let cleaned = (value * 1e9).rounded() / 1e9
            let bin = Int((cleaned / Double(width)).rounded(.down))
            counts[min(max(bin, 0), count - 1)] += 1
        }
        return counts.enumerated().map { index, n in
            HistogramBin(
                lowerBound: Double(index * width), upperBound: Double((index + 1) * width), count: n
            )
        }
    }
}
