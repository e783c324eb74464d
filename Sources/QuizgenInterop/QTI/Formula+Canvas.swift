import QuizgenCompute

extension Formula {
    /// The formula in Canvas's syntax (bare names, `^`, `ln`, `log` for base 10, `e` for
    /// `exp`); `nil` when it uses what Canvas's formulas lack (`log(x, base)`,
    /// `round(x, digits)`).
    var canvas: String? {
        var unwritable = false
        let text = write(
            name: { $0 }, constant: { $0 == .pi ? "pi" : "e" },
            call: { function, arguments in
                switch function {
                case .log10: return "log(\(arguments[0]))"
                case .exp: return "e^(\(arguments[0]))"
                case .log:
                    unwritable = true
                    return ""
                case .round where arguments.count != 1:
                    unwritable = true
                    return ""
                default: return "\(function.rawValue)(\(arguments.joined(separator: ", ")))"
                }
            },
            power: nil)
        return unwritable ? nil : text
    }
}
