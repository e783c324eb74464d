import Foundation
import QuizgenCollect
import QuizgenServiceTestSupport
import QuizgenTestSupport
import Testing

/// The real `quizgen collect` stopped with SIGTERM while a submission is still arriving: the
/// listener closes, the submission in flight is answered 201 and stored, then the process
/// exits 0.
@Suite("collect graceful shutdown")
struct CollectShutdownTests {
    @Test func aSubmissionInFlightAtSIGTERMIsAnsweredAndStored() async throws {
        let site = try CollectFixtures.site()
        defer { site.remove() }
        let collector = try await CollectCrashTests.CollectorProcess(root: site.root)
        let port = collector.port
        let started = object(
            try await RawHTTP.request(
                port: port, "POST", "/v1/exams/COL-1/attempts",
                headers: ["Content-Type": "application/json"],
                body: Array(#"{"examinee": "Ana Example"}"#.utf8)))
        let id = try #require(started["attempt"] as? String)
        let token = try #require(started["token"] as? String)
        let body = CollectFixtures.body()
        let half = body.count / 2

        let socket = try Socket(port: port)
        defer { socket.close() }
        // One write: a keep-alive GET /healthz, then the PUT's head and half its body. The
        // server decodes both heads from the same read, so once /healthz is answered the PUT
        // is a request in progress on this connection.
        let head =
            "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n"
            + "PUT /v1/attempts/\(id)/submission HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAuthorization: Bearer \(token)\r\n"
            + "Content-Type: application/json\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        try socket.send(Array(head.utf8) + body[..<half])
        let healthy = try await offPool { () -> Bool in
            var received = ""
            return socket.read(
                until: #"{"status":"ok"}"#, received: &received, deadline: .now + .seconds(10))
        }
        #expect(healthy)

        collector.process.terminate()  // SIGTERM
        // The graceful stop has begun once the listener refuses new connections.
        try await waitUntil("the listener closed after SIGTERM") { Self.refuses(port) }
        #expect(collector.process.isRunning, "the collector must wait for the request in flight")

        try socket.send(Array(body[half...]))
        let rest = try await offPool { String(decoding: try socket.readToEnd(), as: UTF8.self) }
        let start = try #require(rest.range(of: "HTTP/1.1 "), "no answer to the PUT: \(rest)")
        let reply = try RawHTTP.parse(String(rest[start.lowerBound...]))
        #expect(reply.status == 201, "\(reply.raw)")
        let receipt = try #require(object(reply)["receipt"] as? String)

        let status = try await offPool { () -> Int32 in
            collector.process.waitUntilExit()
            return collector.process.terminationStatus
        }
        #expect(collector.process.terminationReason == .exit)
        #expect(status == 0)
        let store = try SQLiteCollectStore(
            url: site.root.appendingPathComponent(".quizgen/collect.sqlite"))
        #expect(try await store.submissions(ofExam: nil).map(\.receipt) == [receipt])
    }

    /// Whether a connection to `port` on loopback is refused.
    static func refuses(_ port: Int) -> Bool {
        guard let socket = try? Socket(port: port) else { return true }
        socket.close()
        return false
    }
}
