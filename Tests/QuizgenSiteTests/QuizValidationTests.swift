import Foundation
import QuizgenCore
import QuizgenSite
import QuizgenTestSupport
import Testing

/// Every validation the quiz issue names, each with its exact located diagnostic.
@Suite("Quiz validation")
struct QuizValidationTests {
    func lines(_ files: [String: String]) async throws -> [String] {
        var all = ["quizgen.yaml": QuizFixtures.config]
        all.merge(files) { _, new in new }
        let site = try TestSite(all, bytes: ["Content/banks/ok.png": QuizFixtures.png])
        defer { site.remove() }
        return await site.build(plugins: [QuizPlugin.plugin], write: false).diagnostics.lines
    }

    static let exam = "title: E\ncode: E1\nquestions: [a]\n"

    @Test func choiceRules() async throws {
        let bank = """
            ## None correct {#none type=single}
            - [ ] x
            - [ ] y

            ## Two correct {#two type=single}
            - [x] x
            - [x] y

            ## Multiple none {#mnone type=multiple}
            - [ ] x
            - [ ] y

            ## Lonely {#lonely}
            - [x] only

            ## Twice {#twice}
            - [x] Vienna
            - [ ]  vienna
            """
        let got = try await lines(["Content/banks/b.md": bank])
        #expect(
            got == [
                "Content/banks/b.md:1:1: error: single-choice question 'none' has no correct choice; mark one with [x]",
                "Content/banks/b.md:7:1: error: single-choice question 'two' has 2 correct choices; mark one, or make it {type=multiple}",
                "Content/banks/b.md:9:1: error: multiple-choice question 'mnone' has no correct choice; mark at least one with [x]",
                "Content/banks/b.md:13:1: error: question 'lonely' has 1 choice; a choice question needs at least two",
                "Content/banks/b.md:18:1: warning: question 'twice' has the choice 'vienna' twice (also at line 17)",
            ])
    }

    /// Each ordering item lists every position and each matching pair every answer, so a page
    /// grows with the square of their number: more than a hundred is an error at the question.
    @Test func orderingAndMatchingHoldAtMostAHundred() async throws {
        let items = (1...101).map { "\($0). item \($0)" }.joined(separator: "\n")
        let pairs = (1...101).map { "- l\($0) -> r\($0)" }.joined(separator: "\n")
        let enough = (1...100).map { "- m\($0) -> s\($0)" }.joined(separator: "\n")
        let bank =
            "## Order {#order}\n\n\(items)\n\n## Match {#match}\n\n\(pairs)\n\n## Enough {#enough}\n\n\(enough)\n"
        let got = try await lines(["Content/banks/b.md": bank])
        #expect(
            got == [
                "Content/banks/b.md:1:1: error: question 'order' has 101 items to order; at most 100, since each one lists all the others on the page: split it into several questions",
                "Content/banks/b.md:105:1: error: question 'match' has 101 pairs to match; at most 100, since each one lists all the others on the page: split it into several questions",
            ])
    }

    @Test func duplicateIDsAcrossBanksAndUnknownTypesAndAttributes() async throws {
        let md =
            "## Q {#a}\n- [x] x\n- [ ] y\n\n## R {#r type=singel}\n- [x] x\n\n## S {#s point=2}\n- [x] x\n- [ ] y\n"
        let json =
            #"{"questions": [{"id": "a", "type": "single", "text": "Again", "choices": [{"text": "x", "correct": true}, {"text": "y"}], "weigth": 2}]}"#
        let got = try await lines(["Content/banks/b.md": md, "Content/banks/c.json": json])
        #expect(
            got == [
                "Content/banks/b.md:5:10: error: unknown question type 'singel'; use one of single, multiple, truefalse, short, numeric, ordering, matching, essay, blanks; did you mean 'single'?",
                "Content/banks/b.md:8:10: error: unknown question attribute 'point'; did you mean 'points'?",
                "Content/banks/c.json:1:16: error: the question id 'a' is already used at Content/banks/b.md:1:1",
                "Content/banks/c.json:1:123: error: unknown key 'weigth' in single question",
            ])
    }

    @Test func pointsAndWeightsArePositive() async throws {
        let bank = "## Q {#a points=0}\n- [x] x\n- [ ] y\n"
        let exam = "title: E\ncode: E1\nquestions:\n  - { id: a, weight: -1 }\n"
        let got = try await lines(["Content/banks/b.md": bank, "Content/exams/e.yaml": exam])
        #expect(
            got
                == [
                    "Content/banks/b.md:1:1: error: question 'a' has 0 points; points must be positive",
                    "Content/exams/e.yaml:4:22: error: a weight must be positive, found -1",
                ].sorted())
    }

    @Test func examRangesReferencesAndPicks() async throws {
        let bank = "## Q {#danube-mouth tags=rivers}\n- [x] x\n- [ ] y\n"
        let exam = """
            title: E
            code: E1
            base_points: 120
            time_limit: 13h
            mode: exma
            questions:
              - danube-moth
              - { pick: 3, tag: rivers }
              - { pick: 1, from: Cities }
            """
        let got = try await lines(["Content/banks/b.md": bank, "Content/exams/e.yaml": exam])
        #expect(
            got == [
                "Content/exams/e.yaml:3:14: error: 'base_points' must be between 0 and 99, found 120",
                "Content/exams/e.yaml:4:13: error: time_limit must be between 0 (unlimited) and 12 hours, found 13h",
                "Content/exams/e.yaml:5:7: error: 'mode' must be one of 'exam', 'practice', found 'exma'; did you mean 'exam'?",
                "Content/exams/e.yaml:7:5: error: no question has the id 'danube-moth'; did you mean 'danube-mouth'?",
                "Content/exams/e.yaml:8:5: error: cannot pick 3 questions from tag 'rivers': only 1 is available",
                "Content/exams/e.yaml:9:5: error: no bank has the category 'Cities'",
            ])
    }

    @Test func imagesMustExistStayInsideAndHaveAltText() async throws {
        let bank = """
            ## Q {#a}
            ![](ok.png) ![Missing](missing.png) ![Passwords](../../../etc/passwd)
            - [x] x
            - [ ] y
            """
        let got = try await lines(["Content/banks/b.md": bank])
        #expect(
            got == [
                "Content/banks/b.md:2:1: warning: image 'ok.png' in question 'a' has no alt text; describe it for screen readers: ![description](ok.png)",
                "Content/banks/b.md:2:13: error: image 'missing.png' in question 'a' does not exist (looked for Content/banks/missing.png)",
                "Content/banks/b.md:2:37: error: image '../../../etc/passwd' in question 'a' points outside Content/; keep images beside the bank",
            ])
    }

    @Test func duplicateExamCodes() async throws {
        let bank = "## Q {#a}\n- [x] x\n- [ ] y\n"
        let got = try await lines([
            "Content/banks/b.md": bank, "Content/exams/one.yaml": Self.exam,
            "Content/exams/two.yaml": "title: F\ncode: e1\nquestions: [a]\n",
        ])
        #expect(
            got == [
                "Content/exams/two.yaml:1:1: error: exam code 'e1' is already used by Content/exams/one.yaml; codes must be unique"
            ])
    }
}
