/// The parameters of a parametric question: what is drawn for each variant, the constraints a
/// draw must meet and, for a numeric question, the formula of its answer.
///
/// Written in a Markdown bank as a ```` ```parameters ```` block and in a data bank as
/// `parameters`, `constraints` and `answer` (docs/quiz-format.md). The question's text,
/// choices, feedback and explanation hold `{name}` placeholders that each variant fills in;
/// the draw itself happens in QuizgenCompute (`QuestionVariants`).
public struct QuestionParameters: Sendable, Hashable, Codable {
    /// The parameters in the order they are drawn.
    public var parameters: [Parameter]
    /// Conditions every draw must meet (`b != 0`, `a^2 - 4*c >= 0`).
    public var constraints: [String]
    /// The answer of a numeric question, a formula of the parameters; `nil` for other types.
    public var answer: NumericFormula?
    /// Where each parameter is defined, by name, for diagnostics.
    public var locations: [String: SourceLocation]
    /// Where each constraint is written, in order.
    public var constraintLocations: [SourceLocation]
    /// Where the parameters are written as a whole.
    public var location: SourceLocation

    /// Creates the parameters of a question.
    public init(
        parameters: [Parameter], constraints: [String] = [], answer: NumericFormula? = nil,
        locations: [String: SourceLocation] = [:], constraintLocations: [SourceLocation] = [],
        location: SourceLocation
    ) {
        self.parameters = parameters
        self.constraints = constraints
        self.answer = answer
        self.locations = locations
        self.constraintLocations = constraintLocations
        self.location = location
    }
}

/// The answer of a parametric numeric question: a formula of the parameters, how far a typed
/// number may be from it, and its unit.
public struct NumericFormula: Sendable, Hashable, Codable {
    /// The formula (`a * t`, or the name of a computed parameter).
    public var formula: String
    /// How close a typed number must be.
    public var tolerance: Tolerance
    /// Where the formula is written.
    public var location: SourceLocation

    /// Creates an answer formula.
    public init(formula: String, tolerance: Tolerance = .absolute(0), location: SourceLocation) {
        self.formula = formula
        self.tolerance = tolerance
        self.location = location
    }
}
