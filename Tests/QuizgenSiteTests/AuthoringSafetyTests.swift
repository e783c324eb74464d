import Foundation
import QuizgenCore
import QuizgenGrading
import QuizgenSite
import QuizgenTestSupport
import Testing

/// Mistakes a new teacher makes while authoring, each answered by one located diagnostic that
/// says what to do (issue 16, "what went wrong without a word").
@Suite("Authoring safety nets")
struct AuthoringSafetyTests {
    static let plugins = [QuizPlugin.plugin, GradingPlugin.plugin]
    static let bank =
        "## One? {#q1}\n- [x] Right\n- [ ] Wrong\n\n## Two? {#q2}\n- [x] Right\n- [ ] Wrong\n"

    func lines(_ files: [String: String], bytes: [String: [UInt8]] = [:], strict: Bool = false)
        async throws -> (lines: [String], failed: Bool)
    {
        var all = ["quizgen.yaml": QuizFixtures.config]
        all.merge(files) { _, new in new }
        let site = try TestSite(all, bytes: bytes)
        defer { site.remove() }
        let result = await site.build(plugins: Self.plugins, strict: strict, write: false)
        return (result.diagnostics.lines, result.failed)
    }

    @Test func twoTicksWithoutATypeWarnAndFailUnderStrict() async throws {
        let bank =
            "---\ncategory: C\n---\n## Which are prime? {#primes}\n\n- [x] 2\n- [x] 3\n- [ ] 4\n\n## Sure? {#sure type=multiple}\n- [x] a\n- [x] b\n"
        let files = ["Content/banks/b.md": bank]
        let expected = [
            "Content/banks/b.md:4:1: warning: 2 choices are ticked [x] and the heading sets no type, so students will see checkboxes and may tick several; if several answers are right, add type=multiple to the heading's attributes ({type=multiple}, or inside its existing {...}); otherwise tick only the right choice"
        ]
        let plain = try await lines(files)
        #expect(plain.lines == expected)
        #expect(!plain.failed)
        let strict = try await lines(files, strict: true)
        #expect(strict.lines == expected)
        #expect(strict.failed)
    }

    @Test func basePointsThatPassABlankAttemptWarnAtThePassMark() async throws {
        let exam =
            "title: E\ncode: E1\nbase_points: 10\npass_mark: 50\nquestions:\n  - { id: q1, weight: 4 }\n  - { id: q2, weight: 6 }\n"
        #expect(
            try await lines(["Content/banks/b.md": Self.bank, "Content/exams/e.yaml": exam]).lines
                == [
                    "Content/exams/e.yaml:4:12: warning: a blank attempt passes: the 10 base points alone are 50 % of the maximum 20 points, and pass_mark is 50 %; lower base_points or raise pass_mark above 50"
                ])
        // 10 of 21 is below 50 %: no warning.
        let fine = exam.replacingOccurrences(of: "weight: 6", with: "weight: 7")
        #expect(
            try await lines(["Content/banks/b.md": Self.bank, "Content/exams/e.yaml": fine]).lines
                == [])
    }

    @Test(arguments: [
        // A key indented less than its neighbours.
        (
            "title: E\ncode: E1\nquestions:\n  - q1\n - q2\n",
            "Content/exams/e.yaml:5:2: error: invalid YAML: this line is not indented like the keys above it (in the block that starts at line 1); give keys of the same level the same number of spaces, and quote a value that contains ': ' or starts with a special character (YAML parser: did not find expected key, while parsing a block mapping at line 1)"
        ),
        // An unquoted value with ': ' in it.
        (
            "title: Chapter 1: Rivers\ncode: E1\nquestions: [q1]\n",
            "Content/exams/e.yaml:1:17: error: invalid YAML: unexpected ': ' here; a value that contains ': ' must be in quotes (\"...\"), and a new key must start its own line, indented like the keys beside it (YAML parser: mapping values are not allowed in this context)"
        ),
        // A tab for indentation.
        (
            "title: E\ncode: E1\nquestions:\n\t- q1\n",
            "Content/exams/e.yaml:4:1: error: invalid YAML: a tab character here; YAML indents with spaces only: replace the tab with spaces (YAML parser: found character that cannot start any token, while scanning for the next token at line 4)"
        ),
    ])
    func yamlMistakesSayWhatToFix(exam: String, expected: String) async throws {
        let got = try await lines(["Content/banks/b.md": Self.bank, "Content/exams/e.yaml": exam])
            .lines
        #expect(got == [expected], "\(got)")
    }

    @Test func aMissingImageIsReportedAtTheImageWithTheNearName() async throws {
        let bank =
            "---\ncategory: Shapes\n---\n## Angles? {#angles}\n\nLook at the figure:\n\n  See ![A triangle](images/triangel.png)\n\n- [x] 180\n- [ ] 90\n"
        #expect(
            try await lines(
                ["Content/banks/b.md": bank],
                bytes: ["Content/banks/images/triangle.png": QuizFixtures.png]
            ).lines == [
                "Content/banks/b.md:8:7: error: image 'images/triangel.png' in question 'angles' does not exist (looked for Content/banks/images/triangel.png); did you mean 'triangle.png'?"
            ])
    }

    @Test func aWeightOfZeroIsOneErrorAtTheWeight() async throws {
        let exam = "title: E\ncode: E1\nquestions:\n  - q1\n  - { id: q2, weight: 0 }\n"
        let submission =
            #"{"format": "quizgen-submission/1", "exam": "E1", "examinee": "Ana", "answers": {"q1": "a"}}"#
        let got = try await lines([
            "Content/banks/b.md": Self.bank, "Content/exams/e.yaml": exam,
            "Content/submissions/e1/ana.json": submission,
        ]).lines
        #expect(
            got == [
                "Content/exams/e.yaml:5:23: error: a weight must be positive, found 0"
            ])
    }

    @Test func aMisspeltExamCodeIsOneDiagnosticWithTheNearCode() async throws {
        let exam = "title: E\ncode: SCI-110\nquestions: [q1, q2]\n"
        let submission =
            #"{"format": "quizgen-submission/1", "exam": "SCI-101", "examinee": "Ana", "answers": {"q1": "a"}}"#
        let got = try await lines([
            "Content/banks/b.md": Self.bank, "Content/exams/e.yaml": exam,
            "Content/submissions/sci-101/ana.json": submission,
        ]).lines
        #expect(
            got == [
                "Content/exams/e.yaml:2:7: warning: Content/submissions/sci-101/ matches no exam code, so its submissions are not graded; did you mean the exam 'SCI-110' (Content/exams/e.yaml)? Rename the folder to 'sci-110' or correct the exam's code"
            ])
        // A misspelt question id stops the exam; its submissions folder adds nothing.
        let typo = "title: E\ncode: SCI-101\nquestions: [q1, q3]\n"
        let typoLines = try await lines([
            "Content/banks/b.md": Self.bank, "Content/exams/e.yaml": typo,
            "Content/submissions/sci-101/ana.json": submission,
        ]).lines
        #expect(
            typoLines == [
                "Content/exams/e.yaml:3:17: error: no question has the id 'q3'; did you mean 'q1'?"
            ])
    }
}
