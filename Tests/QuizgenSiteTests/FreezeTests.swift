import Foundation
import QuizgenCore
import QuizgenSite
import QuizgenTestSupport
import Testing

@Suite("Freezing exams")
struct FreezeTests {
    @Test func frozenExamKeepsItsQuestionsAndWarnsWhenBanksChange() async throws {
        let site = try TestSite(
            QuizFixtures.site(), bytes: ["Content/banks/map.png": QuizFixtures.png])
        defer { site.remove() }
        _ = await site.build(plugins: [QuizPlugin.plugin])
        let before = try #require(site.output("exams/geo-mid/take/index.html"))

        let outcome = try ExamFreezer(root: site.root).freeze("GEO-MID")
        #expect(outcome.diagnostics.lines == [])
        #expect(outcome.written == "Content/exams/midterm.frozen.json")
        #expect(outcome.exam?.questions == 10)

        // A frozen exam builds exactly as before.
        let same = await site.build(plugins: [QuizPlugin.plugin])
        #expect(same.diagnostics.lines == [])
        #expect(site.output("exams/geo-mid/take/index.html") == before)

        // Editing the bank changes nothing published for the frozen exam, but the build says so.
        try site.write(
            "Content/banks/rivers.md",
            QuizFixtures.markdownBank.replacingOccurrences(
                of: "Longest river?", with: "Which is the longest river?"))
        let changed = await site.build(plugins: [QuizPlugin.plugin])
        #expect(
            changed.diagnostics.lines == [
                "Content/exams/midterm.yaml:1:1: warning: the questions of 'GEO-MID' changed since it was frozen; the frozen version is published and graded (run 'quizgen freeze GEO-MID' to take the changes)"
            ])
        #expect(site.output("exams/geo-mid/take/index.html") == before)

        // Freezing again takes the change.
        _ = try ExamFreezer(root: site.root).freeze("midterm.yaml")
        let refrozen = await site.build(plugins: [QuizPlugin.plugin])
        #expect(refrozen.diagnostics.lines == [])
        #expect(
            site.output("exams/geo-mid/take/index.html")?.contains("Which is the longest river?")
                == true)
    }

    @Test func corruptSnapshotIsALocatedError() async throws {
        let site = try TestSite(
            QuizFixtures.site(extra: ["Content/exams/midterm.frozen.json": "{\"format\": 1}"]))
        defer { site.remove() }
        let result = await site.build(plugins: [QuizPlugin.plugin], write: false)
        #expect(
            result.diagnostics.lines.contains {
                $0.hasPrefix(
                    "Content/exams/midterm.frozen.json:1:1: error: cannot read the frozen snapshot")
            })
    }

    @Test func freezeNeedsAKnownExam() throws {
        let site = try TestSite(QuizFixtures.site())
        defer { site.remove() }
        let outcome = try ExamFreezer(root: site.root).freeze("GEO-MDI")
        #expect(outcome.exam == nil)
        #expect(outcome.knownCodes == ["GEO-MID"])
    }
}
