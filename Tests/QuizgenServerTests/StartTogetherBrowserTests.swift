import Foundation
import QuizgenSite
import QuizgenTestSupport
import Synchronization
import Testing

/// A class starting at once from one address, in a real browser: when the collector says "too
/// many" (429 with Retry-After) the exam page waits and asks again by itself, saying calmly that
/// it is waiting, and the student starts without doing anything.
@Suite(
    "Starting together in a real browser",
    .enabled(if: ChromeDriverProcess.isAvailable, "needs chromium and chromium-driver (scripts/bootstrap.sh --browser)"))
struct StartTogetherBrowserTests {
    @Test func theExamPageWaitsAndStartsByItself() async throws {
        let site = try CollectBrowserTests.site()
        let server = try await RunningServer.start(site, plugins: [QuizPlugin.plugin])
        defer { Task { await server.stop() } }
        let port = server.port
        // Other students from the same address use up its starts, and go on starting until the
        // page says it waits.
        @Sendable func startOther(_ n: Int) async throws -> Int {
            try await RawHTTP.request(
                port: port, "POST", "/v1/exams/COL-B/attempts", headers: ["Content-Type": "application/json"],
                body: Array(#"{"examinee": "Other \#(n)"}"#.utf8)
            ).status
        }
        var n = 0
        while try await startOther(n) != 429 { n += 1 }
        let crowd = Atomic<Bool>(true)
        let others = Task {
            var m = n + 1
            while crowd.load(ordering: .relaxed) {
                _ = try await startOther(m)
                m += 1
            }
        }
        let page = try #require(URL(string: "http://127.0.0.1:\(port)/exams/col-b/take/"))
        try await withBrowserSession(downloadFolder: site.root.appendingPathComponent("downloads")) { session in
            try await session.navigate(to: page)
            try await session.findElement(css: "#examinee").sendKeys("Ana Müller")
            try await session.findElement(css: "[data-action=next]").click()
            try await waitUntil("the page says it waits") {
                try await session.findElement(css: "#exam-waiting").isDisplayed()
            }
            let waiting = try await session.findElement(css: "#exam-waiting").text()
            #expect(waiting.hasPrefix("Many students are starting at once. Your exam starts in a moment ("), "\(waiting)")
            #expect(try await session.findElement(css: "#examinee-error").isDisplayed() == false)
            crowd.store(false, ordering: .relaxed)
            _ = try await others.value
            try await waitUntil("question 1 shown once the crowd has started") {
                try await session.findElement(css: "#q-rhine-source").isDisplayed()
            }
            #expect(try await session.findElement(css: "#exam-waiting").isDisplayed() == false)
            // Started once: the page holds one attempt, the one the collector answered with.
            let attempt = try await session.executeScript("return JSON.parse(localStorage.getItem(Object.keys(localStorage)[0])).attempt.examinee")
            #expect(attempt == .string("Ana Müller"))
        }
    }
}
