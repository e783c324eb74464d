import QuizgenCore

/// The values of one draw of a question's parameters.
public struct ParameterDraw: Sendable, Hashable {
    /// Each parameter's value, by name.
    public let values: [String: ParameterValue]
    /// The names, as declared.
    public let names: [String]
    /// Which try gave this draw (1 when the first one met every constraint).
    public let tries: Int

    /// The numbers only, for evaluating further formulas (the answer, computed choices).
    public var numbers: [String: Double] { values.compactMapValues(\.number) }
}
