import Foundation
import QuizgenServiceTestSupport
import QuizgenSite
import QuizgenTestSupport
import Testing

/// Open and closed exams in a real headless Chromium against the collector that `quizgen serve`
/// runs in process.
///
/// The pages are built once (with the tests' fixed build clock, years before these windows) and
/// viewed now: the exams list and each exam's pages say open, not yet or closed by the
/// browser's clock, a closed or not yet open exam offers no start (the landing page's link and
/// the taking page's start alike), and the start appears when the window opens while the page
/// is open. Without JavaScript the pages give the times and the collector refuses a start
/// outside them with a page that says why.
@Suite(
    "Exam windows in a real browser", .serialized,
    .enabled(
        if: ChromeDriverProcess.isAvailable,
        "needs chromium and chromium-driver (scripts/bootstrap.sh --browser)"))
struct ExamWindowBrowserTests {
    static func instant(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }

    static func exam(_ code: String, opens: Date?, closes: Date?) -> String {
        "title: Window \(code)\ncode: \(code)\n" + (opens.map { "opens: \(instant($0))\n" } ?? "")
            + (closes.map { "closes: \(instant($0))\n" } ?? "")
            + "questions: [rhine-source, capital-at]\n"
    }

    /// A closed exam, an open one and one that opens in two hours, times around `now`.
    static func site(now: Date = Date()) throws -> TestSite {
        try TestSite(
            QuizFixtures.site(
                exam: exam(
                    "WIN-OPEN", opens: now.addingTimeInterval(-3600),
                    closes: now.addingTimeInterval(7200)),
                extra: [
                    "quizgen.yaml": QuizFixtures.config
                        + "collect:\n  url: https://exams.example.org/\n",
                    "Content/exams/closed.yaml": exam(
                        "WIN-CLOSED", opens: now.addingTimeInterval(-7200),
                        closes: now.addingTimeInterval(-3600)),
                    "Content/exams/later.yaml": exam(
                        "WIN-LATER", opens: now.addingTimeInterval(7200), closes: nil),
                ]),
            bytes: ["Content/banks/map.png": QuizFixtures.png])
    }

    static func url(_ server: RunningServer, _ path: String) throws -> URL {
        try #require(URL(string: "http://127.0.0.1:\(server.port)\(path)"))
    }

    /// The visible text of the exams list's card for `title`.
    static func card(_ session: WebDriverSession, _ title: String) async throws -> String {
        for card in try await session.findElements(css: ".cards li") {
            let text = try await card.text()
            if text.hasPrefix(title) { return text }
        }
        return "(no card \(title))"
    }

    @Test func aClosedOrNotYetOpenExamOffersNoStart() async throws {
        let site = try Self.site()
        let server = try await RunningServer.start(site, plugins: [QuizPlugin.plugin])
        do {
            try await withBrowserSession(
                downloadFolder: site.root.appendingPathComponent("downloads")
            ) { session in
                try await session.navigate(to: try Self.url(server, "/exams/"))
                let closed = try await Self.card(session, "Window WIN-CLOSED")
                #expect(closed.contains("Closed since "), "\(closed)")
                #expect(closed.hasSuffix(": this exam can no longer be started."), "\(closed)")
                #expect(!closed.contains("Open from"), "\(closed)")
                #expect(
                    try await Self.card(session, "Window WIN-OPEN").contains("Open now, until "))
                #expect(
                    try await Self.card(session, "Window WIN-LATER").contains(
                        "Not open yet: this exam opens on "))

                // Landing pages: the start only while open.
                try await session.navigate(to: try Self.url(server, "/exams/win-closed/"))
                #expect(
                    try await session.findElement(css: ".exam-window").text().hasPrefix(
                        "Closed since "))
                #expect(
                    try await session.findElement(css: "[data-window-only=open]").isDisplayed()
                        == false)
                try await session.navigate(to: try Self.url(server, "/exams/win-later/"))
                #expect(
                    try await session.findElement(css: ".exam-window").text().hasPrefix(
                        "Not open yet: "))
                #expect(
                    try await session.findElement(css: "[data-window-only=open]").isDisplayed()
                        == false)
                try await session.navigate(to: try Self.url(server, "/exams/win-open/"))
                #expect(
                    try await session.findElement(css: ".exam-window").text().hasPrefix(
                        "Open now, until "))
                #expect(
                    try await session.findElement(css: "[data-window-only=open] a").isDisplayed())

                // Taking pages: no name field and no Start while closed or not yet open.
                for slug in ["win-closed", "win-later"] {
                    try await session.navigate(to: try Self.url(server, "/exams/\(slug)/take/"))
                    #expect(
                        try await session.findElement(css: "[data-screen=start] .exam-window")
                            .isDisplayed(), "\(slug)")
                    #expect(
                        try await session.findElement(css: "#examinee").isDisplayed() == false,
                        "\(slug)")
                    #expect(
                        try await session.findElement(css: "[data-action=next]").isDisplayed()
                            == false, "\(slug)")
                    #expect(
                        try await session.findElement(css: "[data-collect-start]").isDisplayed()
                            == false, "\(slug)")
                }
                try await session.navigate(to: try Self.url(server, "/exams/win-open/take/"))
                #expect(try await session.findElement(css: "#examinee").isDisplayed())
                try await session.findElement(css: "#examinee").sendKeys("Ana")
                try await session.findElement(css: "[data-action=next]").click()
                try await waitUntil("the open exam's first question") {
                    try await session.findElement(css: "#q-rhine-source").isDisplayed()
                }
                #expect(try await session.consoleErrors().isEmpty)
            }
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    /// An exam that opens while its page is open: the start appears then, without a reload.
    ///
    /// The exam is written while the server runs, opening a few seconds later, so that the page
    /// is seen before the window opens. A busy machine may take longer to rebuild and load the
    /// page than that: then the window is moved later (twice as far each time) and the page
    /// loaded again, so the test waits only as long as the machine needs.
    @Test func theStartAppearsWhenTheWindowOpens() async throws {
        let site = try Self.site()
        let server = try await RunningServer.start(site, plugins: [QuizPlugin.plugin])
        do {
            try await withBrowserSession(
                downloadFolder: site.root.appendingPathComponent("downloads")
            ) { session in
                var margin: TimeInterval = 6
                var opens = Date()
                var seenBefore = false
                for _ in 0..<4 where !seenBefore {
                    // Whole seconds, as the page publishes the instant.
                    opens = Date(
                        timeIntervalSince1970: (Date().timeIntervalSince1970 + margin).rounded(.up))
                    try site.write(
                        "Content/exams/soon.yaml", Self.exam("WIN-SOON", opens: opens, closes: nil))
                    let published = try await eventually(timeout: .seconds(90)) {
                        try await server.get("/exams/win-soon/take/").body.contains(
                            "data-opens=\"\(Self.instant(opens))\"")
                    }
                    #expect(
                        published,
                        "the preview rebuilt with the exam opening at \(Self.instant(opens))")
                    try await session.navigate(to: try Self.url(server, "/exams/win-soon/take/"))
                    // Everything the page shows before the window is read first; it counts only
                    // if the window was still closed after the last read.
                    let state = try await session.findElement(
                        css: "[data-screen=start] [data-exam-window]"
                    ).attribute("data-state")
                    let notice = try await session.findElement(
                        css: "[data-screen=start] .exam-window"
                    ).text()
                    let startShown = try await session.findElement(css: "#examinee").isDisplayed()
                    seenBefore = Date() < opens && state == "upcoming"
                    if seenBefore {
                        #expect(notice.hasPrefix("Not open yet: "), "\(notice)")
                        #expect(startShown == false)
                    }
                    margin *= 2
                }
                try #require(seenBefore, "the page was never loaded before its window opened")
                try await waitUntil(
                    "the start when the window opens", timeout: .seconds(margin * 2 + 10)
                ) {
                    try await session.findElement(css: "#examinee").isDisplayed()
                }
                #expect(Date() >= opens)
                #expect(
                    try await session.findElement(css: "[data-screen=start] .exam-window").text()
                        == "Open now.")
                #expect(try await session.findElement(css: "[data-action=next]").isDisplayed())
            }
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    @Test func withoutJavaScriptTheTimesShowAndTheCollectorRefusesWithAClearPage() async throws {
        let site = try Self.site()
        let server = try await RunningServer.start(site, plugins: [QuizPlugin.plugin])
        do {
            try await withBrowserSession(
                downloadFolder: site.root.appendingPathComponent("downloads"), javaScript: false
            ) { session in
                // The static page cannot know the hour it is read: it gives the times, and a start.
                try await session.navigate(to: try Self.url(server, "/exams/win-closed/"))
                let window = try await session.findElement(css: ".exam-window").text()
                #expect(window.hasPrefix("Open from ") && window.contains(" to "), "\(window)")
                try await session.findElement(css: "[data-window-only=open] a").click()
                try await waitUntil("the taking page") {
                    try await session.currentURL().absoluteString.hasSuffix("/take/")
                }
                try await session.findElement(css: "#collect-examinee").sendKeys("Ben")
                try await session.findElement(css: "[data-collect-start] button").click()
                try await waitUntil("the collector's answer") {
                    try await session.currentURL().path.hasSuffix("/attempts")
                }
                #expect(try await session.findElement(css: "h1").text() == "This exam has closed")
                let text = try await session.findElement(css: "main").text()
                #expect(text.contains("This exam closed on "), "\(text)")
                #expect(
                    text.contains(
                        ", so it can no longer be started; ask your teacher if you think this is a mistake."
                    ), "\(text)")
                #expect(
                    try await session.findElement(css: "main a").text()
                        == "Back to Window WIN-CLOSED")
            }
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }
}
