import Foundation
import QuizgenCompute
import QuizgenCore
import QuizgenGrading
import QuizgenI18n
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
            Route(
                path: base + "statistics.json", template: "grading-raw", format: .json,
                inSitemap: false),
            Route(
                path: base + "item-analysis.csv", template: "grading-raw", format: .csv,
                inSitemap: false),
        ]
    }

    func context(for model: ExamDashboard, route: Route, site: SiteContext) throws -> [String: Any]
    {
        let results = model.results
        if route.format == .json { return ["body": GradingFormat.statisticsJSON(results)] }
        let views = ExamDashboardViews(results)
        if route.format == .csv {
            return ["body": ItemAnalysisCSV.render(results, views: views, catalog: site.catalog)]
        }
        let exam = results.report?.exam
        let catalog = site.catalog
        let words = GradingWords(catalog: site.catalog)
        let glossary = StatisticGlossary(catalog: site.catalog)
        let pct = words.percent
        let num = words.number
        let meanGrade =
            results.attempts.isEmpty
            ? nil : results.attempts.map(\.percentage).reduce(0, +) / Double(results.attempts.count)
        let summary: [[String: Any]] = [
            ("graded", String(results.attempts.count)),
            ("excluded", String(results.issues.filter { $0.kind == .excluded }.count)),
            ("not-handed-in", String(results.attempts.filter(\.finishedByServer).count)),
            ("mean-grade", pct(meanGrade)), ("pass-rate", pct(exam?.passRate)),
            ("mean", num(exam?.mean)), ("median", num(exam?.median)),
            ("sd", num(exam?.sd)), ("skewness", num(exam?.skewness)),
            ("kurtosis", num(exam?.kurtosis)), ("cic", pct(exam?.cic)),
            ("error-ratio", pct(exam?.errorRatio)), ("standard-error", num(exam?.standardError)),
        ].map { anchor, value in
            let entry = glossary.entry(anchor)
            return [
                "label": entry.term, "value": value, "explain": entry.sentence, "anchor": anchor,
            ]
        }
        // Each question rendered once, for the review list and the table.
        let htmls = results.exam.questions.indices.map {
            Self.questionHTML(results, $0, views: views, site: site)
        }
        let review = views.reviews.prefix(Self.reviewLimit).map { item -> [String: Any] in
            [
                "number": item.index + 1, "text": views.texts[item.index],
                "html": htmls[item.index],
                "anchor": ExamDashboardViews.anchor(item.index),
                "findings": item.findings.map { finding -> [String: Any] in
                    let sentence = views.sentence(finding, index: item.index, catalog: catalog)
                    return ["text": sentence.text, "figures": sentence.figures]
                },
            ]
        }
        let hidden = max(views.reviews.count - Self.reviewLimit, 0)
        let flagged = Set(views.reviews.map(\.index))
        let questions = results.exam.questions.indices.map { index in
            questionRow(index, views: views, flagged: flagged, html: htmls[index], site: site)
        }
        let title = results.exam.exam.title
        let code = results.exam.exam.code
        var examValues: [String: Any] = [
            "title": title, "code": code,
            "heading": catalog.text("grading.dashboard_heading", ["title": title, "code": code]),
        ]
        if let passMark = results.exam.exam.passMark {
            examValues["pass_mark"] = NumberText.twoPlaces(passMark) + " %"
            examValues["pass_mark_note"] = catalog.text(
                "grading.pass_mark_note", ["pass_mark": NumberText.twoPlaces(passMark) + " %"])
        }
        return [
            "page": ["title": catalog.text("grading.page_title", ["title": title])],
            "exam": examValues,
            "summary": summary, "questions": questions,
            "charts": charts(results, views: views, catalog: catalog),
            "review": Array(review), "has_review": !review.isEmpty, "review_more": hidden,
            "has_review_more": hidden > 0,
            "review_more_text": catalog.text("grading.review_more", ["count": String(hidden)]),
            "review_explain": glossary.sentence("review"),
            "explain": Dictionary(
                glossary.entries.map { (StatisticGlossary.key($0.anchor), $0.sentence) },
                uniquingKeysWith: { a, _ in a }),
            "glossary_url": "../../dashboard/glossary/",
            "issues": model.isPublic
                ? Self.issueCounts(results.issues, catalog: catalog)
                : results.issues.map {
                    [
                        "kind": catalog.text("grading.issue.\($0.kind.rawValue)"),
                        "reason": $0.reason, "where": "\($0.location)",
                    ]
                },
            "has_issues": !results.issues.isEmpty,
            "regraded": Self.regraded(results.exam, catalog: catalog),
            "has_regraded": !(results.exam.regrade?.entries.isEmpty ?? true),
            "variant_facility": Self.variantFacility(results, percent: pct),
            "has_variant_facility": !Self.variantFacility(results, percent: pct).isEmpty,
            "issues_note": model.isPublic && !results.issues.isEmpty
                ? catalog.text(
                    "grading.issues_private", ["command": "quizgen grade \(results.exam.exam.slug)"]
                ) : "",
        ]
    }

    /// The questions a regrade corrected, dropped or gave full credit for.
    static func regraded(_ exam: AssembledExam, catalog: Catalog) -> [[String: Any]] {
        (exam.regrade?.entries ?? []).map {
            ["id": $0.question, "action": catalog.text("grading.regraded.\($0.action.rawValue)")]
        }
    }

    /// Each parametric question's facility by variant, where the attempts answered more than
    /// one: a variant whose numbers make it harder stands out (as Moodle reports calculated
    /// questions). The variants the collector drew, one per attempt, are left out: each has
    /// a single attempt, and a facility of one says nothing.
    static func variantFacility(_ results: ExamResults, percent: (Double?) -> String)
        -> [[String: Any]]
    {
        let variants = Set(
            results.attempts.compactMap(\.variant).filter { !Exam.isDrawnVariant($0) })
        guard variants.count > 1 else { return [] }
        return results.exam.questions.indices.compactMap { index -> [String: Any]? in
            let entry = results.exam.questions[index]
            guard entry.question.isParametric, entry.weight > 0 else { return nil }
            var sums: [String: (total: Double, count: Int)] = [:]
            for attempt in results.attempts where index < attempt.questionPoints.count {
                guard let variant = attempt.variant, !Exam.isDrawnVariant(variant) else {
                    continue
                }
                sums[variant, default: (0, 0)].total += attempt.questionPoints[index] / entry.weight
                sums[variant, default: (0, 0)].count += 1
            }
            let figures = sums.keys.sorted { (Int($0) ?? 0, $0) < (Int($1) ?? 0, $1) }.map {
                "\($0): \(percent(sums[$0].map { $0.total / Double($0.count) })) (\(sums[$0]?.count ?? 0))"
            }
            return [
                "number": index + 1, "id": entry.question.id,
                "figures": figures.joined(separator: ", "),
            ]
        }
    }

    /// A published dashboard's list: how many submissions of each kind, without examinees,
    /// files or reasons (a reason names the file that superseded a submission).
    static func issueCounts(_ issues: [SubmissionIssue], catalog: Catalog) -> [[String: Any]] {
        [SubmissionIssue.Kind.excluded, .replaced, .adjusted].compactMap { kind in
            let count = issues.filter { $0.kind == kind }.count
            guard count > 0 else { return nil }
            return [
                "kind": catalog.text("grading.issue.\(kind.rawValue)"),
                "reason": catalog.plural("grading.issue_count", count: count), "where": "",
            ]
        }
    }

    func questionRow(
        _ index: Int, views: ExamDashboardViews, flagged: Set<Int>, html: String, site: SiteContext
    ) -> ExamDashboardQuestion {
        let catalog = site.catalog
        let question = views.results.exam.questions[index].question
        let s = views.stats(index)
        let num = GradingWords(catalog: catalog).number
        let rows = s?.choices?.frequencies ?? []
        let reviewText =
            views.reviews.first { $0.index == index }.map { r in
                r.findings.map {
                    ReviewWording(catalog: catalog).label($0, choices: views.choices[index])
                }.joined(separator: "; ")
            } ?? ""
        return ExamDashboardQuestion(
            number: index + 1, id: views.results.exam.questions[index].question.id,
            anchor: ExamDashboardViews.anchor(index), text: views.texts[index],
            html: html,
            type: views.results.exam.questions[index].question.kind.typeName,
            facility: num(s?.facility), sd: num(s?.sd), randomGuess: num(s?.randomGuess),
            intendedWeight: num(s?.intendedWeight), effectiveWeight: num(s?.effectiveWeight),
            discriminationIndex: num(s?.discriminationIndex),
            discriminativeEfficiency: num(s?.discriminativeEfficiency),
            flags: (s?.reviewFlags ?? []).map(\.rawValue).joined(separator: ", "),
            review: reviewText, needsReview: flagged.contains(index),
            choices: rows.map { row in
                ExamDashboardQuestion.Choice(
                    choice: row.choice, text: Self.choiceText(views, index, row.choice, catalog),
                    html: Self.choiceHTML(
                        question, row.choice, views: views, index: index, site: site),
                    correct: views.isCorrect(index, row.choice), count: row.count,
                    proportion: num(row.proportion), meanTotal: num(row.meanTotal))
            },
            omitted: s?.choices?.omitted ?? 0,
            choicesLabel: catalog.text("grading.choices_of", ["number": String(index + 1)]),
            omittedText: catalog.text(
                "grading.without_answer", ["count": String(s?.choices?.omitted ?? 0)]))
    }

    func charts(_ results: ExamResults, views: ExamDashboardViews, catalog: Catalog)
        -> [DashboardChart]
    {
        let bins = GradeDistribution.bins(of: results.attempts.map(\.percentage))
        let passMark = results.exam.exam.passMark
        let points = results.exam.questions.indices.map { index in
            ScatterChartSVG.Point(
                number: index + 1, text: views.texts[index],
                anchor: ExamDashboardViews.anchor(index),
                facility: views.stats(index)?.facility,
                discrimination: views.stats(index)?.discriminationIndex)
        }
        let pct = GradingWords(catalog: catalog).percent
        let text = { (key: String) in catalog.text("grading.charts." + key) }
        let gradesTitle = text("grades")
        let mapTitle = text("map")
        return [
            DashboardChart(
                id: "grades", title: gradesTitle,
                explain: passMark.map {
                    catalog.text(
                        "grading.charts.grades_explain_pass",
                        ["pass_mark": NumberText.twoPlaces($0)])
                } ?? text("grades_explain"),
                svg: GradingChartSVG.distribution(
                    bins, passMark: passMark, id: "chart-grades", title: gradesTitle,
                    catalog: catalog),
                labelHeading: text("grade_range"), valueHeading: text("examinees"),
                rows: bins.map {
                    DashboardChart.Row(label: GradingChartSVG.range($0), value: String($0.count))
                }, catalog: catalog),
            DashboardChart(
                id: "questions-map", title: mapTitle, explain: text("map_explain"),
                svg: ScatterChartSVG.render(
                    points, id: "chart-questions", title: mapTitle, catalog: catalog),
                labelHeading: text("question"), valueHeading: text("facility_discrimination"),
                rows: points.map {
                    DashboardChart.Row(
                        label: "\($0.number). \($0.text)",
                        value: "\(pct($0.facility)), \(pct($0.discrimination))")
                }, catalog: catalog),
        ]
    }

    /// Question `index`'s text as the exam shows it (``QuestionPlainText/html(_:of:site:fallback:)``).
    static func questionHTML(
        _ results: ExamResults, _ index: Int, views: ExamDashboardViews, site: SiteContext
    ) -> String {
        let question = results.exam.questions[index].question
        return QuestionPlainText.html(
            question.text, of: question, site: site, fallback: views.texts[index])
    }

    /// A choice as the exam shows it; a true/false question's choices in the site's language.
    static func choiceHTML(
        _ question: Question, _ id: String, views: ExamDashboardViews, index: Int,
        site: SiteContext
    ) -> String {
        switch question.kind {
        case .singleChoice(let list), .multipleChoice(let list):
            guard let choice = list.first(where: { $0.id == id }) else {
                return MarkupEscaping.html(id)
            }
            return QuestionPlainText.html(choice.text, of: question, site: site, fallback: id)
        default:
            return MarkupEscaping.html(choiceText(views, index, id, site.catalog))
        }
    }

    /// A choice's text; a true/false question's choices in the site's language.
    static func choiceText(
        _ views: ExamDashboardViews, _ index: Int, _ id: String, _ catalog: Catalog
    ) -> String {
        guard case .trueFalse = views.results.exam.questions[index].question.kind else {
            return views.choiceText(index, id)
        }
        return id == "true"
            ? catalog.text("grading.true") : id == "false" ? catalog.text("grading.false") : id
    }
}
