import QuizgenCore

/// A problem in a formula of a parametric question: a mistake in its text, found when it is
/// parsed, or a value it cannot have, found when it is evaluated (division by zero, the square
/// root of a negative number, a result that is not a finite number).
public struct ExpressionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong and how to fix it, with the column (`unknown function 'sqr' at column 3;
    /// did you mean 'sqrt'?`).
    public let message: String
    /// The column within the expression, counted in characters from 1.
    public let column: Int

    /// Creates an error.
    public init(message: String, column: Int) {
        self.message = message
        self.column = column
    }

    public var description: String { message }
}
