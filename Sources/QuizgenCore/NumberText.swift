import Foundation

/// The one place numbers become text: weights, points, factors and percentages, in files,
/// pages and messages.
public enum NumberText {
    /// Numbers written the way an author would: `2006`, `0.5`, `-33.33333` (a whole number
    /// without `.0`, anything else in Swift's shortest form that reads back to the same value).
    ///
    /// - Parameter value: Any number; NaN and infinities come out as `nan`, `inf`, `-inf`.
    /// - Returns: The text.
    public static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    /// At most two decimals, trailing zeros dropped (`62.5`, `27.99`, `3`), `–` for `nil`, NaN
    /// and infinities: grades and statistics as people read them.
    ///
    /// - Parameter value: A grade, mark or statistic.
    /// - Returns: The text.
    public static func twoPlaces(_ value: Double?) -> String {
        guard let value, value.isFinite else { return "–" }
        var text = String(format: "%.2f", value)
        while text.contains("."), text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
