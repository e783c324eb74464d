import Foundation
import QuizgenCollect
import QuizgenServiceTestSupport
import QuizgenSite
import QuizgenTestSupport
import Testing

/// Exam day in a real headless Chromium against the collector that `quizgen serve` runs in
/// process: start, answer, review, hand in, see the grade and the correct answers, reload and
/// still see them; the same without JavaScript; a practice exam taken twice.
@Suite(
    "Exam day in a real browser", .serialized,
    .enabled(
        if: ChromeDriverProcess.isAvailable,
        "needs chromium and chromium-driver (scripts/bootstrap.sh --browser)"))
struct CollectBrowserTests {
    static func site() throws -> TestSite {
        try TestSite(
            QuizFixtures.site(
                exam:
                    "title: Collected\ncode: COL-B\ntime_limit: 30m\nquestions: [rhine-source, capital-at, longest]\n",
                extra: [
                    "quizgen.yaml": QuizFixtures.config
                        + "collect:\n  url: https://exams.example.org/\n",
                    "Content/exams/practice.yaml":
                        "title: Practice\ncode: COL-P\nmode: practice\nquestions: [rhine-source, longest]\n",
                ]),
            bytes: ["Content/banks/map.png": QuizFixtures.png])
    }

    static func stored(_ site: TestSite) async throws -> [StoredSubmission] {
        try await SQLiteCollectStore(
            url: site.root.appendingPathComponent(".quizgen/collect-preview.sqlite")
        ).submissions(ofExam: nil)
    }

    @Test func takeReviewHandInSeeResultReload() async throws {
        let site = try Self.site()
        let server = try await RunningServer.start(site, plugins: [QuizPlugin.plugin])
        let page = try #require(URL(string: "http://127.0.0.1:\(server.port)/exams/col-b/take/"))
        do {
            try await withBrowserSession(
                downloadFolder: site.root.appendingPathComponent("downloads")
            ) { session in
                try await session.navigate(to: page)
                #expect(
                    try await session.findElement(css: "[data-collect-start]").isDisplayed()
                        == false)
                try await session.findElement(css: "#examinee").sendKeys("Ana Müller")
                try await session.findElement(css: "[data-action=next]").click()
                try await waitUntil("question 1 shown after the attempt started") {
                    try await session.findElement(css: "#q-rhine-source").isDisplayed()
                }
                try await session.findElement(css: "#q-rhine-source input[value=true]").click()
                try await session.findElement(css: "[data-action=next]").click()
                try await session.findElement(css: "#q-capital-at input[type=text]").sendKeys(
                    "Vienna")
                try await session.pressKey(.enter)  // never hands in
                #expect(try await session.findElement(css: "#q-capital-at").isDisplayed())
                try await session.findElement(css: "[data-action=next]").click()
                // Done without answering question 3: the review lists it with a link.
                try await session.findElement(css: "[data-action=done]").click()
                try await waitUntil("the review shown") {
                    try await session.findElement(css: "#review-heading").isDisplayed()
                }
                #expect(
                    try await session.findElement(css: "#review-summary").text()
                        == "You answered 2 of 3 questions. Not answered yet:")
                let link = try await session.findElement(css: "#review-list a")
                #expect(try await link.text() == "Question 3: not answered")
                try await link.click()
                try await waitUntil("question 3 shown from the review") {
                    try await session.findElement(css: "#q-longest").isDisplayed()
                }
                try await session.findElement(css: "#q-longest input[value=a]").click()
                try await session.findElement(css: "[data-action=done]").click()
                try await waitUntil("the review shown again") {
                    try await session.findElement(css: "#review-heading").isDisplayed()
                }
                #expect(
                    try await session.findElement(css: "#review-summary").text()
                        == "You answered all 3 questions.")
                try await session.findElement(css: "[data-action=hand-in]").click()

                // The preview stores the hand-in and rebuilds its dashboards before it answers
                // the result: on a loaded 2-core CI machine that once took over 10 s.
                try await waitUntil("the result shown", timeout: .seconds(90)) {
                    (try? await session.findElement(css: "#exam-result [data-row=points] td").text())
                        == "2 of 3"
                }
                let result = try await session.findElement(css: "#exam-result").text()
                #expect(result.contains("Your answer: Rhine"))
                #expect(result.contains("Correct answer: Danube"))
                #expect(
                    try await session.findElement(css: "#exam-receipt").text().hasPrefix("Receipt ")
                )
                #expect(try await session.findElement(css: ".exam-status").isDisplayed() == false)
                // Reload: the receipt and the result are still there.
                try await session.refresh()
                try await waitUntil("the result after a reload") {
                    try await session.findElement(css: "#exam-result").text().contains(
                        "Correct answer: Danube")
                }
                #expect(try await session.findElement(css: "#exam-receipt").isDisplayed())
                #expect(try await session.findElement(css: "#finished-heading").isDisplayed())
            }
            let stored = try await Self.stored(site)
            #expect(stored.count == 1)
            #expect(stored.first?.examinee == "Ana Müller")
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    @Test func withoutJavaScriptTheFormsGoThroughTheCollector() async throws {
        let site = try Self.site()
        let server = try await RunningServer.start(site, plugins: [QuizPlugin.plugin])
        let page = try #require(URL(string: "http://127.0.0.1:\(server.port)/exams/col-b/take/"))
        do {
            try await withBrowserSession(
                downloadFolder: site.root.appendingPathComponent("downloads"), javaScript: false
            ) { session in
                try await session.navigate(to: page)
                #expect(try await session.findElement(css: "#exam-form").isDisplayed() == false)
                try await session.findElement(css: "#collect-examinee").sendKeys("Ben")
                try await session.findElement(css: "[data-collect-start] button").click()
                try await waitUntil("the collector's exam form") {
                    try await session.currentURL().path.hasSuffix("/exam")
                }
                #expect(try await session.findElement(css: ".attempt-facts").text().contains("Ben"))
                try await session.findElement(css: "#q-rhine-source input[value=true]").click()
                try await session.findElement(css: "#q-capital-at input[type=text]").sendKeys(
                    "Vienna")
                try await session.findElement(css: "#q-longest input[value=b]").click()
                try await session.findElement(css: "[data-action=done]").click()
                try await waitUntil("the result page") {
                    try await session.currentURL().path.hasSuffix("/result")
                }
                let body = try await session.findElement(css: "main").text()
                #expect(body.contains("3 of 3"))
                #expect(body.contains("Correct answer: Danube"))
                try await session.refresh()
                #expect(
                    try await session.findElement(css: "main").text().contains(
                        "Correct answer: Danube"))
            }
            #expect(try await Self.stored(site).map(\.examinee) == ["Ben"])
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    @Test func practiceExamTakenTwice() async throws {
        let site = try Self.site()
        let server = try await RunningServer.start(site, plugins: [QuizPlugin.plugin])
        let page = try #require(URL(string: "http://127.0.0.1:\(server.port)/exams/col-p/take/"))
        do {
            try await withBrowserSession(
                downloadFolder: site.root.appendingPathComponent("downloads")
            ) { session in
                try await session.navigate(to: page)
                for (round, choice) in [(1, "a"), (2, "b")] {
                    try await waitUntil("the start screen, round \(round)") {
                        try await session.findElement(css: "#examinee").isDisplayed()
                    }
                    #expect(
                        try await session.findElement(css: "#examinee").property("value")
                            == .string(""))
                    try await session.findElement(css: "#examinee").sendKeys("Cleo")
                    try await session.findElement(css: "[data-action=next]").click()
                    try await waitUntil("question 1, round \(round)") {
                        try await session.findElement(css: "#q-rhine-source").isDisplayed()
                    }
                    try await session.findElement(css: "#q-rhine-source input[value=true]").click()
                    try await session.findElement(css: "[data-action=next]").click()
                    try await session.findElement(css: "#q-longest input[value=\(choice)]").click()
                    try await session.findElement(css: "[data-action=done]").click()
                    try await session.findElement(css: "[data-action=hand-in]").click()
                    try await waitUntil("the result, round \(round)") {
                        (try? await session.findElement(css: "#exam-result [data-row=points] td")
                            .text()) == "\(round) of 2"
                    }
                    try await session.findElement(css: "[data-action=retake]").click()
                }
            }
            #expect(try await Self.stored(site).count == 2)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    @Test func wrongCodeSaysSoAndOrderingRefusesOnePositionTwice() async throws {
        let site = try Self.site()
        try site.write(
            "Content/exams/order.yaml", "title: Order\ncode: COL-O\nquestions: [order]\n")
        let server = try await RunningServer.start(site, plugins: [QuizPlugin.plugin])
        do {
            try await withBrowserSession(
                downloadFolder: site.root.appendingPathComponent("downloads")
            ) { session in
                try await session.navigate(
                    to: try #require(URL(string: "http://127.0.0.1:\(server.port)/exams/")))
                try await session.findElement(css: "#exam-code").sendKeys("NOPE-1")
                try await session.findElement(css: "[data-exam-code-form] button").click()
                try await waitUntil("the wrong-code message") {
                    (try? await session.findElement(css: "[data-exam-code-form] .error")
                        .isDisplayed()) == true
                }
                #expect(
                    try await session.findElement(css: "[data-exam-code-form] .error").text()
                        == "There is no exam with the code NOPE-1. Check the code and try again.")
                #expect(try await session.currentURL().absoluteString.hasSuffix("/exams/"))
                #expect(try await session.findElement(css: "#exam-code").isDisplayed())

                try await session.navigate(
                    to: try #require(
                        URL(string: "http://127.0.0.1:\(server.port)/exams/col-o/take/")))
                try await session.findElement(css: "#examinee").sendKeys("Dan")
                try await session.findElement(css: "[data-action=next]").click()
                try await waitUntil("the ordering question") {
                    try await session.findElement(css: "#q-order").isDisplayed()
                }
                try await session.executeScript(
                    """
                    document.querySelectorAll('#q-order select[data-item]').forEach(s => {
                      s.value = '1'; s.dispatchEvent(new Event('change', {bubbles: true}));
                    });
                    """)
                #expect(
                    try await session.findElement(css: "#order-error-order").text()
                        == "Two items are in position 1: give each item its own position.")
                try await session.findElement(css: "[data-action=done]").click()
                try await waitUntil("the review") {
                    try await session.findElement(css: "#review-heading").isDisplayed()
                }
                #expect(
                    try await session.findElement(css: "#review-list a").text()
                        == "Question 1: two items in one position")
                #expect(
                    try await session.findElement(css: "[data-action=hand-in]").property("disabled")
                        == .bool(true))
            }
            #expect(try await Self.stored(site).isEmpty)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    @Test func littleTimeLeftIsAnnouncedPolitely() async throws {
        let site = try Self.site()
        try site.write(
            "Content/exams/short.yaml",
            "title: Short\ncode: COL-T\ntime_limit: 4m\nquestions: [rhine-source]\n")
        let server = try await RunningServer.start(site, plugins: [QuizPlugin.plugin])
        do {
            try await withBrowserSession(
                downloadFolder: site.root.appendingPathComponent("downloads")
            ) { session in
                try await session.navigate(
                    to: try #require(
                        URL(string: "http://127.0.0.1:\(server.port)/exams/col-t/take/")))
                try await session.findElement(css: "#examinee").sendKeys("Eva")
                try await session.findElement(css: "[data-action=next]").click()
                try await waitUntil("the five-minute warning") {
                    try await session.findElement(css: "#exam-time-warning").text()
                        == "Five minutes left."
                }
                let warning = try await session.findElement(css: "#exam-time-warning")
                #expect(try await warning.attribute("aria-live") == "polite")
                #expect(try await warning.attribute("role") == "status")
                // The countdown itself is never announced (it changes every second).
                #expect(
                    try await session.findElement(css: "#exam-countdown").attribute("aria-live")
                        == "off")
            }
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }
}
