import Foundation
import QuizgenCollect
import QuizgenCore
import QuizgenServiceTestSupport
import QuizgenSite
import QuizgenTestSupport
import Testing

/// A roster decides who starts: the student id (and personal access code) instead of a typed
/// name, the roster's name on the attempt, each student's accommodations applied by the server
/// (also to an attempt already running), and the code continuing an attempt on another device.
@Suite("collect: rosters")
struct CollectRosterTests {
    static let json = ["Content-Type": "application/json"]
    static let roster = """
        id,name,code,extra_minutes,time_factor,extra_attempts
        s-101,Ana Müller,K7PQ-2MXD,,,
        s-102,Ben Ito,R4TW-9LCE,5,1.5,1
        """

    /// A site whose `COL-1` has the roster above (and `COL-REJ`, late work rejected, the roster
    /// `reject`).
    static func site(reject: String = "id,name\ns-201,Cy Okafor\n") throws -> TestSite {
        try CollectFixtures.site(extra: [
            "Content/exams/midterm.roster.csv": roster,
            "Content/exams/reject.roster.csv": reject,
        ])
    }

    static func start(
        _ collector: RunningCollector, _ id: String, code: String?, exam: String = "COL-1",
        token: String? = nil
    ) async throws -> RawHTTP.Response {
        var headers = json
        if let token { headers["Authorization"] = "Bearer \(token)" }
        var body = #"{"examinee": "\#(id)""#
        if let code { body += #", "access_code": "\#(code)""# }
        return try await collector.request(
            "POST", "/v1/exams/\(exam)/attempts", headers: headers, body: body + "}")
    }

    @Test("only a student on the roster with their code starts, under the roster's name")
    func whoStarts() async throws {
        let collector = try await RunningCollector.start(try Self.site())
        defer { Task { await collector.stop() } }
        let refusal =
            "this student id and access code do not match the list of students of 'COL-1'; check both, or ask your teacher"
        // Not on the roster, a wrong code, no code: one refusal, which tells nothing of who is on it.
        for (id, code) in [
            ("s-999", "K7PQ-2MXD"), ("s-101", "K7PQ-2MXE"), ("s-101", nil),
            ("Ana Müller", "K7PQ-2MXD"),
        ] {
            let refused = try await Self.start(collector, id, code: code)
            #expect(refused.status == 403)
            #expect(object(refused)["error"] as? String == refusal)
            #expect(
                object(refused)["error_text"] as? String
                    == "this student id and access code do not match the list of students of this exam; check both, or ask your teacher"
            )
        }
        let started = try await Self.start(collector, " S-101 ", code: "K7PQ-2MXD")
        #expect(started.status == 201)
        #expect(object(started)["examinee"] as? String == "Ana Müller")
        #expect(object(started)["time_limit"] as? Int == 600)
        #expect(object(started)["deadline"] as? String == "2026-11-24T09:10:00.000Z")
        let id = try #require(object(started)["attempt"] as? String)
        #expect(try await collector.service.store.attempt(id: id)?.student == "s-101")
        #expect(try await CollectAttemptsTests.handIn(collector, started) == 201)
        let stored = try await collector.service.store.submissions(ofExam: "col-1")
        #expect(stored.map(\.examinee) == ["Ana Müller"])
        #expect(stored.map(\.student) == ["s-101"])

        // A roster without codes: the id alone.
        let cy = try await Self.start(collector, "s-201", code: nil, exam: "COL-REJ")
        #expect(cy.status == 201)
        #expect(object(cy)["examinee"] as? String == "Cy Okafor")
        let unknown = try await Self.start(collector, "s-202", code: nil, exam: "COL-REJ")
        #expect(unknown.status == 403)
        #expect(
            object(unknown)["error"] as? String
                == "this student id is not on the list of students of 'COL-REJ'; check it, or ask your teacher"
        )
    }

    @Test(
        "the access code continues the open attempt on another device; without a code, only its token does"
    )
    func anotherDevice() async throws {
        let clock = CollectFixtures.Clock()
        let collector = try await RunningCollector.start(try Self.site(), clock: clock)
        defer { Task { await collector.stop() } }
        let first = try await Self.start(collector, "s-101", code: "K7PQ-2MXD")
        #expect(first.status == 201)
        clock.advance(120)
        // The laptop died: the phone, with the code and no token, gets the same attempt and
        // the server's clock (the same deadline), and can hand in.
        let phone = try await Self.start(collector, "s-101", code: "K7PQ-2MXD")
        #expect(phone.status == 200)
        #expect(object(phone)["continued"] as? Bool == true)
        #expect(object(phone)["attempt"] as? String == object(first)["attempt"] as? String)
        #expect(object(phone)["deadline"] as? String == "2026-11-24T09:10:00.000Z")
        #expect(try await CollectAttemptsTests.handIn(collector, phone) == 201)
        // Handed in: the code opens nothing more.
        let again = try await Self.start(collector, "s-101", code: "K7PQ-2MXD")
        #expect(again.status == 409)

        // Without codes, an id typed on another device does not open the attempt.
        let cy = try await Self.start(collector, "s-201", code: nil, exam: "COL-REJ")
        #expect(cy.status == 201)
        let other = try await Self.start(collector, "s-201", code: nil, exam: "COL-REJ")
        #expect(other.status == 409)
        let token = try #require(object(cy)["token"] as? String)
        let same = try await Self.start(
            collector, "s-201", code: nil, exam: "COL-REJ", token: token)
        #expect(same.status == 200)
    }

    @Test("accommodations: the student's time limit and deadline, and their extra attempt")
    func accommodations() async throws {
        let clock = CollectFixtures.Clock()
        let collector = try await RunningCollector.start(try Self.site(), clock: clock)
        defer { Task { await collector.stop() } }
        let ben = try await Self.start(collector, "s-102", code: "R4TW-9LCE")
        #expect(ben.status == 201)
        // 10 min × 1.5 + 5 min.
        #expect(object(ben)["time_limit"] as? Int == 20 * 60)
        #expect(object(ben)["deadline"] as? String == "2026-11-24T09:20:00.000Z")
        // At 18 minutes Ben is on time: full points (late work on COL-1 is halved).
        clock.advance(18 * 60)
        #expect(try await CollectAttemptsTests.handIn(collector, ben) == 201)
        let result = try await collector.request(
            "GET", "/v1/attempts/\(try #require(object(ben)["attempt"] as? String))/result",
            headers: ["Authorization": "Bearer \(try #require(object(ben)["token"] as? String))"])
        let grade = try #require(object(result)["grade"] as? [String: Any])
        #expect(grade["timing"] as? String == "on time")
        #expect(grade["points"] as? Int == 3)
        // One attempt for everyone, two for Ben.
        clock.advance(60)
        let second = try await Self.start(collector, "s-102", code: "R4TW-9LCE")
        #expect(second.status == 201)
        #expect(try await CollectAttemptsTests.handIn(collector, second) == 201)
        #expect(try await Self.start(collector, "s-102", code: "R4TW-9LCE").status == 409)
    }

    @Test(
        "extra time added to the roster while an attempt runs reaches it when the collector restarts"
    )
    func extraTimeForARunningAttempt() async throws {
        let clock = CollectFixtures.Clock()
        let site = try Self.site()
        let collector = try await RunningCollector.start(site, clock: clock)
        let cy = try await Self.start(collector, "s-201", code: nil, exam: "COL-REJ")
        #expect(object(cy)["deadline"] as? String == "2026-11-24T09:10:00.000Z")
        let id = try #require(object(cy)["attempt"] as? String)
        let token = try #require(object(cy)["token"] as? String)
        // Stop the collector without removing the site: the store stays.
        collector.task.cancel()
        _ = await collector.task.result
        // The teacher gives Cy 20 more minutes and restarts the collector.
        try site.write(
            "Content/exams/reject.roster.csv", "id,name,extra_minutes\ns-201,Cy Okafor,20\n")
        let restarted = try CollectFixtures.service(site, clock: clock)
        #expect(try await restarted.applyAccommodations() == 1)
        #expect(
            try await restarted.store.attempt(id: id)?.deadline
                == CollectFixtures.t0.addingTimeInterval(30 * 60))
        #expect(try await restarted.applyAccommodations() == 0)
        // At 25 minutes the draft says the new deadline and the hand-in is on time, with the
        // token signed before the extra time (COL-REJ refuses late work).
        clock.advance(25 * 60)
        let saved = try await restarted.saveDraft(
            attempt: id, token: token, body: CollectFixtures.body(exam: "COL-REJ"))
        #expect(saved.deadline == CollectFixtures.t0.addingTimeInterval(30 * 60))
        let received = try await restarted.submit(
            attempt: id, token: token, body: CollectFixtures.body(exam: "COL-REJ"))
        #expect(received.isNew)
        site.remove()
    }

    @Test("the export names the student, and the build grades the file with the student's time")
    func exportCarriesTheStudent() async throws {
        let clock = CollectFixtures.Clock()
        let collector = try await RunningCollector.start(try Self.site(), clock: clock)
        defer { Task { await collector.stop() } }
        let ben = try await Self.start(collector, "s-102", code: "R4TW-9LCE")
        clock.advance(15 * 60)
        #expect(try await CollectAttemptsTests.handIn(collector, ben) == 201)
        let site = collector.site
        let exporter = SubmissionExporter(
            store: collector.service.store, exams: collector.service.site.exams)
        let folder = site.root.appendingPathComponent("Content/submissions")
        let written = try await exporter.export(exam: nil, to: folder).written
        #expect(written.count == 1)
        let text = try String(
            contentsOf: folder.appendingPathComponent(try #require(written.first)), encoding: .utf8)
        #expect(text.contains(#""student" : "s-102""#))
        #expect(text.contains(#""examinee" : "Ben Ito""#))
        #expect(!text.contains("R4TW-9LCE"))
        // The build grades it on time (15 of Ben's 20 minutes), not halved as late.
        var diagnostics = Diagnostics()
        let graded = try #require(
            GradingPlugin.results(root: site.root, only: "col-1", into: &diagnostics).results.first)
        #expect(graded.attempts.map(\.timing.label) == ["on time"])
        #expect(graded.attempts.map(\.points) == [3])
        // Without the roster the same file is late.
        try site.delete("Content/exams/midterm.roster.csv")
        let plain = try #require(
            GradingPlugin.results(root: site.root, only: "col-1", into: &diagnostics).results.first)
        #expect(plain.attempts.map(\.timing.label) == ["late (×0.5)"])
    }
}
