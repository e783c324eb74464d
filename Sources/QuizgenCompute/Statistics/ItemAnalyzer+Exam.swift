extension ItemAnalyzer {
    func examStatistics(
        totals: [Double], order: [Int], maximumTotal: Double, sumOfMarkVariance: Double?,
        questionCount: Int
    ) throws(ItemAnalysisError) -> ExamStatistics {
        let n = totals.count
        let sorted = order.map { totals[$0] }
        let low = min(0, sorted.first ?? 0)
        let high = max(maximumTotal, sorted.last ?? 0)
        var exam = ExamStatistics(
            attempts: n, maximumTotal: maximumTotal,
            histogram: try Self.histogram(sorted, from: low, to: high, binning: histogramBinning))
        guard n > 0, let lowest = sorted.first, let highest = sorted.last else { return exam }

        let mean = totals.reduce(0, +) / Double(n)
        exam.mean = mean
        exam.minimum = lowest
        exam.maximum = highest
        exam.median = Self.quantile(sorted, 0.5)
        exam.quartiles = Quartiles(
            first: Self.quantile(sorted, 0.25), second: Self.quantile(sorted, 0.5),
            third: Self.quantile(sorted, 0.75))
        if let passMark {
            // Compared as decimals, so binary noise cannot fail a total exactly at the mark.
            let mark = GradeDecimal.decimal(passMark)
            let passed = totals.reduce(0) { $0 + (GradeDecimal.decimal($1) >= mark ? 1 : 0) }
            exam.passRate = 100 * Double(passed) / Double(n)
        }
        guard n > 1 else { return exam }

        var power2 = 0.0
        var power3 = 0.0
        var power4 = 0.0
        for total in totals {
            let d = total - mean
            let d2 = d * d
            power2 += d2
            power3 += d2 * d
            power4 += d2 * d2
        }
        let s = Double(n)
        let k2 = power2 / (s - 1)  // = s * m2 / (s - 1)
        exam.sd = k2.squareRoot()
        guard !isNegligible(k2, scale: max(abs(lowest), abs(highest), 1)) else {
            exam.sd = 0
            return exam
        }
        let m2 = power2 / s
        let m3 = power3 / s
        let m4 = power4 / s
        if n > 2 {
            let k3 = s * s * m3 / ((s - 1) * (s - 2))
            exam.skewness = k3 / (k2 * k2.squareRoot())
        }
        if n > 3 {
            let k4 = s * s * ((s + 1) * m4 - 3 * (s - 1) * m2 * m2) / ((s - 1) * (s - 2) * (s - 3))
            exam.kurtosis = k4 / (k2 * k2)
        }
        // As Moodle (`calculator.php` computes them inside its `$s > 2` block): with two
        // attempts the totals' variance rests on one degree of freedom and CIC is meaningless.
        if n > 2, questionCount > 1, let sumOfMarkVariance {
            let p = Double(questionCount)
            let cic = 100 * p / (p - 1) * (1 - sumOfMarkVariance / k2)
            let errorRatio = 100 * max(0, 1 - cic / 100).squareRoot()
            exam.cic = cic
            exam.errorRatio = errorRatio
            exam.standardError = errorRatio * k2.squareRoot() / 100
        }
        return exam
    }

    /// Type 7 quantile (linear interpolation) of sorted, non-empty values.
    static func quantile(_ sorted: [Double], _ probability: Double) -> Double {
        let h = Double(sorted.count - 1) * probability
        let lower = Int(h.rounded(.down))
        let upper = min(lower + 1, sorted.count - 1)
        return sorted[lower] + (h - Double(lower)) * (sorted[upper] - sorted[lower])
    }

    static func histogram(
        _ sorted: [Double], from low: Double, to high: Double, binning: HistogramBinning
    ) throws(ItemAnalysisError) -> [HistogramBin] {
        let span = high - low
        let binCount: Int
        let width: Double
        switch binning {
        case .count(let count):
            guard count >= 1, count <= HistogramBinning.maximumBinCount else {
                throw .invalidHistogramBinning
            }
            binCount = count
            width = span / Double(count)
        case .width(let size):
            guard size.isFinite, size > 0 else { throw .invalidHistogramBinning }
            let needed = (span / size).rounded(.up)
            guard needed <= Double(HistogramBinning.maximumBinCount) else {
                throw .invalidHistogramBinning
            }
            binCount = max(1, Int(needed))
            width = size
        }
        var counts = [Int](repeating: 0, count: binCount)
        for value in sorted {
            var bin = width > 0 ? Int(((value - low) / width).rounded(.down)) : 0
            bin = min(max(bin, 0), binCount - 1)
            counts[bin] += 1
        }
        return counts.indices.map { index in
            let lowerBound = low + Double(index) * width
            let upperBound =
                index == binCount - 1 && width * Double(binCount) <= span
                ? high : lowerBound + width
            return HistogramBin(
                lowerBound: lowerBound, upperBound: upperBound, count: counts[index])
        }
    }
}
