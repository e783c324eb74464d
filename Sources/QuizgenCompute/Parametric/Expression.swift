import QuizgenCore

/// A formula of a parametric question, parsed once and evaluated for each draw: a computed
/// parameter (`sqrt(b^2 - 4*a*c)`) or a constraint (`b != 0 and a^2 - 4*c >= 0`).
///
/// Numbers (`2`, `0.5`, `.5`, `6.02e23`), parameters by name, `+ - * /`, `^` (power, right
/// associative, above unary minus: `-2^2` is -4), parentheses, the functions of
/// ``ExpressionFunction``, the constants `pi` (or `π`) and `e`, the comparisons `< <= > >= == !=` (also
/// `≤ ≥ ≠`) and `and`, `or`, `not` for conditions.
///
/// The parser is written by hand: none of the packages the machines resolve evaluates
/// formulas, and Foundation's `NSExpression` runs selectors named in the text (unsafe on an
/// author's string) with semantics of its own (integer division, no `^` precedence rule). It is
/// a recursive descent bounded to ``maximumDepth`` nested levels, and the result is a postfix
/// program that ``evaluate(_:)`` runs with a stack of its own, without recursion: both take time
/// linear in the length of the text.
public struct Expression: Sendable, Hashable, CustomStringConvertible {
    /// How deeply parentheses, calls, signs and powers may nest.
    public static let maximumDepth = 64

    /// The text as written.
    public let source: String
    /// Whether the expression is a condition (a comparison, `and`, `or`, `not`) rather than a
    /// number.
    public let isCondition: Bool
    /// The parameters it names, each once, in the order they first appear.
    public let parameterNames: [String]
    /// The column of each parameter's first use.
    let parameterColumns: [String: Int]
    let program: [Instruction]

    /// Parses an expression.
    ///
    /// - Parameter source: The formula.
    /// - Throws: ``ExpressionError`` at the first mistake, with its column.
    public init(_ source: String) throws(ExpressionError) {
        var parser = ExpressionParser(source)
        let isCondition = try parser.parse()
        self.source = source
        self.isCondition = isCondition
        self.program = parser.program
        var names: [String] = []
        var columns: [String: Int] = [:]
        for case .parameter(let name, let column) in parser.program where columns[name] == nil {
            names.append(name)
            columns[name] = column
        }
        self.parameterNames = names
        self.parameterColumns = columns
    }

    public var description: String { source }
}
