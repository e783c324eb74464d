import Foundation
import QuizgenCollect
import QuizgenCompute
import QuizgenCore
import QuizgenServiceTestSupport
import QuizgenSite
import QuizgenTestSupport
import Testing

/// Parametric exams at the collector: each attempt keeps the variant it started from (or the
/// one its name gives), and the hand-in, the result and the export grade it with that
/// variant's key, as the build does on the exported files.
@Suite("collector: variants of parametric exams")
struct CollectVariantTests {
    static func site() throws -> TestSite {
        let bank = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Content/banks/physics.md"), encoding: .utf8)
        return try CollectFixtures.site(extra: [
            "Content/banks/physics.md": bank,
            "Content/exams/motion.yaml": """
            title: Motion
            code: MOTION
            variants: 3
            questions: [barge-distance, ferry-time, boat-ground-speed]
            """,
        ])
    }

    /// Right answers for `variant`, from the variant's own key.
    static func rightAnswers(_ exam: AssembledExam, variant: String) throws -> String {
        let filled = try QuestionVariants.variant(exam, variant)
        var answers: [String: String] = [:]
        for entry in filled.questions {
            switch entry.question.kind {
            case .numeric(let key):
                answers[entry.question.id] = String((key.minimum + key.maximum) / 2)
            case .singleChoice(let choices):
                answers[entry.question.id] = choices.first(where: \.correct)?.id
            default: break
            }
        }
        let data = try JSONSerialization.data(withJSONObject: answers, options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    @Test func anAttemptKeepsItsVariantAndIsGradedWithItsKey() async throws {
        let site = try Self.site()
        defer { site.remove() }
        let clock = CollectFixtures.Clock()
        let service = try CollectFixtures.service(site, clock: clock)
        let exam = try #require(service.site.exams["motion"])
        let started = try await service.start(code: "MOTION", examinee: "Ana", variant: "2")
        #expect(started.variant == "2")
        #expect(try await service.store.variant(ofAttempt: started.attempt.id) == "2")
        // The body naming another variant changes nothing: the attempt's variant counts.
        let answers = try Self.rightAnswers(exam, variant: "2")
        let body = Array(
            #"{"format": "quizgen-submission/1", "exam": "MOTION", "examinee": "Ana", "variant": "1", "answers": \#(answers)}"#
                .utf8)
        clock.advance(60)
        _ = try await service.submit(attempt: started.attempt.id, token: started.token, body: body)
        let result = try await service.result(attempt: started.attempt.id, token: started.token)
        #expect(result.graded?.points == 5, "\(result.graded?.outcomes.map(\.correct) ?? [])")
        #expect(result.graded?.variant == "2")
        // Variant 1's right answers are wrong for this attempt's numbers.
        let other = try await service.start(code: "MOTION", examinee: "Ben", variant: "2")
        clock.advance(60)
        let wrong = Array(
            #"{"format": "quizgen-submission/1", "exam": "MOTION", "examinee": "Ben", "answers": \#(try Self.rightAnswers(exam, variant: "1"))}"#
                .utf8)
        _ = try await service.submit(attempt: other.attempt.id, token: other.token, body: wrong)
        let graded = try await service.result(attempt: other.attempt.id, token: other.token)
        #expect((graded.graded?.points ?? 5) < 5)

        // The export names each attempt's variant, and the build's grader agrees.
        let outcome = try await SubmissionExporter(store: service.store, exams: service.site.exams)
            .export(exam: "MOTION", to: site.root.appendingPathComponent("Content/submissions"))
        #expect(outcome.written.count == 2)
        for file in outcome.written {
            let text = try String(
                contentsOf: site.root.appendingPathComponent("Content/submissions/\(file)"),
                encoding: .utf8)
            #expect(text.contains(#""variant" : "2""#), "\(text)")
        }
        var diagnostics = Diagnostics()
        let built = try #require(
            GradingPlugin.results(root: site.root, only: "motion", into: &diagnostics).results
                .first)
        let points = Dictionary(
            uniqueKeysWithValues: built.attempts.map { ($0.examinee, $0.points) })
        #expect(points["Ana"] == 5)
        #expect(points["Ben"] == graded.graded?.points)
    }

    @Test func withoutAVariantTheNameGivesOneAndAnUnknownVariantIsRefused() async throws {
        let site = try Self.site()
        defer { site.remove() }
        let service = try CollectFixtures.service(site, clock: CollectFixtures.Clock())
        let started = try await service.start(code: "MOTION", examinee: "Ana Müller")
        #expect(started.variant == String(Exam.variant(for: "Ana Müller", count: 3)))
        do {
            _ = try await service.start(code: "MOTION", examinee: "Cleo", variant: "4")
            Issue.record("variant 4 of 3 was accepted")
        } catch {
            #expect(error.key == "variant")
        }
        #expect(
            try await service.store.attempts(ofExam: "motion").map(\.examinee) == ["Ana Müller"])
        // An exam without parametric questions keeps no variant.
        let plain = try await service.start(code: "COL-1", examinee: "Ana", variant: "2")
        #expect(plain.variant == nil)
        #expect(try await service.store.variant(ofAttempt: plain.attempt.id) == nil)
    }
}
