import Foundation
import QuizgenServiceTestSupport
import QuizgenSite
import QuizgenTestSupport
import Testing

/// The result at Done in a real headless Chromium against the collector that `quizgen serve`
/// runs in process: the exam page renders the collector's result JSON, so it must say what the
/// result page says.
@Suite(
    "The result at Done in a real browser", .serialized,
    .enabled(
        if: ChromeDriverProcess.isAvailable,
        "needs chromium and chromium-driver (scripts/bootstrap.sh --browser)"))
struct ResultAtDoneBrowserTests {
    /// The page at Done shows the collector's result in full: a late hand-in (the connection
    /// was lost at time-up and the answers were sent again later) with its penalty and the
    /// points before it, the grade provisional while the essay waits for its mark, no empty
    /// row (the exam has no grade scale), and times in the site's zone.
    @Test func theResultAtDoneSaysEverything() async throws {
        let site = try TestSite(
            QuizFixtures.site(
                exam: """
                    title: Short essay
                    code: DONE-1
                    time_limit: 20s
                    pass_mark: 50
                    late: { policy: penalise, factor: 0.5 }
                    questions: [rhine-source, meander]
                    """,
                extra: [
                    "quizgen.yaml": QuizFixtures.config
                        + "timezone: Europe/Vienna\ncollect:\n  url: https://exams.example.org/\n"
                ]),
            bytes: ["Content/banks/map.png": QuizFixtures.png])
        let server = try await RunningServer.start(site, plugins: [QuizPlugin.plugin])
        do {
            try await withBrowserSession(
                downloadFolder: site.root.appendingPathComponent("downloads")
            ) { session in
                try await session.navigate(
                    to: try #require(
                        URL(string: "http://127.0.0.1:\(server.port)/exams/done-1/take/")))
                // The connection drops for hand-ins (PUT) only: the attempt still starts.
                _ = try await session.executeScript(
                    """
                    window.realFetch = window.fetch;
                    window.fetch = function (url, options) {
                      if (options && options.method === "PUT") { return Promise.reject(new TypeError("offline")); }
                      return window.realFetch(url, options);
                    };
                    """)
                try await session.findElement(css: "#examinee").sendKeys("Ana")
                try await session.findElement(css: "[data-action=next]").click()
                try await waitUntil("the first question") {
                    try await session.findElement(css: "#q-rhine-source").isDisplayed()
                }
                try await session.findElement(css: "#q-rhine-source input[value=true]").click()
                try await session.findElement(css: "[data-action=next]").click()
                try await session.findElement(css: "#q-meander textarea").sendKeys(
                    "The outer bank erodes.")
                // 20 s: enough to answer on a loaded machine before the page hands in by itself.
                try await waitUntil("the failed hand-in at time-up", timeout: .seconds(60)) {
                    try await session.findElement(css: "[data-action=resend]").isDisplayed()
                }
                // The collector judges lateness by its own clock: send again once the deadline
                // and the 5 s that a hand-in at time-up is allowed have passed.
                let deadline = try await session.executeScript(
                    """
                    for (var i = 0; i < localStorage.length; i++) {
                      var key = localStorage.key(i);
                      if (key.indexOf("quizgen:DONE-1:") === 0) { return JSON.parse(localStorage.getItem(key)).attempt.deadline; }
                    }
                    return null;
                    """)
                let reader = ISO8601DateFormatter()
                reader.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
                guard case .string(let text) = deadline, let end = reader.date(from: text) else {
                    Issue.record("no attempt deadline in local storage: \(deadline)")
                    return
                }
                try await waitUntil(
                    "the hand-in to be late by the collector's clock", timeout: .seconds(60)
                ) {
                    Date() > end.addingTimeInterval(Double(6))
                }
                _ = try await session.executeScript("window.fetch = window.realFetch;")
                try await session.findElement(css: "[data-action=resend]").click()
                // As in CollectBrowserTests: the preview's rebuild after a hand-in can pass 10 s on
                // a loaded CI machine.
                try await waitUntil("the result at Done", timeout: .seconds(90)) {
                    (try await session.findElements(css: "#exam-result tr")).count > 0
                }
                let rows = try await session.executeScript(
                    "return Array.from(document.querySelectorAll('#exam-result tr')).map(r => r.cells[0].textContent + ': ' + r.cells[1].textContent);"
                )
                guard case .array(let values) = rows else {
                    Issue.record("no rows: \(rows)")
                    return
                }
                let lines = values.compactMap { value -> String? in
                    if case .string(let line) = value { return line }
                    return nil
                }
                // 1 of 2 before the penalty (the essay counts 0 until it is marked); no Grade row.
                #expect(
                    Array(lines.prefix(4)) == [
                        "Points: 0.5 of 2",
                        "Late penalty: points ×0.5 (before the penalty: 1 of 2)",
                        "Percentage: 25 %", "Result: Not passed (provisional)",
                    ])
                #expect(lines.count == 5)
                let handedIn = lines.last ?? ""
                #expect(
                    handedIn.hasPrefix("Handed in: ")
                        && handedIn.hasSuffix(" (UTC+01:00), late (×0.5)"), "\(handedIn)")
                #expect(
                    try await session.findElement(css: "#exam-result .provisional").text()
                        == "Provisional: 1 answer to be marked by hand.")
                #expect(
                    try await session.findElement(css: "#exam-receipt").text().hasSuffix(
                        " (UTC+01:00)."))
                #expect(
                    try await session.consoleErrors(ignoring: ["favicon.ico", "offline"]).isEmpty)
            }
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }
}
