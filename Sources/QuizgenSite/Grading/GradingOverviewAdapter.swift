import QuizgenCore
import QuizgenGrading
import QuizgenRendering

/// Renders `<prefix>exams/dashboard/`: one row per graded exam, with a chart of the mean
/// grades.
struct GradingOverviewAdapter: ContentAdapter {
    func routes(for model: GradingOverview, site: SiteContext) -> [Route] {
        [Route(path: "\(model.prefix)exams/dashboard/", template: "grading-overview", inSitemap: false)]
    }

    func context(for model: GradingOverview, route: Route, site: SiteContext) throws -> [String: Any] {
        let pct = ExamDashboardViews.percent
        let rows = model.results.map { r -> [String: Any] in
            let mean = r.attempts.isEmpty ? nil : r.attempts.map(\.percentage).reduce(0, +) / Double(r.attempts.count)
            let reviews = ExamDashboardViews(r).reviews.count
            return [
                "code": r.exam.exam.code, "title": r.exam.exam.title, "slug": r.exam.exam.slug,
                "graded": r.attempts.count, "excluded": r.issues.filter { $0.kind == .excluded }.count,
                "mean_percentage": pct(mean), "pass_rate": pct(r.report?.exam.passRate), "cic": pct(r.report?.exam.cic),
                "mean": mean as Any, "to_review": reviews,
            ]
        }
        let points = model.results.enumerated().map { index, r in
            (label: "\(r.exam.exam.title) (\(r.exam.exam.code))", value: rows[index]["mean"] as? Double)
        }
        return [
            "page": ["title": "Exam statistics"], "exams": rows, "prefix": model.prefix,
            "svg": GradingChartSVG.horizontalBars(points, maximum: 100, unit: " %", id: "chart-exam-means", title: "Mean grade per exam (%)"),
            "explain": [
                "mean_grade": StatisticGlossary.sentence("mean-grade"), "pass_rate": StatisticGlossary.sentence("pass-rate"),
                "cic": StatisticGlossary.sentence("cic"), "review": StatisticGlossary.sentence("review"),
            ],
        ]
    }
}
