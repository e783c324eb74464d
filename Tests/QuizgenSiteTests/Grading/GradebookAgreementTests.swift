import Foundation
import QuizgenCore
import QuizgenGrading
import QuizgenSite
import QuizgenTestSupport
import Testing

/// Statistics that agree with the gradebook (issue 16): the pass rate is the gradebook's,
/// late penalties and all, decided exactly; Moodle's undefined values stay undefined; no
/// binary noise reaches a file; the page's own time-up hand-in is not late.
@Suite("Gradebook agreement")
struct GradebookAgreementTests {
    static let plugins = [QuizPlugin.plugin, GradingPlugin.plugin]
    static let allRight = #"{"q1": "a", "q2": "a", "q3": ["a", "b"], "q4": "a"}"#

    static func graded(_ files: [String: String]) async throws -> (
        results: ExamResults, lines: [String], statistics: [String: Any]
    ) {
        let site = try TestSite(files)
        defer { site.remove() }
        let build = await site.build(plugins: plugins)
        var diagnostics = Diagnostics()
        let results = try #require(
            GradingPlugin.results(root: site.root, into: &diagnostics).results.first)
        let text = try #require(site.output("exams/self/statistics.json"))
        let statistics = try #require(
            try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        return (results, build.diagnostics.lines, statistics)
    }

    @Test func passRateIsTheGradebooksAfterTheLatePenalty() async throws {
        // Ana on time: 5 of 5. Ben 10 minutes late, penalised ×0.4: 5 → 2 of 5 = 40 %, failed.
        let files = GradingFixtures.site(
            exam: GradingFixtures.exam("late: { policy: penalise, factor: 0.4 }"),
            submissions: [
                "ana.json": GradingFixtures.json(
                    "Ana", finished: "2026-11-21T10:29:00Z", answers: Self.allRight),
                "ben.json": GradingFixtures.json(
                    "Ben", finished: "2026-11-21T10:40:00Z", answers: Self.allRight),
            ])
        let (results, _, statistics) = try await Self.graded(files)
        #expect(results.attempts.map(\.passed) == [true, false])
        let exam = try #require(statistics["statistics"] as? [String: Any])
        #expect(exam["pass_rate"] as? Double == 50)
        #expect(statistics["base_points"] as? Int == 0)
    }

    @Test func aGradeExactlyAtThePassMarkPassesInTheGradebookAndTheRate() async throws {
        // 14 of 25 is exactly 56 %; in binary 0.56 × 25 = 14.000000000000002.
        let exam = """
            title: Self-check
            code: SELF
            pass_mark: 56
            questions:
              - { id: q1, weight: 11 }
              - { id: q2, weight: 14 }
            """
        let csv = "examinee,q1,q2\nAna,b,a\nBo,a,b\n"
        let (results, lines, statistics) = try await Self.graded(
            GradingFixtures.site(exam: exam, submissions: ["all.csv": csv]))
        #expect(lines == [])
        #expect(results.attempts.map(\.points) == [14, 11])
        #expect(results.attempts.map(\.passed) == [true, false])
        let figures = try #require(statistics["statistics"] as? [String: Any])
        #expect(figures["pass_rate"] as? Double == 50)
    }

    @Test func randomGuessOfAMultipleAnswerQuestionIsNull() async throws {
        let (_, _, statistics) = try await Self.graded(
            GradingFixtures.site(submissions: ["all.csv": GradingFixtures.moodleCSV]))
        let questions = try #require(statistics["questions"] as? [[String: Any]])
        #expect(
            questions.map(\.["type"]).compactMap { $0 as? String } == [
                "single", "single", "multiple", "single",
            ])
        #expect(questions[0]["random_guess"] as? Double == 50)
        #expect(questions[2]["random_guess"] is NSNull)
    }

    @Test(arguments: [("per-item", 50.0 as Double?), ("all-or-nothing", nil)])
    func randomGuessOfMatchingFollowsItsScoring(matching: String, guess: Double?) async throws {
        var files = GradingFixtures.site(
            exam:
                "title: Self-check\ncode: SELF\nscoring: { matching: \(matching) }\nquestions: [q1, seas]\n",
            submissions: ["all.csv": "examinee,q1\nAna,a\nBo,b\n"])
        files["Content/banks/match.md"] =
            "## Match rivers to seas. {#seas}\n- Danube -> Black Sea\n- Rhine -> North Sea\n"
        let (_, _, statistics) = try await Self.graded(files)
        let questions = try #require(statistics["questions"] as? [[String: Any]])
        #expect(questions.last?["random_guess"] as? Double == guess)
        if guess == nil { #expect(questions.last?["random_guess"] is NSNull) }
    }

    @Test func aZeroGradeIsZeroInEveryFile() async throws {
        // 0.1 + 0.2 − 0.3 is 5.6e-17 in binary: Ana's right answers minus her negative mark.
        let exam = """
            title: Self-check
            code: SELF
            scoring: { multiple: partial, rule: false, negative: true }
            questions:
              - { id: q1, weight: 0.1 }
              - { id: q2, weight: 0.2 }
              - { id: q3, weight: 0.3 }
            """
        let csv = "examinee,q1,q2,q3\nAna,a,a,c\nBo,a,a,a;b\nCy,b,b,a;b\n"
        let (results, _, statistics) = try await Self.graded(
            GradingFixtures.site(exam: exam, submissions: ["all.csv": csv]))
        #expect(results.attempts.first?.points != 0)  // the noise is really there
        let gradebook = GradingFormat.gradebookJSON(results)
        #expect(!gradebook.contains("e-"), "\(gradebook)")
        let ana = try #require(
            (try JSONSerialization.jsonObject(with: Data(gradebook.utf8)) as? [String: Any])?[
                "attempts"] as? [[String: Any]]
        ).first
        #expect(ana?["points"] as? Double == 0)
        #expect(ana?["raw_points"] as? Double == 0)
        let figures = try #require(statistics["statistics"] as? [String: Any])
        #expect(figures["min"] as? Double == 0)
        let questions = try #require(statistics["questions"] as? [[String: Any]])
        #expect(questions.first?["facility"] as? Double == 66.6666666667)
    }

    @Test func theTimeUpHandInOfThePageIsNotLate() async throws {
        // A 30-minute exam started at 10:00:00.250: stamped at the deadline (today's page),
        // or at the next once-a-second check (earlier pages); then one 6 s after it.
        let files = GradingFixtures.site(submissions: [
            "ana.json": GradingFixtures.json(
                "Ana", started: "2026-11-21T10:00:00.250Z", finished: "2026-11-21T10:30:00.250Z",
                answers: Self.allRight),
            "bo.json": GradingFixtures.json(
                "Bo", started: "2026-11-21T10:00:00.250Z", finished: "2026-11-21T10:30:01.180Z",
                answers: Self.allRight),
            "cy.json": GradingFixtures.json(
                "Cy", started: "2026-11-21T10:00:00.250Z", finished: "2026-11-21T10:30:06.250Z",
                answers: Self.allRight),
        ])
        let (results, lines, _) = try await Self.graded(files)
        #expect(results.attempts.map(\.timing.label) == ["on time", "on time", "late (accepted)"])
        #expect(
            lines == [
                "Content/submissions/self/cy.json:1:1: warning: Cy finished 6s after the time limit; accepted at full value (late policy 'accept')"
            ])
    }
}
