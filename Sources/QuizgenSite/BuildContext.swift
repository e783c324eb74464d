import Foundation
import QuizgenCore
import QuizgenGrading
import QuizgenLoading
import QuizgenRendering

/// Everything one build knows, passed through the pipeline's steps in order.
public struct BuildContext: Sendable {
    /// The user's options.
    public let options: BuildOptions
    /// Reads files below the root, making display paths.
    public let reader: SourceReader
    /// The site configuration (defaults until `load-config` runs).
    public var config = SiteConfig()
    /// Every problem found so far.
    public var diagnostics = Diagnostics()
    /// The models to publish.
    public var store = ContentStore()
    /// Adapters by model type.
    public var registry: AdapterRegistry
    /// Validators run by the `validate` step.
    public var validators: [any ContentValidator]
    /// Built-in templates: the default theme plus those plugins brought.
    public var builtInTemplates: [String: String] = DefaultTheme.templates
    /// Templates (after `load-templates`).
    public var templates: TemplateSet?
    /// Site-wide rendering context.
    public var site: SiteContext
    /// The home page model; steps add sections to it before `render`.
    public var home: HomePage
    /// Navigation entries steps add before `render`.
    public var nav: [NavItem] = []
    /// Rendered files (after `render`), kept only by builds without a writer (`quizgen check`);
    /// a publishing build streams them to `output` instead.
    public var files: [OutputFile] = []
    /// Receives rendered files as they are rendered.
    public var output = OutputSink(writer: nil)
    /// The number of files rendered (after `render`).
    public var fileCount = 0
    /// Files steps add as they are (copied media): `render` writes them beside the pages, and
    /// reports a path that a page also claims.
    public var staticFiles: [OutputFile] = []
    /// Lines for the build summary (e.g. what was deliberately left out).
    public var notes: [String] = []
    /// Seconds per step, in order.
    public var timings: [StepTiming] = []
    /// Files plugins write beside the site, never into it (``SeparateOutput``).
    public var separateOutputs: [SeparateOutput] = []
    /// Every page's record for the build cache, by its source's path relative to the root (filled
    /// by the render step).
    var pageRecords: [String: PageRecord] = [:]
    /// Records plugins keep with the build cache for their patch hooks, by name (see
    /// `SiteWriter.record(named:)`), stored once the site is published.
    var records: [String: [UInt8]] = [:]
    /// Each plugin's own state, by its type (``BuildState``).
    var states: [ObjectIdentifier: any Sendable] = [:]

    /// Creates the context for a build.
    public init(
        options: BuildOptions, registry: AdapterRegistry, validators: [any ContentValidator]
    ) {
        self.options = options
        self.reader = SourceReader(root: options.root)
        self.registry = registry
        self.validators = validators
        self.site = SiteContext(config: SiteConfig(), clock: options.clock)
        self.home = HomePage(title: SiteConfig().title, body: "")
    }

    /// The site's `Content/` folder.
    public var contentFolder: URL { options.root.appendingPathComponent("Content") }

    /// Whether author pages with answer keys are built (option, else config).
    public var includeKeys: Bool { options.includeKeys ?? config.includeKeys }

    /// Reports progress to the user's terminal, when it has one.
    public func progress(_ message: String) { options.progress?(message) }
}

/// How long a step took.
public struct StepTiming: Sendable, Hashable, Codable {
    /// The step's name.
    public var step: String
    /// Wall-clock seconds.
    public var seconds: Double
}
