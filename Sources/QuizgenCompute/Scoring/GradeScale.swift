import QuizgenCore

/// Maps a percentage to a grade band, and says whether it passes.
///
/// Bands are listed from the highest down, e.g. `[(90, "A"), (80, "B"), (70, "C"), (0, "F")]`;
/// a percentage gets the first band whose minimum it reaches. Validation guarantees the minimums
/// are strictly descending and within 0...100, also when decoding.
public struct GradeScale: Sendable, Hashable, Codable {
    /// The bands, highest minimum first.
    public let bands: [GradeBand]
    /// Lowest passing percentage, if the scale has one.
    public let passMark: Double?

    /// Creates a validated scale.
    ///
    /// - Parameters:
    ///   - bands: Bands with strictly descending minimums in 0...100.
    ///   - passMark: Lowest passing percentage, in 0...100, or `nil`.
    /// - Throws: `ScoringError` for an empty scale, a minimum out of range or out of order, or
    ///   a pass mark out of range.
    public init(bands: [GradeBand], passMark: Double? = nil) throws(ScoringError) {
        guard !bands.isEmpty else { throw .emptyGradeScale }
        var previous = Double.infinity
        for band in bands {
            guard band.minimum.isFinite, (0...100).contains(band.minimum) else {
                throw .gradeBandOutOfRange(label: band.label, minimum: band.minimum)
            }
            guard band.minimum < previous else { throw .gradeBandsNotDescending(label: band.label) }
            previous = band.minimum
        }
        if let passMark, !(passMark.isFinite && (0...100).contains(passMark)) {
            throw .invalidValue("pass mark \(passMark) must be in 0...100")
        }
        self.bands = bands
        self.passMark = passMark
    }

    /// Creates a validated scale from `(minimum, label)` pairs.
    ///
    /// - Parameters:
    ///   - bands: Pairs with strictly descending minimums in 0...100.
    ///   - passMark: Lowest passing percentage, or `nil`.
    /// - Throws: As ``init(bands:passMark:)``.
    public init(_ bands: [(Double, String)], passMark: Double? = nil) throws(ScoringError) {
        try self.init(
            bands: bands.map { GradeBand(minimum: $0.0, label: $0.1) }, passMark: passMark)
    }

    /// The band a percentage falls in.
    ///
    /// - Parameter percentage: A grade in percent (values above 100 get the top band).
    /// - Returns: The first band whose minimum the percentage reaches, or `nil` when it is
    ///   below every band (or NaN).
    public func band(for percentage: Double) -> GradeBand? {
        bands.first { percentage >= $0.minimum }
    }

    /// Whether a percentage passes; `nil` when the scale has no pass mark.
    public func passes(_ percentage: Double) -> Bool? {
        passMark.map { percentage >= $0 }
    }

    /// The band of `points` out of `maximum`, decided exactly: the first band whose minimum
    /// `m` has `100 × points ≥ m × maximum` as decimals (see ``GradeDecimal``).
    ///
    /// - Parameters:
    ///   - points: The grade, in points.
    ///   - maximum: The maximum grade (`> 0`; with 0 the grade counts as 0 %).
    /// - Returns: The band, or `nil` when the grade is below every band.
    public func band(points: Double, of maximum: Double) -> GradeBand? {
        bands.first { Self.reaches(points: points, of: maximum, percentage: $0.minimum) }
    }

    /// Whether `points` out of `maximum` pass, decided exactly (see ``band(points:of:)``);
    /// `nil` when the scale has no pass mark.
    ///
    /// - Parameters:
    ///   - points: The grade, in points.
    ///   - maximum: The maximum grade.
    /// - Returns: Whether the grade passes, or `nil`.
    public func passes(points: Double, of maximum: Double) -> Bool? {
        passMark.map { Self.reaches(points: points, of: maximum, percentage: $0) }
    }

    /// Whether `points` out of `maximum` reach `percentage`, exactly (decimals, see
    /// ``GradeDecimal``); a maximum of 0 counts as 0 %.
    ///
    /// - Parameters:
    ///   - points: The grade, in points.
    ///   - maximum: The maximum grade.
    ///   - percentage: The lowest percentage that counts (a pass mark or band minimum).
    /// - Returns: `true` when the grade reaches it.
    public static func reaches(points: Double, of maximum: Double, percentage: Double) -> Bool {
        maximum > 0
            ? GradeDecimal.reaches(points: points, of: maximum, passMark: percentage)
            : GradeDecimal.reaches(percentage: 0, minimum: percentage)
    }

    private enum CodingKeys: String, CodingKey {
        case bands
        case passMark = "pass_mark"
    }

    /// Decodes and validates a scale.
    ///
    /// - Throws: A decoding error, or `ScoringError` when the bands are invalid.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            bands: container.decode([GradeBand].self, forKey: .bands),
            passMark: container.decodeIfPresent(Double.self, forKey: .passMark))
    }
}
