import QuizgenCore

/// The content-health page at `/dashboard/`: counts, warnings, step timings, activity charts.
struct Dashboard: Sendable {
    var counts: [(type: String, count: Int)]
    var diagnostics: [Diagnostic]
    var timings: [StepTiming]
    var series: [ActivitySeries]
    /// The published exams with their grading summary.
    var exams: [ExamSummary] = []
    /// Whether each exam has a statistics page in the site (`grading: { dashboards: site }`).
    var examDashboards = false
}
