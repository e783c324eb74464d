import Foundation
import QuizgenCompute
import QuizgenCore
import QuizgenGrading
import QuizgenRendering

/// Renders one exam's statistics: `<prefix>exams/<slug>/dashboard/`, `statistics.json` and
/// `item-analysis.csv`.
struct ExamDashboardAdapter: ContentAdapter {
    /// At most this many questions in the review list; the table marks the rest.
    static let reviewLimit = 10

    func routes(for model: ExamDashboard, site: SiteContext) -> [Route] {
        let base = "\(model.prefix)exams/\(model.results.exam.exam.slug)/"
        return [
            Route(path: base + "dashboard/", template: "exam-dashboard", inSitemap: false),
            Route(path: base + "statistics.json", template: "grading-raw", format: .json, inSitemap: false),
            Route(path: base + "item-analysis.csv", template: "grading-raw", format: .csv, inSitemap: false),
        ]
    }

    func context(for model: ExamDashboard, route: Route, site: SiteContext) throws -> [String: Any] {
        let results = model.results
        if route.format == .json { return ["body": GradingFormat.statisticsJSON(results)] }
        let views = ExamDashboardViews(results)
        if route.format == .csv { return ["body": ItemAnalysisCSV.render(results, views: views)] }
        let exam = results.report?.exam
        let pct = ExamDashboardViews.percent, num = ExamDashboardViews.number
        let meanGrade = results.attempts.isEmpty ? nil : results.attempts.map(\.percentage).reduce(0, +) / Double(results.attempts.count)
        let summary: [[String: Any]] = [
            ("graded", String(results.attempts.count)), ("excluded", String(results.issues.filter { $0.kind == .excluded }.count)),
            ("mean-grade", pct(meanGrade)), ("pass-rate", pct(exam?.passRate)), ("mean", num(exam?.mean)), ("median", num(exam?.median)),
            ("sd", num(exam?.sd)), ("skewness", num(exam?.skewness)), ("kurtosis", num(exam?.kurtosis)), ("cic", pct(exam?.cic)),
            ("error-ratio", pct(exam?.errorRatio)), ("standard-error", num(exam?.standardError)),
        ].map { anchor, value in
            let entry = StatisticGlossary.byAnchor[anchor]
            return ["label": entry?.term ?? anchor, "value": value, "explain": entry?.sentence ?? "", "anchor": anchor]
        }
        let review = views.reviews.prefix(Self.reviewLimit).map { item -> [String: Any] in
            [
                "number": item.index + 1, "text": views.texts[item.index], "anchor": ExamDashboardViews.anchor(item.index),
                "findings": item.findings.map { finding -> [String: Any] in
                    let sentence = views.sentence(finding, index: item.index)
                    return ["text": sentence.text, "figures": sentence.figures]
                },
            ]
        }
        let hidden = max(views.reviews.count - Self.reviewLimit, 0)
        let flagged = Set(views.reviews.map(\.index))
        let questions = results.exam.questions.indices.map { index in questionRow(index, views: views, flagged: flagged) }
        var examValues: [String: Any] = ["title": results.exam.exam.title, "code": results.exam.exam.code]
        if let passMark = results.exam.exam.passMark { examValues["pass_mark"] = GradingFormat.number(passMark) + " %" }
        return [
            "page": ["title": "Statistics · \(results.exam.exam.title)"],
            "exam": examValues,
            "summary": summary, "questions": questions, "charts": charts(results, views: views),
            "review": Array(review), "has_review": !review.isEmpty, "review_more": hidden, "has_review_more": hidden > 0,
            "review_explain": StatisticGlossary.sentence("review"),
            "explain": Dictionary(StatisticGlossary.entries.map { ($0.anchor.replacingOccurrences(of: "-", with: "_"), $0.sentence) }, uniquingKeysWith: { a, _ in a }),
            "glossary_url": "../../dashboard/glossary/",
            "issues": results.issues.map { ["examinee": $0.examinee, "kind": $0.kind.rawValue, "reason": $0.reason, "where": "\($0.location)"] },
            "has_issues": !results.issues.isEmpty,
        ]
    }

    func questionRow(_ index: Int, views: ExamDashboardViews, flagged: Set<Int>) -> [String: Any] {
        let s = views.stats(index)
        let num = { (v: Double?) in ExamDashboardViews.number(v) }
        let rows = s?.choices?.frequencies ?? []
        let reviewText = views.reviews.first { $0.index == index }.map { r in
            r.findings.map { ReviewWording.label($0, choices: views.choices[index]) }.joined(separator: "; ")
        } ?? ""
        return [
            "number": index + 1, "id": views.results.exam.questions[index].question.id, "anchor": ExamDashboardViews.anchor(index),
            "text": views.texts[index], "type": views.results.exam.questions[index].question.kind.typeName,
            "facility": num(s?.facility), "sd": num(s?.sd), "random_guess": num(s?.randomGuess),
            "intended_weight": num(s?.intendedWeight), "effective_weight": num(s?.effectiveWeight),
            "discrimination_index": num(s?.discriminationIndex), "discriminative_efficiency": num(s?.discriminativeEfficiency),
            "flags": (s?.reviewFlags ?? []).map(\.rawValue).joined(separator: ", "),
            "review": reviewText, "needs_review": flagged.contains(index),
            "choices": rows.map { row -> [String: Any] in
                [
                    "choice": row.choice, "text": views.choiceText(index, row.choice), "correct": views.isCorrect(index, row.choice),
                    "count": row.count, "proportion": num(row.proportion), "mean_total": num(row.meanTotal),
                ]
            },
            "has_choices": !rows.isEmpty, "omitted": s?.choices?.omitted ?? 0,
        ]
    }

    func charts(_ results: ExamResults, views: ExamDashboardViews) -> [[String: Any]] {
        let bins = GradeDistribution.bins(of: results.attempts.map(\.percentage))
        let passMark = results.exam.exam.passMark
        let points = results.exam.questions.indices.map { index in
            ScatterChartSVG.Point(
                number: index + 1, text: views.texts[index], anchor: ExamDashboardViews.anchor(index),
                facility: views.stats(index)?.facility, discrimination: views.stats(index)?.discriminationIndex)
        }
        let pct = ExamDashboardViews.percent
        return [
            [
                "id": "grades", "title": "Grade distribution",
                "explain": "How many examinees reached each grade range, in percent as in the gradebook"
                    + (passMark.map { "; the dashed line is the pass mark (\(GradingFormat.number($0)) %)." } ?? "."),
                "svg": GradingChartSVG.distribution(bins, passMark: passMark, id: "chart-grades", title: "Grade distribution"),
                "label_heading": "Grade range", "value_heading": "Examinees",
                "rows": bins.map { ["label": GradingChartSVG.range($0), "value": String($0.count)] },
            ],
            [
                "id": "questions-map", "title": "Facility and discrimination per question",
                "explain": "Each numbered point is a question: further right is easier, higher separates strong from weak students better; points in the shaded zones cross Moodle's review thresholds. Hover over or tab to a point to see its question.",
                "svg": ScatterChartSVG.render(points, id: "chart-questions", title: "Facility and discrimination per question"),
                "label_heading": "Question", "value_heading": "Facility, discrimination",
                "rows": points.map { ["label": "\($0.number). \($0.text)", "value": "\(pct($0.facility)), \(pct($0.discrimination))"] },
            ],
        ]
    }
}
