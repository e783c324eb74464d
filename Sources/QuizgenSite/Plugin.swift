import QuizgenCore
import QuizgenRendering

/// A named installer of adapters, validators and pipeline steps.
///
/// A Swift package extends quizgen by depending on the `Quizgen` library product and passing its
/// plugin to `SiteBuilder`; see `QuizgenExampleGlossary`.
public struct Plugin: Sendable {
    /// The plugin's name, for messages.
    public let name: String
    /// Whether the plugin's steps, validators or adapters read the pages of `Content/pages/`.
    /// When no installed plugin does, an edit to a page that leaves its front matter as it was
    /// is rebuilt by re-rendering that page alone; a plugin that says `true` (the default, to be
    /// safe) makes every page edit a full build, unless it has a patch hook (built-in plugins
    /// only, such as search) that updates its own files with the page.
    public let readsPages: Bool
    /// Whether the plugin does anything in a site with a given config (a plugin switched off
    /// in `quizgen.yaml`, such as `search: false`, reads no pages).
    let isActive: @Sendable (SiteConfig) -> Bool
    let installer: @Sendable (inout PluginInstaller) throws -> Void
    /// For a plugin that reads pages: the files of its own that change when only page bodies
    /// changed, or `nil` from the hook when that needs a full build. A plugin that reads pages
    /// without one makes every page edit a full build.
    let patch: (@Sendable (inout PagePatch) async -> PagePatch.Result?)?

    /// Creates a plugin.
    ///
    /// - Parameters:
    ///   - name: Name for messages.
    ///   - readsPages: Whether the plugin reads `Content/pages/` (see `readsPages`).
    ///   - isActive: Whether the plugin does anything in a site with this config (by default
    ///     always).
    ///   - install: Registers the plugin's adapters, validators and steps.
    public init(
        name: String, readsPages: Bool = true,
        isActive: @escaping @Sendable (SiteConfig) -> Bool = { _ in true },
        install: @escaping @Sendable (inout PluginInstaller) throws -> Void
    ) {
        self.init(
            name: name, readsPages: readsPages, isActive: isActive, patch: nil, install: install)
    }

    /// Creates a plugin that reads pages and can still patch a page-body edit (see `patch`).
    ///
    /// - Parameters:
    ///   - name: The plugin's name, for messages.
    ///   - readsPages: Whether its steps, validators or adapters read `Content/pages/`.
    ///   - isActive: Whether it is active for a site's configuration.
    ///   - patch: Asked, when an edit changed only page bodies, for the plugin's own files that
    ///     change with them; `nil` from it (or no hook) makes the edit a full build.
    ///   - install: Registers the plugin's adapters, validators and steps.
    public init(
        name: String, readsPages: Bool, isActive: @escaping @Sendable (SiteConfig) -> Bool,
        patch: (@Sendable (inout PagePatch) async -> PagePatch.Result?)?,
        install: @escaping @Sendable (inout PluginInstaller) throws -> Void
    ) {
        self.name = name
        self.readsPages = readsPages
        self.isActive = isActive
        self.patch = patch
        self.installer = install
    }

    /// Whether the plugin reads the pages of a site with `config`.
    func readsPages(in config: SiteConfig) -> Bool { readsPages && isActive(config) }
}

/// What a plugin installs into: the registry, the validators and the ordered steps.
public struct PluginInstaller: Sendable {
    /// Adapters by model type.
    public var registry = AdapterRegistry()
    /// Validators run by the `validate` step.
    public var validators: [any ContentValidator] = []
    /// The pipeline.
    public private(set) var steps: [BuildStep] = []
    /// Templates the plugin brings, by name; a site's `Templates/` overrides them.
    public private(set) var templates: [String: String] = [:]

    /// Creates an installer with the given initial steps.
    public init(steps: [BuildStep] = []) { self.steps = steps }

    /// Registers an adapter (see `AdapterRegistry.use(_:for:)`).
    public mutating func use<A: ContentAdapter>(_ adapter: A, for model: A.Model.Type) throws {
        try registry.use(adapter, for: model)
    }

    /// Adds a built-in template (lower precedence than the site's own `Templates/`).
    public mutating func addTemplate(named name: String, _ text: String) { templates[name] = text }

    /// Adds a validator.
    public mutating func addValidator(_ validator: any ContentValidator) {
        validators.append(validator)
    }

    /// Appends a step at the end of the pipeline.
    public mutating func addStep(_ step: BuildStep) throws {
        try checkUnique(step)
        steps.append(step)
    }

    /// Inserts a step just before the step named `existing`.
    public mutating func addStep(_ step: BuildStep, before existing: String) throws {
        try checkUnique(step)
        guard let index = steps.firstIndex(where: { $0.name == existing }) else {
            throw PluginError.unknownStep(existing, known: steps.map(\.name))
        }
        steps.insert(step, at: index)
    }

    /// Inserts a step just after the step named `existing`.
    public mutating func addStep(_ step: BuildStep, after existing: String) throws {
        try checkUnique(step)
        guard let index = steps.firstIndex(where: { $0.name == existing }) else {
            throw PluginError.unknownStep(existing, known: steps.map(\.name))
        }
        steps.insert(step, at: index + 1)
    }

    private func checkUnique(_ step: BuildStep) throws {
        if steps.contains(where: { $0.name == step.name }) {
            throw PluginError.duplicateStep(step.name)
        }
    }
}

/// Why a plugin could not be installed.
public enum PluginError: Error, Equatable, CustomStringConvertible {
    /// A step of that name exists already.
    case duplicateStep(String)
    /// The named anchor step does not exist.
    case unknownStep(String, known: [String])

    public var description: String {
        switch self {
        case .duplicateStep(let name): "a step named '\(name)' exists already"
        case .unknownStep(let name, let known):
            "there is no step named '\(name)'\(Suggestion.didYouMean(name, in: known))"
        }
    }
}
