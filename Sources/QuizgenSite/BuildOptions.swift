import Foundation
import QuizgenCore
import QuizgenLoading

/// What the user asked the build to do.
public struct BuildOptions: Sendable {
    /// The site root (holds `quizgen.yaml`, `Content/`, `Templates/`).
    public var root: URL
    /// The output folder (default `<root>/Site`).
    public var output: URL
    /// Treat warnings as errors.
    public var strict: Bool
    /// Override the config's `include_keys` (author pages with answer keys).
    public var includeKeys: Bool?
    /// Override the config's `dashboard` (the content-health page at `/dashboard/`).
    public var dashboard: Bool?
    /// The clock for anything dated in the output.
    public var clock: BuildClock
    /// The process environment (secrets such as `QUIZGEN_RESULTS_SECRET`).
    public var environment: [String: String]
    /// Building for `quizgen serve`: exam pages submit to the preview server.
    public var preview = false
    /// Leave the published site as it is, and skip the build, when the inputs are those of the
    /// build that published it (off when the caller needs the full result, e.g. for a report).
    public var skipUnchanged = true
    /// A second submissions folder, graded together with `Content/submissions/` (same layout:
    /// one folder per exam slug). `quizgen serve` points it at the submissions its in-process
    /// collector has stored, exported as files, so the dashboards count them too.
    public var extraSubmissions: URL?
    /// The process ends after this build (`quizgen build`): the build's content is left for the
    /// exit to free rather than freed page by page, which took a core 20 ms at the end of a
    /// 10,000-page build. Leave it off in a process that builds again (`serve`, tests).
    public var endsProcess = false
    /// Keep every rendered file in `BuildResult.files` even when a writer publishes them (tests);
    /// otherwise files stream to the writer and memory stays flat.
    public var keepFiles = false
    /// Render with `CompiledRenderer` the templates it can compile (the same text as
    /// swift-mustache, faster); `false` renders every template with swift-mustache alone (tests
    /// compare the two). `QUIZGEN_COMPILED_TEMPLATES=0` in `environment` turns it off, so that a
    /// benchmark can measure what the compiled renderer saves with the same binary.
    public var compiledTemplates = true
    /// Build remote media from the cache in `.quizgen/remote-media/` alone, asking no server
    /// (`quizgen build --offline`); a medium not in the cache is a warning and a placeholder.
    public var offline = false
    /// The sitemap's limits per file: the protocol's, lowered only by tests.
    public var sitemap = Sitemap()
    /// The most bytes of page HTML made at load and held until the render
    /// (`PageBodyHTMLMaker`); the bodies of the pages past it stay in their files until the
    /// render reads them again (`PageBodySource`). Lowered only by tests.
    public var pageHTMLBudget = PageBodyHTMLMaker.defaultBudget
    /// Leave the bodies of the pages past `pageHTMLBudget` in their files (see
    /// `PageLoadOptions.leavesBodies`); `QUIZGEN_KEEP_PAGE_BODIES=1` in `environment` keeps
    /// them in memory, so that a benchmark can measure what leaving them saves with the same
    /// binary (the site is the same either way).
    public var leavesPageBodies = true
    /// Receives short progress messages while building (a terminal shows them on one line).
    public var progress: (@Sendable (String) -> Void)?
    /// The inputs as the last build listed them and the paths a watcher saw change since
    /// (`quizgen serve`): the build lists only those again instead of every file.
    public var knownInputs: KnownInputs?

    /// Creates options; `output` defaults to `<root>/Site`.
    public init(
        root: URL, output: URL? = nil, strict: Bool = false, includeKeys: Bool? = nil,
        dashboard: Bool? = nil,
        clock: BuildClock = BuildClock.fromEnvironment(ProcessInfo.processInfo.environment),
        environment: [String: String] = ProcessInfo.processInfo.environment,
        progress: (@Sendable (String) -> Void)? = nil
    ) {
        self.root = root.standardizedFileURL
        self.output = (output ?? root.appendingPathComponent("Site")).standardizedFileURL
        self.strict = strict
        self.includeKeys = includeKeys
        self.dashboard = dashboard
        self.clock = clock
        self.environment = environment
        self.progress = progress
        compiledTemplates = environment["QUIZGEN_COMPILED_TEMPLATES"] != "0"
        leavesPageBodies = environment["QUIZGEN_KEEP_PAGE_BODIES"] != "1"
    }
}
