import Foundation
import QuizgenCore

/// The machine-readable report of a `quizgen check` or `quizgen build` (`--report FILE.json`).
///
/// The schema is `docs/schemas/report.schema.json`, described in `docs/report.md`. Keys are
/// snake_case and sorted, so two runs over the same content differ only in `timings` and
/// `total_seconds`.
public struct BuildReport: Sendable, Hashable, Codable {
    /// Published models of one type.
    public struct Count: Sendable, Hashable, Codable {
        /// The model's type name (`Page`, `DataItem`, ...).
        public var type: String
        /// How many.
        public var count: Int
    }

    /// One diagnostic, flattened.
    public struct Entry: Sendable, Hashable, Codable {
        /// `error`, `warning` or `note`.
        public var severity: String
        /// Stable code such as `schema.unknown-key`.
        public var code: String
        /// The message.
        public var message: String
        /// Display path, when the problem is in a file.
        public var file: String?
        /// 1-based line, when known.
        public var line: Int?
        /// 1-based column, when known.
        public var column: Int?
    }

    /// The format tag, `quizgen-report/1`.
    public var format = "quizgen-report/1"
    /// `check` or `build`.
    public var command: String
    /// `passed` or `failed` (the exit status is 1 exactly when this is `failed`).
    public var status: String
    /// Whether warnings counted as errors.
    public var strict: Bool
    /// Whether the site was written (always `false` for `check`).
    public var published: Bool
    /// The number of errors.
    public var errors: Int
    /// The number of warnings.
    public var warnings: Int
    /// The number of files rendered.
    public var files: Int
    /// Published models per type, in pipeline order.
    public var counts: [Count]
    /// Every diagnostic, sorted by file, line and column.
    public var diagnostics: [Entry]
    /// Wall-clock seconds per pipeline step, in order.
    public var timings: [StepTiming]
    /// The sum of `timings`.
    public var totalSeconds: Double
    /// Summary notes (what was left out on purpose).
    public var notes: [String]
    /// One entry per published exam; empty for a site without exams.
    public var exams: [ExamSummary]

    /// The report of `result`.
    ///
    /// - Parameters:
    ///   - result: A finished build or check.
    ///   - command: `check` or `build`.
    public init(_ result: BuildResult, command: String) {
        self.command = command
        status = result.failed ? "failed" : "passed"
        strict = result.strict
        published = result.published
        errors = result.diagnostics.errorCount
        warnings = result.diagnostics.warningCount
        files = result.fileCount
        counts = result.counts.map { Count(type: $0.type, count: $0.count) }
        diagnostics = result.diagnostics.sorted.map { d in
            Entry(
                severity: d.severity.rawValue, code: d.code, message: d.message,
                file: d.location?.path,
                line: d.location.flatMap { $0.line > 0 ? $0.line : nil },
                column: d.location.flatMap { $0.column > 0 ? $0.column : nil })
        }
        timings = result.timings
        totalSeconds = result.seconds
        notes = result.notes
        exams = result.exams
    }

    /// The report as pretty-printed JSON with sorted snake_case keys and a final newline.
    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
