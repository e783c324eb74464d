/// Item analysis of one question, as in Moodle's quiz statistics report.
///
/// Percentages are as Moodle shows them (facility 62.5 means 62.5 %). Undefined values are
/// `nil`, never NaN. With `x` the question's marks, `o` the marks on the rest of the test (total
/// minus `x`) and `t` the totals, all variances and covariances with `n - 1`
/// (Moodle `question/classes/statistics/questions/calculator.php`):
/// - facility `= 100 mean(x) / maxMark`; sd `= 100 sd(x) / maxMark`;
/// - discrimination index `= 100 cov(x, o) / sqrt(V(x) V(o))` (correlation with the rest of the
///   test), `nil` when either variance is 0;
/// - discriminative efficiency `= 100 cov(x, o) / covmax(x, o)`, where `covmax` pairs `x` sorted
///   with `o` sorted (the largest covariance these marks could have);
/// - effective weight `= 100 sqrt(cov(x, t)) / Σ sqrt(cov(x_j, t))` over the questions with
///   `cov(x_j, t) >= 0`; `nil` for a question whose `cov(x, t) < 0`;
/// - intended weight `= 100 maxMark / Σ maxMark`.
public struct QuestionStatistics: Sendable, Hashable, Codable {
    /// 0-based position of the question in the marks matrix.
    public var index: Int
    /// The question's maximum mark.
    public var maxMark: Double
    /// Mean mark, in marks.
    public var meanMark: Double?
    /// Facility index: mean mark as a percentage of the maximum mark.
    public var facility: Double?
    /// Sample standard deviation of the marks as a percentage of the maximum mark.
    public var sd: Double?
    /// Expected score of a random guesser, as a percentage of the maximum mark; `nil` where it
    /// is undefined (as in Moodle, a multiple-answer question has none).
    public var randomGuess: Double?
    /// Share of the maximum total carried by this question, in percent.
    public var intendedWeight: Double?
    /// Share of the spread of totals actually caused by this question, in percent.
    public var effectiveWeight: Double?
    /// Correlation of the question with the rest of the test, in percent.
    public var discriminationIndex: Double?
    /// Discrimination index as a percentage of the largest one these marks allow.
    public var discriminativeEfficiency: Double?
    /// Upper-lower index: mean mark of the top group minus that of the bottom group (27 % of
    /// the attempts each by default, ranked by total), as a percentage of the maximum mark.
    public var upperLowerDiscrimination: Double?
    /// Reasons to review the question (see ``ReviewThresholds``).
    public var reviewFlags: [ReviewFlag]
    /// Distractor analysis, when choice responses were given for this question.
    public var choices: ChoiceAnalysis?

    /// Creates question statistics with every value undefined; the analyzer fills them in.
    public init(index: Int, maxMark: Double) {
        self.index = index
        self.maxMark = maxMark
        self.reviewFlags = []
    }

    enum CodingKeys: String, CodingKey {
        case index
        case maxMark = "max_mark"
        case meanMark = "mean_mark"
        case facility, sd
        case randomGuess = "random_guess"
        case intendedWeight = "intended_weight"
        case effectiveWeight = "effective_weight"
        case discriminationIndex = "discrimination_index"
        case discriminativeEfficiency = "discriminative_efficiency"
        case upperLowerDiscrimination = "upper_lower_discrimination"
        case reviewFlags = "review_flags"
        case choices
    }

    /// Encodes every key, writing `null` for undefined values so the keys are stable.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(index, forKey: .index)
        try container.encode(maxMark, forKey: .maxMark)
        try container.encode(meanMark, forKey: .meanMark)
        try container.encode(facility, forKey: .facility)
        try container.encode(sd, forKey: .sd)
        try container.encode(randomGuess, forKey: .randomGuess)
        try container.encode(intendedWeight, forKey: .intendedWeight)
        try container.encode(effectiveWeight, forKey: .effectiveWeight)
        try container.encode(discriminationIndex, forKey: .discriminationIndex)
        try container.encode(discriminativeEfficiency, forKey: .discriminativeEfficiency)
        try container.encode(upperLowerDiscrimination, forKey: .upperLowerDiscrimination)
        try container.encode(reviewFlags, forKey: .reviewFlags)
        try container.encode(choices, forKey: .choices)
    }
}
