import QuizgenCore

/// Publishes the search script from the `search.js` template.
public struct SearchScriptAdapter: ContentAdapter {
    /// Creates the adapter.
    public init() {}

    public func routes(for model: SearchScript, site: SiteContext) -> [Route] {
        [Route(path: "/assets/search.js", template: "search.js", format: .javascript)]
    }

    public func context(for model: SearchScript, route: Route, site: SiteContext) throws -> [String:
        Any]
    { [:] }
}
