import Crypto
import Foundation
import QuizgenCompute
import QuizgenCore
import QuizgenGrading
import QuizgenI18n
import QuizgenRendering
import QuizgenSite

/// The console's sign-in page.
struct TeacherLoginPage: Sendable, Hashable {
    /// Why the last sign-in failed, if it did.
    var error: String?
    /// The name typed before.
    var teacher = ""
}

/// The console's list of exams.
struct TeacherExamsPage: Sendable {
    /// One exam with its counts.
    struct Entry: Sendable {
        var exam: AssembledExam
        var started: Int
        var handedIn: Int
    }

    var session: TeacherAuth.Session
    var csrf: String
    var exams: [Entry]
}

/// The console of one exam: its live view, its marking, or its results for students.
struct TeacherExamPage: Sendable {
    /// Which of the three.
    enum View: String, Sendable { case live, marking, results }

    var session: TeacherAuth.Session
    var csrf: String
    var view: View
    var console: CollectService.ExamConsole
    /// Whether the marking shows names (anonymised by default).
    var showNames = false
    /// The address students open, and its QR code (SVG), when the site has an absolute URL.
    var shareURL: String?
    var shareSVG: String?
    /// The results secret of the build (`QUIZGEN_RESULTS_SECRET`), for the result pages' URLs.
    var resultsSecret: String?
}

/// The console's paths, under `/teacher/`.
enum TeacherPaths {
    static let root = "/teacher/"
    static let login = "/teacher/login"
    static let logout = "/teacher/logout"
    static let script = "/teacher/console.js"
    static func exam(_ slug: String) -> String { "/teacher/exams/\(slug)/" }
}

struct TeacherLoginAdapter: ContentAdapter {
    func routes(for model: TeacherLoginPage, site: SiteContext) -> [Route] {
        [Route(path: TeacherPaths.root, template: "teacher-login", inSitemap: false)]
    }

    func context(for model: TeacherLoginPage, route: Route, site: SiteContext) throws -> [String:
        Any]
    {
        var context: [String: Any] = [
            "page": ["title": site.catalog.text("console.sign_in_title")],
            "urls": ["login": TeacherPaths.login], "teacher": model.teacher,
        ]
        if let error = model.error { context["error"] = error }
        return context
    }
}

/// What every page of the console has: who is signed in, the CSRF token, the paths.
func teacherCommon(_ session: TeacherAuth.Session, csrf: String, catalog: Catalog) -> [String:
    Any]
{
    [
        "csrf": csrf, "teacher": session.teacher,
        "signed_in_text": catalog.text("console.signed_in_as", ["name": session.teacher]),
    ]
}

struct TeacherExamsAdapter: ContentAdapter {
    func routes(for model: TeacherExamsPage, site: SiteContext) -> [Route] {
        [Route(path: TeacherPaths.root, template: "teacher-exams", inSitemap: false)]
    }

    func context(for model: TeacherExamsPage, route: Route, site: SiteContext) throws -> [String:
        Any]
    {
        let catalog = site.catalog
        var context = teacherCommon(model.session, csrf: model.csrf, catalog: catalog)
        context["page"] = ["title": catalog.text("console.exams_title")]
        context["urls"] = ["logout": TeacherPaths.logout]
        context["exams"] = model.exams.map { entry -> [String: Any] in
            [
                "title": entry.exam.exam.title, "code": entry.exam.exam.code,
                "url": TeacherPaths.exam(entry.exam.exam.slug),
                "counts_text": catalog.text(
                    "console.exam_counts",
                    ["started": String(entry.started), "handed_in": String(entry.handedIn)]),
            ]
        }
        context["has_exams"] = !model.exams.isEmpty
        return context
    }
}

struct TeacherExamAdapter: ContentAdapter {
    func routes(for model: TeacherExamPage, site: SiteContext) -> [Route] {
        let base = TeacherPaths.exam(model.console.exam.exam.slug)
        let path = model.view == .live ? base : base + model.view.rawValue + "/"
        return [Route(path: path, template: "teacher-exam", inSitemap: false)]
    }

    func context(for model: TeacherExamPage, route: Route, site: SiteContext) throws -> [String:
        Any]
    {
        let catalog = site.catalog
        let console = model.console
        let exam = console.exam.exam
        let base = TeacherPaths.exam(exam.slug)
        // The dashboard's own values first (the partial reads them at the top level).
        var context: [String: Any] = [:]
        if model.view == .live {
            context = try ExamDashboard(results: console.results, prefix: TeacherPaths.root)
                .pageContext(site: site)
        }
        // The glossary the console serves itself (the site may publish no dashboard).
        context["glossary_url"] = TeacherPaths.root + "exams/dashboard/glossary/"
        context.merge(
            teacherCommon(model.session, csrf: model.csrf, catalog: catalog),
            uniquingKeysWith: { _, new in new })
        var examValues = context["exam"] as? [String: Any] ?? [:]
        examValues["title"] = exam.title
        examValues["code"] = exam.code
        examValues["slug"] = exam.slug
        context["exam"] = examValues
        let titleKey =
            model.view == .results
            ? "console.results_title_page" : "console.\(model.view.rawValue)_title"
        context["page"] = [
            "title": catalog.text(titleKey, ["title": exam.title, "code": exam.code])
        ]
        var urls: [String: Any] = [
            "live": base, "marking": base + "marking/", "marking_names": base + "marking/?names=1",
            "results": base + "results/", "exams": TeacherPaths.root,
            "logout": TeacherPaths.logout, "script": TeacherPaths.script,
            "events": base + "events", "close": base + "close", "marks": base + "marks",
            "gradebook": base + "gradebook.csv",
        ]
        urls["refresh"] =
            model.view == .live
            ? base : base + model.view.rawValue + "/" + (model.showNames ? "?names=1" : "")
        context["urls"] = urls
        context["view"] = [
            "live": model.view == .live, "marking": model.view == .marking,
            "results": model.view == .results,
        ]
        context["now"] = CollectService.preciseText(console.now)
        context["updated_text"] = catalog.text(
            "console.updated", ["time": site.dates.dateTime(console.now)])
        if let closed = console.closedAt {
            context["closed_text"] = catalog.text(
                "console.closed_at", ["time": site.dates.dateTimeWithZone(closed)])
        }
        switch model.view {
        case .live: live(model, into: &context, site: site)
        case .marking: marking(model, into: &context, site: site)
        case .results: results(model, into: &context, site: site)
        }
        return context
    }

    func live(_ model: TeacherExamPage, into context: inout [String: Any], site: SiteContext) {
        let catalog = site.catalog
        let console = model.console
        let exam = console.exam
        let base = TeacherPaths.exam(exam.exam.slug)
        let total = exam.questions.count
        if let url = model.shareURL {
            var share: [String: Any] = ["url": url]
            if let svg = model.shareSVG { share["svg"] = svg }
            context["share"] = share
        }
        let attempts = console.attempts
        func count(_ state: CollectService.ConsoleAttempt.State) -> Int {
            attempts.filter { $0.state == state }.count
        }
        context["counts"] = [
            ("started", attempts.count), ("writing", count(.running) + count(.timeUp)),
            ("handed_in", count(.handedIn)), ("finished_by_server", count(.finishedByServer)),
        ].map { key, value -> [String: Any] in
            ["label": catalog.text("console.counts.\(key)"), "value": String(value)]
        }
        context["attempts"] = attempts.map { row -> [String: Any] in
            var values: [String: Any] = [
                "id": row.attempt.id, "name": row.attempt.examinee, "state": row.state.rawValue,
                "state_text": catalog.text("console.state.\(row.state.rawValue)"),
                "answered_text": catalog.text(
                    "console.answered", ["count": String(row.answered), "total": String(total)]),
                "handed_in_text": row.handedInAt.map { site.dates.dateTime($0) } ?? "",
                "can_extend": row.state == .running || row.state == .timeUp,
                "extend_url": base + "attempts/\(row.attempt.id)/extend",
                "extend_label": catalog.text(
                    "console.extend_minutes", ["name": row.attempt.examinee]),
                "can_reopen": row.state == .handedIn || row.state == .finishedByServer,
                "reopen_url": base + "attempts/\(row.attempt.id)/reopen",
                "reopen_label": catalog.text(
                    "console.reopen_minutes", ["name": row.attempt.examinee]),

            ]
            values["student"] = row.attempt.student ?? ""
            values["has_student"] = row.attempt.student != nil
            if let reopened = row.reopenedAt {
                values["reopened_text"] = catalog.text(
                    "console.reopened", ["time": site.dates.dateTime(reopened)])
            }
            if row.extensionSeconds > 0 {
                values["extension_text"] = catalog.text(
                    "console.extended", ["minutes": String(row.extensionSeconds / 60)])
            }
            if let deadline = row.attempt.deadline,
                row.state == .running || row.state == .timeUp
            {
                values["deadline"] = CollectService.preciseText(deadline)
                values["time_left_text"] = Self.timeLeft(deadline.timeIntervalSince(console.now))
            } else {
                values["time_left_text"] =
                    row.attempt.deadline == nil && row.state == .running
                    ? catalog.text("console.no_limit") : ""
            }
            return values
        }
        context["has_attempts"] = !attempts.isEmpty
        context["close_confirm_text"] = catalog.text(
            "console.close_confirm", ["code": exam.exam.code])
        context["log"] = console.actions.reversed().map { action -> [String: Any] in
            [
                "at": CollectService.preciseText(action.at),
                "time_text": site.dates.dateTime(action.at),
                "text": catalog.text(
                    "console.log.\(action.kind.rawValue)",
                    [
                        "teacher": action.teacher, "subject": action.subject,
                        "detail": action.detail,
                    ]),
            ]
        }
        context["has_log"] = !console.actions.isEmpty
    }

    /// `12:05` (minutes and seconds) or `1:02:05`; `0:00` once the time is up.
    static func timeLeft(_ seconds: TimeInterval) -> String {
        let total = max(0, Int(seconds.rounded(.down)))
        let (h, m, s) = (total / 3600, total / 60 % 60, total % 60)
        let two = { (n: Int) in n < 10 ? "0\(n)" : String(n) }
        return h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(m):\(two(s))"
    }

    func marking(_ model: TeacherExamPage, into context: inout [String: Any], site: SiteContext) {
        let catalog = site.catalog
        let console = model.console
        let exam = console.exam
        context["show_names"] = model.showNames
        // The counted attempts, in an order that says nothing of who wrote them.
        let attempts = console.results.attempts.sorted {
            Self.anonymousKey($0.examinee, exam.exam.slug)
                < Self.anonymousKey($1.examinee, exam.exam.slug)
        }
        let attemptIDs = Dictionary(
            console.attempts.filter { $0.handedInAt != nil }.map {
                ($0.attempt.examinee, $0.attempt.id)
            }, uniquingKeysWith: { _, later in later })
        var marks: [String: StoredMark] = [:]
        for mark in console.marks { marks[mark.examinee + "\n" + mark.question] = mark }
        let essays = exam.questions.enumerated().filter {
            if case .essay = $0.element.question.kind { return true }
            return false
        }
        context["essays"] = essays.map { index, item -> [String: Any] in
            let question = item.question
            let answers = attempts.enumerated().compactMap { position, attempt -> [String: Any]? in
                guard let written = attempt.answers.first(where: { $0.questionID == question.id })
                else { return nil }
                let text: String
                switch written.answer {
                case .text(let value), .cell(let value): text = value
                case .list(let values): text = values.joined(separator: ", ")
                case .pairs(let pairs):
                    text = pairs.map { "\($0.key)=\($0.value)" }.joined(
                        separator: ", ")
                }
                let mark = marks[attempt.examinee + "\n" + question.id]
                let label =
                    model.showNames
                    ? attempt.examinee
                    : catalog.text("console.answer_n", ["number": String(position + 1)])
                return [
                    "key": "\(index + 1)-\(position + 1)", "label": label,
                    "text": text.isEmpty ? catalog.text("console.empty_answer") : text,
                    "attempt": attemptIDs[attempt.examinee] ?? "", "question": question.id,
                    "names": model.showNames ? "1" : "",
                    "max": NumberText.twoPlaces(item.weight),
                    "points_label": catalog.text(
                        "console.points", ["max": NumberText.twoPlaces(item.weight)]),
                    "points": mark.map { NumberText.twoPlaces($0.points) } ?? "",
                    "comment": mark?.comment ?? "",
                    "mark_text": mark.map {
                        catalog.text(
                            "console.marked",
                            [
                                "points": NumberText.twoPlaces($0.points),
                                "max": NumberText.twoPlaces(item.weight), "teacher": $0.teacher,
                            ])
                    } ?? catalog.text("console.not_marked"),
                ]
            }
            return [
                "number": index + 1, "id": question.id,
                "html": QuestionPlainText.html(
                    question.text, of: question, site: site, fallback: question.id),
                "answers": answers, "has_answers": !answers.isEmpty,
            ]
        }
        context["has_essays"] = !essays.isEmpty
    }

    /// A key that orders answers the same way every time, unrelated to the names' order.
    static func anonymousKey(_ examinee: String, _ exam: String) -> String {
        AttemptToken.base64url(
            Data(SHA256.hash(data: Data((exam + "\n" + examinee).utf8))))
    }

    func results(_ model: TeacherExamPage, into context: inout [String: Any], site: SiteContext) {
        let catalog = site.catalog
        let exam = model.console.exam.exam
        let resultURL = Self.resultURL(exam: exam, secret: model.resultsSecret, site: site)
        context["results_explain"] =
            exam.results.show == .none
            ? catalog.text("console.results_none_shown")
            : resultURL == nil
                ? catalog.text("console.results_no_secret", ["code": exam.code])
                : catalog.text("console.results_page_explain")
        context["results"] = model.console.results.attempts.map { attempt -> [String: Any] in
            var row: [String: Any] = [
                "name": attempt.examinee,
                "grade": NumberText.twoPlaces(attempt.percentage) + " %",
            ]
            if let resultURL { row["url"] = resultURL(attempt) }
            return row
        }
        context["has_results"] = !model.console.results.attempts.isEmpty
    }

    /// Each attempt's private result page as the build publishes it (`quizgen grade`'s
    /// `result_url`), when the secret is known and the exam shows results.
    static func resultURL(exam: Exam, secret: String?, site: SiteContext) -> (
        (GradedAttempt) -> String
    )? {
        guard let secret, !secret.isEmpty, exam.results.show != .none else { return nil }
        return { attempt in
            site.absoluteURL(
                ResultPage.path(
                    examSlug: exam.slug,
                    token: ResultToken.make(
                        secret: secret, examCode: exam.code, examinee: attempt.examinee)))
        }
    }
}
