import QuizgenCompute
import QuizgenCore
import QuizgenGrading
import QuizgenRendering

/// Renders one exam's statistics: `<prefix>exams/<slug>/dashboard/` and `statistics.json`.
struct ExamDashboardAdapter: ContentAdapter {
    func routes(for model: ExamDashboard, site: SiteContext) -> [Route] {
        let base = "\(model.prefix)exams/\(model.results.exam.exam.slug)/"
        return [
            Route(path: base + "dashboard/", template: "exam-dashboard", inSitemap: false),
            Route(path: base + "statistics.json", template: "grading-raw", format: .json, inSitemap: false),
        ]
    }

    func context(for model: ExamDashboard, route: Route, site: SiteContext) throws -> [String: Any] {
        let results = model.results
        if route.format == .json { return ["body": GradingFormat.statisticsJSON(results)] }
        let n = GradingFormat.number
        let exam = results.report?.exam
        let stats = results.report?.questions ?? []
        let ids = results.exam.questions.map(\.question.id)
        let summary: [[String: Any]] = [
            ("Graded attempts", String(results.attempts.count)),
            ("Excluded submissions", String(results.issues.filter { $0.kind == .excluded }.count)),
            ("Mean (marks)", n(exam?.mean)), ("Median", n(exam?.median)), ("Standard deviation", n(exam?.sd)),
            ("Skewness", n(exam?.skewness)), ("Kurtosis", n(exam?.kurtosis)), ("Pass rate (%)", n(exam?.passRate)),
            ("CIC (%)", n(exam?.cic)), ("Error ratio (%)", n(exam?.errorRatio)), ("Standard error", n(exam?.standardError)),
        ].map { ["label": $0.0, "value": $0.1] }
        let bins = exam?.histogram ?? []
        let histogram = bins.map { (label: "\(n($0.lowerBound))–\(n($0.upperBound))", value: Optional(Double($0.count))) }
        let questions = stats.map { s -> [String: Any] in
            [
                "id": ids[s.index], "facility": n(s.facility), "sd": n(s.sd), "random_guess": n(s.randomGuess),
                "intended_weight": n(s.intendedWeight), "effective_weight": n(s.effectiveWeight),
                "discrimination_index": n(s.discriminationIndex), "discriminative_efficiency": n(s.discriminativeEfficiency),
                "flags": s.reviewFlags.map(\.rawValue).joined(separator: ", "),
                "choices": (s.choices?.frequencies ?? []).map { ["choice": $0.choice, "count": $0.count, "proportion": n($0.proportion)] as [String: Any] },
                "has_choices": !(s.choices?.frequencies ?? []).isEmpty, "number": s.index + 1,
                "omitted": s.choices?.omitted ?? 0,
            ]
        }
        let charts: [[String: Any]] = [
            chart("Score histogram (marks, without base points)", GradingChartSVG.bars(histogram, title: "Score histogram", range: Double(bins.map(\.count).max() ?? 1), signed: false, id: "histogram"),
                  histogram.map { ($0.label, n($0.value)) }),
            chart("Facility per question (%)", GradingChartSVG.bars(stats.map { ("\($0.index + 1). \(ids[$0.index])", $0.facility) }, title: "Facility per question", range: 100, signed: false, id: "facility", numbered: true),
                  stats.map { ("\($0.index + 1). \(ids[$0.index])", n($0.facility)) }),
            chart("Discrimination index per question (%)", GradingChartSVG.bars(stats.map { ("\($0.index + 1). \(ids[$0.index])", $0.discriminationIndex) }, title: "Discrimination index per question", range: 100, signed: true, id: "discrimination", numbered: true),
                  stats.map { ("\($0.index + 1). \(ids[$0.index])", n($0.discriminationIndex)) }),
            chart("Facility against discrimination", GradingChartSVG.scatter(stats.map { ("\($0.index + 1). \(ids[$0.index])", $0.facility, $0.discriminationIndex) }, title: "Facility against discrimination", id: "scatter"),
                  stats.map { ("\($0.index + 1). \(ids[$0.index])", "\(n($0.facility)) / \(n($0.discriminationIndex))") }),
        ]
        return [
            "page": ["title": "Statistics · \(results.exam.exam.title)"],
            "exam": ["title": results.exam.exam.title, "code": results.exam.exam.code],
            "summary": summary, "questions": questions, "charts": charts,
            "issues": results.issues.map { ["examinee": $0.examinee, "kind": $0.kind.rawValue, "reason": $0.reason, "where": "\($0.location)"] },
            "has_issues": !results.issues.isEmpty,
        ]
    }

    func chart(_ title: String, _ svg: String, _ rows: [(String, String)]) -> [String: Any] {
        ["title": title, "svg": svg, "rows": rows.map { ["label": $0.0, "value": $0.1] }]
    }
}
