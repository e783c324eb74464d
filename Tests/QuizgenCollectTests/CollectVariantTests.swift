import Foundation
import QuizgenCollect
import QuizgenCompute
import QuizgenCore
import QuizgenServiceTestSupport
import QuizgenSite
import QuizgenTestSupport
import Testing

/// Parametric exams at the collector: in exam mode each attempt gets a variant drawn at its
/// start (whatever variant the page names); in practice mode it keeps the variant it started
/// from (or the one its name gives). The hand-in, the result and the export grade it with that
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
            "Content/exams/drill.yaml": """
            title: Motion drill
            code: DRILL
            mode: practice
            variants: 3
            time_limit: 10m
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
        let drawn = try #require(started.variant)
        #expect(Exam.isDrawnVariant(drawn))
        #expect(try await service.store.variant(ofAttempt: started.attempt.id) == drawn)
        // The body naming another variant changes nothing: the attempt's variant counts.
        let answers = try Self.rightAnswers(exam, variant: drawn)
        let body = Array(
            #"{"format": "quizgen-submission/1", "exam": "MOTION", "examinee": "Ana", "variant": "1", "answers": \#(answers)}"#
                .utf8)
        clock.advance(60)
        _ = try await service.submit(attempt: started.attempt.id, token: started.token, body: body)
        let result = try await service.result(attempt: started.attempt.id, token: started.token)
        #expect(result.graded?.points == 5, "\(result.graded?.outcomes.map(\.correct) ?? [])")
        #expect(result.graded?.variant == drawn)
        // Variant 1's right answers are wrong for another attempt's numbers.
        let other = try await service.start(code: "MOTION", examinee: "Ben", variant: "1")
        #expect(other.variant != drawn)
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
        let texts = try outcome.written.map {
            try String(
                contentsOf: site.root.appendingPathComponent("Content/submissions/\($0)"),
                encoding: .utf8)
        }
        #expect(texts.contains { $0.contains(#""variant" : "\#(drawn)""#) }, "\(texts)")
        var diagnostics = Diagnostics()
        let built = try #require(
            GradingPlugin.results(root: site.root, only: "motion", into: &diagnostics).results
                .first)
        let points = Dictionary(
            uniqueKeysWithValues: built.attempts.map { ($0.examinee, $0.points) })
        #expect(points["Ana"] == 5)
        #expect(points["Ben"] == graded.graded?.points)
    }

    @Test func practiceKeepsThePagesVariantOrTheNamesAndAnUnknownVariantIsRefused() async throws {
        let site = try Self.site()
        defer { site.remove() }
        let service = try CollectFixtures.service(site, clock: CollectFixtures.Clock())
        let started = try await service.start(code: "DRILL", examinee: "Ana Müller")
        #expect(started.variant == String(Exam.variant(for: "Ana Müller", count: 3)))
        let fromPage = try await service.start(code: "DRILL", examinee: "Ben", variant: "2")
        #expect(fromPage.variant == "2")
        // A page cannot choose a drawn variant, nor one the exam does not have, in either mode.
        for (code, variant) in [
            ("DRILL", "4"), ("MOTION", "4"), ("DRILL", "seed-" + String(repeating: "0", count: 32)),
        ] {
            do {
                _ = try await service.start(code: code, examinee: "Cleo", variant: variant)
                Issue.record("variant \(variant) of \(code) was accepted")
            } catch {
                #expect(error.key == "variant")
            }
        }
        #expect(
            try await service.store.attempts(ofExam: "drill").map(\.examinee).sorted() == [
                "Ana Müller", "Ben",
            ])
        #expect(try await service.store.attempts(ofExam: "motion").isEmpty)
        // An exam without parametric questions keeps no variant.
        let plain = try await service.start(code: "COL-1", examinee: "Ana", variant: "2")
        #expect(plain.variant == nil)
        #expect(try await service.store.variant(ofAttempt: plain.attempt.id) == nil)
    }

    /// A practice attempt whose time runs out keeps the wrong tries its page saved with the
    /// draft, the penalty applies, and the result (JSON and page) says the tries per question.
    @Test func aPracticeAttemptFinishedAtTimeUpKeepsItsTriesAndTheResultShowsThem() async throws {
        let clock = CollectFixtures.Clock()
        let collector = try await RunningCollector.start(try Self.site(), clock: clock)
        defer { Task { await collector.stop() } }
        let service = collector.service
        let exam = try #require(service.site.exams["drill"])
        let started = try await service.start(code: "DRILL", examinee: "Ana", variant: "2")
        let answers = try Self.rightAnswers(exam, variant: "2")
        let body = Array(
            #"{"format": "quizgen-submission/1", "exam": "DRILL", "examinee": "Ana", "answers": \#(answers), "wrong_tries": {"barge-distance": 1}}"#
                .utf8)
        clock.advance(60)
        _ = try await service.saveDraft(
            attempt: started.attempt.id, token: started.token, body: body)
        clock.advance(3 * 24 * 3600)
        #expect(try await service.finishExpiredAttempts() == 1)
        let stored = try #require(
            try await service.store.submissions(ofAttempt: started.attempt.id).first)
        #expect(stored.finishedByServer)
        #expect(stored.practice == #"{"wrong_tries":{"barge-distance":1}}"#)
        // Right at the second try: 2 points less a third.
        let result = try await service.result(attempt: started.attempt.id, token: started.token)
        let outcomes = try #require(result.graded?.outcomes)
        let barge = try #require(outcomes.first { $0.questionID == "barge-distance" })
        #expect(barge.wrongTries == 1)
        #expect(abs(barge.points - 4.0 / 3.0) < 1e-9)
        #expect(outcomes.filter { $0.wrongTries != nil }.count == 1)
        #expect(abs((result.graded?.points ?? 0) - (5 - 2.0 / 3.0)) < 1e-9)
        let bearer = ["Authorization": "Bearer \(started.token)"]
        let json = try await collector.request(
            "GET", "/v1/attempts/\(started.attempt.id)/result", headers: bearer)
        let questions = try #require(object(json)["questions"] as? [[String: Any]])
        let line = "1 wrong try: −33.3 % of the question's points"
        #expect(questions.compactMap { $0["tries_line"] as? String } == [line], "\(json.body)")
        #expect(questions.compactMap { $0["wrong_tries"] as? Int } == [1])
        var html = bearer
        html["Accept"] = "text/html"
        let page = try await collector.request(
            "GET", "/v1/attempts/\(started.attempt.id)/result", headers: html)
        // (The apostrophe is escaped in HTML.)
        #expect(
            page.body.contains("<p class=\"tries\">1 wrong try: −33.3 % of the question"),
            "\(page.body)")
        #expect(page.body.components(separatedBy: "class=\"tries\"").count == 2)
    }
}
