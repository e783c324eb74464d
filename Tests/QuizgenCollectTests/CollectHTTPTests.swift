import Foundation
import QuizgenCollect
import QuizgenServiceTestSupport
import QuizgenTestSupport
import Testing

/// The JSON API over real loopback HTTP: every refusal is a 4xx `{"error": …}` and stores nothing.
@Suite("collect HTTP API")
struct CollectHTTPTests {
    @Test func attemptSubmissionResultAndHealth() async throws {
        let collector = try await RunningCollector.start(try CollectFixtures.site())
        defer { Task { await collector.stop() } }
        let health = try await collector.request("GET", "/healthz")
        #expect(health.status == 200)
        let start = try await collector.request(
            "POST", "/v1/exams/COL-1/attempts", headers: ["Content-Type": "application/json"],
            body: #"{"examinee": "Ana Example"}"#)
        #expect(start.status == 201)
        let attempt = object(start)
        #expect(attempt["started_at"] as? String == "2026-11-24T09:00:00.000Z")
        #expect(attempt["deadline"] as? String == "2026-11-24T09:10:00.000Z")
        let id = try #require(attempt["attempt"] as? String)
        let token = try #require(attempt["token"] as? String)
        let body = String(decoding: CollectFixtures.body(), as: UTF8.self)
        let put = try await collector.request(
            "PUT", "/v1/attempts/\(id)/submission",
            headers: ["Authorization": "Bearer \(token)", "Content-Type": "application/json"],
            body: body)
        #expect(put.status == 201)
        let receipt = object(put)
        #expect(receipt["result_url"] as? String == "/v1/attempts/\(id)/result")
        #expect(receipt["received_at"] as? String == "2026-11-24T09:00:00.000Z")
        let again = try await collector.request(
            "PUT", "/v1/attempts/\(id)/submission",
            headers: ["Authorization": "Bearer \(token)", "Content-Type": "application/json"],
            body: body)
        #expect(again.status == 201)
        #expect(object(again)["receipt"] as? String == receipt["receipt"] as? String)
        #expect(object(again)["repeat"] as? Bool == true)
        let result = try await collector.request(
            "GET", "/v1/attempts/\(id)/result", headers: ["Authorization": "Bearer \(token)"])
        #expect(result.status == 200)
        let graded = object(result)
        #expect((graded["grade"] as? [String: Any])?["points"] as? Double == 3)
        let questions = graded["questions"] as? [[String: Any]] ?? []
        #expect(questions.map { $0["correct"] as? String } == ["True", "Vienna", "Danube"])
        let page = try await collector.request(
            "GET", "/v1/attempts/\(id)/result",
            headers: ["Authorization": "Bearer \(token)", "Accept": "text/html"])
        #expect(page.status == 200)
        #expect(page.header("content-type") == "text/html; charset=utf-8")
        #expect(page.body.contains("Correct answer: Danube"))
        #expect(page.body.contains("<meta name=\"robots\" content=\"noindex, nofollow\">"))
        // The access log names routes and statuses, never the examinee, the answers or the token.
        let log = collector.log.lines.withLock { $0 }
        #expect(
            log.contains {
                $0.contains("route=/v1/attempts/:id/submission") && $0.contains("status=201")
            })
        #expect(
            !log.contains {
                $0.contains("Ana") || $0.contains("Vienna") || $0.contains(token) || $0.contains(id)
            })
    }

    @Test func everyBadRequestIsAClearJSONErrorAndStoresNothing() async throws {
        let clock = CollectFixtures.Clock()
        let collector = try await RunningCollector.start(
            try CollectFixtures.site(), clock: clock, maxBodyBytes: 2048)
        defer { Task { await collector.stop() } }
        let json = ["Content-Type": "application/json"]
        func refused(
            _ method: String, _ target: String, headers: [String: String] = [:], body: String
        ) async throws -> (Int, String) {
            let response = try await collector.request(method, target, headers: headers, body: body)
            #expect(response.header("content-type") == "application/json; charset=utf-8")
            return (
                response.status,
                object(response)["error"] as? String ?? "(no error field: \(response.body))"
            )
        }
        let (id, token) = try await collector.startAttempt()
        let (otherID, otherToken) = try await collector.startAttempt("COL-REJ")
        let auth = ["Authorization": "Bearer \(token)", "Content-Type": "application/json"]
        let good = String(decoding: CollectFixtures.body(), as: UTF8.self)
        let cases: [(String, String, [String: String], String, Int, String)] = [
            (
                "POST", "/v1/exams/COL-1/attempts", json, #"{"examinee": "#, 400,
                "malformed JSON: the body must be a JSON object such as {\"examinee\": \"Ana\"}"
            ),
            (
                "POST", "/v1/exams/NOPE/attempts", json, #"{"examinee": "Ana"}"#, 404,
                "there is no exam with the code 'NOPE' here"
            ),
            (
                "POST", "/v1/exams/COL-WIN/attempts", json, #"{"examinee": "Ana"}"#, 403,
                "the exam 'COL-WIN' opens at 2026-11-24T10:00:00Z; it cannot be started yet"
            ),
            (
                "PUT", "/v1/attempts/\(id)/submission", auth, #"{"answers": "#, 400,
                "malformed JSON: invalid JSON: unexpected end of file (line 1, column 13)"
            ),
            (
                "PUT", "/v1/attempts/\(id)/submission", auth,
                String(repeating: " ", count: 3000) + good, 413,
                "the body is larger than 2048 bytes"
            ),
            (
                "PUT", "/v1/attempts/\(id)/submission", ["Authorization": "Bearer \(otherToken)"],
                good, 403, "the attempt token belongs to another attempt"
            ),
            (
                "PUT", "/v1/attempts/\(id)/submission", ["Authorization": "Bearer x.y"], good, 401,
                "the attempt token is not valid (not issued by this collector, or altered)"
            ),
            (
                "PUT", "/v1/attempts/\(id)/submission", [:], good, 401,
                "this request needs the attempt's token (Authorization: Bearer <token>)"
            ),
            (
                "PUT", "/v1/attempts/\(otherID)/submission",
                ["Authorization": "Bearer \(otherToken)"], good, 409,
                "this attempt is of exam 'COL-REJ', but the submission is for 'COL-1'"
            ),
            ("PUT", "/v1/attempts/0123/submission", auth, good, 404, "there is no attempt '0123'"),
            (
                "DELETE", "/v1/attempts/\(id)/submission", auth, "", 405,
                "method not allowed here; use PUT, POST, OPTIONS"
            ),
        ]
        for (method, target, headers, body, status, message) in cases {
            let (got, text) = try await refused(method, target, headers: headers, body: body)
            #expect(got == status, "\(method) \(target)")
            #expect(text == message, "\(method) \(target)")
        }
        #expect(try await collector.service.store.submissions(ofExam: nil).isEmpty)
        // An expired token (the exam's late work is rejected after one minute of grace and the
        // 5 s tolerated for the page's own hand-in at time-up).
        clock.advance(11 * 60 + 6)
        let (expired, why) = try await refused(
            "PUT", "/v1/attempts/\(otherID)/submission",
            headers: ["Authorization": "Bearer \(otherToken)"],
            body: String(decoding: CollectFixtures.body(exam: "COL-REJ"), as: UTF8.self))
        #expect(expired == 401)
        #expect(
            why
                == "the attempt token expired at 2026-11-24T09:11:05Z; submissions for this attempt are closed"
        )
        // A replayed token after the deadline with changed answers.
        _ = try await collector.request(
            "PUT", "/v1/attempts/\(id)/submission", headers: auth, body: good)
        clock.advance(60)
        let (replayed, replay) = try await refused(
            "PUT", "/v1/attempts/\(id)/submission", headers: auth,
            body: String(
                decoding: CollectFixtures.body(answers: #"{"longest": "a"}"#), as: UTF8.self))
        #expect(replayed == 409)
        #expect(replay.hasPrefix("the deadline of this attempt passed at 2026-11-24T09:10:00Z"))
        #expect(try await collector.service.store.submissions(ofExam: nil).count == 1)
    }

    @Test func corsOnlyForTheSiteOrigin() async throws {
        let collector = try await RunningCollector.start(try CollectFixtures.site())
        defer { Task { await collector.stop() } }
        let site = "https://quiz.example.org"
        let preflight = try await collector.request(
            "OPTIONS", "/v1/exams/COL-1/attempts",
            headers: ["Origin": site, "Access-Control-Request-Method": "POST"])
        #expect(preflight.status == 204)
        #expect(preflight.header("access-control-allow-origin") == site)
        #expect(preflight.header("access-control-allow-headers") == "Authorization, Content-Type")
        let evil = try await collector.request(
            "OPTIONS", "/v1/exams/COL-1/attempts",
            headers: ["Origin": "https://evil.example", "Access-Control-Request-Method": "POST"])
        #expect(evil.status == 403)
        #expect(evil.header("access-control-allow-origin") == nil)
        let post = try await collector.request(
            "POST", "/v1/exams/COL-1/attempts",
            headers: ["Origin": "https://evil.example", "Content-Type": "application/json"],
            body: #"{"examinee": "Ana"}"#)
        #expect(post.status == 403)
        #expect(
            object(post)["error"] as? String
                == "requests from https://evil.example are not accepted; only the site's origin may call this collector"
        )
        let allowed = try await collector.request(
            "POST", "/v1/exams/COL-1/attempts",
            headers: ["Origin": site, "Content-Type": "application/json"],
            body: #"{"examinee": "Ana"}"#)
        #expect(allowed.status == 201)
        #expect(allowed.header("access-control-allow-origin") == site)
    }
}
