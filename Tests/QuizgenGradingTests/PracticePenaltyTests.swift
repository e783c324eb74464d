import Foundation
import QuizgenCompute
import QuizgenCore
import QuizgenGrading
import QuizgenLoading
import QuizgenTestSupport
import Testing

/// Practice tries (issue 31): each wrong try before the answer costs the exam's `penalty` of the
/// question's points, never below 0; `question_variants` grades a question with the further
/// draw the page swapped in; an exam in `exam` mode ignores both.
@Suite("Practice penalty")
struct PracticePenaltyTests {

    /// The exam of `mode` over rhine-source (weight 2), longest (weight 3) and the parametric
    /// `speed` (weight 1), with `extra` exam lines.
    static func grade(
        mode: String, extra: String = "", _ submissions: [ExamSubmission]
    ) throws -> (AssembledExam, ExamResults, [String]) {
        let exam = """
            title: Practice
            code: PRAC
            mode: \(mode)
            \(extra)questions:
              - { id: rhine-source, weight: 2 }
              - { id: longest, weight: 3 }
              - speed
            """
        let site = try TestSite(
            QuizFixtures.site(
                exam: exam, extra: ["Content/banks/speed.md": PracticeFixtures.speedBank]))
        defer { site.remove() }
        var diagnostics = Diagnostics()
        let catalog = ExamCatalog(reader: SourceReader(root: site.root), into: &diagnostics)
        let assembled = try #require(catalog.assembled.values.first { $0.exam.code == "PRAC" })
        let results = SubmissionGrader(exam: assembled).grade(
            SubmissionSet(examSlug: "prac", submissions: submissions), into: &diagnostics)
        return (assembled, results, diagnostics.lines)
    }

    static func submission(
        _ answers: [String: SubmittedAnswer], wrong: [String: Int] = [:],
        drawn: [String: String] = [:]
    ) -> ExamSubmission {
        var submission = ExamSubmission(
            examinee: "Ana",
            answers: answers.sorted { $0.key < $1.key }.enumerated().map { index, pair in
                WrittenAnswer(questionID: pair.key, answer: pair.value, line: index + 1, column: 1)
            },
            location: SourceLocation(path: "Content/submissions/prac/ana.json"))
        submission.wrongTries = wrong
        submission.questionVariants = drawn
        return submission
    }

    /// The right answer to `speed` in variant `name` of the exam.
    static func speedAnswer(_ exam: AssembledExam, variant name: String) throws -> String {
        let drawn = try QuestionVariants.variant(exam, name)
        let question = try #require(drawn.questions.first { $0.question.id == "speed" })
        guard case .numeric(let key) = question.question.kind else { throw CancellationError() }
        return NumberText.format(key.minimum)
    }

    @Test func eachWrongTryCostsThePenaltyNeverBelowZero() throws {
        let (exam, _, _) = try Self.grade(mode: "practice", [])
        let right = try Self.speedAnswer(exam, variant: "1")
        let (_, results, lines) = try Self.grade(
            mode: "practice", extra: "penalty: 0.25\n",
            [
                Self.submission(
                    ["rhine-source": .text("true"), "longest": .text("b"), "speed": .text(right)],
                    wrong: ["rhine-source": 1, "longest": 5, "speed": 2])
            ])
        #expect(lines.filter { $0.contains("error") } == [])
        let ana = try #require(results.attempts.first)
        // 2 × (1 − 0.25), 3 × max(0, 1 − 1.25), 1 × (1 − 0.5)
        #expect(ana.questionPoints == [1.5, 0, 0.5])
        #expect(ana.points == 2)
    }

    @Test func theDefaultPenaltyIsAThirdAndAWrongAnswerStaysZero() throws {
        let (_, results, _) = try Self.grade(
            mode: "practice",
            [
                Self.submission(
                    ["rhine-source": .text("true"), "longest": .text("a")],
                    wrong: ["rhine-source": 1, "longest": 1])
            ])
        let ana = try #require(results.attempts.first)
        #expect(abs(ana.questionPoints[0] - 4.0 / 3) < 1e-9)
        #expect(ana.questionPoints[1] == 0)
    }

    @Test func anExamIgnoresWrongTries() throws {
        let (_, results, _) = try Self.grade(
            mode: "exam",
            [Self.submission(["rhine-source": .text("true")], wrong: ["rhine-source": 2])])
        #expect(results.attempts.first?.questionPoints == [2, 0, 0])
    }

    @Test func aFurtherDrawIsGradedWithItsOwnKey() throws {
        let (exam, _, _) = try Self.grade(mode: "practice", [])
        let own = try Self.speedAnswer(exam, variant: "1")
        let drawnName = QuestionVariants.practiceVariant(page: 1, index: 2, variants: 1)
        let drawn = try Self.speedAnswer(exam, variant: drawnName)
        try #require(own != drawn, "the two draws should differ for this test")
        let (_, results, _) = try Self.grade(
            mode: "practice",
            [
                Self.submission(
                    ["speed": .text(drawn)], wrong: ["speed": 1], drawn: ["speed": drawnName]),
                {
                    var other = Self.submission(["speed": .text(drawn)])
                    other.examinee = "Bo"
                    return other
                }(),
            ])
        let byName = Dictionary(uniqueKeysWithValues: results.attempts.map { ($0.examinee, $0) })
        // Ana answered the draw she was shown (one wrong try first); Bo gave the same number
        // to the page's own numbers, which it does not answer.
        #expect(abs((byName["Ana"]?.questionPoints.last ?? 0) - 2.0 / 3) < 1e-9)
        #expect(byName["Bo"]?.questionPoints == [0, 0, 0])
    }

    @Test func theSubmissionFileCarriesTriesAndDrawsWithLocatedProblems() {
        var diagnostics = Diagnostics()
        let good = SubmissionDocument.submission(
            Array(
                #"{"format": "quizgen-submission/1", "exam": "PRAC", "examinee": "Ana", "answers": {"speed": "120"}, "wrong_tries": {"speed": 2}, "question_variants": {"speed": "3"}}"#
                    .utf8), path: "Content/submissions/prac/ana.json", examSlug: "prac",
            into: &diagnostics)
        #expect(good?.wrongTries == ["speed": 2])
        #expect(good?.questionVariants == ["speed": "3"])
        #expect(diagnostics.lines == [])
        let bad = SubmissionDocument.submission(
            Array(
                """
                {"format": "quizgen-submission/1", "examinee": "Ana", "answers": {},
                 "wrong_tries": {"speed": -1, "longest": "x"}, "question_variants": ["3"]}
                """.utf8), path: "Content/submissions/prac/bo.json", examSlug: "prac",
            into: &diagnostics)
        #expect(bad == nil)
        #expect(
            diagnostics.items.map { "\($0.location!): \($0.message)" } == [
                "Content/submissions/prac/bo.json:2:27: the wrong tries of 'speed' must be a whole number from 0 to 100, found '-1'",
                "Content/submissions/prac/bo.json:2:42: the wrong tries of 'longest' must be a whole number from 0 to 100, found 'x'",
                "Content/submissions/prac/bo.json:2:69: 'question_variants' must be an object mapping question ids to variants, found an array",
            ])
    }
}
