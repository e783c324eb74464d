/// Why a scoring rule could not be applied to its arguments.
///
/// A wrong answer is never an error (it scores 0); these are problems with the exam's own
/// definition, which the loading layer should report as diagnostics.
public enum ScoringError: Error, Sendable, Hashable, Codable {
    /// Base points outside 0...99.
    case basePointsOutOfRange(Double)
    /// A weight, factor, tolerance or time is negative, NaN or infinite.
    case invalidValue(String)
    /// Two arrays that must be parallel differ in length.
    case lengthMismatch(expected: Int, actual: Int)
    /// A grade scale is empty.
    case emptyGradeScale
    /// A grade band's minimum is outside 0...100.
    case gradeBandOutOfRange(label: String, minimum: Double)
    /// Grade band minimums are not strictly descending.
    case gradeBandsNotDescending(label: String)
}
