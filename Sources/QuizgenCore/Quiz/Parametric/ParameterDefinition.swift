/// How one parameter of a parametric question gets its value.
public enum ParameterDefinition: Sendable, Hashable, Codable {
    /// Every value from `min` to `max` (inclusive) in steps of `step` (> 0), drawn uniformly;
    /// at most `ParameterSet.maximumRangeCount` (QuizgenCompute) values.
    case range(min: Double, max: Double, step: Double)
    /// One of the values, drawn uniformly: numbers or texts.
    case list([ParameterValue])
    /// The value of a formula of other parameters (QuizgenCompute's `Expression`), computed after the draw.
    case computed(String)
}
