import Foundation
import QuizgenCollect
import QuizgenCore
import QuizgenServiceTestSupport
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
        #expect(
            plain.date(in: try #require(TimeZone(identifier: "Europe/Vienna")))
                == Date(timeIntervalSince1970: 1_795_507_200))
        #expect(ExamTime("2026-11-24T09:00:00.250Z")?.utcOffset == 0)
        #expect(ExamTime("2026-02-30T09:00") == nil)
        #expect(ExamTime("24.11.2026 09:00") == nil)
        #expect(ExamTime("2026-11-24T25:00") == nil)
    }

    @Test func badWindowsAndReleasesAreLocatedErrors() throws {
        let site = try CollectFixtures.site(extra: [
            "Content/exams/window.yaml": CollectFixtures.exam(
                "COL-WIN", "opens: tomorrow\ncloses: 2026-11-24T12:00Z"),
            "Content/exams/close.yaml": CollectFixtures.exam(
                "COL-CLOSE",
                "opens: 2026-11-24T12:00Z\ncloses: 2026-11-24T11:00Z\nresults: { show: all, when: later }"
            ),
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

    /// A start outside the window without JavaScript (the start form) is refused with a page that
    /// says in a student's words what is the matter and when, in the site's time; the page's
    /// script shows the same sentence (`error_text`).
    @Test func aStartOutsideTheWindowIsRefusedInAStudentsWords() async throws {
        let clock = CollectFixtures.Clock()
        let collector = try await RunningCollector.start(try CollectFixtures.site(), clock: clock)
        defer { Task { await collector.stop() } }
        let form = ["Content-Type": "application/x-www-form-urlencoded"]
        // The heading and the paragraphs of the page's article (the last one the link back).
        func page(_ response: RawHTTP.Response) -> (title: String?, text: [String]) {
            let article = HTMLElement.all("article", in: response.body).first
            let paragraphs = HTMLElement.all("p", in: response.body).map(\.text).filter {
                article?.text.contains($0) == true
            }
            return (HTMLElement.all("h1", in: response.body).first?.text, paragraphs)
        }
        // COL-WIN opens at 10:00 in the site's zone (UTC here) and closes at 12:00+01:00; it is 09:00.
        let early = try await collector.request(
            "POST", "/v1/exams/COL-WIN/attempts", headers: form, body: "examinee=Ana")
        #expect(early.status == 403)
        let before = page(early)
        #expect(before.title == "This exam is not open yet")
        #expect(
            before.text == [
                "This exam opens on November 24, 2026 at 10:00\u{202F}AM (UTC); it cannot be started before then, so come back at that time.",
                "Back to Exam COL-WIN",
            ])

        clock.advance(2 * 3600)
        let late = try await collector.request(
            "POST", "/v1/exams/COL-WIN/attempts", headers: form, body: "examinee=Ana")
        #expect(late.status == 403)
        let after = page(late)
        #expect(after.title == "This exam has closed")
        #expect(
            after.text == [
                "This exam closed on November 24, 2026 at 11:00\u{202F}AM (UTC), so it can no longer be started; ask your teacher if you think this is a mistake.",
                "Back to Exam COL-WIN",
            ])
        let json = try await collector.request(
            "POST", "/v1/exams/COL-WIN/attempts", headers: ["Content-Type": "application/json"],
            body: #"{"examinee": "Ana"}"#)
        let object = try JSONSerialization.jsonObject(with: Data(json.body.utf8)) as? [String: Any]
        #expect(
            object?["error_text"] as? String
                == "this exam closed on November 24, 2026 at 11:00\u{202F}AM (UTC), so it can no longer be started; ask your teacher if you think this is a mistake"
        )
        #expect(
            object?["error"] as? String
                == "the exam 'COL-WIN' closed at 2026-11-24T11:00:00Z; no new attempts are accepted"
        )
    }

    @Test func examPageShowsTheWindowAndPointsAtTheCollector() async throws {
        let site = try CollectFixtures.site(extra: [
            "quizgen.yaml": QuizFixtures.config + "collect:\n  url: https://exams.example.org\n"
        ])
        defer { site.remove() }
        let result = await site.build(plugins: [QuizPlugin.plugin])
        #expect(!result.diagnostics.hasErrors)
        let landing = try #require(site.output("exams/col-win/index.html"))
        // In the site's zone (UTC) and language, whatever zone the exam's file wrote.
        #expect(
            landing.contains(
                "<span data-window-state=\"scheduled\">Open from November 24, 2026 at 10:00\u{202F}AM (UTC) to November 24, 2026 at 11:00\u{202F}AM (UTC).</span>"
            ))
        let take = try #require(site.output("exams/col-win/take/index.html"))
        #expect(take.contains("data-collect-url=\"https://exams.example.org/\""))
        #expect(take.contains("action=\"https://exams.example.org/v1/exams/col-win/attempts\""))
        // Each question's text labels its group of choices for screen readers.
        #expect(
            take.contains(
                "<div class=\"choices\" role=\"group\" aria-labelledby=\"prompt-longest\">"))
    }
}
