import Foundation
import QuizgenCollect
import QuizgenCore
import QuizgenSite
import QuizgenTestSupport
import Testing

/// `opens`, `closes`, `results` and `collect.url`: read, checked with located errors, shown on
/// the exam page.
@Suite("exam window")
struct ExamWindowTests {
    @Test func timesAreReadWithAndWithoutZones() throws {
        let zoned = try #require(ExamTime("2026-11-24T09:00:00+01:00"))
        #expect(zoned.date(in: .gmt) == Date(timeIntervalSince1970: 1_795_507_200))
        let plain = try #require(ExamTime("2026-11-24 09:00"))
        #expect(plain.utcOffset == nil)
        #expect(plain.date(in: try #require(TimeZone(identifier: "Europe/Vienna"))) == Date(timeIntervalSince1970: 1_795_507_200))
        #expect(ExamTime("2026-11-24T09:00:00.250Z")?.utcOffset == 0)
        #expect(ExamTime("2026-02-30T09:00") == nil)
        #expect(ExamTime("24.11.2026 09:00") == nil)
        #expect(ExamTime("2026-11-24T25:00") == nil)
    }

    @Test func badWindowsAndReleasesAreLocatedErrors() throws {
        let site = try CollectFixtures.site(extra: [
            "Content/exams/window.yaml": CollectFixtures.exam("COL-WIN", "opens: tomorrow\ncloses: 2026-11-24T12:00Z"),
            "Content/exams/close.yaml": CollectFixtures.exam("COL-CLOSE", "opens: 2026-11-24T12:00Z\ncloses: 2026-11-24T11:00Z\nresults: { show: all, when: later }"),
            "quizgen.yaml": QuizFixtures.config + "collect: { url: exams.example.org }\n",
        ])
        defer { site.remove() }
        var diagnostics = Diagnostics()
        _ = CollectSite(root: site.root, into: &diagnostics)
        #expect(
            diagnostics.lines == [
                "Content/exams/close.yaml:5:9: error: 'closes' (2026-11-24T11:00Z) must be after 'opens' (2026-11-24T12:00Z)",
                "Content/exams/close.yaml:6:18: error: 'show' must be one of 'answers', 'grade', 'none', found 'all'",
                "Content/exams/close.yaml:6:29: error: 'when' must be one of 'submit', 'close', found 'later'",
                "Content/exams/window.yaml:4:8: error: 'opens' must be an RFC 3339 date-time such as 2026-11-24T09:00:00+01:00 (or 2026-11-24T09:00 in the site's time zone), found 'tomorrow'",
                "quizgen.yaml:3:17: error: collect.url must be an absolute http(s) URL like https://quiz.example.org/ or a path starting with '/', found 'exams.example.org'",
            ])
    }

    @Test func examPageShowsTheWindowAndPointsAtTheCollector() async throws {
        let site = try CollectFixtures.site(extra: ["quizgen.yaml": QuizFixtures.config + "collect:\n  url: https://exams.example.org\n"])
        defer { site.remove() }
        let result = await site.build(plugins: [QuizPlugin.plugin])
        #expect(!result.diagnostics.hasErrors)
        let landing = try #require(site.output("exams/col-win/index.html"))
        #expect(landing.contains("<dt>Opens</dt><dd>2026-11-24 10:00 (site time)</dd>"))
        #expect(landing.contains("<dt>Closes</dt><dd>2026-11-24 12:00 (UTC+01:00)</dd>"))
        let take = try #require(site.output("exams/col-win/take/index.html"))
        #expect(take.contains("data-collect-url=\"https://exams.example.org/\""))
        #expect(take.contains("action=\"https://exams.example.org/v1/exams/col-win/attempts\""))
        // Each question's text labels its group of choices for screen readers.
        #expect(take.contains("<div class=\"choices\" role=\"group\" aria-labelledby=\"prompt-longest\">"))
    }
}
