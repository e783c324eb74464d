import Foundation
import QuizgenCore
import QuizgenRendering

/// Renders the `Dashboard` model at `/dashboard/` with the `dashboard` template.
struct DashboardAdapter: ContentAdapter {
    func routes(for model: Dashboard, site: SiteContext) -> [Route] {
        [Route(path: "/dashboard/", template: "dashboard", format: .html, inSitemap: false)]
    }

    func context(for model: Dashboard, route: Route, site: SiteContext) throws -> [String: Any] {
        let catalog = site.catalog
        let counts = model.counts.map { ["type": $0.type, "count": $0.count] as [String: Any] }
        let warnings = model.diagnostics.filter { $0.severity != .error }
        let named = warnings.filter(Self.aboutExaminees)
        let problems = warnings.filter { !Self.aboutExaminees($0) }.map { d -> [String: Any] in
            [
                "where": d.location.map { "\($0)" } ?? catalog.text("dashboard.site"),
                "severity": catalog.text("dashboard.severity.\(d.severity.rawValue)"),
                "message": d.message, "code": d.code,
            ]
        }
        let timings = model.timings.map {
            ["step": $0.step, "ms": String(format: "%.1f", $0.seconds * 1000)]
        }
        let charted =
            model.series.isEmpty
            ? [
                ActivitySeries(
                    title: catalog.text("dashboard.content_by_type"),
                    points: model.counts.map { ActivityPoint(label: $0.type, value: $0.count) })
            ]
            : model.series
        let charts = charted.enumerated().map { index, series in
            DashboardChart(
                id: "activity-\(index + 1)", title: series.title, explain: "",
                svg: BarChartSVG.render(series, id: "chart-\(index + 1)", catalog: catalog),
                labelHeading: catalog.text("dashboard.label"),
                valueHeading: catalog.text("dashboard.value"),
                rows: series.points.map {
                    DashboardChart.Row(label: $0.label, value: String($0.value))
                },
                catalog: catalog)
        }
        let exams = model.exams.map { exam -> [String: Any] in
            var row: [String: Any] = [
                "title": exam.title, "code": exam.code, "url": site.url(exam.path),
                "questions": exam.questions,
                "max_points": String(format: "%g", exam.maxPoints),
                "graded": exam.graded.map(String.init) ?? "–",
                "excluded": exam.excluded.map(String.init) ?? "–",
                "mean": exam.meanPercentage.map { String(format: "%.1f", $0) } ?? "–",
            ]
            if model.examDashboards, exam.graded != nil {
                row["stats_url"] = site.url(exam.path + "dashboard/")
            }
            return row
        }
        return [
            "page": ["title": catalog.text("dashboard.title")], "exams": exams,
            "has_exams": !exams.isEmpty,
            "counts": counts, "warnings": problems, "has_warnings": !problems.isEmpty,
            "private_warnings": named.isEmpty
                ? "" : catalog.plural("dashboard.private_warnings", count: named.count),
            "timings": timings, "charts": charts,
        ]
    }

    /// Whether a diagnostic is about examinees' work (a submission, a mark), whose message or
    /// location names the examinee (`collect export` names each file after its examinee): the
    /// page is published, so it counts these and lists none.
    static func aboutExaminees(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.code.hasPrefix("submission.") || diagnostic.code.hasPrefix("grading.mark")
            || diagnostic.code == "grading.unmarked"
            || diagnostic.location.map { $0.path.contains("/submissions/") } ?? false
    }
}
