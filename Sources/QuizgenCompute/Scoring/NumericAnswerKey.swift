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
        // Work on UTF-8 bytes: this runs once per typed answer, so it avoids Character
        // iteration and intermediate strings.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(24)
        var commas = 0
        var dots = 0
        var seenSpaceAfterText = false
        var utf8 = input.utf8.makeIterator()
        while let byte = utf8.next() {
            switch byte {
            case 0x20, 0x09...0x0D:
                if !bytes.isEmpty { seenSpaceAfterText = true }
                continue
            case 0xE2:  // U+2212 MINUS SIGN is E2 88 92
                guard utf8.next() == 0x88, utf8.next() == 0x92 else { return nil }
                guard !seenSpaceAfterText else { return nil }
                bytes.append(UInt8(ascii: "-"))
                continue
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"),
                UInt8(ascii: "e"), UInt8(ascii: "E"):
                break
            case UInt8(ascii: "."): dots += 1
            case UInt8(ascii: ","): commas += 1
            default: return nil
            }
            guard !seenSpaceAfterText else { return nil }  // inner space: "1 000"
            bytes.append(byte == UInt8(ascii: ",") ? UInt8(ascii: ".") : byte)
        }
        guard !bytes.isEmpty, commas <= 1, commas == 0 || dots == 0 else { return nil }
        guard let number = Double(String(decoding: bytes, as: UTF8.self)), number.isFinite
        else { return nil }
        return number
    }
}
