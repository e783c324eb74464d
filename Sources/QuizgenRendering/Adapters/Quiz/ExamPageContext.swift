import QuizgenCompute
import QuizgenCore
import QuizgenI18n
import QuizgenLoading

/// Builds the template context of the exam-taking page.
///
/// In `exam` mode nothing here depends on which answers are correct: choice ids come from the
/// author's position, ordering items and matching options are listed by a hash of their text
/// (never in the correct order), and no feedback or explanation is included. Only `practice`
/// mode adds `key_json`.
struct ExamPageContext {
    let assembled: AssembledExam
    let site: SiteContext

    var exam: Exam { assembled.exam }
    var catalog: Catalog { site.catalog }

    func examValues() -> [String: Any] {
        var values: [String: Any] = [
            "title": exam.title,
            "code": exam.code,
            "slug": exam.slug,
            "snapshot": assembled.snapshotHash,
            "intro": site.markdown.html(exam.intro),
            "question_count": assembled.questions.count,
            "maximum": NumberText.format(assembled.maximum),
            "base_points": exam.basePoints,
            "time_limit_seconds": exam.timeLimitSeconds,
            "time_limit": ExamStrings.duration(exam.timeLimitSeconds, catalog),
            "time_limit_line": catalog.text(
                "exam.time_limit_line",
                ["time": ExamStrings.duration(exam.timeLimitSeconds, catalog)]),
            "summary": catalog.text(
                "exam.summary",
                [
                    "questions": catalog.plural(
                        "exam.question_count", count: assembled.questions.count),
                    "points": ExamStrings.points(assembled.maximum, catalog),
                ]),
            "has_time_limit": exam.timeLimitSeconds > 0,
            "shuffle_questions": exam.shuffleQuestions,
            "shuffle_choices": exam.shuffleChoices,
            "practice": exam.mode == .practice,
            "mode": exam.mode.rawValue,
            "landing_url": site.url("/exams/\(exam.slug)/"),
            "take_url": site.url("/exams/\(exam.slug)/take/"),
        ]
        if exam.basePoints > 0 {
            values["base_points_note"] = catalog.text(
                "exam.including_base_points", ["points": String(exam.basePoints)])
        }
        if let passMark = exam.passMark { values["pass_mark"] = NumberText.format(passMark) }
        // The window's times in the site's zone and language; whether it is open is for the
        // page's script to say when the page is viewed (see ExamWindowView).
        let zone = site.dates.timeZone
        if let opens = exam.opens {
            values["opens"] = site.dates.dateTimeWithZone(opens.date(in: zone))
        }
        if let closes = exam.closes {
            values["closes"] = site.dates.dateTimeWithZone(closes.date(in: zone))
        }
        if let window = ExamWindowView.values(exam, site: site) { values["window"] = window }
        values["needs_script"] = values["window"] != nil
        // Variants of parametric questions: a taking page names its variant; the landing page
        // of an exam with several lists them and finds each examinee's.
        if let variant = assembled.variant {
            values["variant"] = variant
            if exam.variants > 1 {
                values["variant_line"] = catalog.text(
                    "exam.variant_line", ["number": variant, "count": String(exam.variants)])
            }
        } else if assembled.isParametric, exam.variants > 1 {
            values["has_variants"] = true
            values["needs_script"] = true
            values["variants_hint"] = catalog.plural("exam.variants_hint", count: exam.variants)
            values["variant_links"] = (1...exam.variants).map { number in
                [
                    "url": site.url(ExamAdapter.takePath(exam, variant: String(number))),
                    "label": catalog.text("exam.variant_label", ["number": String(number)]),
                ]
            }
        }
        if exam.identity != .name {
            values["roster"] = true
            values["roster_codes"] = exam.identity == .studentIDAndCode
        }
        if let collect = site.config.collectURL {
            // The preview (`quizgen serve`) runs the collector itself: rehearse against it.
            values["collect_url"] = site.preview ? "/" : collect
        }
        if site.preview {
            // In preview the page submits to the server, which stores it under
            // Content/submissions/.
            values["submit_url"] = site.url("/_quizgen/submit/\(exam.slug)")
        } else if let submit = exam.submitURL {
            values["submit_url"] = submit.hasPrefix("/") ? site.url(submit) : submit
        }
        return values
    }

    func questions() -> [[String: Any]] {
        let total = assembled.questions.count
        return assembled.questions.enumerated().map { index, entry in
            question(entry, number: index + 1, total: total)
        }
    }

    func question(_ entry: ExamQuestion, number: Int, total: Int) -> [String: Any] {
        let q = entry.question
        let html = QuestionHTML(question: q, site: site)
        var values: [String: Any] = [
            "id": q.id,
            "field": "q.\(q.id)",
            "number": number,
            "total": total,
            "type": q.kind.typeName,
            "points": NumberText.format(entry.weight),
            "points_label": ExamStrings.points(entry.weight, catalog),
            "number_label": catalog.text(
                "exam.question_of", ["number": String(number), "total": String(total)]),
            "prompt": html.block(q.text),
            "is_\(q.kind.typeName)": true,
        ]
        if case .numeric(let key) = q.kind, let unit = key.unit { values["unit"] = unit }
        switch q.kind {
        case .singleChoice(let choices), .multipleChoice(let choices):
            values["choices"] = choices.map {
                ["id": $0.id, "html": html.inline($0.text), "fixed": $0.fixed] as [String: Any]
            }
            values["has_choices"] = true
        case .trueFalse:
            values["choices"] = [
                [
                    "id": "true", "html": MarkupEscaping.html(catalog.text("exam.true")),
                    "fixed": true,
                ],
                [
                    "id": "false", "html": MarkupEscaping.html(catalog.text("exam.false")),
                    "fixed": true,
                ],
            ]
            values["has_choices"] = true
        case .ordering(let items):
            let shown = items.sorted { $0.id < $1.id }
            let positions = (1...max(items.count, 1)).map { ["n": $0] }
            values["items"] = shown.map {
                ["id": $0.id, "html": html.inline($0.text), "positions": positions] as [String: Any]
            }
            values["has_items"] = true
        case .blanks(let blanks):
            values["prompt"] = BlankControls.prompt(
                html.block(q.text), questionID: q.id, blanks: blanks, catalog: catalog)
            values["blanks_hint"] = catalog.plural("exam.blanks_hint", count: blanks.count)
            values["blank_count"] = blanks.count
        case .matching(let pairs):
            let options = pairs.map(\.right).sorted {
                ContentID.make(prefix: "r", $0) < ContentID.make(prefix: "r", $1)
            }
            .map { ["value": ContentID.make(prefix: "r", $0), "text": MarkdownPlainText.text($0)] }
            values["pairs"] = pairs.map {
                ["id": $0.id, "html": html.inline($0.left), "options": options] as [String: Any]
            }
        default:
            break
        }
        return values
    }

    /// The practice key: correct answers and feedback by question id, as JSON for the page.
    ///
    /// Each question also carries its hints, its tries (`tries`), the right answer as HTML
    /// (`answer_html`, shown when the tries are spent) and, for a parametric question, the
    /// further draws "Try another like this" offers (`others`: each its variant, prompt,
    /// choices and key).
    func practiceKeyJSON() -> String {
        var key: [String: Any] = [:]
        let total = assembled.questions.count
        for (index, entry) in assembled.questions.enumerated() {
            let q = entry.question
            var item = keyItem(q)
            item["tries"] = exam.practice.tries(for: q)
            let draws = assembled.practiceDraws[q.id] ?? []
            if !draws.isEmpty, Self.drawableTypes.contains(q.kind.typeName) {
                item["others"] = draws.map { draw -> [String: Any] in
                    let shown = question(
                        ExamQuestion(question: draw.question, weight: entry.weight),
                        number: index + 1, total: total)
                    var other: [String: Any] = [
                        "variant": draw.variant, "prompt": shown["prompt"] ?? "",
                        "key": keyItem(draw.question),
                    ]
                    if let choices = shown["choices"] as? [[String: Any]] {
                        other["choices"] = Dictionary(
                            choices.compactMap { c in
                                (c["id"] as? String).map { ($0, c["html"] ?? "") }
                            }
                        ) { a, _ in a }
                    }
                    return other
                }
            }
            key[q.id] = item
        }
        return ScriptJSON.encode(key)
    }

    /// The types whose further draws the page can show by replacing the prompt and the
    /// choices' texts (the others' controls hold the answers themselves).
    static let drawableTypes: Set<String> = ["single", "multiple", "truefalse", "short", "numeric"]

    /// One question's practice key: what Check compares, the feedback, the explanation, the
    /// hints and the right answer.
    func keyItem(_ q: Question) -> [String: Any] {
        let html = QuestionHTML(question: q, site: site)
        var item: [String: Any] = ["type": q.kind.typeName]
        if let explanation = q.explanation { item["explanation"] = html.block(explanation) }
        if !q.hints.isEmpty { item["hints"] = q.hints.map { html.block($0) } }
        let answer = KeyDescription.items(for: q, html: html, catalog: catalog)
            .filter { $0["correct"] as? Bool == true }.compactMap { $0["html"] as? String }
        if !answer.isEmpty { item["answer_html"] = answer.joined(separator: "; ") }
        switch q.kind {
        case .singleChoice(let choices), .multipleChoice(let choices):
            item["correct"] = choices.filter(\.correct).map(\.id)
            item["feedback"] = Dictionary(
                choices.compactMap { c in c.feedback.map { (c.id, html.inline($0)) } }
            ) { a, _ in a }
        case .trueFalse(let value): item["correct"] = [value ? "true" : "false"]
        case .shortAnswer(let answers):
            item["accepted"] = answers.accepted
            item["case_sensitive"] = answers.caseSensitive
        case .numeric(let range):
            item["min"] = range.minimum
            item["max"] = range.maximum
        case .ordering(let items): item["order"] = items.map(\.id)
        case .matching(let pairs):
            item["pairs"] = Dictionary(
                pairs.map { ($0.id, ContentID.make(prefix: "r", $0.right)) }
            ) { a, _ in a }
        case .essay: break
        case .blanks(let blanks):
            item["blanks"] = blanks.map { blank -> [String: Any] in
                switch blank.answer {
                case .text(let key):
                    [
                        "accepted": key.accepted, "case_sensitive": key.caseSensitive,
                        "weight": blank.weight,
                    ]
                case .choice(let options):
                    ["correct": options.filter(\.correct).map(\.id), "weight": blank.weight]
                }
            }
        }
        return item
    }
}
