import Foundation
import QuizgenCore
import QuizgenGrading
import QuizgenLoading
import QuizgenTestSupport
import Testing

/// The grader on its own, without a build: the exam loaded by `ExamCatalog`, submissions made
/// in memory. Grade = base points + Σ weight × credit (docs/grading.md), times the late factor.
@Suite("Submission grader")
struct SubmissionGraderTests {
    static let exam = """
        title: Unit
        code: UNIT
        base_points: 10
        time_limit: 10m
        late: { policy: penalise, factor: 0.5 }
        questions:
          - { id: rhine-source, weight: 2 }
          - capital-at
          - { id: longest, weight: 3 }
          - meander
        """

    static let start = Date(timeIntervalSince1970: 1_795_510_800)

    /// The results of `submissions` against the exam above.
    static func grade(_ submissions: [ExamSubmission]) throws -> (AssembledExam, ExamResults) {
        let site = try TestSite(QuizFixtures.site(exam: exam))
        defer { site.remove() }
        var diagnostics = Diagnostics()
        let catalog = ExamCatalog(reader: SourceReader(root: site.root), into: &diagnostics)
        let assembled = try #require(catalog.assembled.values.first { $0.exam.code == "UNIT" })
        let results = SubmissionGrader(exam: assembled).grade(
            SubmissionSet(examSlug: "midterm", submissions: submissions), into: &diagnostics)
        #expect(!diagnostics.hasErrors, "\(diagnostics.lines)")
        return (assembled, results)
    }

    static func submission(
        _ examinee: String, minutes: Double, _ answers: [String: SubmittedAnswer]
    ) -> ExamSubmission {
        ExamSubmission(
            examinee: examinee, startedAt: start,
            finishedAt: start.addingTimeInterval(minutes * 60),
            answers: answers.sorted { $0.key < $1.key }.enumerated().map { index, pair in
                WrittenAnswer(questionID: pair.key, answer: pair.value, line: index + 1, column: 1)
            },
            location: SourceLocation(path: "Content/submissions/midterm/\(examinee).json"))
    }

    @Test func pointsAreBasePlusWeightTimesCreditAndTheMaximumIsTheExams() throws {
        let (exam, results) = try Self.grade([
            Self.submission(
                "Ana", minutes: 9,
                [
                    "rhine-source": .text("true"), "capital-at": .text(" vienna "),
                    "longest": .text("b"), "meander": .text("Because the slope is gentle."),
                ]),
            Self.submission(
                "Bo", minutes: 2, ["rhine-source": .text("false"), "longest": .text("a")]),
        ])
        #expect(exam.maximum == 17)
        let byName = Dictionary(uniqueKeysWithValues: results.attempts.map { ($0.examinee, $0) })
        let ana = try #require(byName["Ana"])
        #expect(ana.questionPoints == [2, 1, 3, 0])
        #expect(ana.points == 16)
        #expect(ana.maximum == exam.maximum)
        #expect(ana.unmarked == 1)
        #expect(ana.timing == .onTime)
        let bo = try #require(byName["Bo"])
        #expect(bo.questionPoints == [0, 0, 0, 0])
        #expect(bo.points == 10)
    }

    @Test func aLateAttemptIsMultipliedByTheFactorAndSaysSoTyped() throws {
        let (_, results) = try Self.grade([
            Self.submission(
                "Cy", minutes: 20,
                [
                    "rhine-source": .text("true"), "capital-at": .text("Vienna"),
                    "longest": .text("b"),
                ])
        ])
        let cy = try #require(results.attempts.first)
        #expect(cy.rawPoints == 16)
        #expect(cy.points == 8)
        #expect(cy.timing.lateFactor == 0.5)
        #expect(cy.timing.label == "late (×0.5)")
        guard case .latePenalised(let seconds, let factor) = cy.timing else {
            Issue.record("expected a late penalty, got \(cy.timing)")
            return
        }
        #expect(seconds == 600)
        #expect(factor == 0.5)
    }
}
