import QuizgenCore

/// One step of an expression's postfix program.
enum Instruction: Sendable, Hashable {
    case number(Double)
    case parameter(String, column: Int)
    case negate
    case not
    case binary(BinaryOperator, column: Int)
    case call(ExpressionFunction, arguments: Int, column: Int)
    /// `and`: when the condition on the stack is false, leave it and jump to the index.
    case jumpIfFalse(Int)
    /// `or`: when the condition on the stack is true, leave it and jump to the index.
    case jumpIfTrue(Int)
    /// Drops the condition on the stack (the left side of an `and` or `or` that went on).
    case pop
}
