import QuizgenCore

/// The functions an expression may call.
public enum ExpressionFunction: String, Sendable, CaseIterable {
    case sqrt, abs, round, floor, ceil, min, max, sin, cos, tan, asin, acos, atan, exp, ln
    case log10, log

    /// The number of arguments it takes.
    var arity: ClosedRange<Int> {
        switch self {
        case .round: 1...2
        case .log: 2...2
        case .min, .max: 2...Int.max
        default: 1...1
        }
    }

    /// How a call is written, for messages.
    var signature: String {
        switch self {
        case .round: "round(x) or round(x, digits)"
        case .log: "log(x, base)"
        case .min, .max: "\(rawValue)(a, b, ...)"
        default: "\(rawValue)(x)"
        }
    }
}
