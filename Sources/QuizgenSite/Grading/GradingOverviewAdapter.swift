import QuizgenCore
import QuizgenGrading
import QuizgenI18n
import QuizgenRendering

/// Renders `<prefix>exams/dashboard/`: one row per graded exam, with a chart of the mean
/// grades.
struct GradingOverviewAdapter: ContentAdapter {
    func routes(for model: GradingOverview, site: SiteContext) -> [Route] {
        [
            Route(
                path: "\(model.prefix)exams/dashboard/", template: "grading-overview",
                inSitemap: false)
        ]
    }

    func context(for model: GradingOverview, route: Route, site: SiteContext) throws -> [String:
        Any]
    {
        let catalog = site.catalog
        let glossary = StatisticGlossary(catalog: site.catalog)
        let pct = GradingWords(catalog: catalog).percent
        let rows = model.results.map { r -> [String: Any] in
            let mean =
                r.attempts.isEmpty
                ? nil : r.attempts.map(\.percentage).reduce(0, +) / Double(r.attempts.count)
            let reviews = ExamDashboardViews(r).reviews.count
            return [
                "code": r.exam.exam.code, "title": r.exam.exam.title, "slug": r.exam.exam.slug,
                "graded": r.attempts.count,
                "excluded": r.issues.filter { $0.kind == .excluded }.count,
                "mean_percentage": pct(mean), "pass_rate": pct(r.report?.exam.passRate),
                "cic": pct(r.report?.exam.cic),
                "mean": mean as Any, "to_review": reviews,
            ]
        }
        let points = model.results.enumerated().map { index, r in
            (
                label: "\(r.exam.exam.title) (\(r.exam.exam.code))",
                value: rows[index]["mean"] as? Double
            )
        }
        return [
            "page": ["title": catalog.text("grading.statistics_title")], "exams": rows,
            "prefix": model.prefix,
            "svg": GradingChartSVG.horizontalBars(
                points, maximum: 100, unit: " %", id: "chart-exam-means",
                title: catalog.text("grading.charts.means_title"), catalog: catalog),
            "explain": [
                "mean_grade": glossary.sentence("mean-grade"),
                "pass_rate": glossary.sentence("pass-rate"),
                "cic": glossary.sentence("cic"), "review": glossary.sentence("review"),
            ],
        ]
    }
}
