import Foundation

/// Grade arithmetic in decimal, so that a pass mark is compared exactly and binary
/// floating-point noise never reaches a decision or an output.
///
/// Points come from decimal weights (`2.5`), fractions of credit (`1/3`) and late factors
/// (`0.8`), summed in binary floating point: 0.56 × 25 is 14.000000000000002 and a zero grade
/// can come out as 2.2e-16. Every value is therefore read as a decimal rounded to
/// ``places`` places, which removes the noise (it is about 1e-15 relative) and keeps every
/// digit a teacher can write; comparisons are then exact in `Decimal`.
public enum GradeDecimal {
    /// Decimal places kept: far more than any weight, mark or percentage a teacher writes,
    /// far fewer than the 15-17 significant digits where binary noise lives.
    public static let places = 10

    /// `value` as a decimal rounded to ``places`` places (`0` for NaN or infinity).
    ///
    /// - Parameter value: A grade, mark, weight or percentage.
    /// - Returns: The decimal value, with `-0` as `0`.
    public static func decimal(_ value: Double) -> Decimal {
        guard value.isFinite else { return 0 }
        let text = String(format: "%.\(places)f", value)
        let decimal = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) ?? 0
        return decimal.isZero ? 0 : decimal
    }

    /// `value` rounded to ``places`` places, for output: no `2.2e-16` for a zero, no
    /// `14.000000000000002` for 14.
    ///
    /// - Parameter value: Any computed figure.
    /// - Returns: The rounded value (`-0` becomes `0`); NaN and infinities are returned as they
    ///            are.
    public static func presentable(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        // Through text: the nearest double to the rounded decimal (NSDecimalNumber's
        // doubleValue is not correctly rounded on Linux).
        let rounded = Double(String(format: "%.\(places)f", value)) ?? value
        return rounded == 0 ? 0 : rounded
    }

    /// Whether `points` out of `maximum` reach `passMark` percent, exactly:
    /// `100 × points ≥ passMark × maximum` in decimal.
    ///
    /// - Parameters:
    ///   - points: The grade, in points.
    ///   - maximum: The maximum grade, in points (`> 0`; a maximum of 0 passes only with a
    ///     pass mark of 0).
    ///   - passMark: The lowest passing percentage.
    /// - Returns: `true` when the grade passes.
    public static func reaches(points: Double, of maximum: Double, passMark: Double) -> Bool {
        decimal(points) * 100 >= decimal(passMark) * decimal(maximum)
    }

    /// Whether `percentage` reaches `minimum`, compared as decimals (for grade bands).
    ///
    /// - Parameters:
    ///   - percentage: A grade in percent.
    ///   - minimum: A band's or pass mark's lowest percentage.
    /// - Returns: `true` when `percentage ≥ minimum` after rounding both to ``places`` places.
    public static func reaches(percentage: Double, minimum: Double) -> Bool {
        decimal(percentage) >= decimal(minimum)
    }
}
