import Foundation
import QuizgenCore

extension Expression {
    /// The value of a numeric expression.
    ///
    /// - Parameter values: Every parameter the expression names (``parameterNames``).
    /// - Returns: A finite number.
    /// - Throws: ``ExpressionError`` at the operator or call that has no finite real value
    ///   (division by zero, `sqrt(-1)`, `ln(0)`, an overflow), or for a missing parameter.
    public func evaluate(_ values: [String: Double]) throws(ExpressionError) -> Double {
        try run(values)
    }

    /// Whether a condition holds.
    ///
    /// - Parameter values: Every parameter the expression names.
    /// - Returns: The truth of the condition.
    /// - Throws: ``ExpressionError`` as ``evaluate(_:)`` does.
    public func holds(_ values: [String: Double]) throws(ExpressionError) -> Bool {
        try run(values) != 0
    }

    /// Runs the postfix program; conditions are 1 (true) and 0 (false) on the stack, which the
    /// parser keeps apart from numbers.
    private func run(_ values: [String: Double]) throws(ExpressionError) -> Double {
        var stack: [Double] = []
        stack.reserveCapacity(16)
        var index = 0
        while index < program.count {
            let instruction = program[index]
            index += 1
            switch instruction {
            case .number(let value):
                stack.append(value)
            case .parameter(let name, let column):
                guard let value = values[name] else {
                    throw ExpressionError(
                        message:
                            "unknown parameter '\(name)' at column \(column)\(Suggestion.didYouMean(name, in: values.keys.sorted()))",
                        column: column)
                }
                stack.append(value)
            case .negate:
                stack[stack.count - 1] = -stack[stack.count - 1]
            case .not:
                stack[stack.count - 1] = stack[stack.count - 1] == 0 ? 1 : 0
            case .binary(let operation, let column):
                let right = stack.removeLast()
                let left = stack.removeLast()
                stack.append(try Self.apply(operation, left, right, column: column))
            case .call(let function, let count, let column):
                let arguments = Array(stack[(stack.count - count)...])
                stack.removeLast(count)
                stack.append(try Self.call(function, arguments, column: column))
            case .jumpIfFalse(let target):
                if stack[stack.count - 1] == 0 { index = target }
            case .jumpIfTrue(let target):
                if stack[stack.count - 1] != 0 { index = target }
            case .pop:
                stack.removeLast()
            }
        }
        return stack[stack.count - 1]
    }

    private static func apply(
        _ operation: BinaryOperator, _ left: Double, _ right: Double, column: Int
    ) throws(ExpressionError) -> Double {
        let result: Double
        switch operation {
        case .add: result = left + right
        case .subtract: result = left - right
        case .multiply: result = left * right
        case .divide:
            guard right != 0 else {
                throw ExpressionError(
                    message: "division by zero at column \(column)", column: column)
            }
            result = left / right
        case .power: result = Foundation.pow(left, right)
        case .less: return left < right ? 1 : 0
        case .lessOrEqual: return left <= right ? 1 : 0
        case .greater: return left > right ? 1 : 0
        case .greaterOrEqual: return left >= right ? 1 : 0
        case .equal: return left == right ? 1 : 0
        case .notEqual: return left != right ? 1 : 0
        }
        guard result.isFinite else {
            throw ExpressionError(
                message:
                    "'\(operation.rawValue)' at column \(column) gives no finite real number for \(NumberText.format(left)) and \(NumberText.format(right))",
                column: column)
        }
        return result
    }

    private static func call(
        _ function: ExpressionFunction, _ arguments: [Double], column: Int
    ) throws(ExpressionError) -> Double {
        let x = arguments[0]
        func outside(_ what: String) -> ExpressionError {
            ExpressionError(
                message:
                    "'\(function.rawValue)' at column \(column) is undefined for \(NumberText.format(x)): \(what)",
                column: column)
        }
        let result: Double
        switch function {
        case .sqrt:
            guard x >= 0 else { throw outside("the square root of a negative number") }
            result = x.squareRoot()
        case .abs: result = Swift.abs(x)
        case .round:
            let digits = arguments.count > 1 ? arguments[1] : 0
            guard digits == digits.rounded(), Swift.abs(digits) <= 15 else {
                throw ExpressionError(
                    message:
                        "'round' at column \(column) takes a whole number of digits from -15 to 15, not \(NumberText.format(digits))",
                    column: column)
            }
            let scale = Foundation.pow(10, digits)
            result = (x * scale).rounded(.toNearestOrAwayFromZero) / scale
        case .floor: result = x.rounded(.down)
        case .ceil: result = x.rounded(.up)
        case .min: result = arguments.dropFirst().reduce(x, Swift.min)
        case .max: result = arguments.dropFirst().reduce(x, Swift.max)
        case .sin: result = Foundation.sin(x)
        case .cos: result = Foundation.cos(x)
        case .tan: result = Foundation.tan(x)
        case .asin:
            guard Swift.abs(x) <= 1 else { throw outside("its argument must be from -1 to 1") }
            result = Foundation.asin(x)
        case .acos:
            guard Swift.abs(x) <= 1 else { throw outside("its argument must be from -1 to 1") }
            result = Foundation.acos(x)
        case .atan: result = Foundation.atan(x)
        case .exp: result = Foundation.exp(x)
        case .ln, .log10:
            guard x > 0 else { throw outside("the logarithm of a number that is not positive") }
            result = function == .ln ? Foundation.log(x) : Foundation.log10(x)
        case .log:
            let base = arguments[1]
            guard x > 0 else { throw outside("the logarithm of a number that is not positive") }
            guard base > 0, base != 1 else {
                throw ExpressionError(
                    message:
                        "'log' at column \(column) needs a positive base other than 1, not \(NumberText.format(base))",
                    column: column)
            }
            result = Foundation.log(x) / Foundation.log(base)
        }
        guard result.isFinite else {
            throw ExpressionError(
                message:
                    "'\(function.rawValue)' at column \(column) gives no finite number for \(NumberText.format(x))",
                column: column)
        }
        return result
    }
}
