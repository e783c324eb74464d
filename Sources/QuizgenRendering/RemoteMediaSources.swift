import QuizgenCore

/// Where remote media show from once the build has fetched them: the site's copy, the
/// placeholder for one it could not fetch, or the URL itself for a host kept linked on purpose.
/// The Markdown renderer applies it to every image it renders, the feed pages to media and
/// avatars, so that no page loads a medium from another host by accident.
public struct RemoteMediaSources: Sendable {
    /// The fetched routes by URL.
    public var routes: RemoteMediaRoutes
    /// The site's settings (linked hosts).
    public var config: RemoteMediaConfig
    /// The site's base path (`/` or `/course/`), prefixed to each route.
    public var basePath: String

    /// The sources of `routes` on a site with `config` under `basePath`.
    public init(routes: RemoteMediaRoutes, config: RemoteMediaConfig, basePath: String) {
        self.routes = routes
        self.config = config
        self.basePath = basePath
    }

    /// The route a page shows for `url` (resolve it as any route): `nil` to keep the URL (not
    /// remote, or a linked host).
    public func route(for url: String) -> String? {
        routes.localRoute(for: url, config: config)
    }

    /// The URL a page shows for `url`: `nil` to keep it (not remote, or a linked host).
    public func source(for url: String) -> String? {
        routes.localRoute(for: url, config: config).map { basePath + $0.drop { $0 == "/" } }
    }
}
