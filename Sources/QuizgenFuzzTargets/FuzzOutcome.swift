import QuizgenCore

/// What one parser made of one input: how many things it read (questions, posts, submissions,
/// pages, files) and what it reported.
public struct FuzzOutcome: Sendable {
    /// How many things the parser produced.
    public var produced: Int
    /// What it reported.
    public var diagnostics: Diagnostics

    /// Creates an outcome.
    public init(produced: Int, diagnostics: Diagnostics) {
        self.produced = produced
        self.diagnostics = diagnostics
    }

    /// The errors that name no file: an input the parser refused without saying where.
    public var unlocatedErrors: [Diagnostic] {
        diagnostics.items.filter {
            $0.severity == .error && ($0.location?.path.isEmpty ?? true)
        }
    }
}
