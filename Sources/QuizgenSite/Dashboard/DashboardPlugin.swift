import QuizgenCore
import QuizgenRendering

/// Adds the content-health dashboard at `/dashboard/` when `--report` is given to
/// `quizgen build` or `dashboard: true` is set in `quizgen.yaml`.
///
/// Its step runs just before `render`, so it sees every model, every warning found so far and
/// the timings of the steps before it. `Templates/dashboard.mustache` overrides the page.
public enum DashboardPlugin {
    /// The plugin; `SiteBuilder` always installs it after the core plugin.
    public static let plugin = Plugin(name: "dashboard", readsPages: false) { installer in
        try installer.use(DashboardAdapter(), for: Dashboard.self)
        try installer.addStep(
            BuildStep("dashboard") { context in
                guard context.options.dashboard ?? context.config.dashboard else { return }
                context.store.add(
                    Dashboard(
                        counts: context.store.counts, diagnostics: context.diagnostics.sorted,
                        timings: context.timings, series: context[ReportState.self].series,
                        exams: context[ReportState.self].exams,
                        examDashboards: context.config.gradingDashboards == .site))
            }, before: "render")
    }
}
