import QuizgenCore
import QuizgenRendering

/// Renders the glossary at `/glossary/` with the plugin's own `glossary` template.
public struct GlossaryAdapter: ContentAdapter {
    /// Creates the adapter.
    public init() {}

    public func routes(for glossary: Glossary, site: SiteContext) -> [Route] {
        [Route(path: "/glossary/", template: "glossary")]
    }

    public func context(for glossary: Glossary, route: Route, site: SiteContext) throws -> [String:
        Any]
    {
        [
            "page": ["title": "Glossary"],
            "terms": glossary.terms.map {
                ["term": $0.term, "definition": site.markdown.html($0.definition)]
            },
        ]
    }
}
