import Foundation
import QuizgenCore
import QuizgenSite
import QuizgenTestSupport
import Testing

/// The exams list, each exam's landing page and its taking page say when the exam is open, in
/// the site's zone and language. The static HTML gives the times (right forever, whenever the
/// page was built); the sentence of each state and the instants are there for the exam script,
/// which decides at view time; the start is marked to show only while the window is open.
@Suite("Exam windows on the exam pages")
struct ExamWindowPageTests {
    static func site() throws -> TestSite {
        try TestSite(
            QuizFixtures.site(
                exam: QuizFixtures.examYAML.replacingOccurrences(
                    of: "title: Midterm\n",
                    with: "title: Midterm\nopens: 2026-11-24T09:00\ncloses: 2026-11-24T11:00:00Z\n"),
                extra: [
                    "quizgen.yaml": QuizFixtures.config
                        + "language: ro\ntimezone: Europe/Bucharest\n",
                    "Content/exams/open.yaml":
                        "title: Always\ncode: ALWAYS\nquestions: [rhine-source]\n",
                    "Content/exams/later.yaml":
                        "title: Later\ncode: LATER\nopens: 2026-12-01T08:00:00Z\nquestions: [rhine-source]\n",
                ]),
            bytes: ["Content/banks/map.png": QuizFixtures.png])
    }

    /// The window of GEO-MID: opens 09:00 in Bucharest (07:00 UTC), closes 11:00 UTC (13:00 there).
    static let window = """
        <p class="exam-window" data-exam-window data-opens="2026-11-24T07:00:00Z" data-closes="2026-11-24T11:00:00Z" aria-live="polite">\
        <span data-window-state="scheduled">Deschis între 24 noiembrie 2026 la 09:00 (UTC+02:00) și 24 noiembrie 2026 la 13:00 (UTC+02:00).</span>\
        <span data-window-state="upcoming" hidden>Încă nu este deschis: acest examen se deschide pe 24 noiembrie 2026 la 09:00 (UTC+02:00).</span>\
        <span data-window-state="open" hidden>Deschis acum, până pe 24 noiembrie 2026 la 13:00 (UTC+02:00).</span>\
        <span data-window-state="closed" hidden>Închis din 24 noiembrie 2026 la 13:00 (UTC+02:00): acest examen nu mai poate fi început.</span></p>
        """

    @Test func listLandingAndTakingPagesSayTheWindow() async throws {
        let site = try Self.site()
        defer { site.remove() }
        let result = await site.build(plugins: [QuizPlugin.plugin])
        #expect(!result.diagnostics.hasErrors)

        let list = try #require(site.output("exams/index.html"))
        #expect(list.contains(Self.window))
        #expect(
            list.contains(
                "<span data-window-state=\"scheduled\">Se deschide pe 1 decembrie 2026 la 10:00 (UTC+02:00).</span>"
                    + "<span data-window-state=\"upcoming\" hidden>Încă nu este deschis: acest examen se deschide pe 1 decembrie 2026 la 10:00 (UTC+02:00).</span>"
                    + "<span data-window-state=\"open\" hidden>Deschis acum.</span></p>"))
        // An exam without a window is always open: its card says nothing about it.
        let always = try #require(list.range(of: ">Always</a>"))
        #expect(
            !list[always.upperBound...].prefix(while: { $0 != "\n" }).contains("data-exam-window"))

        let landing = try #require(site.output("exams/geo-mid/index.html"))
        #expect(landing.contains(Self.window))
        #expect(
            landing.contains(
                "<p data-window-only=\"open\"><a class=\"button\" href=\"/exams/geo-mid/take/\">Începe examenul</a></p>"
            ))
        #expect(landing.contains("assets/exam.js"))

        let take = try #require(site.output("exams/geo-mid/take/index.html"))
        #expect(
            take.contains(
                Self.window + "\n<div data-window-only=\"open\">\n<label for=\"examinee\">"))

        // Without a window the landing page is as before: a start, and no script.
        let plain = try #require(site.output("exams/always/index.html"))
        #expect(!plain.contains("data-exam-window"))
        #expect(!plain.contains("assets/exam.js"))
    }
}
