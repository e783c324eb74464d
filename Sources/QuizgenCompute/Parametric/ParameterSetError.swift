import QuizgenCore

/// The problems that make a parameter set unusable, all of them.
public struct ParameterSetError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Each problem, in the order of the parameters, then of the constraints.
    public let problems: [ParameterProblem]

    public var description: String { problems.map(\.message).joined(separator: "\n") }
}
