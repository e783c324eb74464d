/// Where the grading dashboards go (`grading: { dashboards: ... }` in `quizgen.yaml`).
public enum GradingDashboards: String, Sendable, Hashable, Codable, CaseIterable {
    /// Aggregate dashboards and statistics (no names) in the site, under `/exams/`.
    case site
    /// Dashboards, statistics and gradebooks (with names) in a separate folder, `Grading/`
    /// beside the site, never published with it.
    case separate
    /// No dashboards.
    case off
}
