import Foundation
import QuizgenCore

/// A typed answer to a numeric parametric question: a number, then an optional unit.
public struct NumericResponse: Sendable, Hashable {
    /// The verdict on a typed answer.
    public enum Verdict: Sendable, Hashable {
        /// The number is within the tolerance and the unit, if typed, is the expected one.
        case correct
        /// The number is outside the tolerance.
        case incorrect
        /// The text does not start with a number.
        case notANumber
        /// A unit was typed that is not the expected one (the unit as typed).
        case wrongUnit(String)
    }

    /// The number typed.
    public let value: Double
    /// The unit typed after it, spaces removed, or `nil`.
    public let unit: String?

    /// Reads a typed answer: `9.81`, `9,81 m/s^2`, `-3e2 J`.
    ///
    /// The number is read by ``NumericAnswerKey/parse(_:)`` (a decimal comma, a leading `+`,
    /// the Unicode minus, exponents); the rest, if any, is the unit.
    ///
    /// - Parameter input: What the examinee typed.
    /// - Returns: The response, or `nil` when it does not start with a number.
    public static func read(_ input: String) -> NumericResponse? {
        let characters = Array(input.trimmingCharacters(in: .whitespacesAndNewlines))
        var end = 0
        while end < characters.count {
            let character = characters[end]
            if "0123456789+-−.,".contains(character) {
                end += 1
            } else if character == "e" || character == "E", end > 0, end + 1 < characters.count,
                "0123456789+-".contains(characters[end + 1])
            {
                end += 1
            } else {
                break
            }
        }
        guard let value = NumericAnswerKey.parse(String(characters[..<end])) else { return nil }
        let unit = normalizedUnit(String(characters[end...]))
        return NumericResponse(value: value, unit: unit.isEmpty ? nil : unit)
    }

    /// Checks a typed answer against a computed one.
    ///
    /// - Parameters:
    ///   - input: What the examinee typed.
    ///   - answer: The computed answer.
    ///   - tolerance: How close the number must be.
    ///   - unit: The expected unit, or `nil` when none may be typed; spaces, `*` for `·` and
    ///     `^2`/`^3` for `²`/`³` do not matter, case does (`ms` is not `Ms`).
    /// - Returns: The verdict; a unit left out is accepted.
    public static func check(
        _ input: String, answer: Double, tolerance: Tolerance, unit: String? = nil
    ) -> Verdict {
        guard let response = read(input) else { return .notANumber }
        if let typed = response.unit, typed != unit.map(normalizedUnit) {
            return .wrongUnit(typed)
        }
        return tolerance.accepts(response.value, answer: answer) ? .correct : .incorrect
    }

    /// A unit compared as written, without spaces and with one spelling of products and
    /// squares.
    public static func normalizedUnit(_ unit: String) -> String {
        unit.filter { !$0.isWhitespace }
            .replacingOccurrences(of: "*", with: "·")
            .replacingOccurrences(of: "^2", with: "²")
            .replacingOccurrences(of: "^3", with: "³")
    }
}
