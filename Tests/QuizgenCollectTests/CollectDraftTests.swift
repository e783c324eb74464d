import Foundation
import QuizgenCollect
import QuizgenLoading
import QuizgenServiceTestSupport
import QuizgenSite
import QuizgenTestSupport
import Testing

/// Nothing lost when a device dies: the page saves drafts as the student works, and at
/// time-up the collector finishes an attempt never handed in with its last draft, marked so
/// in the store, the export and the build's report.
@Suite("collect: drafts and time-up")
struct CollectDraftTests {
    static let json = ["Content-Type": "application/json"]

    static func put(_ collector: RunningCollector, _ path: String, token: String, answers: String)
        async throws -> RawHTTP.Response
    {
        try await collector.request(
            "PUT", path, headers: json.merging(["Authorization": "Bearer \(token)"]) { a, _ in a },
            body: String(decoding: CollectFixtures.body(answers: answers), as: UTF8.self))
    }

    @Test(
        "drafts are saved, and at time-up the last one becomes the submission, marked, exported and reported"
    )
    func timeUpFinishesWithTheLastDraft() async throws {
        let clock = CollectFixtures.Clock()
        let collector = try await RunningCollector.start(try CollectFixtures.site(), clock: clock)
        defer { Task { await collector.stop() } }
        let (id, token) = try await collector.startAttempt(examinee: "Ana Example")
        let (idle, _) = try await collector.startAttempt(examinee: "Ben Example")
        clock.advance(60)
        let first = try await Self.put(
            collector, "/v1/attempts/\(id)/draft", token: token,
            answers: #"{"rhine-source": "true"}"#)
        #expect(first.status == 200)
        #expect(object(first)["saved_at"] as? String == "2026-11-24T09:01:00.000Z")
        clock.advance(60)
        #expect(
            try await Self.put(
                collector, "/v1/attempts/\(id)/draft", token: token,
                answers: #"{"rhine-source": "true", "longest": "b"}"#
            ).status == 200)
        // A draft is not a submission, and a draft with another attempt's token is refused.
        #expect(try await collector.service.store.submissions(ofAttempt: id).isEmpty)
        #expect(
            try await Self.put(collector, "/v1/attempts/\(idle)/draft", token: token, answers: "{}")
                .status == 403)

        // Before the time is up nothing is finished; after it (10 min + 5 s tolerance, and the
        // late policy's day for a penalised exam) both attempts are.
        clock.advance(9 * 60)
        #expect(try await collector.service.finishExpiredAttempts() == 0)
        clock.advance(24 * 3600)
        #expect(try await collector.service.finishExpiredAttempts() == 2)
        #expect(try await collector.service.finishExpiredAttempts() == 0)
        let stored = try await collector.service.store.submissions(ofExam: "col-1")
        let ana = try #require(stored.first { $0.attempt == id })
        #expect(ana.finishedByServer)
        #expect(ana.answers == #"{"longest":"b","rhine-source":"true"}"#)
        #expect(ana.receivedAt == CollectFixtures.t0.addingTimeInterval(120))
        let ben = try #require(stored.first { $0.attempt == idle })
        #expect(ben.finishedByServer && ben.answers == "{}")
        // The student's own result says what counted.
        let result = try await collector.request(
            "GET", "/v1/attempts/\(id)/result", headers: ["Authorization": "Bearer \(token)"])
        #expect(result.status == 200)
        #expect((object(result)["grade"] as? [String: Any])?["points"] as? Double == 2)
        // Too late for a hand-in or another draft now.
        #expect(
            try await Self.put(collector, "/v1/attempts/\(id)/draft", token: token, answers: "{}")
                .status == 401)

        // The export marks it, and the build reads the mark and tells the teacher.
        let folder = collector.site.root.appendingPathComponent("Content/submissions")
        _ = try await SubmissionExporter(
            store: collector.service.store, exams: collector.service.site.exams
        ).export(exam: nil, to: folder)
        let files = try FileManager.default.contentsOfDirectory(
            atPath: folder.appendingPathComponent("col-1").path
        ).sorted()
        #expect(files.count == 2)
        let text = try String(
            contentsOf: folder.appendingPathComponent(
                "col-1/\(try #require(files.first { $0.contains("-ana-example-") }))"),
            encoding: .utf8)
        #expect(text.contains(#""finished_by" : "server""#), "\(text)")
        #expect(text.contains(#""attempt" : "\#(id)""#))
        let build = await collector.site.build(plugins: [QuizPlugin.plugin, GradingPlugin.plugin])
        #expect(
            build.diagnostics.lines.contains {
                $0.hasSuffix(
                    "warning: Ana Example never handed in; the collector finished the attempt at time-up with the answers last saved"
                )
            }, "\(build.diagnostics.lines)")
    }

    @Test("a draft after the hand-in is refused, and a hand-in beats the finishing")
    func handedInAttemptsKeepTheirHandIn() async throws {
        let clock = CollectFixtures.Clock()
        let collector = try await RunningCollector.start(try CollectFixtures.site(), clock: clock)
        defer { Task { await collector.stop() } }
        let (id, token) = try await collector.startAttempt()
        #expect(
            try await Self.put(
                collector, "/v1/attempts/\(id)/draft", token: token,
                answers: #"{"rhine-source": "false"}"#
            ).status == 200)
        #expect(
            try await Self.put(
                collector, "/v1/attempts/\(id)/submission", token: token,
                answers: CollectFixtures.rightAnswers
            ).status == 201)
        let refused = try await Self.put(
            collector, "/v1/attempts/\(id)/draft", token: token, answers: "{}")
        #expect(refused.status == 409)
        #expect(
            object(refused)["error"] as? String
                == "this attempt is handed in; its answers are no longer saved as a draft")
        clock.advance(2 * 24 * 3600)
        #expect(try await collector.service.finishExpiredAttempts() == 0)
        let stored = try await collector.service.store.submissions(ofAttempt: id)
        #expect(stored.count == 1 && stored.first?.finishedByServer == false)
    }
}
