/// The limits outside which a question is flagged for review.
///
/// All values are percentages as Moodle shows them. The defaults follow the Moodle quiz
/// statistics help ("Quiz report statistics"): facility outside 10 %...90 % is too easy or too
/// hard for a discriminating test, a negative discrimination index means the question works
/// against the rest of the test, and a discrimination index below 20 % is weak (Ebel's rule of
/// thumb: below 0.20 is poor). Comparisons are strict: facility 90 % exactly is not flagged.
public struct ReviewThresholds: Sendable, Hashable, Codable {
    /// Facility below this is ``ReviewFlag/tooHard``.
    public var minimumFacility: Double
    /// Facility above this is ``ReviewFlag/tooEasy``.
    public var maximumFacility: Double
    /// A non-negative discrimination index below this is ``ReviewFlag/lowDiscrimination``.
    public var minimumDiscrimination: Double

    /// Creates thresholds.
    ///
    /// - Parameters:
    ///   - minimumFacility: Lowest acceptable facility, in percent.
    ///   - maximumFacility: Highest acceptable facility, in percent.
    ///   - minimumDiscrimination: Lowest acceptable discrimination index, in percent.
    public init(
        minimumFacility: Double = 10, maximumFacility: Double = 90,
        minimumDiscrimination: Double = 20
    ) {
        self.minimumFacility = minimumFacility
        self.maximumFacility = maximumFacility
        self.minimumDiscrimination = minimumDiscrimination
    }

    /// Facility 10...90 %, discrimination at least 20 %.
    public static let standard = ReviewThresholds()

    private enum CodingKeys: String, CodingKey {
        case minimumFacility = "minimum_facility"
        case maximumFacility = "maximum_facility"
        case minimumDiscrimination = "minimum_discrimination"
    }
}
