/// Why an item analysis could not be run on the data it was given.
///
/// These are problems with the shape of the input (the loading layer's job to prevent), never
/// with the statistics themselves: undefined statistics are `nil` in the report, not errors.
public enum ItemAnalysisError: Error, Sendable, Hashable, Codable {
    /// The flat marks array does not hold `examineeCount * questionCount` values.
    case markCountMismatch(expected: Int, actual: Int)
    /// A row of the marks matrix has the wrong number of questions.
    case rowLengthMismatch(row: Int, expected: Int, actual: Int)
    /// A mark is NaN or infinite.
    case nonFiniteMark(examinee: Int, question: Int)
    /// A count is negative.
    case negativeCount
    /// The per-question array named by `what` does not have one entry per question.
    case questionCountMismatch(what: String, expected: Int, actual: Int)
    /// A maximum mark or random guess score is NaN, infinite or negative.
    case invalidQuestionValue(what: String, question: Int)
    /// The choice responses of a question do not have one entry per examinee.
    case responseCountMismatch(question: Int, expected: Int, actual: Int)
    /// The histogram binning is not usable (non-positive width or count, or too many bins).
    case invalidHistogramBinning
    /// The upper/lower group fraction is outside `0 < f <= 0.5`, or the pass mark is not finite.
    case invalidOption(String)
}
