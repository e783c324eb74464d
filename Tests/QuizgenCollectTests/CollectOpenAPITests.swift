import Foundation
import QuizgenCollect
import QuizgenServiceTestSupport
import QuizgenTestSupport
import Testing
import Yams

/// docs/schemas/collect.openapi.yaml covers every answer the collector gives: each request of a
/// battery (every endpoint, each way it can be refused, JSON and the form path) is checked
/// against the document: the path and method are described, the status is listed for them,
/// and a body comes in a content type the document lists for that status.
@Suite("collect: the OpenAPI document covers every answer")
struct CollectOpenAPITests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    struct Document {
        let paths: [String: [String: Any]]
        let components: [String: Any]

        init() throws {
            let url = CollectOpenAPITests.repositoryRoot.appendingPathComponent(
                "docs/schemas/collect.openapi.yaml")
            let root = try #require(
                try Yams.load(yaml: String(contentsOf: url, encoding: .utf8)) as? [String: Any])
            paths = try #require(root["paths"] as? [String: [String: Any]])
            components = try #require(root["components"] as? [String: Any])
        }

        /// What is wrong with `response` to `method` `target`, or `nil`.
        func problem(_ method: String, _ target: String, _ response: RawHTTP.Response) -> String? {
            let path = String(target.split(separator: "?", maxSplits: 1)[0])
            let segments = path.split(separator: "/", omittingEmptySubsequences: false)
            let item = paths.first { template, _ in
                let parts = template.split(separator: "/", omittingEmptySubsequences: false)
                return parts.count == segments.count
                    && zip(parts, segments).allSatisfy { $0.hasPrefix("{") || $0 == $1 }
            }
            let what =
                "\(method) \(target) → \(response.status) \(response.header("content-type") ?? "")"
            guard let item else {
                // Paths outside the API answer 404 JSON: the document's default for unknown paths.
                return response.status == 404
                    && response.header("content-type")?.hasPrefix("application/json") == true
                    ? nil : "\(what): no path in the document"
            }
            guard let operation = item.value[method.lowercased()] as? [String: Any] else {
                return response.status == 405 && response.header("allow") != nil
                    ? nil : "\(what): \(method) not described for \(item.key)"
            }
            guard let responses = operation["responses"] as? [String: Any] else {
                return "\(what): no responses"
            }
            let status = String(response.status)
            guard
                var described =
                    (responses[status] ?? responses["\(status.prefix(1))XX"] ?? responses["default"])
                    as? [String: Any]
            else {
                return
                    "\(what): status not listed (\(responses.keys.sorted().joined(separator: ", ")))"
            }
            if let ref = described["$ref"] as? String, let name = ref.split(separator: "/").last,
                let resolved = (components["responses"] as? [String: Any])?[String(name)]
                    as? [String: Any]
            {
                described = resolved
            }
            guard !response.body.isEmpty else { return nil }
            let type = String((response.header("content-type") ?? "").split(separator: ";")[0])
            let content = described["content"] as? [String: Any] ?? [:]
            return content[type] == nil
                ? "\(what): content type not listed (\(content.keys.sorted().joined(separator: ", ")))"
                : nil
        }
    }

    @Test func everyAnswerIsInTheDocument() async throws {
        let document = try Document()
        let collector = try await RunningCollector.start(try CollectFixtures.site())
        defer { Task { await collector.stop() } }
        let json = ["Content-Type": "application/json"]
        let form = ["Content-Type": "application/x-www-form-urlencoded"]
        let html = ["Accept": "text/html"]
        var problems: [String] = []
        func send(
            _ method: String, _ target: String, _ headers: [String: String] = [:],
            _ body: String = ""
        ) async throws -> RawHTTP.Response {
            let response = try await collector.request(method, target, headers: headers, body: body)
            if let problem = document.problem(method, target, response) { problems.append(problem) }
            return response
        }
        func merged(_ a: [String: String], _ b: [String: String]) -> [String: String] {
            a.merging(b) { x, _ in x }
        }

        _ = try await send("GET", "/healthz")
        _ = try await send("POST", "/healthz")
        _ = try await send("GET", "/v1/exams/open")
        _ = try await send("GET", "/v1/exams/open?code=col-1")
        _ = try await send("GET", "/v1/exams/open?code=nope")
        _ = try await send("POST", "/v1/exams/open")
        _ = try await send("GET", "/v1/nothing/here")
        _ = try await send("GET", "/elsewhere")

        let started = try await send(
            "POST", "/v1/exams/COL-1/attempts", json, #"{"examinee": "Ana"}"#)
        let id = try #require(object(started)["attempt"] as? String)
        let token = try #require(object(started)["token"] as? String)
        let bearer = merged(json, ["Authorization": "Bearer \(token)"])
        _ = try await send("POST", "/v1/exams/COL-1/attempts", bearer, #"{"examinee": "Ana"}"#)
        _ = try await send("POST", "/v1/exams/COL-1/attempts", json, #"{"examinee": "Ana"}"#)
        _ = try await send("POST", "/v1/exams/COL-1/attempts", json, #"{"examinee": ""}"#)
        _ = try await send("POST", "/v1/exams/COL-1/attempts", json, "not json")
        _ = try await send("POST", "/v1/exams/NOPE/attempts", json, #"{"examinee": "Ana"}"#)
        _ = try await send("POST", "/v1/exams/COL-WIN/attempts", json, #"{"examinee": "Ana"}"#)
        _ = try await send("POST", "/v1/exams/COL-1/attempts", form, "examinee=Ben")
        _ = try await send("POST", "/v1/exams/COL-1/attempts", form, "examinee=Ben")
        _ = try await send("POST", "/v1/exams/COL-1/attempts", form, "examinee=")
        _ = try await send("POST", "/v1/exams/NOPE/attempts", form, "examinee=Ben")
        _ = try await send(
            "POST", "/v1/exams/COL-1/attempts", merged(json, ["Content-Length": "999999999"]), "")
        _ = try await send("GET", "/v1/exams/COL-1/attempts")
        _ = try await send(
            "OPTIONS", "/v1/exams/COL-1/attempts",
            ["Origin": "https://quiz.example.org", "Access-Control-Request-Method": "POST"])
        _ = try await send(
            "OPTIONS", "/v1/exams/COL-1/attempts",
            ["Origin": "https://evil.example", "Access-Control-Request-Method": "POST"])
        _ = try await send(
            "POST", "/v1/exams/COL-1/attempts", merged(json, ["Origin": "https://evil.example"]),
            #"{"examinee": "Eve"}"#)

        let body = String(decoding: CollectFixtures.body(), as: UTF8.self)
        _ = try await send("PUT", "/v1/attempts/\(id)/draft", bearer, body)
        _ = try await send("PUT", "/v1/attempts/\(id)/draft", json, body)
        _ = try await send("PUT", "/v1/attempts/\(id)/draft", bearer, "[]")
        _ = try await send("GET", "/v1/attempts/\(id)/draft", bearer)
        _ = try await send(
            "PUT", "/v1/attempts/\(String(repeating: "0", count: 32))/draft", bearer, body)
        _ = try await send("GET", "/v1/attempts/\(id)/result", bearer)
        _ = try await send("PUT", "/v1/attempts/\(id)/submission", json, body)
        _ = try await send(
            "PUT", "/v1/attempts/\(id)/submission",
            merged(json, ["Authorization": "Bearer forged"]), body)
        _ = try await send(
            "PUT", "/v1/attempts/\(id)/submission", bearer,
            #"{"format": "quizgen-submission/1", "exam": "COL-REJ", "answers": {}}"#)
        _ = try await send("PUT", "/v1/attempts/\(id)/submission", bearer, body)
        _ = try await send("PUT", "/v1/attempts/\(id)/draft", bearer, body)
        _ = try await send("DELETE", "/v1/attempts/\(id)/submission", bearer)
        _ = try await send("POST", "/v1/attempts/\(id)/submission", form, "q.rhine-source=true")
        _ = try await send(
            "POST", "/v1/attempts/\(id)/submission", form, "token=\(token)&q.rhine-source=true")
        _ = try await send("GET", "/v1/attempts/\(id)/result", bearer)
        _ = try await send("GET", "/v1/attempts/\(id)/result", merged(bearer, html))
        _ = try await send("GET", "/v1/attempts/\(id)/result")
        _ = try await send("GET", "/v1/attempts/\(id)/result", html)
        _ = try await send("GET", "/v1/attempts/nope/result", bearer)
        _ = try await send("GET", "/v1/attempts/\(id)/exam", ["Cookie": "quizgen_attempt=\(token)"])
        _ = try await send("GET", "/v1/attempts/\(id)/exam")
        _ = try await send(
            "GET", "/v1/attempts/\(String(repeating: "0", count: 32))/exam",
            ["Cookie": "quizgen_attempt=\(token)"])
        _ = try await send("POST", "/v1/attempts/\(id)/exam")
        #expect(problems == [])
    }
}
