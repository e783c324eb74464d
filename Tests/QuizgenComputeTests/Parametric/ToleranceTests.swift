import QuizgenCore
import Testing

@testable import QuizgenCompute

@Suite struct ToleranceTests {
    @Test(arguments: [
        (Tolerance.absolute(0.01), 3.15, 3.14, true),
        (.absolute(0.01), 3.13, 3.14, true),
        (.absolute(0.01), 3.16, 3.14, false),
        (.absolute(0), 2, 2, true),
        (.relative(0.01), 101, 100, true),
        (.relative(0.01), 98.9, 100, false),
        (.relative(0.05), -0.0095, -0.01, true),
        (.significantFigures(3), 3.14, 3.14159, true),
        (.significantFigures(3), 3.1416, 3.14159, true),
        (.significantFigures(3), 3.15, 3.14159, false),
        (.significantFigures(2), 1200, 1234, true),
        (.significantFigures(2), 1300, 1234, false),
        (.significantFigures(2), 0.0012, 0.00123, true),
        (.significantFigures(1), 0, 0, true),
        (.absolute(1), .infinity, 0, false),
    ])
    func accepts(tolerance: Tolerance, typed: Double, answer: Double, expected: Bool) {
        #expect(tolerance.accepts(typed, answer: answer) == expected)
    }

    @Test(arguments: [
        ("9.81", NumericResponse.Verdict.correct),
        ("9,81", .correct),
        (" 9.8 m/s^2", .correct),
        ("9,8 m/s²", .correct),
        ("9.8m / s ^2", .correct),
        ("9.81 km/h", .wrongUnit("km/h")),
        ("10.5 m/s^2", .incorrect),
        ("nine", .notANumber),
        ("", .notANumber),
        ("−9.8 m/s^2", .incorrect),
        ("9.8e0 m/s^2", .correct),
    ])
    func checksTypedAnswers(input: String, expected: NumericResponse.Verdict) {
        #expect(
            NumericResponse.check(input, answer: 9.81, tolerance: .absolute(0.05), unit: "m/s^2")
                == expected)
    }

    @Test func unitWhenNoneExpected() {
        #expect(
            NumericResponse.check("4 kg", answer: 4, tolerance: .absolute(0)) == .wrongUnit("kg"))
        #expect(NumericResponse.check("4", answer: 4, tolerance: .absolute(0)) == .correct)
        #expect(NumericResponse.read("1,5 N*m") == NumericResponse(value: 1.5, unit: "N·m"))
    }
}
