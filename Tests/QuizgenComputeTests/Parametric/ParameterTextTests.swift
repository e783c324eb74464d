import QuizgenCore
import Testing

@testable import QuizgenCompute

@Suite struct ParameterTextTests {
    @Test(arguments: [
        (3.0, 6, "3"),
        (-12, 6, "-12"),
        (0.5, 6, "0.5"),
        (3.14159265, 2, "3.14"),
        (2.5, 0, "2"),
        (-0.0001, 2, "0"),
        (0.1 + 0.2, 6, "0.3"),
        (1e6, 2, "1000000"),
    ])
    func formats(value: Double, decimals: Int, expected: String) {
        #expect(ParameterText.format(value, decimals: decimals) == expected)
    }

    @Test func substitutes() throws {
        let values: [String: ParameterValue] = [
            "a": .number(3), "b": .number(0.25), "unit": .text("m/s"), "v_0": .number(-2),
        ]
        #expect(
            try ParameterText.substitute(
                "A car at {a} {unit} and {v_0}; $\\frac{ {a} }{ {b} }$, \\frac{1}{2}, {{a}}, \\mathrm{{kg}}, { a }",
                values: values)
                == "A car at 3 m/s and -2; $\\frac{ 3 }{ 0.25 }$, \\frac{1}{2}, {a}, \\mathrm{kg}, { a }"
        )
    }

    @Test func reportsUnknownNamesWithPositions() {
        do {
            _ = try ParameterText.substitute(
                "x = {a}\nand {rate}, {zzz}", values: ["a": .number(1), "rates": .number(2)])
            Issue.record("expected unknown names")
        } catch {
            #expect(
                error.unknownNames.map(\.message) == [
                    "unknown parameter 'rate' in '{rate}' at line 2, column 5; did you mean 'rates'?",
                    "unknown parameter 'zzz' in '{zzz}' at line 2, column 13; declare it, or write '{{zzz}}' to show the braces",
                ])
            #expect(error.unknownNames.map(\.line) == [2, 2])
            #expect(error.unknownNames.map(\.column) == [5, 13])
        }
    }
}
