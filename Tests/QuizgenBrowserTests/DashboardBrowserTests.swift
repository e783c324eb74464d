import Foundation
import QuizgenServiceTestSupport
import QuizgenSite
import QuizgenTestSupport
import Testing

/// The grading dashboards in a real headless Chromium: they fit a 390 px phone and a 1366 px
/// laptop without sideways scrolling of the page, show the review list, pass axe-core, and
/// follow new submissions during `quizgen serve` while an open exam page is left alone.
@Suite(
    "Grading dashboards in a browser", .serialized,
    .enabled(if: AxeCore.isAvailable, Comment(rawValue: AxeCore.unavailableReason)))
struct DashboardBrowserTests {
    static let pages = [
        "/exams/geo/dashboard/", "/exams/dashboard/", "/exams/dashboard/glossary/", "/dashboard/",
    ]

    static func start() async throws -> RunningServer {
        let site = try TestSite(DashboardFixtures.files(extraConfig: "dashboard: true\n"))
        return try await RunningServer.start(
            site, plugins: [QuizPlugin.plugin, GradingPlugin.plugin])
    }

    @Test func dashboardsFitPhoneAndLaptopAndPassAxe() async throws {
        let core = try #require(AxeCore.located())
        let server = try await Self.start()
        do {
            try await withBrowserSession(
                downloadFolder: server.site.root.appendingPathComponent("downloads")
            ) { session in
                var audit = AxeAudit(core: core)
                for width in [390, 1366] {
                    #expect(
                        try await session.setViewport(
                            width: width, height: width == 390 ? 844 : 768) == width)
                    for page in Self.pages {
                        try await session.navigate(
                            to: try #require(URL(string: "http://127.0.0.1:\(server.port)\(page)")))
                        let overflow = try await session.executeScript(
                            "return document.documentElement.scrollWidth - document.documentElement.clientWidth"
                        )
                        #expect(
                            overflow.numberValue == 0,
                            "\(page) at \(width) px overflows by \(overflow) px")
                        try await audit.check(session, page: "\(page) at \(width) px")
                    }
                    try await session.navigate(
                        to: try #require(
                            URL(string: "http://127.0.0.1:\(server.port)/exams/geo/dashboard/")))
                    let items = try await session.findElements(css: ".review-list > li")
                    #expect(items.count == 3)
                    #expect(
                        try await items.first?.text().hasPrefix(
                            "1. Which city is the capital of Austria?") == true)
                    // The wide questions table scrolls inside its region, which takes focus.
                    let region = try await session.findElement(
                        css: "[aria-labelledby=questions-heading]")
                    #expect(try await region.attribute("tabindex") == "0")
                    if width == 1366 {
                        // On a laptop the page is wide enough for every column: nothing to
                        // scroll sideways, and the table uses the width (not a 700 px column).
                        let fit = try await session.executeScript(
                            """
                            var r = document.querySelector('[aria-labelledby=questions-heading]');
                            return [r.scrollWidth - r.clientWidth, r.clientWidth];
                            """)
                        guard case .array(let figures) = fit, figures.count == 2 else {
                            Issue.record("no figures: \(fit)")
                            return
                        }
                        #expect(figures[0].numberValue == 0, "the table is cut at 1366 px: \(fit)")
                        #expect((figures[1].numberValue ?? 0) > 1000, "\(fit)")
                    }
                    // Chart labels stay readable: at least 9 CSS px at this width.
                    let smallest = try await session.executeScript(
                        """
                        return Math.min(...[...document.querySelectorAll('.chart-svg text:not(.tip):not(.point-label)')]
                          .map(t => t.getBoundingClientRect().height).filter(h => h > 0))
                        """)
                    #expect(
                        (smallest.numberValue ?? 0) >= 9,
                        "smallest chart label at \(width) px: \(smallest)")
                }
                // Focusing a point of the scatter plot shows its question.
                let point = try await session.findElement(css: "a.point[href='#q-1']")
                _ = try await session.executeScript(
                    "document.querySelector(\"a.point[href='#q-1']\").focus()")
                let tip = try await session.executeScript(
                    "return getComputedStyle(document.querySelector(\"a.point[href='#q-1'] .tip\")).visibility"
                )
                #expect(tip.stringValue == "visible")
                #expect(
                    try await point.attribute("aria-label")?.hasPrefix(
                        "Question 1: Which city is the capital of Austria?") == true)
                #expect(audit.findings.isEmpty, "\(audit.report)")
            }
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    @Test func theDashboardFollowsSubmissionsAndTheExamPageStays() async throws {
        let server = try await Self.start()
        do {
            try await withBrowserSession(
                downloadFolder: server.site.root.appendingPathComponent("downloads")
            ) { session in
                let base = "http://127.0.0.1:\(server.port)"
                // An exam page in a student's hands: mark it, and count the events it hears.
                try await session.navigate(to: try #require(URL(string: base + "/exams/geo/take/")))
                _ = try await session.executeScript(
                    """
                    window.quizgenMarker = 'still here'; window.gradingEvents = 0;
                    new EventSource('/_quizgen/events').addEventListener('grading', () => window.gradingEvents++);
                    """)
                try server.site.write(
                    "Content/submissions/geo/e11.json", DashboardFixtures.submission("E11"))
                try await waitUntil("the exam page hears the grading event") {
                    try await session.executeScript("return window.gradingEvents || 0").numberValue
                        ?? 0 >= 1
                }
                #expect(
                    try await session.executeScript("return window.quizgenMarker").stringValue
                        == "still here")
                // The dashboard reloads itself when the next submission arrives.
                try await session.navigate(
                    to: try #require(URL(string: base + "/exams/geo/dashboard/")))
                let graded =
                    "[...document.querySelectorAll('.stats > div')].find(d => d.querySelector('dt').textContent == 'Graded attempts').querySelector('.value').textContent"
                #expect(try await session.executeScript("return " + graded).stringValue == "11")
                try server.site.write(
                    "Content/submissions/geo/e12.json", DashboardFixtures.submission("E12"))
                try await waitUntil("the dashboard shows 12 graded attempts") {
                    try await session.executeScript("return " + graded).stringValue == "12"
                }
            }
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }
}
