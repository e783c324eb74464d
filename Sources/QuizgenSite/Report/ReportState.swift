/// What plugins add for the build report and the content-health dashboard, kept on the build
/// context like any plugin's state (``BuildState``): neither the context nor the core knows
/// which plugin adds what.
public struct ReportState: BuildState {
    /// One summary per published exam, for the report's `exams` array and the dashboard (the
    /// grading plugin adds them).
    public var exams: [ExamSummary] = []
    /// Series the dashboard charts, each beside a table of its data (the feed plugin adds posts
    /// per month); without any, it charts the published content per type.
    public var series: [ActivitySeries] = []

    /// Creates an empty state.
    public init() {}
}
