import QuizgenCore

extension ExamLoader {
    static let scoringKeys = ["multiple", "rule", "negative", "ordering", "matching"]
    static let lateKeys = ["grace", "policy", "factor"]
    static let rules = ["false", "false2", "true", "all", "none"]

    /// Reads `scoring:` and `late:`; wrong values are reported and keep their defaults.
    func gradingRules(_ map: inout MappingReader) -> ExamGrading {
        var grading = ExamGrading()
        if var scoring = map.mapping("scoring", knownKeys: Self.scoringKeys) {
            if let multiple = scoring.choice("multiple", of: ["all-or-nothing", "partial"]) {
                grading.multiple = multiple == "partial" ? .partial : .allOrNothing
            }
            if let rule = scoring.value("rule") {
                // `false`/`true` are YAML booleans; the rule names are R/exams' strings.
                let text = rule.bool.map { $0 ? "true" : "false" } ?? rule.string ?? ""
                if Self.rules.contains(text) {
                    grading.rule = text
                } else {
                    scoring.diagnostics.error(
                        "schema.enum",
                        "'rule' must be one of \(Self.rules.map { "'\($0)'" }.joined(separator: ", ")), found '\(text)'\(Suggestion.didYouMean(text, in: Self.rules))",
                        at: rule.location)
                }
            }
            if let negative = scoring.bool("negative") { grading.negative = negative }
            for key in ["ordering", "matching"] {
                guard let mode = scoring.choice(key, of: ["all-or-nothing", "per-item"]) else {
                    continue
                }
                let credit: ExamGrading.Credit = mode == "per-item" ? .partial : .allOrNothing
                if key == "ordering" {
                    grading.ordering = credit
                } else {
                    grading.matching = credit
                }
            }
            scoring.finish(into: &map.diagnostics)
        }
        if var late = map.mapping("late", knownKeys: Self.lateKeys) {
            if let grace = late.value("grace"), !grace.isNull {
                if let seconds = grace.int.map({ Self.seconds(ofMinutes: $0) })
                    ?? Self.parseDuration(grace.string ?? "")
                {
                    grading.lateGraceSeconds = seconds
                } else {
                    late.diagnostics.error(
                        "exam.late-grace",
                        "'grace' must be minutes (2) or a duration such as '2m' or '90s', found '\(grace.string ?? "")'",
                        at: grace.location)
                }
            }
            if let policy = late.choice("policy", of: ExamGrading.LateRule.allCases.map(\.rawValue))
            {
                grading.latePolicy = ExamGrading.LateRule(rawValue: policy) ?? .accept
            }
            if let factor = late.double("factor", in: 0...1) { grading.lateFactor = factor }
            if grading.latePolicy == .penalise, !late.has("factor") {
                late.diagnostics.error(
                    "schema.missing-key",
                    "'late' with policy 'penalise' needs a 'factor' between 0 and 1",
                    at: late.node.location)
            }
            late.finish(into: &map.diagnostics)
        }
        return grading
    }
}
