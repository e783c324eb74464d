import QuizgenCompute

/// The functions of Moodle's and Canvas's formulas, translated into quizgen's.
///
/// Moodle evaluates its formulas as PHP: `log(x)` is the natural logarithm and `log(x, b)`
/// the logarithm to base `b`, `pow(a, b)` is `a ^ b`, `pi()` is π, and the hyperbolic
/// functions, `deg2rad`, `rad2deg`, `expm1` and `log1p` are written out with `exp` and `ln`.
/// Canvas's `ln` is the natural logarithm and `log` the logarithm to base 10. A function with
/// no equivalent (Moodle's `atan2`, `fmod`, the base conversions; Canvas's list and random
/// functions) or an unknown name is an error naming it.
enum FormulaFunctions {
    /// The functions both systems share with quizgen under the same name and meaning, with
    /// the number of arguments each takes.
    static let shared: [String: ClosedRange<Int>] = [
        "abs": 1...1, "acos": 1...1, "asin": 1...1, "atan": 1...1, "ceil": 1...1, "cos": 1...1,
        "exp": 1...1, "floor": 1...1, "sin": 1...1, "sqrt": 1...1, "tan": 1...1,
        "min": 2...Int.max, "max": 2...Int.max,
    ]

    /// Moodle's functions that quizgen cannot compute.
    static let moodleUntranslatable: Set<String> = [
        "atan2", "fmod", "bindec", "decbin", "decoct", "octdec", "is_finite", "is_infinite",
        "is_nan",
    ]

    /// `word(arguments)` in `dialect`, as quizgen computes it.
    static func translate(_ word: String, _ arguments: [Formula], dialect: FormulaReader.Dialect)
        throws(FormulaError) -> Formula
    {
        // PHP's function names ignore case.
        let name = dialect == .moodle ? word.lowercased() : word
        func arity(_ range: ClosedRange<Int>, _ shown: String) throws(FormulaError) {
            guard range.contains(arguments.count) else {
                throw FormulaError(
                    "\(dialect.system)'s '\(word)' takes \(shown), not \(arguments.count) argument\(arguments.count == 1 ? "" : "s")"
                )
            }
        }
        if let range = shared[name], let function = ExpressionFunction(rawValue: name) {
            try arity(range, range.upperBound == 1 ? "one argument" : "two or more arguments")
            return .call(function, arguments)
        }
        switch dialect {
        case .moodle: return try moodle(name, word, arguments, arity)
        case .canvas: return try canvas(name, arguments, arity)
        case .quizgen:
            guard let function = ExpressionFunction(rawValue: name) else {
                throw FormulaError("'\(word)' is not one of quizgen's functions")
            }
            return .call(function, arguments)
        }
    }

    private static func moodle(
        _ name: String, _ word: String, _ arguments: [Formula],
        _ arity: (ClosedRange<Int>, String) throws(FormulaError) -> Void
    ) throws(FormulaError) -> Formula {
        let x = arguments.first ?? .number(0)
        switch name {
        case "pi":
            try arity(0...0, "no argument")
            return .pi
        case "pow":
            try arity(2...2, "two arguments")
            return .binary(.power, arguments[0], arguments[1])
        case "log":
            try arity(1...2, "one or two arguments")
            return arguments.count == 1 ? .call(.ln, arguments) : .call(.log, arguments)
        case "log10":
            try arity(1...1, "one argument")
            return .call(.log10, arguments)
        case "round":
            try arity(1...2, "one or two arguments")
            return .call(.round, arguments)
        case "deg2rad":
            try arity(1...1, "one argument")
            return .binary(.divide, .binary(.times, x, .pi), .number(180))
        case "rad2deg":
            try arity(1...1, "one argument")
            return .binary(.divide, .binary(.times, x, .number(180)), .pi)
        case "expm1":
            try arity(1...1, "one argument")
            return .binary(.minus, .call(.exp, [x]), .number(1))
        case "log1p":
            try arity(1...1, "one argument")
            return .call(.ln, [.binary(.plus, .number(1), x)])
        case "sinh", "cosh", "tanh":
            try arity(1...1, "one argument")
            let up = Formula.call(.exp, [x])
            let down = Formula.call(.exp, [.negate(x)])
            switch name {
            case "sinh": return .binary(.divide, .binary(.minus, up, down), .number(2))
            case "cosh": return .binary(.divide, .binary(.plus, up, down), .number(2))
            default: return .binary(.divide, .binary(.minus, up, down), .binary(.plus, up, down))
            }
        case "asinh", "acosh":
            try arity(1...1, "one argument")
            let square = Formula.binary(.power, x, .number(2))
            let root = Formula.call(
                .sqrt, [.binary(name == "asinh" ? .plus : .minus, square, .number(1))])
            return .call(.ln, [.binary(.plus, x, root)])
        case "atanh":
            try arity(1...1, "one argument")
            let ratio = Formula.binary(
                .divide, .binary(.plus, .number(1), x), .binary(.minus, .number(1), x))
            return .binary(.divide, .call(.ln, [ratio]), .number(2))
        default:
            if moodleUntranslatable.contains(name) {
                throw FormulaError(
                    "Moodle's function '\(word)' has no equivalent in quizgen's formulas")
            }
            throw FormulaError("'\(word)' is not one of Moodle's formula functions")
        }
    }

    private static func canvas(
        _ name: String, _ arguments: [Formula],
        _ arity: (ClosedRange<Int>, String) throws(FormulaError) -> Void
    ) throws(FormulaError) -> Formula {
        let x = arguments.first ?? .number(0)
        switch name {
        case "ln":
            try arity(1...1, "one argument")
            return .call(.ln, arguments)
        case "log":
            try arity(1...1, "one argument")
            return .call(.log10, arguments)
        case "round":
            try arity(1...1, "one argument")
            return .call(.round, arguments)
        case "deg_to_rad":
            try arity(1...1, "one argument")
            return .binary(.divide, .binary(.times, x, .pi), .number(180))
        case "rad_to_deg":
            try arity(1...1, "one argument")
            return .binary(.divide, .binary(.times, x, .number(180)), .pi)
        default:
            throw FormulaError(
                "Canvas's function '\(name)' has no equivalent in quizgen's formulas")
        }
    }
}
