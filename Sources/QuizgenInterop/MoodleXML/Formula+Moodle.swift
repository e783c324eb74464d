import QuizgenCompute

extension Formula {
    /// The formula in Moodle's syntax (PHP): wildcards `{a}`, `pow(a, b)` for powers, `log`
    /// for the natural logarithm, `pi()` and `exp(1)` for the constants.
    var moodle: String {
        write(
            name: { "{\($0)}" }, constant: { $0 == .pi ? "pi()" : "exp(1)" },
            call: { function, arguments in
                let name = function == .ln ? "log" : function.rawValue
                return "\(name)(\(arguments.joined(separator: ", ")))"
            },
            power: { "pow(\($0), \($1))" })
    }

    /// How Moodle shows a `{=…}` value in a choice, read off the computed parameter quizgen
    /// made for it: `round(x, n)` is `n` decimals (format 1), the significant-figures form of
    /// ``MoodleCalculated/significantFigures(_:_:)`` is `n` figures (format 2); the value
    /// without that rounding. Anything else is shown to 6 significant figures as it is.
    var moodleRounding: (value: Formula, format: Int, length: Int) {
        if case .call(.round, let arguments) = self, arguments.count == 2 {
            if case .number(let digits) = arguments[1], digits == digits.rounded(),
                (0...15).contains(digits)
            {
                return (arguments[0], 1, Int(digits))
            }
            if case .call(.max, let bounds) = arguments[1], bounds.count == 2,
                case .call(.min, let inner) = bounds[1], inner.count == 2,
                case .binary(.minus, .number(let less), _) = inner[1],
                (0...14).contains(less), less == less.rounded(),
                MoodleCalculated.significantFigures(arguments[0], Int(less) + 1) == self
            {
                return (arguments[0], 2, Int(less) + 1)
            }
        }
        return (self, 2, 6)
    }
}
