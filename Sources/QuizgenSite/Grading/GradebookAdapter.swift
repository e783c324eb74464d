import QuizgenCore
import QuizgenGrading
import QuizgenRendering

/// Renders `gradebook.csv` and `gradebook.json` (names: only into the separate folder).
struct GradebookAdapter: ContentAdapter {
    func routes(for model: Gradebook, site: SiteContext) -> [Route] {
        let base = "\(model.prefix)exams/\(model.results.exam.exam.slug)/"
        return [
            Route(
                path: base + "gradebook.csv", template: "grading-raw", format: .csv,
                inSitemap: false),
            Route(
                path: base + "gradebook.json", template: "grading-raw", format: .json,
                inSitemap: false),
        ]
    }

    func context(for model: Gradebook, route: Route, site: SiteContext) throws -> [String: Any] {
        [
            "body": route.format == .csv
                ? GradingFormat.gradebookCSV(model.results)
                : GradingFormat.gradebookJSON(model.results)
        ]
    }
}
