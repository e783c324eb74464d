import Foundation
import QuizgenTestSupport
import Testing

/// `quizgen regrade` as a teacher runs it: what it would change, nothing written, then
/// `--apply`.
@Suite("quizgen regrade")
struct RegradeCommandTests {
    @Test func itShowsWhoseGradeChangesAndWritesOnlyWithApply() throws {
        var files = QuizFixtures.site(
            exam: "title: Short\ncode: REG\nquestions: [rhine-source, danube-length]\n")
        files["Content/submissions/reg/ana.json"] = """
            {"format": "quizgen-submission/1", "exam": "REG", "examinee": "Ana",
             "answers": {"rhine-source": "true", "danube-length": "2950"}}
            """
        let site = try TestSite(files, bytes: ["Content/banks/map.png": QuizFixtures.png])
        defer { site.remove() }
        #expect(try QuizgenProcess.run(["freeze", "REG"], in: site.root).status == 0)
        let bank = try #require(files["Content/banks/rivers.md"])
        try site.write(
            "Content/banks/rivers.md",
            bank.replacingOccurrences(of: "2850 ± 50", with: "2850 ± 150"))
        let dry = try QuizgenProcess.run(["regrade", "REG"], in: site.root)
        #expect(dry.status == 0, "\(dry.stderr)")
        let lines = dry.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "Regrade of REG:")
        #expect(lines.contains { $0.hasPrefix("  danube-length: key corrected (version ") })
        #expect(lines.contains("1 of 1 graded examinee change:"))
        #expect(lines.contains("  Ana  1 of 2 (50 %) -> 2 of 2 (100 %)"))
        #expect(lines.last == "Nothing was written: run again with --apply to regrade.")
        let record = site.root.appendingPathComponent("Content/exams/midterm.regrade.json")
        #expect(!FileManager.default.fileExists(atPath: record.path))
        let applied = try QuizgenProcess.run(["regrade", "REG", "--apply"], in: site.root)
        #expect(applied.status == 0, "\(applied.stderr)")
        #expect(
            applied.stdout.hasSuffix(
                "Wrote Content/exams/midterm.regrade.json: quizgen build grades with it, and quizgen collect once restarted.\n"
            ))
        let graded = try QuizgenProcess.run(["grade", "REG", "--format", "csv"], in: site.root)
        #expect(graded.stdout.contains("Ana,"), "\(graded.stdout)")
        #expect(graded.stdout.contains(",2,2,"), "\(graded.stdout)")
        let unknown = try QuizgenProcess.run(["regrade", "NOPE"], in: site.root)
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("error: no exam with the code 'NOPE'"))
    }
}
