import Foundation
import QuizgenCollect
import QuizgenCore
import QuizgenRendering
import QuizgenServiceTestSupport
import QuizgenSite
import QuizgenTestSupport
import Testing

/// The teacher's console of `quizgen collect`: who may use it, what each action does to the
/// store and to the students' attempts, and that its figures are the build's.
@Suite("collect: the teacher's console")
struct TeacherConsoleTests {
    static let essayExam = CollectFixtures.exam(
        "COL-ESSAY", "late: { policy: reject }", questions: CollectFixtures.withEssay)

    static func site() throws -> TestSite {
        try CollectFixtures.site(extra: ["Content/exams/essay.yaml": essayExam])
    }

    static func put(_ collector: RunningCollector, _ path: String, token: String, answers: String)
        async throws -> RawHTTP.Response
    {
        try await collector.request(
            "PUT", path,
            headers: ["Content-Type": "application/json", "Authorization": "Bearer \(token)"],
            body: String(
                decoding: CollectFixtures.body(exam: "COL-ESSAY", answers: answers), as: UTF8.self)
        )
    }

    @Test(
        "signing in: a wrong secret is refused, the session cookie is HttpOnly and SameSite=Strict")
    func signingIn() async throws {
        let collector = try await RunningCollector.start(try Self.site())
        defer { Task { await collector.stop() } }
        let page = try await collector.request("GET", "/teacher/")
        #expect(page.status == 200)
        #expect(page.body.contains(#"<input id="console-secret" name="secret" type="password""#))
        let wrong = try await collector.request(
            "POST", "/teacher/login",
            headers: ["Content-Type": "application/x-www-form-urlencoded"],
            body: "teacher=Ms+Rivera&secret=guess")
        #expect(wrong.status == 403)
        #expect(wrong.header("Set-Cookie") == nil)
        #expect(wrong.body.contains("That is not the console&#39;s secret."))
        let right = try await collector.request(
            "POST", "/teacher/login",
            headers: ["Content-Type": "application/x-www-form-urlencoded"],
            body: "teacher=Ms+Rivera&secret=\(RunningCollector.teacherSecret)")
        #expect(right.status == 303)
        let cookie = try #require(right.header("Set-Cookie"))
        #expect(cookie.hasPrefix("quizgen_teacher="))
        #expect(cookie.hasSuffix("; Path=/teacher/; HttpOnly; SameSite=Strict; Max-Age=43200"))
        // A page of another origin cannot sign anyone in.
        let forged = try await collector.request(
            "POST", "/teacher/login",
            headers: [
                "Content-Type": "application/x-www-form-urlencoded",
                "Origin": "https://evil.example",
            ], body: "teacher=Ms+Rivera&secret=\(RunningCollector.teacherSecret)")
        #expect(forged.status == 403)
        #expect(forged.header("Set-Cookie") == nil)
        // Guessing is slowed: ten tries a minute from one address.
        var statuses: [Int] = []
        for _ in 0..<10 {
            statuses.append(
                try await collector.request(
                    "POST", "/teacher/login",
                    headers: ["Content-Type": "application/x-www-form-urlencoded"],
                    body: "teacher=X&secret=guess"
                ).status)
        }
        #expect(statuses.filter { $0 == 429 }.count == 2, "\(statuses)")
    }

    @Test("behind TLS the session cookie is Secure")
    func secureBehindTLS() async throws {
        var files = [String: String]()
        files["quizgen.yaml"] =
            QuizFixtures.config + "collect: { url: https://collect.example.org/ }\n"
        let collector = try await RunningCollector.start(try CollectFixtures.site(extra: files))
        defer { Task { await collector.stop() } }
        let right = try await collector.request(
            "POST", "/teacher/login",
            headers: ["Content-Type": "application/x-www-form-urlencoded"],
            body: "teacher=Ms+Rivera&secret=\(RunningCollector.teacherSecret)")
        #expect(right.header("Set-Cookie")?.contains("; Secure") == true)
    }

    @Test(
        "every page and action is refused without the session, with a student's token, and every action without the CSRF token or from another origin"
    )
    func refusals() async throws {
        let collector = try await RunningCollector.start(try Self.site())
        defer { Task { await collector.stop() } }
        let (id, token) = try await collector.startAttempt("COL-ESSAY", examinee: "Ana Example")
        let (handed, handedToken) = try await collector.startAttempt(
            "COL-ESSAY", examinee: "Ben Example")
        #expect(
            try await Self.put(
                collector, "/v1/attempts/\(handed)/submission", token: handedToken,
                answers: #"{"meander": "Because."}"#
            ).status == 201)
        let teacher = try await collector.signIn()
        let other = try await collector.signIn("Mr Other")
        let base = "/teacher/exams/col-essay/"
        let pages = [
            "/teacher/", base, base + "marking/", base + "results/", base + "events",
            base + "gradebook.csv",
        ]
        let actions: [(String, [String: String])] = [
            (base + "attempts/\(id)/extend", ["minutes": "10"]),
            (base + "close", ["confirm": "yes"]),
            (base + "marks", ["attempt": handed, "question": "meander", "points": "1"]),
            ("/teacher/logout", [:]),
        ]
        var wrong: [String] = []
        for page in pages {
            for (how, headers) in [
                ("no session", [String: String]()),
                ("a student's token", ["Authorization": "Bearer \(token)"]),
                ("a student's token as the cookie", ["Cookie": "quizgen_teacher=\(token)"]),
            ] {
                let response = try await collector.request("GET", page, headers: headers)
                // The console's front page asks to sign in; nothing else answers at all.
                let expected = page == "/teacher/" ? 200 : 401
                if response.status != expected || response.body.contains("Ana Example") {
                    wrong.append("GET \(page) with \(how): \(response.status)")
                }
            }
        }
        for (path, fields) in actions {
            let attempts: [(String, RunningCollector.Teacher?, String??, [String: String], Int)] = [
                ("no session", nil, .some(teacher.csrf), [:], 401),
                (
                    "a student's token", nil, .some(teacher.csrf),
                    ["Authorization": "Bearer \(token)"], 401
                ),
                ("no CSRF token", teacher, .some(nil), [:], 403),
                ("another session's CSRF token", teacher, .some(other.csrf), [:], 403),
                ("another origin", teacher, .none, ["Origin": "https://evil.example"], 403),
                ("an opaque origin", teacher, .none, ["Origin": "null"], 403),
            ]
            for (how, who, csrf, headers, expected) in attempts {
                let response = try await collector.post(
                    path, teacher: who, fields: fields, csrf: csrf, headers: headers)
                if response.status != expected {
                    wrong.append("POST \(path) with \(how): \(response.status), not \(expected)")
                }
            }
        }
        #expect(wrong == [])
        // Nothing any of them tried was done.
        let store = collector.service.store
        #expect(try await store.extensions(ofExam: "col-essay").isEmpty)
        #expect(try await store.marks(ofExam: "col-essay").isEmpty)
        #expect(try await store.actions(ofExam: "col-essay").isEmpty)
        #expect(try await store.setting("closed:col-essay") == nil)
        // The same actions with the session, its CSRF token and the console's origin are done.
        let origin = "http://127.0.0.1:\(collector.port)"
        for (path, fields) in actions {
            let response = try await collector.post(
                path, teacher: teacher, fields: fields, headers: ["Origin": origin])
            #expect(response.status == 303, "\(path): \(response.body)")
        }
        // (All at the test clock's one instant: the log's order is the time's.)
        #expect(
            Set(try await store.actions(ofExam: "col-essay").map(\.kind)) == [
                .extend, .close, .mark,
            ])
        #expect(
            try await store.actions(ofExam: "col-essay").allSatisfy { $0.teacher == "Ms Rivera" })
    }

    @Test(
        "more time for one student: the deadline moves, the page learns it at its next save, the token and the finisher follow"
    )
    func extendOneStudent() async throws {
        let clock = CollectFixtures.Clock()
        let collector = try await RunningCollector.start(try Self.site(), clock: clock)
        defer { Task { await collector.stop() } }
        let (ana, anaToken) = try await collector.startAttempt("COL-ESSAY", examinee: "Ana Example")
        let (ben, _) = try await collector.startAttempt("COL-ESSAY", examinee: "Ben Example")
        let teacher = try await collector.signIn()
        clock.advance(5 * 60)
        let extend = try await collector.post(
            "/teacher/exams/col-essay/attempts/\(ana)/extend", teacher: teacher,
            fields: ["minutes": "15"])
        #expect(extend.status == 303)
        #expect(extend.header("Location") == "/teacher/exams/col-essay/")
        // The student's page learns the new deadline from its next save.
        let saved = try await Self.put(
            collector, "/v1/attempts/\(ana)/draft", token: anaToken,
            answers: #"{"rhine-source": "true"}"#)
        #expect(object(saved)["deadline"] as? String == "2026-11-24T09:25:00.000Z")
        // The console shows it, and who gave it.
        let page = try await collector.request(
            "GET", "/teacher/exams/col-essay/", headers: ["Cookie": teacher.cookie])
        #expect(
            page.body.contains(
                #"data-deadline="2026-11-24T09:25:00.000Z">20:00</time> <span class="console-extension">(+15 min given)</span>"#
            ), "\(page.body)")
        #expect(page.body.contains("Ms Rivera gave Ana Example more time (+15 min).</li>"))
        // At the old deadline only Ben is finished; Ana hands in after it, on time.
        clock.advance(6 * 60)
        #expect(try await collector.service.finishExpiredAttempts() == 1)
        #expect(try await collector.service.store.submissions(ofAttempt: ben).count == 1)
        let handIn = try await Self.put(
            collector, "/v1/attempts/\(ana)/submission", token: anaToken,
            answers: #"{"rhine-source": "true", "meander": "Erosion."}"#)
        #expect(handIn.status == 201, "\(handIn.body)")
        let result = try await collector.request(
            "GET", "/v1/attempts/\(ana)/result", headers: ["Authorization": "Bearer \(anaToken)"])
        #expect((object(result)["grade"] as? [String: Any])?["timing"] as? String == "on time")
        // Extending a handed-in attempt, or by nothing, is refused and says why.
        let again = try await collector.post(
            "/teacher/exams/col-essay/attempts/\(ana)/extend", teacher: teacher,
            fields: ["minutes": "5"], headers: ["Accept": "application/json"])
        #expect(again.status == 409)
        #expect(
            object(again)["error"] as? String
                == "Ana Example has handed in; there is no time left to extend")
        let zero = try await collector.post(
            "/teacher/exams/col-essay/attempts/\(ben)/extend", teacher: teacher,
            fields: ["minutes": "0"], headers: ["Accept": "application/json"])
        #expect(zero.status == 400)
    }

    @Test(
        "closing the exam early: no new start, running attempts finished with their drafts, the page told"
    )
    func closeEarly() async throws {
        let clock = CollectFixtures.Clock()
        let collector = try await RunningCollector.start(try Self.site(), clock: clock)
        defer { Task { await collector.stop() } }
        let (ana, anaToken) = try await collector.startAttempt("COL-ESSAY", examinee: "Ana Example")
        #expect(
            try await Self.put(
                collector, "/v1/attempts/\(ana)/draft", token: anaToken,
                answers: #"{"capital-at": "Vienna"}"#
            ).status == 200)
        let teacher = try await collector.signIn()
        clock.advance(60)
        // Without the box ticked, nothing happens.
        let unticked = try await collector.post(
            "/teacher/exams/col-essay/close", teacher: teacher, fields: [:])
        #expect(unticked.status == 400)
        #expect(try await collector.service.store.submissions(ofAttempt: ana).isEmpty)
        let close = try await collector.post(
            "/teacher/exams/col-essay/close", teacher: teacher, fields: ["confirm": "yes"])
        #expect(close.status == 303)
        let stored = try await collector.service.store.submissions(ofAttempt: ana)
        #expect(stored.count == 1 && stored[0].finishedByServer)
        #expect(stored.first?.answers == #"{"capital-at":"Vienna"}"#)
        // The page's next save hears that the attempt is handed in, and says so.
        let draft = try await Self.put(
            collector, "/v1/attempts/\(ana)/draft", token: anaToken, answers: "{}")
        #expect(draft.status == 409)
        #expect(object(draft)["error_key"] as? String == "handed_in")
        let start = try await collector.request(
            "POST", "/v1/exams/COL-ESSAY/attempts", headers: ["Content-Type": "application/json"],
            body: #"{"examinee": "Cleo Late"}"#)
        #expect(start.status == 403)
        #expect(
            object(start)["error"] as? String
                == "the exam 'COL-ESSAY' was closed by the teacher at 2026-11-24T09:01:00Z; no new attempts are accepted"
        )
        // Other exams go on.
        _ = try await collector.startAttempt("COL-1", examinee: "Cleo Late")
        let page = try await collector.request(
            "GET", "/teacher/exams/col-essay/", headers: ["Cookie": teacher.cookie])
        #expect(page.body.contains(#"<p class="console-closed">A teacher closed this exam"#))
        #expect(!page.body.contains(#"<form action="/teacher/exams/col-essay/close""#))
    }

    @Test(
        "marking an essay: anonymised by default, the student's result follows, and the export writes marks.yaml"
    )
    func marking() async throws {
        let collector = try await RunningCollector.start(try Self.site())
        defer { Task { await collector.stop() } }
        var tokens: [String: (String, String)] = [:]
        for (name, essay) in [("Ana Example", "Erosion on the outer bank."), ("Ben Example", "")] {
            let (id, token) = try await collector.startAttempt("COL-ESSAY", examinee: name)
            tokens[name] = (id, token)
            let answers = #"{"rhine-source": "true", "meander": "\#(essay)"}"#
            #expect(
                try await Self.put(
                    collector, "/v1/attempts/\(id)/submission", token: token, answers: answers
                ).status == 201)
        }
        let teacher = try await collector.signIn()
        let marking = try await collector.request(
            "GET", "/teacher/exams/col-essay/marking/", headers: ["Cookie": teacher.cookie])
        #expect(marking.status == 200)
        #expect(marking.body.contains("Erosion on the outer bank."))
        #expect(!marking.body.contains("Ana Example") && !marking.body.contains("Ben Example"))
        #expect(marking.body.contains("<h3>Answer no. 1</h3>"))
        let named = try await collector.request(
            "GET", "/teacher/exams/col-essay/marking/?names=1",
            headers: ["Cookie": teacher.cookie])
        #expect(named.body.contains("<h3>Ana Example</h3>"))
        let (ana, anaToken) = try #require(tokens["Ana Example"])
        let before = try await collector.request(
            "GET", "/v1/attempts/\(ana)/result", headers: ["Authorization": "Bearer \(anaToken)"])
        #expect((object(before)["grade"] as? [String: Any])?["provisional"] as? Bool == true)
        // A mark above the question's weight is refused; a right one is kept.
        let tooMany = try await collector.post(
            "/teacher/exams/col-essay/marks", teacher: teacher,
            fields: ["attempt": ana, "question": "meander", "points": "2"],
            headers: ["Accept": "application/json"])
        #expect(tooMany.status == 400)
        #expect(
            object(tooMany)["error"] as? String
                == "the mark must be between 0 and 1, the question's weight")
        let mark = try await collector.post(
            "/teacher/exams/col-essay/marks", teacher: teacher,
            fields: [
                "attempt": ana, "question": "meander", "points": "0,5",
                "comment": "Name the bank\nand the current.",
            ])
        #expect(mark.status == 303)
        #expect(mark.header("Location") == "/teacher/exams/col-essay/marking/")
        let after = try await collector.request(
            "GET", "/v1/attempts/\(ana)/result", headers: ["Authorization": "Bearer \(anaToken)"])
        let grade = try #require(object(after)["grade"] as? [String: Any])
        #expect(grade["provisional"] as? Bool == false)
        #expect(grade["points"] as? Double == 1.5)
        // The export writes the marks as the build reads them, the comment beside the mark.
        let folder = collector.site.root.appendingPathComponent("Content/submissions")
        let exporter = SubmissionExporter(
            store: collector.service.store, exams: collector.service.site.exams)
        _ = try await exporter.export(exam: nil, to: folder)
        let written = try await exporter.exportMarks(exam: nil, to: folder)
        #expect(written.written == ["col-essay/marks.yaml"])
        let yaml = try String(
            contentsOf: folder.appendingPathComponent("col-essay/marks.yaml"), encoding: .utf8)
        #expect(
            yaml
                == """
                # Written by 'quizgen collect export' from the marks given in the teacher's console.
                # Give marks in the console (an edit here is replaced at the next export).
                "Ana Example":
                  "meander": 0.5  # Name the bank and the current.

                """)
        // A marks.yaml the teacher wrote is theirs: kept, and the export says so.
        try "Ben Example:\n  meander: 0\n".write(
            to: folder.appendingPathComponent("col-essay/marks.yaml"), atomically: true,
            encoding: .utf8)
        let kept = try await exporter.exportMarks(exam: nil, to: folder)
        #expect(kept.kept == ["col-essay/marks.yaml"] && kept.written == [])
    }

    @Test("the console's figures are those quizgen build gives on the exported files")
    func consoleEqualsBuild() async throws {
        let collector = try await RunningCollector.start(try Self.site())
        defer { Task { await collector.stop() } }
        let answers = [
            (
                "Ana Example",
                #"{"rhine-source": "true", "capital-at": "Vienna", "longest": "b", "meander": "Erosion."}"#
            ),
            (
                "Ben Example",
                #"{"rhine-source": "false", "capital-at": "Vienna", "longest": "a", "meander": "Water."}"#
            ),
            ("Cleo Example", #"{"rhine-source": "true", "capital-at": "Wien", "longest": "b"}"#),
            ("Dan Example", #"{"rhine-source": "true", "longest": "a", "meander": "Sediment."}"#),
        ]
        var ids: [String: String] = [:]
        for (name, given) in answers {
            let (id, token) = try await collector.startAttempt("COL-ESSAY", examinee: name)
            ids[name] = id
            #expect(
                try await Self.put(
                    collector, "/v1/attempts/\(id)/submission", token: token, answers: given
                ).status == 201)
        }
        // A draft that is never handed in does not count, in the console as in the build.
        _ = try await collector.startAttempt("COL-ESSAY", examinee: "Eve Example")
        let teacher = try await collector.signIn()
        for (name, points) in [("Ana Example", "1"), ("Ben Example", "0.25")] {
            #expect(
                try await collector.post(
                    "/teacher/exams/col-essay/marks", teacher: teacher,
                    fields: ["attempt": ids[name]!, "question": "meander", "points": points]
                ).status == 303)
        }
        let console = try await collector.request(
            "GET", "/teacher/exams/col-essay/", headers: ["Cookie": teacher.cookie])
        // Export, then build the site as a teacher would.
        let site = collector.site
        let folder = site.root.appendingPathComponent("Content/submissions")
        let exporter = SubmissionExporter(
            store: collector.service.store, exams: collector.service.site.exams)
        _ = try await exporter.export(exam: "COL-ESSAY", to: folder)
        _ = try await exporter.exportMarks(exam: "COL-ESSAY", to: folder)
        let result = await site.build(plugins: [QuizPlugin.plugin, GradingPlugin.plugin])
        let failed = result.failed
        #expect(!failed, "\(result.diagnostics.lines)")
        let built = try #require(site.output("exams/col-essay/dashboard/index.html"))
        func section(_ html: String, from start: String, to end: String) -> String? {
            guard let a = html.range(of: start), let b = html[a.upperBound...].range(of: end)
            else { return nil }
            return String(html[a.lowerBound..<b.upperBound])
        }
        for (start, end) in [
            (#"<dl class="stats">"#, "</dl>"), (#"<table class="questions-table">"#, "</table>"),
            (#"<figure class="chart" id="grades">"#, "</figure>"),
            (#"<section aria-labelledby="review-heading" class="review">"#, "</section>"),
        ] {
            let fromConsole = try #require(section(console.body, from: start, to: end), "\(start)")
            let fromBuild = try #require(section(built, from: start, to: end), "\(start)")
            // The glossary's links differ: the console serves its own.
            #expect(
                fromConsole.replacingOccurrences(
                    of: "/teacher/exams/dashboard/glossary/", with: "../../dashboard/glossary/")
                    == fromBuild, "\(start)")
        }
        #expect(console.body.contains(#"<dd class="value">4</dd>"#))
    }

    @Test("the consoles hear every start, save, hand-in and action of their exam")
    func liveEvents() async throws {
        let collector = try await RunningCollector.start(try Self.site())
        defer { Task { await collector.stop() } }
        let events = await collector.service.hub.subscribe(exam: "col-essay")
        var iterator = events.makeAsyncIterator()
        let (id, token) = try await collector.startAttempt("COL-ESSAY", examinee: "Ana Example")
        #expect(await iterator.next() == "change")
        _ = try await Self.put(
            collector, "/v1/attempts/\(id)/draft", token: token, answers: #"{"longest": "b"}"#)
        #expect(await iterator.next() == "change")
        _ = try await Self.put(
            collector, "/v1/attempts/\(id)/submission", token: token,
            answers: #"{"longest": "b"}"#)
        #expect(await iterator.next() == "change")
        // Another exam's start is not this console's news; the next event is this exam's.
        _ = try await collector.startAttempt("COL-1", examinee: "Ben Example")
        let teacher = try await collector.signIn()
        _ = try await collector.post(
            "/teacher/exams/col-essay/marks", teacher: teacher,
            fields: ["attempt": id, "question": "meander", "points": "1"])
        #expect(await iterator.next() == "change")
        #expect(try await collector.service.store.actions(ofExam: "col-essay").count == 1)
    }

    @Test(
        "reopening a handed-in attempt: the page is told, saves and hands in again, and time-up finishes it with what it has"
    )
    func reopen() async throws {
        let clock = CollectFixtures.Clock()
        let collector = try await RunningCollector.start(try Self.site(), clock: clock)
        defer { Task { await collector.stop() } }
        let (ana, anaToken) = try await collector.startAttempt("COL-ESSAY", examinee: "Ana Example")
        let (ben, benToken) = try await collector.startAttempt("COL-ESSAY", examinee: "Ben Example")
        for (id, token) in [(ana, anaToken), (ben, benToken)] {
            #expect(
                try await Self.put(
                    collector, "/v1/attempts/\(id)/submission", token: token,
                    answers: #"{"rhine-source": "false"}"#
                ).status == 201)
        }
        let teacher = try await collector.signIn()
        clock.advance(12 * 60)
        // A running attempt is given more time, not reopened.
        let (cleo, _) = try await collector.startAttempt("COL-ESSAY", examinee: "Cleo Example")
        let running = try await collector.post(
            "/teacher/exams/col-essay/attempts/\(cleo)/reopen", teacher: teacher,
            fields: ["minutes": "10"], headers: ["Accept": "application/json"])
        #expect(running.status == 409)
        #expect(
            object(running)["error"] as? String
                == "Cleo Example has not handed in; give more time instead of reopening")
        for id in [ana, ben] {
            #expect(
                try await collector.post(
                    "/teacher/exams/col-essay/attempts/\(id)/reopen", teacher: teacher,
                    fields: ["minutes": "10"]
                ).status == 303)
        }
        // The page learns it from the result, and saves and hands in again.
        let result = try await collector.request(
            "GET", "/v1/attempts/\(ana)/result", headers: ["Authorization": "Bearer \(anaToken)"])
        #expect(object(result)["reopened_until"] as? String == "2026-11-24T09:22:00.000Z")
        #expect(
            try await Self.put(
                collector, "/v1/attempts/\(ana)/draft", token: anaToken,
                answers: #"{"rhine-source": "true"}"#
            ).status == 200)
        let page = try await collector.request(
            "GET", "/teacher/exams/col-essay/", headers: ["Cookie": teacher.cookie])
        #expect(page.body.contains(#"<tr id="attempt-\#(ana)" data-state="running">"#))
        #expect(page.body.contains("Ms Rivera reopened Ana Example&#39;s attempt (10 min).</li>"))
        let again = try await Self.put(
            collector, "/v1/attempts/\(ana)/submission", token: anaToken,
            answers: #"{"rhine-source": "true"}"#)
        #expect(again.status == 201)
        #expect(object(again)["sequence"] as? Int == 2)
        let after = try await collector.request(
            "GET", "/v1/attempts/\(ana)/result", headers: ["Authorization": "Bearer \(anaToken)"])
        #expect(object(after)["reopened_until"] == nil)
        #expect((object(after)["grade"] as? [String: Any])?["timing"] as? String == "on time")
        // Ben does nothing: at the new deadline he is finished with what he handed in (and
        // Cleo, whose ten minutes ran out at the same time, with nothing).
        clock.advance(11 * 60)
        #expect(try await collector.service.finishExpiredAttempts() == 2)
        let bens = try await collector.service.store.submissions(ofAttempt: ben)
        #expect(bens.map(\.sequence) == [1, 2])
        #expect(bens.last?.finishedByServer == true)
        #expect(bens.last?.answers == bens.first?.answers)
        #expect(try await collector.service.finishExpiredAttempts() == 0)
    }

    @Test("the console shares the exam as its landing page does: the link and its QR code")
    func share() async throws {
        let collector = try await RunningCollector.start(try Self.site())
        defer { Task { await collector.stop() } }
        let teacher = try await collector.signIn()
        let page = try await collector.request(
            "GET", "/teacher/exams/col-essay/", headers: ["Cookie": teacher.cookie])
        let url = "https://quiz.example.org/exams/col-essay/take/"
        let svg = try #require(QRCode.svg(for: url, label: "QR code of this exam's link"))
        #expect(page.body.contains(#"<a href="\#(url)">\#(url)</a>"#))
        #expect(page.body.contains(svg), "\(page.body)")
    }

    /// The console's records, stored and read back: the same for SQLite and PostgreSQL.
    static func storeRoundTrip(_ store: any CollectStore) async throws {
        let t0 = CollectFixtures.t0
        let attempt = Attempt(
            id: String(repeating: "a", count: 32), exam: "col-essay", examinee: "Ana Example",
            startedAt: t0, deadline: t0.addingTimeInterval(600))
        try await store.insert(attempt)
        try await store.insert(
            Attempt(
                id: String(repeating: "b", count: 32), exam: "col-1", examinee: "Ben Example",
                startedAt: t0, deadline: nil))
        #expect(try await store.attempts(ofExam: "col-essay").map(\.id) == [attempt.id])
        // The variant an attempt was given is kept once (a second call keeps the first).
        try await store.setVariant(attempt: attempt.id, variant: "3")
        try await store.setVariant(attempt: attempt.id, variant: "5")
        #expect(try await store.variant(ofAttempt: attempt.id) == "3")
        #expect(try await store.variant(ofAttempt: String(repeating: "b", count: 32)) == nil)
        #expect(try await store.variants(ofExam: "col-essay") == [attempt.id: "3"])
        #expect(try await store.variants(ofExam: "col-1") == [:])
        // A practice page's tries are kept with its draft, and replaced with it.
        #expect(try await store.draftPractice(ofAttempt: attempt.id) == nil)
        try await store.saveDraft(
            attempt: attempt.id, answers: #"{"longest":"c"}"#,
            practice: #"{"wrong_tries":{"longest":2}}"#, at: t0)
        #expect(
            try await store.draftPractice(ofAttempt: attempt.id)
                == #"{"wrong_tries":{"longest":2}}"#)
        try await store.saveDraft(attempt: attempt.id, answers: #"{"longest":"b"}"#, at: t0)
        #expect(try await store.draftPractice(ofAttempt: attempt.id) == nil)
        #expect(
            try await store.drafts(ofExam: "col-essay")[attempt.id]?.answers == #"{"longest":"b"}"#)
        #expect(try await store.drafts(ofExam: "col-1").isEmpty)
        try await store.setExtension(
            attempt: attempt.id, seconds: 300, deadline: t0.addingTimeInterval(900))
        try await store.setExtension(
            attempt: attempt.id, seconds: 600, deadline: t0.addingTimeInterval(1200))
        #expect(try await store.extensions(ofExam: "col-essay") == [attempt.id: 600])
        #expect(try await store.attempt(id: attempt.id)?.deadline == t0.addingTimeInterval(1200))
        for (points, comment) in [(0.5, "First."), (1.0, "Better, on a second look.")] {
            try await store.setMark(
                StoredMark(
                    exam: "col-essay", examinee: "Ana Example", question: "meander",
                    points: points, comment: comment, teacher: "Ms Rivera", markedAt: t0))
        }
        let marks = try await store.marks(ofExam: "col-essay")
        #expect(marks.map(\.points) == [1.0] && marks.first?.comment == "Better, on a second look.")
        #expect(try await store.setting("closed:col-essay") == nil)
        _ = try await store.setting("closed:col-essay") { "2026-11-24T09:05:00Z" }
        #expect(try await store.setting("closed:col-essay") == "2026-11-24T09:05:00Z")
        for (index, kind) in [ConsoleAction.Kind.extend, .mark, .close].enumerated() {
            try await store.record(
                ConsoleAction(
                    id: "action-\(index)", exam: "col-essay",
                    at: t0.addingTimeInterval(Double(index)), teacher: "Ms Rivera", kind: kind,
                    subject: "Ana Example", detail: "d\(index)"))
        }
        #expect(
            try await store.actions(ofExam: "col-essay").map(\.kind) == [.extend, .mark, .close])
        #expect(try await store.actions(ofExam: "col-1").isEmpty)
    }

    @Test("the console's records in the SQLite store")
    func sqliteRecords() async throws {
        let site = try Self.site()
        defer { site.remove() }
        let store = try SQLiteCollectStore(
            url: site.root.appendingPathComponent(".quizgen/collect.sqlite"))
        try await Self.storeRoundTrip(store)
    }
}
