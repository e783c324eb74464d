import Foundation
import QuizgenCollect
import QuizgenServiceTestSupport
import QuizgenTestSupport
import Testing

/// The collector refuses what it does not expect, with a 4xx and nothing stored (issue 35,
/// class 6): an opaque origin, a form that is not URL-encoded UTF-8, a form whose hidden exam
/// field disagrees with the attempt.
@Suite("collect: refuses what it does not expect")
struct CollectStrictnessTests {
    static let form = ["Content-Type": "application/x-www-form-urlencoded"]

    @Test("Origin: null is refused, except on the form hand-in with the attempt's token")
    func opaqueOrigin() async throws {
        let collector = try await RunningCollector.start(try CollectFixtures.site())
        defer { Task { await collector.stop() } }
        let null = ["Origin": "null", "Content-Type": "application/json"]
        let start = try await collector.request(
            "POST", "/v1/exams/COL-1/attempts", headers: null, body: #"{"examinee": "Ana"}"#)
        #expect(start.status == 403)
        #expect(
            object(start)["error"] as? String
                == "requests from an opaque origin (null) are not accepted here")
        let (id, token) = try await collector.startAttempt()
        let json = try await collector.request(
            "PUT", "/v1/attempts/\(id)/submission",
            headers: null.merging(["Authorization": "Bearer \(token)"]) { a, _ in a },
            body: String(decoding: CollectFixtures.body(), as: UTF8.self))
        #expect(json.status == 403)
        let forged = try await collector.request(
            "POST", "/v1/attempts/\(id)/submission",
            headers: Self.form.merging(["Origin": "null"]) { a, _ in a },
            body: "token=forged&q.capital-at=Vienna")
        #expect(forged.status == 401)
        #expect(try await collector.service.store.submissions(ofAttempt: id).isEmpty)
        let handIn = try await collector.request(
            "POST", "/v1/attempts/\(id)/submission",
            headers: Self.form.merging(["Origin": "null"]) { a, _ in a },
            body: "token=\(token)&q.capital-at=Vienna")
        #expect(handIn.status == 303)
        #expect(try await collector.service.store.submissions(ofAttempt: id).count == 1)
    }

    @Test(
        "a form that is not URL-encoded UTF-8 is refused, not stored as written",
        arguments: ["Vi%enna", "Vienna%", "Vi%FFenna", "Vi%C3"])
    func badlyEncodedForms(answer: String) async throws {
        let collector = try await RunningCollector.start(try CollectFixtures.site())
        defer { Task { await collector.stop() } }
        let start = try await collector.request(
            "POST", "/v1/exams/COL-1/attempts", headers: Self.form, body: "examinee=Ana\(answer)")
        #expect(start.status == 400)
        let (id, token) = try await collector.startAttempt()
        let handIn = try await collector.request(
            "POST", "/v1/attempts/\(id)/submission", headers: Self.form,
            body: "token=\(token)&q.capital-at=\(answer)")
        #expect(handIn.status == 400)
        #expect(handIn.header("content-type") == "text/html; charset=utf-8")
        #expect(try await collector.service.store.submissions(ofAttempt: id).isEmpty)
        // Written right, the same answer is stored as the student typed it.
        let good = try await collector.request(
            "POST", "/v1/attempts/\(id)/submission", headers: Self.form,
            body: "token=\(token)&q.capital-at=Vi%C3%A9nna+x")
        #expect(good.status == 303)
        #expect(
            try await collector.service.store.submissions(ofAttempt: id).first?.answers
                == #"{"capital-at":"Viénna x"}"#)
    }

    @Test("a form's hidden exam field that names another exam is refused as on the JSON path")
    func tamperedExamField() async throws {
        let collector = try await RunningCollector.start(try CollectFixtures.site())
        defer { Task { await collector.stop() } }
        let (id, token) = try await collector.startAttempt()
        let handIn = try await collector.request(
            "POST", "/v1/attempts/\(id)/submission", headers: Self.form,
            body: "token=\(token)&exam=COL-REJ&q.capital-at=Vienna")
        #expect(handIn.status == 409)
        #expect(
            handIn.body.contains(
                "<p>This attempt is of exam &#39;COL-1&#39;, but the submission is for &#39;COL-REJ&#39;.</p>"
            ))
        let json = try await collector.request(
            "PUT", "/v1/attempts/\(id)/submission",
            headers: ["Content-Type": "application/json", "Authorization": "Bearer \(token)"],
            body: String(decoding: CollectFixtures.body(exam: "COL-REJ"), as: UTF8.self))
        #expect(json.status == 409)
        #expect(try await collector.service.store.submissions(ofAttempt: id).isEmpty)
    }

    /// Every answer of the collector, refusals, redirects and preflights included, carries
    /// `X-Content-Type-Options: nosniff` (issue 35, class 4).
    @Test func everyAnswerIsNosniff() async throws {
        let collector = try await RunningCollector.start(try CollectFixtures.site())
        defer { Task { await collector.stop() } }
        let (id, token) = try await collector.startAttempt()
        let answers = [
            try await collector.request("GET", "/healthz"),
            try await collector.request("GET", "/v1/exams/open"),
            try await collector.request("GET", "/v1/exams/open?code=COL-1"),
            try await collector.request("GET", "/no/such/path"),
            try await collector.request("DELETE", "/v1/exams/open"),
            try await collector.request(
                "OPTIONS", "/v1/exams/COL-1/attempts",
                headers: [
                    "Origin": "https://quiz.example.org", "Access-Control-Request-Method": "POST",
                ]),
            try await collector.request(
                "POST", "/v1/exams/COL-1/attempts", headers: ["Content-Type": "application/json"],
                body: "{"),
            try await collector.request(
                "POST", "/v1/attempts/\(id)/submission", headers: Self.form,
                body: "token=\(token)&q.capital-at=Vienna"),
            try await collector.request("GET", "/teacher/"),
        ]
        #expect(answers.map(\.status) == [200, 400, 303, 404, 405, 204, 400, 303, 200])
        for answer in answers {
            #expect(answer.header("X-Content-Type-Options") == "nosniff", "\(answer.status)")
        }
    }
}
