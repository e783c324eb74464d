import QuizgenCore
import QuizgenGrading
import QuizgenI18n

/// What a result says about the grade, in the site's language: the rows of its table (points,
/// the late penalty with the points before it, percentage, grade, passed, when it was handed
/// in) and whether the grade is provisional.
///
/// The one wording of a grade: the build's result pages and the collector's (through
/// ``ResultPageAdapter``) and the collector's result JSON, which the exam page shows at Done,
/// all read it. A row that has nothing to say is left out, never shown empty; times are in the
/// site's zone and language (``DateTexts/dateTimeWithZone(_:)``).
public struct ResultSummary: Sendable, Hashable {
    /// One row of the result's table.
    public struct Row: Sendable, Hashable {
        /// What the row is, for programs: `points`, `late_penalty`, `percentage`, `grade`,
        /// `result`, `handed_in`.
        public var key: String
        /// The row's heading.
        public var label: String
        /// Its value.
        public var value: String
    }

    /// The rows, in the order shown.
    public var rows: [Row]
    /// "Provisional: 2 answers to be marked by hand.", when answers wait for a mark.
    public var provisional: String?

    /// Words `attempt`'s grade for `site`.
    ///
    /// - Parameters:
    ///   - attempt: The graded attempt (its points come from `WeightedGrader` through grading).
    ///   - site: The site, for its catalog and its dates.
    public init(_ attempt: GradedAttempt, site: SiteContext) {
        let catalog = site.catalog
        var rows: [Row] = []
        func add(_ key: String, _ label: String, _ value: String) {
            guard !value.isEmpty else { return }
            rows.append(Row(key: key, label: catalog.text(label), value: value))
        }
        let maximum = NumberText.twoPlaces(attempt.maximum)
        add(
            "points", "results.points",
            catalog.text(
                "results.points_of",
                ["points": NumberText.twoPlaces(attempt.points), "maximum": maximum]))
        if let factor = attempt.timing.lateFactor {
            add(
                "late_penalty", "results.late_penalty",
                catalog.text(
                    "results.late_penalty_value",
                    [
                        "factor": NumberText.format(factor),
                        "points": NumberText.twoPlaces(attempt.rawPoints), "maximum": maximum,
                    ]))
        }
        add(
            "percentage", "results.percentage",
            catalog.text(
                "results.percentage_value", ["percentage": NumberText.twoPlaces(attempt.percentage)]
            ))
        add("grade", "results.grade", attempt.band ?? "")
        if let passed = attempt.passed {
            let word = catalog.text(passed ? "results.passed" : "results.not_passed")
            add(
                "result", "results.result",
                attempt.unmarked > 0
                    ? catalog.text("results.provisional_value", ["value": word]) : word)
        }
        let timing = ResultPageAdapter.timing(attempt.timing, catalog)
        let handedIn = attempt.finishedAt.map { site.dates.dateTimeWithZone($0) }
        add(
            "handed_in", "results.handed_in",
            [handedIn, timing.isEmpty ? nil : timing].compactMap { $0 }.joined(separator: ", "))
        self.rows = rows
        provisional =
            attempt.unmarked > 0
            ? catalog.plural("results.provisional", count: attempt.unmarked) : nil
    }

    /// The rows for JSON: `key`, `label`, `value`.
    public var jsonRows: [[String: String]] {
        rows.map { ["key": $0.key, "label": $0.label, "value": $0.value] }
    }
}
