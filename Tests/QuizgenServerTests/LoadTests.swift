import Foundation
import QuizgenServiceTestSupport
import QuizgenTestSupport
import Testing

/// A bounded load: 8 concurrent clients x 50 requests over loopback, all answered 200.
@Suite("Preview server under load")
struct LoadTests {
    @Test func eightClientsTimesFiftyRequests() async throws {
        let server = try await RunningServer.start(
            try TestSite([
                "quizgen.yaml": "title: Load\n",
                "Content/pages/about.md": "---\ntitle: About\n---\nText.\n",
            ]))
        defer { Task { await server.stop() } }
        let targets = ["/", "/about/", "/assets/theme.css", "/sitemap.xml", "/404.html"]
        let port = server.port
        let start = ContinuousClock.now
        let results = try await withThrowingTaskGroup(of: [Int].self) { group in
            for client in 0..<8 {
                group.addTask {
                    var statuses: [Int] = []
                    for i in 0..<50 {
                        statuses.append(
                            try await RawHTTP.request(
                                port: port, "GET", targets[(client + i) % targets.count]
                            ).status)
                    }
                    return statuses
                }
            }
            return try await group.reduce(into: [Int]()) { $0 += $1 }
        }
        let elapsed = ContinuousClock.now - start
        let seconds =
            Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let expected = results.count
        #expect(expected == 400)
        // 404.html is a real file, so every request is a 200.
        #expect(results.allSatisfy { $0 == 200 }, "statuses: \(Set(results))")
        print(
            "load: \(expected) requests by 8 clients in \(String(format: "%.2f", seconds)) s, \(String(format: "%.0f", Double(expected) / seconds)) req/s"
        )
    }
}
