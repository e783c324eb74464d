import QuizgenCore
import QuizgenI18n
import QuizgenRendering

/// Renders the statistics glossary with the `grading-glossary` template.
public struct GradingGlossaryAdapter: ContentAdapter {
    /// Creates the adapter.
    public init() {}

    public func routes(for model: GradingGlossary, site: SiteContext) -> [Route] {
        [
            Route(
                path: "\(model.prefix)exams/dashboard/glossary/", template: "grading-glossary",
                inSitemap: false)
        ]
    }

    public func context(for model: GradingGlossary, route: Route, site: SiteContext) throws
        -> [String:
        Any]
    {
        [
            "page": ["title": site.catalog.text("grading.glossary_title")],
            "entries": StatisticGlossary(catalog: site.catalog).entries.map {
                [
                    "anchor": $0.anchor, "term": $0.term, "sentence": $0.sentence,
                    "detail": $0.detail,
                ]
            },
        ]
    }
}
