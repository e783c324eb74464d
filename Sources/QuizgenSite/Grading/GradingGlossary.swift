import QuizgenCore

/// The page explaining every statistic of the grading dashboards, at
/// `<prefix>exams/dashboard/glossary/`.
public struct GradingGlossary: Sendable, Hashable {
    /// The route prefix (`/`, or that of the separate folder).
    public var prefix: String
}
