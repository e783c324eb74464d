/// The drawn value of one parameter: a number, or a text from a `list` of texts.
public enum ParameterValue: Sendable, Hashable, Codable {
    /// A number from a range, a list of numbers or a formula.
    case number(Double)
    /// A text from a list of texts (a unit, a name, an object), for `{name}` in texts only.
    case text(String)

    /// The number, or `nil` for a text.
    public var number: Double? {
        if case .number(let value) = self { return value }
        return nil
    }
}
