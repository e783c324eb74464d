import Foundation
import QuizgenI18n
import QuizgenServiceTestSupport
import QuizgenTestSupport
import Testing

/// The collector of a Romanian site refuses in Romanian: its HTML pages (the form path) and the
/// `error_text` the exam page shows, while the JSON's `error` stays English for programs.
@Suite("The collector in the site's language")
struct CollectLanguageTests {
    @Test func refusalsAndTheirPagesInRomanian() async throws {
        let site = try CollectFixtures.site(extra: [
            "quizgen.yaml": QuizFixtures.config + "language: ro\n",
            "Content/exams/geo.yaml": QuizFixtures.examYAML,
        ])
        let collector = try await RunningCollector.start(site)
        defer { Task { await collector.stop() } }
        let ro = Catalog.builtin("ro")

        let early = try await collector.request(
            "POST", "/v1/exams/COL-WIN/attempts", headers: ["Content-Type": "application/json"],
            body: #"{"examinee": "Ana"}"#)
        #expect(early.status == 403)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(early.body.utf8)) as? [String: Any])
        #expect((object["error"] as? String)?.hasPrefix("the exam 'COL-WIN' opens at ") == true)
        // The time as the Romanian pages write it, in the site's zone (UTC here).
        #expect(
            object["error_text"] as? String
                == "acest examen se deschide pe 24 noiembrie 2026 la 10:00 (UTC); nu poate fi început înainte, așa că reveniți atunci"
        )

        let form = ["Content-Type": "application/x-www-form-urlencoded"]
        let start = try await collector.request(
            "POST", "/v1/exams/GEO-MID/attempts", headers: form, body: "examinee=Ana")
        let id = try #require(start.header("location")).split(separator: "/")[2]
        let pair = try #require(start.cookie("quizgen_attempt"))
        let sent = try await collector.request(
            "POST", "/v1/attempts/\(id)/submission",
            headers: form.merging(["Cookie": pair]) { a, _ in a },
            body: "q.order.ulm=1&q.order.vienna=1&q.order.budapest=2")
        #expect(sent.status == 400)
        #expect(sent.body.contains("<html lang=\"ro\""))
        #expect(sent.body.contains("<h1>\(ro.text("collect.did_not_work"))</h1>"))
        #expect(
            sent.body.contains(
                "La întrebarea 5 două elemente sunt pe poziția 1; dați fiecărui element propria poziție."
            ))

        let unknown = try await collector.request(
            "POST", "/v1/exams/NOPE/attempts", headers: form, body: "examinee=Ana")
        #expect(unknown.status == 404)
        #expect(unknown.body.contains("<h1>Examen inexistent</h1>"))
        #expect(unknown.body.contains("Nu există niciun examen cu codul „NOPE” aici."))
        #expect(unknown.body.contains(">\(ro.text("collect.enter_code"))</a>"))
    }
}
