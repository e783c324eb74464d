/// Test-level statistics of a set of attempts, as in Moodle's quiz statistics report.
///
/// Scores (`mean`, `median`, `sd`, `minimum`, `maximum`, `quartiles`, `standardError`) are in
/// marks, the unit of the totals. `passRate`, `cic` and `errorRatio` are percentages (51.43 means
/// 51.43 %). Every statistic that is undefined for the data (no attempts, one attempt, all totals
/// equal, a single question) is `nil`, never NaN.
///
/// Formulas (Moodle `mod/quiz/report/statistics/classes/calculator.php`), with `n` attempts,
/// `p` questions, totals `x`, mean `x̄` and `m_k = Σ(x - x̄)^k / n`:
/// - `sd = sqrt(Σ(x - x̄)² / (n - 1))` (sample, n − 1), needs `n > 1`;
/// - `k2 = n m2 / (n - 1)`, `k3 = n² m3 / ((n - 1)(n - 2))`, skewness `= k3 / k2^(3/2)`,
///   needs `n > 2`;
/// - `k4 = n² ((n + 1) m4 - 3 (n - 1) m2²) / ((n - 1)(n - 2)(n - 3))`, excess kurtosis
///   `= k4 / k2²`, needs `n > 3`;
/// - CIC (Cronbach's alpha, KR-20 for 0/1 items) `= 100 p / (p - 1) * (1 - Σ V(question) / k2)`,
///   needs `p > 1` and, as in Moodle, `n > 2` (so do the error ratio and standard error);
/// - error ratio `= 100 sqrt(1 - CIC / 100)`; standard error (SEM) `= error ratio * sd / 100`.
public struct ExamStatistics: Sendable, Hashable, Codable {
    /// Number of attempts analysed.
    public var attempts: Int
    /// The highest possible total (sum of the questions' maximum marks).
    public var maximumTotal: Double
    /// Mean total.
    public var mean: Double?
    /// Median total (mean of the two middle totals for an even count).
    public var median: Double?
    /// Sample standard deviation of the totals.
    public var sd: Double?
    /// Lowest total.
    public var minimum: Double?
    /// Highest total.
    public var maximum: Double?
    /// Quartiles of the totals (see ``Quartiles`` for the method).
    public var quartiles: Quartiles?
    /// Distribution of the totals.
    public var histogram: [HistogramBin]
    /// Percentage of attempts whose total is at least the pass mark (compared as decimals,
    /// see ``GradeDecimal``); `nil` without a pass mark or without attempts. A gradebook with
    /// base points and late penalties sets it from its own pass decisions instead.
    public var passRate: Double?
    /// Skewness of the totals.
    public var skewness: Double?
    /// Excess kurtosis of the totals (0 for a normal distribution).
    public var kurtosis: Double?
    /// Coefficient of internal consistency, in percent.
    public var cic: Double?
    /// Error ratio, in percent.
    public var errorRatio: Double?
    /// Standard error of measurement, in marks.
    public var standardError: Double?

    /// Creates test statistics with no attempts; the analyzer fills in the rest.
    public init(attempts: Int = 0, maximumTotal: Double = 0, histogram: [HistogramBin] = []) {
        self.attempts = attempts
        self.maximumTotal = maximumTotal
        self.histogram = histogram
    }

    enum CodingKeys: String, CodingKey {
        case attempts
        case maximumTotal = "maximum_total"
        case mean, median, sd
        case minimum = "min"
        case maximum = "max"
        case quartiles, histogram
        case passRate = "pass_rate"
        case skewness, kurtosis, cic
        case errorRatio = "error_ratio"
        case standardError = "standard_error"
    }

    /// Encodes every key, writing `null` for undefined values so the keys are stable.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(attempts, forKey: .attempts)
        try container.encode(maximumTotal, forKey: .maximumTotal)
        try container.encode(mean, forKey: .mean)
        try container.encode(median, forKey: .median)
        try container.encode(sd, forKey: .sd)
        try container.encode(minimum, forKey: .minimum)
        try container.encode(maximum, forKey: .maximum)
        try container.encode(quartiles, forKey: .quartiles)
        try container.encode(histogram, forKey: .histogram)
        try container.encode(passRate, forKey: .passRate)
        try container.encode(skewness, forKey: .skewness)
        try container.encode(kurtosis, forKey: .kurtosis)
        try container.encode(cic, forKey: .cic)
        try container.encode(errorRatio, forKey: .errorRatio)
        try container.encode(standardError, forKey: .standardError)
    }
}
