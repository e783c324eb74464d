import QuizgenCore

/// One mistake in a question's parameters or constraints, found by ``ParameterSet``.
public struct ParameterProblem: Sendable, Hashable, CustomStringConvertible {
    /// The parameter it concerns, or `nil` for a constraint.
    public let parameter: String?
    /// The constraint's index, or `nil` for a parameter.
    public let constraint: Int?
    /// What is wrong and how to fix it, naming the parameter or constraint.
    public let message: String
    /// The column within the parameter's or constraint's formula, when the problem is in one.
    public let column: Int?

    public var description: String { message }
}
