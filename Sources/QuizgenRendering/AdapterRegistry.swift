import QuizgenCore

/// The build's table of adapters, one per model type.
///
/// `registry.use(PageAdapter(), for: Page.self)`. Registering a second adapter for the same model
/// type is an error: a plugin must never silently replace another's pages.
public struct AdapterRegistry: Sendable {
    struct Entry: Sendable {
        let modelID: ObjectIdentifier
        /// Type names are made only when a message needs them: demangling one costs more than
        /// registering an adapter, and every build registers them all.
        let names: @Sendable () -> (model: String, adapter: String)
        var modelName: String { names().model }
        var adapterName: String { names().adapter }
        let routes: @Sendable (any Sendable, SiteContext) -> [Route]
        /// Planned after every other entry, seeing their routes (`ContentAdapter.plansLast`).
        let plansLast: Bool
        let context: @Sendable (any Sendable, Route, SiteContext) throws -> [String: Any]
    }

    private(set) var entries: [Entry] = []

    /// Creates an empty registry.
    public init() {}

    /// Registers `adapter` for `model`.
    ///
    /// - Parameters:
    ///   - adapter: The adapter.
    ///   - model: The model type it renders (`Page.self`).
    /// - Throws: `AdapterRegistryError.duplicate` when the type already has an adapter.
    public mutating func use<A: ContentAdapter>(_ adapter: A, for model: A.Model.Type)
        throws(AdapterRegistryError)
    {
        let id = ObjectIdentifier(model)
        if let existing = entries.first(where: { $0.modelID == id }) {
            throw .duplicate(
                model: String(describing: model), existing: existing.adapterName, new: adapter.name)
        }
        entries.append(
            Entry(
                modelID: id, names: { (String(describing: model), adapter.name) },
                routes: { model, site in adapter.routes(for: model as! A.Model, site: site) },
                plansLast: A.plansLast,
                context: { model, route, site in
                    try adapter.context(for: model as! A.Model, route: route, site: site)
                }))
    }

    /// Whether `model` has an adapter.
    public func hasAdapter<M>(for model: M.Type) -> Bool {
        entries.contains { $0.modelID == ObjectIdentifier(model) }
    }

    /// The registered model type names, in registration order.
    public var modelNames: [String] { entries.map(\.modelName) }

    func entry(for id: ObjectIdentifier) -> Entry? { entries.first { $0.modelID == id } }
}

/// Why an adapter could not be registered.
public enum AdapterRegistryError: Error, Equatable, CustomStringConvertible {
    /// The model type already has an adapter.
    case duplicate(model: String, existing: String, new: String)

    public var description: String {
        switch self {
        case .duplicate(let model, let existing, let new):
            "\(new) cannot be registered for \(model): \(existing) already renders it"
        }
    }
}
