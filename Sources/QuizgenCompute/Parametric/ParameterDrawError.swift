import QuizgenCore

/// Why no draw could be made: every try broke a constraint or a formula.
public struct ParameterDrawError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The message: `no draw of the parameters satisfies the constraints after 1000 tries:
    /// `b != 0` failed every time`.
    public let message: String
    /// How many tries were made.
    public let tries: Int

    public var description: String { message }
}
