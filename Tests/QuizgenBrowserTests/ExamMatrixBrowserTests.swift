import Foundation
import QuizgenCollect
import QuizgenServiceTestSupport
import QuizgenSite
import QuizgenTestSupport
import Testing

/// Every exam option against every student action, in one real headless Chromium: shuffled
/// questions and choices, a time limit or none, exam and practice mode, with the site's collector
/// and without one; each exam is started, answered in part, reloaded, closed and opened again in
/// a new tab, finished and handed in. Any console error, any answer lost across a reload or a
/// return, any change of the shuffled order, or a hand-in that does not reach the server fails
/// the case. The same exams are then taken with JavaScript off.
///
/// One browser and one preview server per collector setting serve every case, so the matrix
/// stays fast.
@Suite(
    "Every exam option with every student action, in a real browser", .serialized,
    .enabled(
        if: ChromeDriverProcess.isAvailable,
        "needs chromium and chromium-driver (scripts/bootstrap.sh --browser)"))
struct ExamMatrixBrowserTests {
    /// One combination of exam options.
    struct ExamCase: CustomStringConvertible, Sendable {
        var shuffleQuestions: Bool
        var shuffleChoices: Bool
        var timed: Bool
        var practice: Bool

        static let all: [ExamCase] = [false, true].flatMap { q in
            [false, true].flatMap { c in
                [false, true].flatMap { t in
                    [false, true].map { p in
                        ExamCase(shuffleQuestions: q, shuffleChoices: c, timed: t, practice: p)
                    }
                }
            }
        }

        /// `MX-QCTP` with each letter 1 or 0.
        var code: String {
            "MX-"
                + [shuffleQuestions, shuffleChoices, timed, practice].map { $0 ? "1" : "0" }
                .joined()
        }
        var slug: String { code.lowercased() }
        var examinee: String { "Student \(code)" }
        var description: String {
            "\(code) (shuffle questions \(shuffleQuestions), choices \(shuffleChoices), \(timed ? "timed" : "untimed"), \(practice ? "practice" : "exam"))"
        }
        var yaml: String {
            """
            title: Matrix \(code)
            code: \(code)
            \(practice ? "mode: practice\n" : "")\(timed ? "time_limit: 30m\n" : "")shuffle: { questions: \(shuffleQuestions), choices: \(shuffleChoices) }
            questions: [danube-capitals, rhine-source, capital-at, longest, cap-many]

            """
        }
    }

    /// The right answer of each question, as the inputs to tick or the text to type.
    static let answers: [String: [String]] = [
        "danube-capitals": ["a", "b", "c"], "rhine-source": ["true"], "capital-at": ["Vienna"],
        "longest": ["b"], "cap-many": ["a", "b"],
    ]

    static func site(collector: Bool) throws -> TestSite {
        var extra: [String: String] = [
            "quizgen.yaml": QuizFixtures.config
                + (collector ? "collect:\n  url: https://exams.example.org/\n" : "")
        ]
        for exam in ExamCase.all { extra["Content/exams/\(exam.slug).yaml"] = exam.yaml }
        return try TestSite(
            QuizFixtures.site(extra: extra), bytes: ["Content/banks/map.png": QuizFixtures.png])
    }

    // MARK: - With JavaScript

    @Test(arguments: [true, false])
    func everyOptionWithReloadAndReturn(collector: Bool) async throws {
        let site = try Self.site(collector: collector)
        let server = try await RunningServer.start(site, plugins: [QuizPlugin.plugin])
        let downloads = site.root.appendingPathComponent("downloads")
        do {
            try await withBrowserSession(downloadFolder: downloads) { session in
                for exam in ExamCase.all {
                    try await Self.take(
                        exam, collector: collector, session: session, server: server,
                        downloads: downloads)
                }
            }
            if collector {
                let stored = try await Self.stored(site)
                #expect(Set(stored.map(\.examinee)) == Set(ExamCase.all.map(\.examinee)))
                for submission in stored {
                    #expect(
                        Self.answerCount(submission) == 5,
                        "\(submission.examinee): \(submission.answers)")
                }
            }
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    /// Takes one exam: two answers, a reload, a third answer, the tab closed and opened again,
    /// the rest, the review, the hand-in.
    static func take(
        _ exam: ExamCase, collector: Bool, session: WebDriverSession, server: RunningServer,
        downloads: URL
    ) async throws {
        let page = try #require(
            URL(string: "http://127.0.0.1:\(server.port)/exams/\(exam.slug)/take/"))
        try await session.navigate(to: page)
        try await expectNoConsoleErrors(session, exam, "on load")
        if collector {
            #expect(
                try await session.findElement(css: "[data-collect-start]").isDisplayed() == false,
                "\(exam)")
        }
        try await session.findElement(css: "#examinee").sendKeys(exam.examinee)
        try await session.findElement(css: "[data-action=next]").click()
        try await waitUntil("\(exam): the first question after Start") {
            try await shownQuestion(session) != nil
        }
        try await expectNoConsoleErrors(session, exam, "after Start")
        let order = try await shownOrder(session)
        #expect(order.questions.count == 5, "\(exam)")
        if exam.shuffleChoices || exam.shuffleQuestions {
            // The page shows the order it keeps for this examinee.
            #expect(try await storedOrder(session, exam) == order, "\(exam)")
        } else {
            #expect(
                order.questions == [
                    "danube-capitals", "rhine-source", "capital-at", "longest", "cap-many",
                ], "\(exam)")
        }
        if exam.timed {
            #expect(
                try await session.findElement(css: "#exam-countdown").text().hasPrefix("Time left"),
                "\(exam)")
        }

        var answered: [String] = []
        for _ in 0..<2 { answered.append(try await answerShownQuestionAndGoOn(session, exam)) }

        try await session.refresh()
        try await waitUntil("\(exam): the third question after a reload") {
            try await shownQuestion(session) == order.questions[2]
        }
        try await expectNoConsoleErrors(session, exam, "after a reload")
        #expect(try await shownOrder(session) == order, "\(exam): the order changed on reload")
        try await expectAnswered(session, exam, answered)
        if exam.timed {
            #expect(
                try await session.findElement(css: "#exam-countdown").text().hasPrefix("Time left"),
                "\(exam)")
        }
        answered.append(try await answerShownQuestionAndGoOn(session, exam))

        try await session.closeTabAndReturn(to: page)
        try await waitUntil("\(exam): the fourth question after coming back") {
            try await shownQuestion(session) == order.questions[3]
        }
        try await expectNoConsoleErrors(session, exam, "after closing the tab and coming back")
        #expect(try await shownOrder(session) == order, "\(exam): the order changed on return")
        try await expectAnswered(session, exam, answered)
        answered.append(try await answerShownQuestionAndGoOn(session, exam))
        answered.append(try await answerShownQuestionAndGoOn(session, exam))
        #expect(Set(answered) == Set(answers.keys), "\(exam)")

        try await waitUntil("\(exam): the review") {
            try await session.findElement(css: "#review-heading").isDisplayed()
        }
        #expect(
            try await session.findElement(css: "#review-summary").text()
                == "You answered all 5 questions.", "\(exam)")
        try await session.findElement(css: "[data-action=hand-in]").click()
        if collector {
            try await waitUntil("\(exam): the result at Done", timeout: .seconds(60)) {
                (try await session.findElements(css: "#exam-result [data-row=points] td")).count
                    == 1
            }
            let result = try await session.findElement(css: "#exam-result [data-row=points] td")
                .text()
            let points = try #require(
                result.firstMatch(of: /^([0-9.]+) of ([0-9.]+)$/), "\(exam): \(result)")
            #expect(points.1 == points.2, "\(exam): every answer was right: \(result)")
        } else {
            let file = try await waitForDownload(
                in: downloads, matching: "\(exam.code)-student-\(exam.slug).json")
            // Read once whole: the browser may show the final name before the bytes are in.
            var downloaded: [String: Any] = [:]
            try await waitUntil("\(exam): the downloaded submission complete") {
                downloaded =
                    ((try? JSONSerialization.jsonObject(with: Data(contentsOf: file)))
                        as? [String: Any]) ?? [:]
                return !downloaded.isEmpty
            }
            #expect((downloaded["answers"] as? [String: Any])?.count == 5, "\(exam): \(downloaded)")
            let folder = server.site.root.appendingPathComponent("Content/submissions/\(exam.slug)")
            try await waitUntil("\(exam): the POSTed submission stored") {
                ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).count
                    == 1
            }
        }
        try await expectNoConsoleErrors(session, exam, "after the hand-in")
    }

    // MARK: - Back, and time-up

    /// The exams of the time-up test: every shuffle and mode, 25 s long, `MT-QCP`.
    static func timeUpExams() -> [ExamCase] { ExamCase.all.filter(\.timed) }

    static func timeUpCode(_ exam: ExamCase) -> String {
        "MT-"
            + [exam.shuffleQuestions, exam.shuffleChoices, exam.practice].map { $0 ? "1" : "0" }
            .joined()
    }

    static func timeUpSite(collector: Bool) throws -> TestSite {
        var extra: [String: String] = [
            "quizgen.yaml": QuizFixtures.config
                + (collector ? "collect:\n  url: https://exams.example.org/\n" : "")
        ]
        for exam in timeUpExams() {
            let code = timeUpCode(exam)
            extra["Content/exams/\(code.lowercased()).yaml"] = exam.yaml.replacingOccurrences(
                of: exam.code, with: code
            )
            .replacingOccurrences(of: "time_limit: 30m", with: "time_limit: 25s")
        }
        return try TestSite(
            QuizFixtures.site(extra: extra), bytes: ["Content/banks/map.png": QuizFixtures.png])
    }

    /// Each timed exam in its own tab: two answers, Back to the first (its answer still there),
    /// a change of it, then nothing: the page hands in by itself when the time is up, with the
    /// answers given, whether the student looks at the tab or not.
    @Test(arguments: [true, false])
    func everyOptionAtTimeUpAfterBack(collector: Bool) async throws {
        let site = try Self.timeUpSite(collector: collector)
        let server = try await RunningServer.start(site, plugins: [QuizPlugin.plugin])
        let downloads = site.root.appendingPathComponent("downloads")
        do {
            try await withBrowserSession(downloadFolder: downloads) { session in
                let home = try await session.currentTab()
                // Four tabs at a time: headless Chromium stops answering a fifth or sixth tab of
                // the same site (its renderer times out), which is the harness, not the page.
                for batch in stride(from: 0, to: Self.timeUpExams().count, by: 4).map({
                    Array(Self.timeUpExams()[$0..<min($0 + 4, Self.timeUpExams().count)])
                }) {
                    var tabs: [(ExamCase, String, String)] = []
                    for exam in batch {
                        let code = Self.timeUpCode(exam)
                        let page = try #require(
                            URL(
                                string:
                                    "http://127.0.0.1:\(server.port)/exams/\(code.lowercased())/take/"
                            ))
                        let tab = try await session.openTab(page)
                        try await session.findElement(css: "#examinee").sendKeys("Student \(code)")
                        try await session.findElement(css: "[data-action=next]").click()
                        try await waitUntil("\(code): the first question") {
                            try await Self.shownQuestion(session) != nil
                        }
                        let first = try await Self.answerShownQuestionAndGoOn(session, exam)
                        _ = try await Self.answerShownQuestionAndGoOn(session, exam)
                        try await session.findElement(css: "[data-action=back]").click()
                        try await waitUntil("\(code): back on the second question") {
                            try await Self.shownQuestion(session) != nil
                        }
                        try await session.findElement(css: "[data-action=back]").click()
                        try await waitUntil("\(code): back on the first question") {
                            try await Self.shownQuestion(session) == first
                        }
                        try await Self.expectAnswered(session, exam, [first])
                        try await Self.expectNoConsoleErrors(session, exam, "after Back")
                        tabs.append((exam, code, tab))
                    }
                    for (exam, code, tab) in tabs {
                        try await session.switchToTab(tab)
                        try await waitUntil(
                            "\(code): handed in at time-up", timeout: .seconds(90),
                            poll: .milliseconds(250)
                        ) {
                            try await session.findElement(css: "#finished-heading").isDisplayed()
                        }
                        if collector {
                            try await waitUntil("\(code): the result at time-up") {
                                try await session.findElement(css: "#exam-result").text().contains(
                                    "Points: ")
                            }
                        } else {
                            _ = try await waitForDownload(
                                in: downloads, matching: "\(code)-student-\(code.lowercased()).json"
                            )
                        }
                        try await Self.expectNoConsoleErrors(session, exam, "after time-up")
                        try await session.closeTab(goingTo: home)
                    }
                }
            }
            if collector {
                let stored = try await Self.stored(site)
                #expect(
                    Set(stored.map(\.examinee))
                        == Set(Self.timeUpExams().map { "Student \(Self.timeUpCode($0))" }))
                for submission in stored {
                    #expect(
                        Self.answerCount(submission) == 2,
                        "\(submission.examinee): \(submission.answers)")
                }
            } else {
                for exam in Self.timeUpExams() {
                    let folder = site.root.appendingPathComponent(
                        "Content/submissions/\(Self.timeUpCode(exam).lowercased())")
                    #expect(
                        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
                            .count == 1, "\(exam)")
                }
            }
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    // MARK: - Without JavaScript

    @Test(arguments: [true, false])
    func everyOptionWithoutJavaScript(collector: Bool) async throws {
        let site = try Self.site(collector: collector)
        let server = try await RunningServer.start(site, plugins: [QuizPlugin.plugin])
        do {
            try await withBrowserSession(
                downloadFolder: site.root.appendingPathComponent("downloads"), javaScript: false
            ) { session in
                for exam in ExamCase.all {
                    let page = try #require(
                        URL(string: "http://127.0.0.1:\(server.port)/exams/\(exam.slug)/take/"))
                    try await session.navigate(to: page)
                    if collector {
                        #expect(
                            try await session.findElement(css: "#exam-form").isDisplayed() == false,
                            "\(exam)")
                        try await session.findElement(css: "#collect-examinee").sendKeys(
                            exam.examinee)
                        try await session.findElement(css: "[data-collect-start] button").click()
                        try await waitUntil("\(exam): the collector's exam form") {
                            try await session.currentURL().path.hasSuffix("/exam")
                        }
                    } else {
                        try await session.findElement(css: "#examinee").sendKeys(exam.examinee)
                    }
                    for (id, values) in Self.answers.sorted(by: { $0.key < $1.key }) {
                        try await Self.answer(session, id, values)
                    }
                    try await session.findElement(css: "[data-action=done]").click()
                    if collector {
                        try await waitUntil("\(exam): the result page") {
                            try await session.currentURL().path.hasSuffix("/result")
                        }
                        let body = try await session.findElement(css: "main").text()
                        #expect(body.contains("Correct answer"), "\(exam): \(body)")
                    } else {
                        try await waitUntil("\(exam): the saved page") {
                            (try? await session.findElement(css: "h1").text())
                                == "Your answers are saved"
                        }
                    }
                }
            }
            if collector {
                let stored = try await Self.stored(site)
                #expect(Set(stored.map(\.examinee)) == Set(ExamCase.all.map(\.examinee)))
                for submission in stored {
                    #expect(
                        Self.answerCount(submission) == 5,
                        "\(submission.examinee): \(submission.answers)")
                }
            } else {
                for exam in ExamCase.all {
                    let folder = site.root.appendingPathComponent(
                        "Content/submissions/\(exam.slug)")
                    #expect(
                        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
                            .count == 1, "\(exam)")
                }
            }
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    // MARK: - Helpers

    struct Order: Equatable, Sendable, CustomStringConvertible {
        var questions: [String]
        var choices: [String: [String]]
        var description: String { "\(questions) \(choices.sorted { $0.key < $1.key })" }
    }

    static func stored(_ site: TestSite) async throws -> [StoredSubmission] {
        try await SQLiteCollectStore(
            url: site.root.appendingPathComponent(".quizgen/collect-preview.sqlite")
        ).submissions(ofExam: nil)
    }

    /// How many questions a stored submission answers (its answers are kept as a JSON object).
    static func answerCount(_ submission: StoredSubmission) -> Int {
        ((try? JSONSerialization.jsonObject(with: Data(submission.answers.utf8))) as? [String: Any])?
            .count ?? -1
    }

    static func expectNoConsoleErrors(
        _ session: WebDriverSession, _ exam: ExamCase, _ moment: String
    ) async throws {
        let errors = try await session.consoleErrors()
        #expect(errors.isEmpty, "\(exam), \(moment): \(errors)")
    }

    /// The id of the question on screen, or nil on the start, review or finished screen.
    static func shownQuestion(_ session: WebDriverSession) async throws -> String? {
        try await session.executeScript(
            "const q = Array.from(document.querySelectorAll('li.question')).find(q => !q.hidden); return q ? q.dataset.question : null"
        ).stringValue
    }

    /// The questions in the order the page shows them, and each question's choices in order.
    static func shownOrder(_ session: WebDriverSession) async throws -> Order {
        let value = try await session.executeScript(
            """
            const qs = Array.from(document.querySelectorAll('li.question'));
            const choices = {};
            qs.forEach(q => { const v = Array.from(q.querySelectorAll('label.choice input')).map(i => i.value); if (v.length) choices[q.dataset.question] = v; });
            return {questions: qs.map(q => q.dataset.question), choices: choices};
            """)
        return order(from: value)
    }

    /// The order the page keeps in local storage for this examinee.
    static func storedOrder(_ session: WebDriverSession, _ exam: ExamCase) async throws -> Order {
        let value = try await session.executeScript(
            """
            const key = Object.keys(localStorage).find(k => k.startsWith('quizgen:' + arguments[0] + ':'));
            const order = JSON.parse(localStorage.getItem(key)).order;
            const choices = {};
            order.questions.forEach(id => {
              const shown = Array.from(document.querySelectorAll('#q-' + id + ' label.choice input')).map(i => i.value);
              if (shown.length) choices[id] = order.choices[id] || shown;
            });
            return {questions: order.questions, choices: choices};
            """, args: [.string(exam.code)])
        return order(from: value)
    }

    static func order(from value: JSONValue) -> Order {
        var result = Order(questions: [], choices: [:])
        if case .array(let ids)? = value["questions"] {
            result.questions = ids.compactMap(\.stringValue)
        }
        if case .object(let choices)? = value["choices"] {
            for (id, list) in choices {
                if case .array(let values) = list {
                    result.choices[id] = values.compactMap(\.stringValue)
                }
            }
        }
        return result
    }

    /// Answers the question on screen rightly and presses Next, or Done on the last one.
    static func answerShownQuestionAndGoOn(_ session: WebDriverSession, _ exam: ExamCase)
        async throws -> String
    {
        let id = try #require(try await shownQuestion(session), "\(exam): no question on screen")
        try await answer(session, id, try #require(answers[id]))
        if try await session.findElement(css: "[data-action=next]").isDisplayed() {
            try await session.findElement(css: "[data-action=next]").click()
            try await waitUntil("\(exam): the question after \(id)") {
                try await shownQuestion(session) != id
            }
        } else {
            try await session.findElement(css: "[data-action=done]").click()
        }
        return id
    }

    static func answer(_ session: WebDriverSession, _ id: String, _ values: [String]) async throws {
        if id == "capital-at" {
            try await session.findElement(css: "#q-capital-at input[type=text]").sendKeys(values[0])
        } else {
            for value in values {
                try await session.findElement(css: "#q-\(id) input[value='\(value)']").click()
            }
        }
    }

    /// Every question in `ids` still holds its answer, and no other choice is ticked.
    static func expectAnswered(_ session: WebDriverSession, _ exam: ExamCase, _ ids: [String])
        async throws
    {
        for id in ids {
            let values = try #require(answers[id])
            if id == "capital-at" {
                #expect(
                    try await session.findElement(css: "#q-capital-at input[type=text]").property(
                        "value") == .string(values[0]), "\(exam)")
            } else {
                let ticked = try await session.executeScript(
                    "return Array.from(document.querySelectorAll('#q-' + arguments[0] + ' label.choice input:checked')).map(i => i.value).sort()",
                    args: [.string(id)])
                #expect(
                    ticked == .array(values.sorted().map { .string($0) }),
                    "\(exam): \(id) lost its answer")
            }
        }
    }
}
