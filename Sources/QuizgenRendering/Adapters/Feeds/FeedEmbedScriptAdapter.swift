import QuizgenCore

/// Publishes the click-to-load video script from the `feed-embed.js` template.
public struct FeedEmbedScriptAdapter: ContentAdapter {
    /// Creates the adapter.
    public init() {}

    public func routes(for model: FeedEmbedScript, site: SiteContext) -> [Route] {
        [Route(path: "/assets/feed-embed.js", template: "feed-embed.js", format: .javascript)]
    }

    public func context(for model: FeedEmbedScript, route: Route, site: SiteContext) throws
        -> [String: Any]
    { [:] }
}
