/// A named parameter.
public struct Parameter: Sendable, Hashable, Codable {
    /// The name used in formulas and in `{name}` in texts.
    public let name: String
    /// Where its value comes from.
    public let definition: ParameterDefinition

    /// Creates a parameter.
    public init(_ name: String, _ definition: ParameterDefinition) {
        self.name = name
        self.definition = definition
    }
}
