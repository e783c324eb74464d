import Foundation
import QuizgenCompute
import QuizgenCore
import QuizgenSite
import QuizgenTestSupport
import Testing

/// The built result page says everything about a grade: the late penalty and the points before
/// it, that the grade is provisional while an essay waits for its mark, no row without a value,
/// and the time of the hand-in in the site's zone and language.
@Suite("Result pages say how the grade came about")
struct ResultWordsTests {
    /// The self-check exam with an essay, late work penalised ×0.5, a pass mark and no grade scale.
    static func site(language: String = "en") throws -> TestSite {
        let exam = """
            title: Self-check
            code: SELF
            time_limit: 30m
            pass_mark: 50
            late: { policy: penalise, factor: 0.5 }
            questions: [q1, q2, { id: q3, weight: 2 }, q4, q5]
            """
        var files = GradingFixtures.site(
            exam: exam,
            submissions: [
                // 40 minutes for 30: late; the essay has no mark yet.
                "ana.json": GradingFixtures.json(
                    "Ana", finished: "2026-11-21T10:40:00Z",
                    answers:
                        #"{"q1": "a", "q2": "a", "q3": ["a", "b"], "q4": "a", "q5": "Because."}"#),
                "ben.json": GradingFixtures.json(
                    "Ben", answers: #"{"q1": "a", "q2": "a", "q3": ["a", "b"], "q4": "b"}"#),
            ])
        files["Content/banks/self.md"] = GradingFixtures.bank + "\n\n## Why? {#q5 type=essay}\n"
        files["quizgen.yaml"] =
            QuizFixtures.config + "language: \(language)\ntimezone: Europe/Vienna\n"
        return try TestSite(files)
    }

    /// The rows of the page's result table as `label: value`, and its provisional note.
    static func summary(_ html: String) -> (rows: [String], provisional: String?) {
        let rows = zip(HTMLElement.all("th", in: html), HTMLElement.all("td", in: html)).map {
            "\($0.text): \($1.text)"
        }
        let provisional = HTMLElement.all("p", in: html).first {
            $0.attributes["class"] == "provisional"
        }?.text
        return (rows, provisional)
    }

    @Test func lateProvisionalNoEmptyRowsAndSiteTime() async throws {
        let site = try Self.site()
        defer { site.remove() }
        let result = await site.build(
            plugins: [QuizPlugin.plugin, GradingPlugin.plugin],
            environment: ["QUIZGEN_RESULTS_SECRET": "s3cret"])
        #expect(!result.diagnostics.hasErrors)
        let ana = Self.summary(
            try #require(
                site.output(
                    "results/self/\(ResultToken.make(secret: "s3cret", examCode: "SELF", examinee: "Ana"))/index.html"
                )))
        // 5 of 6 before the penalty (the essay counts 0 until it is marked), 2.5 after it.
        #expect(
            ana.rows == [
                "Points: 2.5 of 6", "Late penalty: points ×0.5 (before the penalty: 5 of 6)",
                "Percentage: 41.67 %",
                "Result: Not passed (provisional)",
                "Handed in: November 21, 2026 at 11:40\u{202F}AM (UTC+01:00), late (×0.5)",
            ])
        #expect(ana.provisional == "Provisional: 1 answer to be marked by hand.")
        let ben = Self.summary(
            try #require(
                site.output(
                    "results/self/\(ResultToken.make(secret: "s3cret", examCode: "SELF", examinee: "Ben"))/index.html"
                )))
        #expect(
            ben.rows == [
                "Points: 4 of 6", "Percentage: 66.67 %", "Result: Passed",
                "Handed in: November 21, 2026 at 11:20\u{202F}AM (UTC+01:00), on time",
            ])
        #expect(ben.provisional == nil)
    }

    @Test func inTheSiteLanguage() async throws {
        let site = try Self.site(language: "de")
        defer { site.remove() }
        let result = await site.build(
            plugins: [QuizPlugin.plugin, GradingPlugin.plugin],
            environment: ["QUIZGEN_RESULTS_SECRET": "s3cret"])
        #expect(!result.diagnostics.hasErrors)
        let ana = Self.summary(
            try #require(
                site.output(
                    "results/self/\(ResultToken.make(secret: "s3cret", examCode: "SELF", examinee: "Ana"))/index.html"
                )))
        #expect(
            ana.rows == [
                "Punkte: 2.5 von 6", "Verspätungsabzug: Punkte ×0.5 (vor dem Abzug: 5 von 6)",
                "Prozent: 41.67 %",
                "Ergebnis: Nicht bestanden (vorläufig)",
                "Abgegeben: 21. November 2026 um 11:40 (UTC+01:00), verspätet (×0.5)",
            ])
        #expect(ana.provisional == "Vorläufig: 1 Antwort wird noch von Hand bewertet.")
    }
}
