import QuizgenCore

/// The page explaining every statistic of the grading dashboards, at
/// `<prefix>exams/dashboard/glossary/`.
public struct GradingGlossary: Sendable, Hashable {
    /// The route prefix (`/`, or that of the separate folder).
    public var prefix: String

    /// Creates the glossary page under `prefix`.
    public init(prefix: String) { self.prefix = prefix }
}
