import QuizgenCore

/// The outcome of a build or check.
public struct BuildResult: Sendable {
    /// Every problem found.
    public var diagnostics: Diagnostics
    /// The files rendered, kept only by builds without a writer (`quizgen check`).
    public var files: [OutputFile]
    /// The number of files rendered (or, when the build was skipped, published).
    public var fileCount = 0
    /// Whether nothing changed since the last build, which was therefore kept as it was.
    public var unchanged = false
    /// The separate grading folder's files (`grading: { dashboards: separate }`), kept only for
    /// `quizgen serve` (`BuildOptions.preview`), which shows them to its own machine alone.
    public var privateFiles: [OutputFile] = []
    /// Whether the site was written.
    public var published: Bool
    /// Summary lines: what was left out on purpose, and why.
    public var notes: [String]
    /// Seconds per step.
    public var timings: [StepTiming]
    /// Counts of published models by type.
    public var counts: [(type: String, count: Int)]
    /// Whether warnings count as errors.
    public var strict: Bool
    /// The inputs as this build listed them, for the next build of a watching process
    /// (`BuildOptions.knownInputs`); `nil` when it listed none.
    public var inputs: InputListing?
    /// One summary per published exam (empty while no exam step is installed).
    public var exams: [ExamSummary] = []
    /// What a skipped or patched build read to decide it could skip or patch: held here so that
    /// a one-shot process can end without freeing them (`quizgen build`).
    public var records: Records?

    /// The input scan, the build cache and the published site's record of a skipped or patched
    /// build: for a 10,000-file site, freeing them costs about a tenth of a one-page rebuild.
    public struct Records: Sendable {
        let cache: BuildCache?
        /// The cache as read, when the build wrote a new one.
        let previous: BuildCache?
        let scan: InputScan
        let published: PublishedSite
    }

    /// Whether the build failed: an error, or a warning under `--strict`.
    public var failed: Bool { diagnostics.hasErrors || (strict && diagnostics.warningCount > 0) }

    /// Total wall-clock seconds.
    public var seconds: Double { timings.reduce(0) { $0 + $1.seconds } }
}
