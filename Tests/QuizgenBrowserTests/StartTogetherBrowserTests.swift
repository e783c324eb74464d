import Foundation
import QuizgenCollect
import QuizgenServiceTestSupport
import QuizgenSite
import QuizgenTestSupport
import Testing

/// A class starting at once from one address, in a real browser against a real `quizgen
/// collect`: when the collector says "too many" (429 with Retry-After) the exam page waits and
/// asks again by itself, saying calmly that it is waiting, and the student starts without doing
/// anything. The collector's clock is the test's, so the limit refills only when the test says.
@Suite(
    "Starting together in a real browser",
    .enabled(
        if: ChromeDriverProcess.isAvailable && StaticSiteServer.isAvailable,
        "needs chromium, chromium-driver and python3 (scripts/bootstrap.sh --browser)"))
struct StartTogetherBrowserTests {
    @Test func theExamPageWaitsAndStartsByItself() async throws {
        let exam = "title: Together\ncode: TOG-1\nquestions: [rhine-source, capital-at, longest]\n"
        let clock = CollectFixtures.Clock(Date())
        // One start a second per address: the other students below use the bucket up.
        let served = try await CollectedSite.start(exam: exam, clock: clock, attemptsPerMinute: 60)
        defer { Task { await served.stop() } }
        let (site, collector) = (served.site, served.collector)
        for n in 0..<60 { _ = try await collector.startAttempt("TOG-1", examinee: "Other \(n)") }
        #expect(
            try await collector.request(
                "POST", "/v1/exams/TOG-1/attempts", headers: ["Content-Type": "application/json"],
                body: #"{"examinee": "One more"}"#
            ).status == 429)

        try await withBrowserSession(downloadFolder: site.root.appendingPathComponent("downloads"))
        { session in
            try await session.navigate(to: try served.takePage("tog-1"))
            try await session.findElement(css: "#examinee").sendKeys("Ana Müller")
            try await session.findElement(css: "[data-action=next]").click()
            try await waitUntil("the page says it waits") {
                try await session.findElement(css: "#exam-waiting").isDisplayed()
            }
            let waiting = try await session.findElement(css: "#exam-waiting").text()
            #expect(
                waiting
                    == "Many students are starting at once. Your exam starts in a moment (1 s); keep this page open."
            )
            #expect(try await session.findElement(css: "#examinee-error").isDisplayed() == false)
            // The bucket refills: the page's next try starts the exam.
            clock.advance(1)
            try await waitUntil("question 1 shown once the crowd has started") {
                try await session.findElement(css: "#q-rhine-source").isDisplayed()
            }
            #expect(try await session.findElement(css: "#exam-waiting").isDisplayed() == false)
            let attempt = try await session.executeScript(
                "return JSON.parse(localStorage.getItem(Object.keys(localStorage)[0])).attempt.examinee"
            )
            #expect(attempt == .string("Ana Müller"))
            // The refusals are the only errors the console saw.
            let errors = try await session.consoleErrors().map(\.message)
            #expect(errors.allSatisfy { $0.contains("status of 429") }, "\(errors)")
        }
    }
}
