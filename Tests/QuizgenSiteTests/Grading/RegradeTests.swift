import Foundation
import QuizgenCompute
import QuizgenCore
import QuizgenGrading
import QuizgenLoading
import QuizgenSite
import QuizgenTestSupport
import Testing

/// `quizgen regrade`: a frozen exam's corrected key, dropped questions and full credit; the
/// examinees whose grade changes, listed before anything is written, are exactly those whose
/// grade the build gives differently after `--apply`.
@Suite("regrading a given exam")
struct RegradeTests {
    static let exam = """
        title: Short
        code: REG
        pass_mark: 60
        grade_scale: [{ min: 80, grade: A }, { min: 0, grade: B }]
        questions: [rhine-source, capital-at, danube-length, longest]
        """

    /// Four examinees: the length answered 2950, 2890, 2700 and 2850.
    static func site() throws -> TestSite {
        var files = QuizFixtures.site(exam: exam)
        let answers = [
            ("Ana", "2950", "Vienna"), ("Ben", "2890", "Vienna"), ("Cleo", "2700", "Wien"),
            ("Dan", "2850", "Vienna"),
        ]
        for (name, length, capital) in answers {
            files["Content/submissions/reg/\(name.lowercased()).json"] = """
                {"format": "quizgen-submission/1", "exam": "REG", "examinee": "\(name)",
                 "answers": {"rhine-source": "true", "capital-at": "\(capital)", "danube-length": "\(length)", "longest": "b"}}
                """
        }
        return try TestSite(files, bytes: ["Content/banks/map.png": QuizFixtures.png])
    }

    static func points(_ site: TestSite) -> [String: Double] {
        var diagnostics = Diagnostics()
        let results = GradingPlugin.results(root: site.root, only: "reg", into: &diagnostics)
        return Dictionary(
            uniqueKeysWithValues: (results.results.first?.attempts ?? []).map {
                ($0.examinee, $0.points)
            })
    }

    @Test func aCorrectedKeyListsExactlyTheExamineesWhoseGradeChangesAndTheBuildAgrees()
        async throws
    {
        let site = try Self.site()
        defer { site.remove() }
        _ = try ExamFreezer(root: site.root).freeze("REG")
        #expect(Self.points(site) == ["Ana": 3, "Ben": 4, "Cleo": 2, "Dan": 4])
        // Nothing changed since the freeze: nothing to regrade.
        var diagnostics = Diagnostics()
        let nothing = try #require(
            ExamRegrader.plan(root: site.root, exam: "REG", into: &diagnostics))
        #expect(nothing.added.isEmpty && nothing.changes.isEmpty)
        // The key was too strict: 2850 ± 150 was meant.
        let bank = try #require(QuizFixtures.site()["Content/banks/rivers.md"])
        try site.write(
            "Content/banks/rivers.md",
            bank.replacingOccurrences(of: "2850 ± 50", with: "2850 ± 150"))
        let plan = try #require(
            ExamRegrader.plan(root: site.root, exam: "REG", into: &diagnostics))
        #expect(diagnostics.errorCount == 0, "\(diagnostics.lines)")
        #expect(plan.added.map(\.question) == ["danube-length"])
        #expect(plan.added.first?.action == .key)
        #expect(plan.added.first?.from != plan.added.first?.to)
        // Ana's 2950 and Cleo's 2700 are right now; Ben and Dan were right before.
        #expect(plan.changes.map(\.examinee) == ["Ana", "Cleo"])
        #expect(plan.changes.map(\.before.points) == [3, 2])
        #expect(plan.changes.map(\.after.points) == [4, 3])
        // Nothing was written: the build grades as before.
        #expect(Self.points(site) == ["Ana": 3, "Ben": 4, "Cleo": 2, "Dan": 4])
        let written = try ExamRegrader.apply(plan, root: site.root)
        #expect(written == "Content/exams/midterm.regrade.json")
        #expect(Self.points(site) == ["Ana": 4, "Ben": 4, "Cleo": 3, "Dan": 4])
        // Run again: the correction is in the record; nothing new.
        let again = try #require(
            ExamRegrader.plan(root: site.root, exam: "REG", into: &diagnostics))
        #expect(again.added.isEmpty)
        // The built dashboard says which question was regraded.
        let result = await site.build(plugins: [QuizPlugin.plugin, GradingPlugin.plugin])
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.lines)")
        let dashboard = try #require(site.output("exams/reg/dashboard/index.html"))
        #expect(dashboard.contains("<h2 id=\"regraded-heading\">Regraded after the exam</h2>"))
        #expect(dashboard.contains("<li><code>danube-length</code>: key corrected</li>"))
    }

    @Test func droppingAndFullCreditChangeTheMaximumAndThePoints() async throws {
        let site = try Self.site()
        defer { site.remove() }
        var diagnostics = Diagnostics()
        let plan = try #require(
            ExamRegrader.plan(
                root: site.root, exam: "REG", drop: ["danube-length"], fullCredit: ["capital-at"],
                into: &diagnostics))
        #expect(diagnostics.errorCount == 0, "\(diagnostics.lines)")
        let after = Dictionary(
            uniqueKeysWithValues: plan.changes.map { ($0.examinee, $0.after.points) })
        // Out of 3 now: Cleo gains the capital, Ana loses nothing, Ben and Dan lose the length.
        #expect(after == ["Ana": 3, "Ben": 3, "Cleo": 3, "Dan": 3])
        #expect(plan.changes.allSatisfy { $0.after.maximum == 3 })
        _ = try ExamRegrader.apply(plan, root: site.root)
        #expect(Self.points(site) == ["Ana": 3, "Ben": 3, "Cleo": 3, "Dan": 3])
        // The collector reads exams through the same catalog: it grades with the record too.
        var catalogDiagnostics = Diagnostics()
        let catalog = ExamCatalog(reader: SourceReader(root: site.root), into: &catalogDiagnostics)
        #expect(catalog.assembled["reg"]?.regrade?.entries.map(\.action) == [.drop, .fullCredit])
        #expect(catalog.assembled["reg"]?.maximum == 3)
    }

    @Test func aChangedTextIsNotRegradedAndAnUnknownQuestionIsAnError() async throws {
        let site = try Self.site()
        defer { site.remove() }
        _ = try ExamFreezer(root: site.root).freeze("REG")
        let bank = try #require(QuizFixtures.site()["Content/banks/rivers.md"])
        try site.write(
            "Content/banks/rivers.md",
            bank.replacingOccurrences(
                of: "## Length of the Danube in km? {#danube-length type=numeric}\n- 2850 ± 50",
                with: "## Length of the Danube in miles? {#danube-length type=numeric}\n- 1770 ± 50"
            ))
        var diagnostics = Diagnostics()
        let plan = try #require(
            ExamRegrader.plan(root: site.root, exam: "REG", into: &diagnostics))
        #expect(plan.added.isEmpty)
        #expect(
            diagnostics.lines.contains {
                $0.contains(
                    "warning: 'danube-length' shows other texts or choices in its bank than in the exam as given, so it is not regraded"
                )
            }, "\(diagnostics.lines)")
        var more = Diagnostics()
        _ = ExamRegrader.plan(root: site.root, exam: "REG", drop: ["danube-lenght"], into: &more)
        #expect(
            more.lines.contains(
                "error: 'danube-lenght' is not a question of 'REG'; did you mean 'danube-length'?"),
            "\(more.lines)")
    }
}
