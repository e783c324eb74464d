/// The correct answer of a numeric question: a value with a tolerance, or a range.
///
/// Input is parsed leniently by ``parse(_:)``; anything that is not a finite number is simply
/// wrong, never an error.
public enum NumericAnswerKey: Sendable, Hashable, Codable {
    /// Correct when `|answer - value| <= tolerance` (absolute tolerance, `>= 0`). A slack of
    /// 1e-12 relative to the magnitudes absorbs binary rounding, so that 3.13 is within 0.01
    /// of 3.14 (in doubles the difference is 0.010000000000000231).
    case value(Double, tolerance: Double)
    /// Correct when `lowerBound <= answer <= upperBound`.
    case range(ClosedRange<Double>)

    /// Whether a number is correct.
    public func accepts(_ number: Double) -> Bool {
        guard number.isFinite else { return false }
        switch self {
        case .value(let value, let tolerance):
            let slack = 1e-12 * max(abs(value), abs(tolerance), 1)
            return abs(number - value) <= abs(tolerance) + slack
        case .range(let range):
            return range.contains(number)
        }
    }

    /// Whether a typed answer is correct.
    ///
    /// - Parameter input: What the examinee typed.
    /// - Returns: `true` when it parses and is accepted.
    public func accepts(_ input: String) -> Bool {
        guard let number = Self.parse(input) else { return false }
        return accepts(number)
    }

    /// The credit for a typed answer: 1 when correct, otherwise 0.
    public func score(_ input: String) -> Double { accepts(input) ? 1 : 0 }

    /// Reads a number leniently.
    ///
    /// Surrounding whitespace is ignored, a leading `+` and the Unicode minus sign (U+2212) are
    /// accepted, and so is exponent notation (`1.5e3`). A decimal comma is accepted when it is
    /// the only separator (`"3,5"` is 3.5, as R/exams' `gsub(",", ".")` does). Anything
    /// ambiguous or not a finite number is rejected (`nil`): both `,` and `.` (`"1,234.5"`),
    /// more than one comma, inner spaces (`"1 000"`), `"nan"`, `"inf"`, hexadecimal.
    ///
    /// - Parameter input: The text.
    /// - Returns: The number, or `nil`.
    public static func parse(_ input: String) -> Double? {
        var text = ShortAnswerMatcher.collapsingWhitespace(input)
        guard !text.isEmpty, !text.contains(" ") else { return nil }
        text = String(text.map { $0 == "\u{2212}" ? "-" : $0 })
        let commas = text.reduce(0) { $0 + ($1 == "," ? 1 : 0) }
        if commas > 0 {
            guard commas == 1, !text.contains(".") else { return nil }
            text = String(text.map { $0 == "," ? "." : $0 })
        }
        let allowed = Set("0123456789+-.eE")
        guard text.allSatisfy({ allowed.contains($0) }), let number = Double(text),
            number.isFinite
        else { return nil }
        return number
    }
}
