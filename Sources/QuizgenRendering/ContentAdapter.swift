import QuizgenCore

/// Maps one kind of content model to the pages it publishes, the way a table view maps each row
/// model to a cell: the adapter names the routes for a model and builds the template context for
/// each route; the registry finds the adapter by the model's type.
public protocol ContentAdapter: Sendable {
    /// The model type this adapter renders.
    associatedtype Model: Sendable

    /// A name for messages, e.g. `PageAdapter`.
    var name: String { get }

    /// The routes `model` publishes; each names its template.
    ///
    /// - Parameters:
    ///   - model: One model of the build.
    ///   - site: Site-wide context (config, URL helpers).
    /// - Returns: Zero or more routes.
    func routes(for model: Model, site: SiteContext) -> [Route]

    /// Whether the adapter's routes depend on every other route (a sitemap): it is then planned
    /// after all other adapters, and `routes(for:site:)` sees their routes in `site.routes`.
    static var plansLast: Bool { get }

    /// The template context for one of the model's routes.
    ///
    /// `site` and `page.url` are added by the renderer when absent.
    ///
    /// - Parameters:
    ///   - model: The model.
    ///   - route: One of the routes returned by `routes(for:site:)`.
    ///   - site: Site-wide context, with every route of the build known.
    /// - Returns: A dictionary for Mustache.
    /// - Throws: When the model cannot be rendered; the error becomes a diagnostic.
    func context(for model: Model, route: Route, site: SiteContext) throws -> [String: Any]
}

extension ContentAdapter {
    /// The adapter's type name.
    public var name: String { String(describing: Self.self) }

    /// Most adapters' routes depend only on their model.
    public static var plansLast: Bool { false }
}
