import QuizgenCore
import QuizgenGrading
import QuizgenRendering

/// Renders `<prefix>exams/dashboard/`: one row per graded exam, with a chart of the mean
/// percentages.
struct GradingOverviewAdapter: ContentAdapter {
    func routes(for model: GradingOverview, site: SiteContext) -> [Route] {
        [Route(path: "\(model.prefix)exams/dashboard/", template: "grading-overview", inSitemap: false)]
    }

    func context(for model: GradingOverview, route: Route, site: SiteContext) throws -> [String: Any] {
        let n = GradingFormat.number
        let rows = model.results.map { r -> [String: Any] in
            let mean = r.attempts.isEmpty ? nil : r.attempts.map(\.percentage).reduce(0, +) / Double(r.attempts.count)
            return [
                "code": r.exam.exam.code, "title": r.exam.exam.title, "slug": r.exam.exam.slug,
                "graded": r.attempts.count, "excluded": r.issues.filter { $0.kind == .excluded }.count,
                "mean_percentage": n(mean), "pass_rate": n(r.report?.exam.passRate), "cic": n(r.report?.exam.cic),
                "mean": mean as Any,
            ]
        }
        let points = rows.map { (label: $0["code"] as? String ?? "", value: $0["mean"] as? Double) }
        return [
            "page": ["title": "Exam statistics"], "exams": rows, "prefix": model.prefix,
            "svg": GradingChartSVG.bars(points, title: "Mean grade per exam (%)", range: 100, signed: false, id: "exam-means"),
        ]
    }
}
