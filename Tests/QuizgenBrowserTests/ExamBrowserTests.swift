import Foundation
import QuizgenServiceTestSupport
import QuizgenSite
import QuizgenTestSupport
import Testing

/// Takes a published exam in a real headless Chromium, served by the real preview server:
/// answers, goes back, changes an answer, reloads, finishes, and checks the downloaded
/// submission and the copy the page POSTed to the server.
@Suite(
    "Taking an exam in a real browser", .serialized,
    .enabled(
        if: ChromeDriverProcess.isAvailable,
        "needs chromium and chromium-driver (scripts/bootstrap.sh --browser)"))
struct ExamBrowserTests {
    struct Submission: Decodable {
        var format: String
        var exam: String
        var snapshot: String
        var examinee: String
        var started_at: String
        var finished_at: String
        var answers: [String: Answer]
    }

    enum Answer: Decodable, Equatable {
        case one(String)
        case many([String])
        case pairs([String: String])

        init(from decoder: Decoder) throws {
            let c = try decoder.singleValueContainer()
            if let s = try? c.decode(String.self) {
                self = .one(s)
            } else if let a = try? c.decode([String].self) {
                self = .many(a)
            } else {
                self = .pairs(try c.decode([String: String].self))
            }
        }
    }

    static let exam = """
        title: Browser exam
        code: WEB-1
        questions: [danube-capitals, rhine-source, capital-at, order, seas]
        """

    @Test func takeExamGoBackChangeReloadFinish() async throws {
        let site = try TestSite(
            QuizFixtures.site(exam: Self.exam), bytes: ["Content/banks/map.png": QuizFixtures.png])
        let server = try await RunningServer.start(site, plugins: [QuizPlugin.plugin])
        let page = try #require(URL(string: "http://127.0.0.1:\(server.port)/exams/web-1/take/"))
        let html = try await server.get("/exams/web-1/take/").body
        #expect(html.contains("action=\"/_quizgen/submit/web-1\""))
        let snapshot = try #require(
            html.components(separatedBy: "data-snapshot=\"").dropFirst().first?.prefix(64))

        let downloads = site.root.appendingPathComponent("downloads")
        do {
            try await withBrowserSession(downloadFolder: downloads) { session in
                try await session.navigate(to: page)
                // The start screen is shown; questions are hidden until the examinee names themself.
                #expect(
                    try await session.findElement(css: "#q-danube-capitals").isDisplayed() == false)
                try await session.findElement(css: "[data-action=next]").click()
                #expect(try await session.findElement(css: "#examinee-error").isDisplayed())
                try await session.findElement(css: "#examinee").sendKeys("Ana Müller")
                try await session.pressKey(.enter)  // Enter moves on from the name field; it does not finish.
                try await waitUntil("question 1 shown") {
                    try await session.findElement(css: "#q-danube-capitals").isDisplayed()
                }
                #expect(
                    try await session.findElement(css: "#exam-progress-text").text()
                        == "Question 1 of 5")

                // Q1: tick Vienna and Bratislava.
                try await session.findElement(css: "#q-danube-capitals input[value=a]").click()
                try await session.findElement(css: "#q-danube-capitals input[value=b]").click()
                try await session.findElement(css: "[data-action=next]").click()
                // Q2: answer False with the keyboard (focus is on the legend after moving).
                try await session.findElement(css: "#q-rhine-source input[value=false]").click()
                // Back to Q1 and change the answer: untick Bratislava, tick Belgrade.
                try await session.findElement(css: "[data-action=back]").click()
                #expect(
                    try await session.findElement(css: "#exam-progress-text").text()
                        == "Question 1 of 5")
                try await session.findElement(css: "#q-danube-capitals input[value=b]").click()
                try await session.findElement(css: "#q-danube-capitals input[value=c]").click()
                try await session.findElement(css: "[data-action=next]").click()
                try await session.findElement(css: "[data-action=next]").click()
                // Q3: short answer typed.
                try await session.findElement(css: "#q-capital-at input[type=text]").sendKeys(
                    "Vienna")

                // Reload: the place and every answer survive.
                try await session.refresh()
                try await waitUntil("question 3 restored") {
                    try await session.findElement(css: "#q-capital-at").isDisplayed()
                }
                #expect(
                    try await session.findElement(css: "#q-capital-at input[type=text]").property(
                        "value") == "Vienna")
                try await session.findElement(css: "[data-action=back]").click()
                try await session.findElement(css: "[data-action=back]").click()
                #expect(
                    try await session.findElement(css: "#q-danube-capitals input[value=c]")
                        .isSelected())
                #expect(
                    try await session.findElement(css: "#q-danube-capitals input[value=b]")
                        .isSelected() == false)
                for _ in 0..<3 { try await session.findElement(css: "[data-action=next]").click() }

                // Q4 ordering: set positions; Q5 matching: choose both seas.
                let items = try await session.findElements(css: "#q-order select[data-item]")
                #expect(items.count == 3)
                let labels = try await session.executeScript(
                    "return Array.from(document.querySelectorAll('#q-order .order-item label')).map(l => l.textContent)"
                )
                let order = ["Ulm", "Vienna", "Budapest"]
                guard case .array(let shown) = labels else {
                    Issue.record("no labels")
                    return
                }
                for (index, label) in shown.enumerated() {
                    let position = (order.firstIndex(of: label.stringValue ?? "") ?? 0) + 1
                    try await session.executeScript(
                        "arguments[0].value = String(arguments[1]); arguments[0].dispatchEvent(new Event('change', {bubbles: true}))",
                        args: [items[index].reference, .number(Double(position))])
                }
                try await session.findElement(css: "[data-action=next]").click()
                try await session.executeScript(
                    """
                    document.querySelectorAll('#q-seas select').forEach(s => {
                      const want = s.closest('.match-item').textContent.includes('Danube') ? 'Black Sea' : 'North Sea';
                      s.value = Array.from(s.options).find(o => o.textContent === want).value;
                      s.dispatchEvent(new Event('change', {bubbles: true}));
                    });
                    """)
                #expect(
                    try await session.findElement(css: "[data-action=next]").isDisplayed() == false)
                try await session.findElement(css: "[data-action=done]").click()
                // Done opens the review; only Hand in finishes.
                try await waitUntil("the review shown") {
                    try await session.findElement(css: "#review-heading").isDisplayed()
                }
                #expect(
                    try await session.findElement(css: "#review-summary").text()
                        == "You answered all 5 questions.")
                try await session.findElement(css: "[data-action=hand-in]").click()

                let file = try await waitForDownload(in: downloads, matching: ".json")
                #expect(file.lastPathComponent == "WEB-1-ana-muller.json")
                let submission = try JSONDecoder().decode(
                    Submission.self, from: Data(contentsOf: file))
                #expect(submission.format == "quizgen-submission/1")
                #expect(submission.exam == "WEB-1")
                #expect(submission.snapshot == String(snapshot))
                #expect(submission.examinee == "Ana Müller")
                #expect(submission.started_at <= submission.finished_at)
                #expect(submission.answers["danube-capitals"] == .many(["a", "c"]))
                #expect(submission.answers["rhine-source"] == .one("false"))
                #expect(submission.answers["capital-at"] == .one("Vienna"))
                guard case .many(let ordered)? = submission.answers["order"] else {
                    Issue.record("no ordering answer")
                    return
                }
                #expect(ordered.count == 3)
                guard case .pairs(let pairs)? = submission.answers["seas"] else {
                    Issue.record("no matching answer")
                    return
                }
                #expect(pairs.count == 2)
                #expect(try await session.findElement(css: "#finished-heading").isDisplayed())
                // The page also POSTed the submission to the preview server, which stored it.
                let folder = site.root.appendingPathComponent("Content/submissions/web-1")
                try await waitUntil("the POSTed submission stored") {
                    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
                        .count == 1
                }
                let stored = try FileManager.default.contentsOfDirectory(
                    at: folder, includingPropertiesForKeys: nil)
                let posted = try JSONDecoder().decode(
                    Submission.self, from: Data(contentsOf: stored[0]))
                #expect(posted.answers == submission.answers)
                #expect(posted.examinee == "Ana Müller")
                try await waitUntil("the page says the answers were sent") {
                    try await session.findElement(css: "#exam-finish-message").text().hasSuffix(
                        "They were also sent to your teacher.")
                }
            }
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    /// The limit leaves the student time to answer on a machine under a full parallel test run
    /// (2 s did not: time-up came before the click).
    @Test func timeLimitFinishesTheExam() async throws {
        let limit = 8
        let exam = "title: Quick\ncode: QUICK\ntime_limit: \(limit)s\nquestions: [rhine-source]\n"
        let site = try TestSite(
            QuizFixtures.site(exam: exam), bytes: ["Content/banks/map.png": QuizFixtures.png])
        let server = try await RunningServer.start(site, plugins: [QuizPlugin.plugin])
        let downloads = site.root.appendingPathComponent("downloads")
        do {
            try await withBrowserSession(downloadFolder: downloads) { session in
                try await session.navigate(
                    to: try #require(
                        URL(string: "http://127.0.0.1:\(server.port)/exams/quick/take/")))
                try await session.findElement(css: "#examinee").sendKeys("Bo")
                try await session.findElement(css: "[data-action=next]").click()
                try await session.findElement(css: "#q-rhine-source input[value=true]").click()
                let file = try await waitForDownload(
                    in: downloads, matching: ".json", timeout: .seconds(limit + 60))
                let submission = try JSONDecoder().decode(
                    Submission.self, from: Data(contentsOf: file))
                #expect(submission.answers["rhine-source"] == .one("true"))
                // Stamped with the deadline itself, not the moment the once-a-second check saw it
                // pass, so grading never calls the page's own hand-in late.
                let iso = ISO8601DateFormatter()
                iso.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
                let started = try #require(iso.date(from: submission.started_at))
                let finished = try #require(iso.date(from: submission.finished_at))
                #expect(
                    abs(finished.timeIntervalSince(started) - Double(limit)) < 0.0005,
                    "\(submission.started_at) → \(submission.finished_at)")
                let message = try await session.findElement(css: "#exam-finish-message").text()
                #expect(message.hasPrefix("Time is up."))
            }
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }
}
