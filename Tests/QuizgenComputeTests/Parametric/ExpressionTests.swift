import QuizgenCore
import Testing

@testable import QuizgenCompute

private func value(_ text: String, _ values: [String: Double] = [:]) throws -> Double {
    try Expression(text).evaluate(values)
}

private func parseError(_ text: String) -> ExpressionError? {
    do {
        _ = try Expression(text)
        return nil
    } catch {
        return error
    }
}

private func evaluationError(_ text: String, _ values: [String: Double] = [:]) -> ExpressionError? {
    do {
        _ = try Expression(text).evaluate(values)
        return nil
    } catch {
        return error
    }
}

@Suite struct ExpressionTests {
    @Test(arguments: [
        ("1 + 2 * 3", 7.0),
        ("(1 + 2) * 3", 9),
        ("10 - 4 - 3", 3),
        ("2 * 3 / 4", 1.5),
        ("12 / 3 / 2", 2),
        ("2 ^ 3 ^ 2", 512),
        ("-2 ^ 2", -4),
        ("(-2) ^ 2", 4),
        ("2 ^ -1", 0.5),
        ("--3", 3),
        ("+4 - -1", 5),
        ("1.5e3 + .5", 1500.5),
        ("6.02E-1", 0.602),
        ("2 * pi", 2 * Double.pi),
        ("π / 2", Double.pi / 2),
        ("e", 2.718_281_828_459_045),
        ("a^2 - 4*c", 1),
        ("3 − 1 × 2 ÷ 4", 2.5),
    ])
    func precedence(text: String, expected: Double) throws {
        #expect(try value(text, ["a": 3, "c": 2]) == expected)
    }

    @Test(arguments: [
        ("b != 0", true),
        ("b == 0", false),
        ("a^2 - 4*c >= 0", true),
        ("a > 1 and b < 1", false),
        ("a > 1 or b < 1", true),
        ("not a > 1", false),
        ("not (a > 1 and b < 1)", true),
        ("a >= 3 and a <= 3", true),
        ("b ≠ 0 and a ≥ 3 and c ≤ 2", true),
        ("a < 1 or a > 2 and b > 5", false),
        // `or` stops at a true left side: the division by zero is never evaluated.
        ("c == 2 or 1 / 0 > 1", true),
        // `and` stops at a false left side.
        ("c == 0 and 1 / 0 > 1", false),
    ])
    func conditions(text: String, expected: Bool) throws {
        let expression = try Expression(text)
        #expect(expression.isCondition)
        #expect(try expression.holds(["a": 3, "b": 2, "c": 2]) == expected)
    }

    @Test func parameterNames() throws {
        let expression = try Expression("b^2 - 4*a*c + b")
        #expect(expression.parameterNames == ["b", "a", "c"])
        #expect(!expression.isCondition)
    }

    @Test(arguments: [
        ("sqr(4)", "unknown function 'sqr' at column 1; did you mean 'sqrt'?", 1),
        ("1 + sqr(4)", "unknown function 'sqr' at column 5; did you mean 'sqrt'?", 5),
        ("1 + frobnicate(4)", "unknown function 'frobnicate' at column 5", 5),
        ("", "the expression is empty; write a formula", 1),
        ("1 +", "the expression ends after '+' at column 3; write what follows it", 4),
        ("(1 + 2", "'(' at column 1 is not closed; add ')' at the end", 1),
        ("1 + 2)", "unmatched ')' at column 6; remove it or add a '(' before", 6),
        (
            "4c", "missing operator between '4' and 'c' at column 2; write '4*c' to multiply",
            2
        ),
        ("a = 1", "'=' at column 3 is not a comparison; write '==' to compare", 3),
        (
            "1 < a < 3",
            "comparisons do not chain: '<' at column 7 follows another comparison; write 'a < b and b < c'",
            7
        ),
        (
            "round(1, 2, 3)",
            "'round' at column 1 takes 1 or 2 arguments, not 3; write round(x) or round(x, digits)",
            1
        ),
        ("log(8)", "'log' at column 1 takes 2 arguments, not 1; write log(x, base)", 1),
        ("max(1)", "'max' at column 1 takes at least 2 arguments, not 1; write max(a, b, ...)", 1),
        (
            "sqrt + 1",
            "function 'sqrt' at column 1 needs its arguments in parentheses: sqrt(x)", 1
        ),
        (
            "a > 1 + 2 and 3",
            "'and' at column 11 needs a condition on its right, such as 'b != 0', not a number",
            11
        ),
        (
            "(a > 1) + 2",
            "'+' at column 9 needs a number on its left, not a condition; put the comparison in parentheses with 'and' or 'or'",
            9
        ),
        (
            "1 $ 2",
            "unexpected character '$' at column 3; a formula holds numbers, names, + - * / ^, parentheses and comparisons",
            3
        ),
        ("1..2", "malformed number '1..2' at column 1; write numbers like 12, 0.5 or 6.02e23", 1),
        ("sqrt(a > 1)", "argument 1 of 'sqrt' at column 6 is a condition; sqrt takes numbers", 6),
        ("! a", "'!' at column 1 is not an operator; write 'not' or '!='", 1),
        (
            "1,5 * a",
            "unexpected ',' at column 2 after '1'; a ',' separates a function's arguments: write decimals with '.', as in 2.5",
            2
        ),
        (
            "1 + not a",
            "'not' at column 5 cannot follow '+': it turns a condition around and gives no number; put it in front of a condition, as in 'not (a > 0)'",
            5
        ),
        (
            "and a > 1",
            "'and' at column 1 needs a condition before it; write e.g. 'a > 0 and b > 0'", 1
        ),
    ])
    func errors(text: String, message: String, column: Int) {
        let error = parseError(text)
        #expect(error?.message == message)
        #expect(error?.column == column)
    }

    @Test(arguments: [
        ("1 / (a - 3)", "division by zero at column 3", 3),
        (
            "sqrt(-a)",
            "'sqrt' at column 1 is undefined for -3: the square root of a negative number", 1
        ),
        (
            "2 * ln(a - 3)",
            "'ln' at column 5 is undefined for 0: the logarithm of a number that is not positive",
            5
        ),
        ("asin(a)", "'asin' at column 1 is undefined for 3: its argument must be from -1 to 1", 1),
        ("10 ^ 400", "'^' at column 4 gives no finite real number for 10 and 400", 4),
        (
            "(-8) ^ (1/3)",
            "'^' at column 6 gives no finite real number for -8 and 0.3333333333333333", 6
        ),
        ("0 ^ -1", "'^' at column 3 gives no finite real number for 0 and -1", 3),
        ("exp(1000)", "'exp' at column 1 gives no finite number for 1000", 1),
        ("log(8, 1)", "'log' at column 1 needs a positive base other than 1, not 1", 1),
        (
            "round(2.5, 0.5)",
            "'round' at column 1 takes a whole number of digits from -15 to 15, not 0.5", 1
        ),
        ("speed + 1", "unknown parameter 'speed' at column 1", 1),
    ])
    func evaluationErrors(text: String, message: String, column: Int) {
        let error = evaluationError(text, ["a": 3])
        #expect(error?.message == message)
        #expect(error?.column == column)
    }

    @Test(arguments: [
        ("sqrt(16)", 4.0),
        ("abs(-2.5)", 2.5),
        ("round(2.5)", 3),
        ("round(-2.5)", -3),
        ("round(3.14159, 2)", 3.14),
        ("round(1234, -2)", 1200),
        ("floor(-1.5)", -2),
        ("ceil(-1.5)", -1),
        ("min(3, 1, 2)", 1),
        ("max(3, 1, 2)", 3),
        ("sin(pi / 2)", 1),
        ("cos(0)", 1),
        ("tan(0)", 0),
        ("asin(1)", Double.pi / 2),
        ("acos(1)", 0),
        ("atan(1)", Double.pi / 4),
        ("exp(0)", 1),
        ("ln(e)", 1),
        ("log10(1000)", 3),
        ("log(8, 2)", 3),
    ])
    func functions(text: String, expected: Double) throws {
        #expect(abs(try value(text) - expected) < 1e-12)
    }

    @Test func depthLimit() throws {
        let nested = { (depth: Int) in
            String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
        }
        #expect(try value(nested(64)) == 1)
        let error = parseError(nested(65))
        #expect(
            error?.message
                == "the expression nests too deeply at column 65 (more than 64 levels of parentheses, calls, signs or powers); split it into computed parameters"
        )
        #expect(error?.column == 65)
        // Deep enough to overflow a recursive parser's stack: a located error instead.
        #expect(parseError(nested(100_000))?.column == 65)
        #expect(parseError(String(repeating: "-", count: 100_000) + "1")?.column == 65)
        #expect(parseError(String(repeating: "2^", count: 100_000) + "1")?.column == 130)
        #expect(parseError(String(repeating: "sqrt(", count: 1000) + "1")?.column == 325)
        // Long but flat: no limit, evaluated without recursion.
        let sum = Array(repeating: "1", count: 100_000).joined(separator: "+")
        #expect(try value(sum) == 100_000)
    }
}

@Suite struct ExpressionRobustnessTests {
    /// Random token soup: every text either parses and evaluates (to a number or an error) or
    /// is refused with a column inside it or just past its end; nothing traps.
    @Test func randomTextsNeverTrap() {
        let pieces = [
            "a", "b", "1", "2.5", "1e3", "+", "-", "*", "/", "^", "(", ")", ",", " ", "<", "<=",
            "==", "!=", ">", "and", "or", "not", "sqrt(", "round(", "min(", "log(", "pi", "e", "=",
            "$", ".",
        ]
        var generator = Xoshiro256StarStar(seed: "robustness")
        var parsed = 0
        for _ in 0..<5000 {
            let count = Int(generator.next(below: 12)) + 1
            let text = (0..<count).map { _ in
                pieces[Int(generator.next(below: UInt64(pieces.count)))]
            }.joined()
            do {
                let expression = try Expression(text)
                parsed += 1
                _ = try? expression.evaluate(["a": 2, "b": 0])
            } catch {
                #expect((1...text.count + 1).contains(error.column), "\(text): \(error.message)")
            }
        }
        #expect(parsed > 100)
    }
}
