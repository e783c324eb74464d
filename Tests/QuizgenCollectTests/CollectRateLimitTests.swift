import Foundation
import QuizgenCollect
import QuizgenServiceTestSupport
import QuizgenTestSupport
import Testing

/// How fast attempts may start: a whole class behind one school address starts at once with
/// the defaults; beyond the limits a refusal says when to come back (`Retry-After`), and the
/// limits count per address and per examinee's name.
@Suite("collect: starting together")
struct CollectRateLimitTests {
    static func start(
        _ collector: RunningCollector, _ name: String, headers: [String: String] = [:]
    ) async throws -> RawHTTP.Response {
        try await collector.request(
            "POST", "/v1/exams/COL-1/attempts",
            headers: headers.merging(["Content-Type": "application/json"]) { a, _ in a },
            body: #"{"examinee": "\#(name)"}"#)
    }

    @Test("2,000 students from one address start at once with the default settings")
    func aSchoolBehindOneAddress() async throws {
        let collector = try await RunningCollector.start(try CollectFixtures.site())
        defer { Task { await collector.stop() } }
        let statuses = try await withThrowingTaskGroup(of: [Int].self) { group in
            for lane in 0..<40 {
                group.addTask {
                    var statuses: [Int] = []
                    for n in stride(from: lane, to: 2000, by: 40) {
                        statuses.append(try await Self.start(collector, "Student \(n)").status)
                    }
                    return statuses
                }
            }
            return try await group.reduce(into: [Int]()) { $0 += $1 }
        }
        #expect(statuses.count == 2000)
        #expect(
            statuses.filter { $0 != 201 }.count == 0,
            "\(Dictionary(grouping: statuses, by: { $0 }).mapValues(\.count))")
    }

    @Test(
        "beyond the limit: a 429 with Retry-After, in JSON and on the form path, and a start again once the time has passed"
    )
    func beyondTheLimitSaysWhenToComeBack() async throws {
        let clock = CollectFixtures.Clock()
        let collector = try await RunningCollector.start(
            try CollectFixtures.site(), clock: clock, attemptsPerMinute: 3)
        defer { Task { await collector.stop() } }
        for n in 0..<3 { #expect(try await Self.start(collector, "Student \(n)").status == 201) }
        let limited = try await Self.start(collector, "Student 3")
        #expect(limited.status == 429)
        #expect(limited.header("retry-after") == "20")
        #expect(
            object(limited)["error"] as? String
                == "too many new attempts from this address; try again in 20 s")
        #expect(
            object(limited)["error_text"] as? String
                == "many students are starting from this network at the same time; wait 20 s, then start again"
        )
        let form = try await collector.request(
            "POST", "/v1/exams/COL-1/attempts",
            headers: ["Content-Type": "application/x-www-form-urlencoded"],
            body: "examinee=Student+3")
        #expect(form.status == 429)
        #expect(form.header("retry-after") == "20")
        #expect(form.body.contains("<h1>Many students are starting at once</h1>"), "\(form.body)")
        #expect(
            form.body.contains(
                "Many students are starting from this network at the same time; wait 20 s, then start again."
            ))
        clock.advance(19)
        #expect(try await Self.start(collector, "Student 3").header("retry-after") == "1")
        clock.advance(1)
        #expect(try await Self.start(collector, "Student 3").status == 201)
    }

    @Test("one name cannot be started again and again, while other names still start")
    func perExaminee() async throws {
        let collector = try await RunningCollector.start(try CollectFixtures.site())
        defer { Task { await collector.stop() } }
        // An exam allows one attempt: the later starts are refused, and they still count.
        var statuses: [Int] = []
        for _ in 0..<10 { statuses.append(try await Self.start(collector, "Ana Example").status) }
        #expect(statuses == [201] + Array(repeating: 409, count: 9))
        let limited = try await Self.start(collector, " ana example ")
        #expect(limited.status == 429)
        #expect(limited.header("retry-after") == "6")
        #expect(
            object(limited)["error"] as? String
                == "too many new attempts under this name; try again in 6 s")
        #expect(try await Self.start(collector, "Ben Example").status == 201)
    }

    @Test("the proxy's forwarded address counts only with --trust-proxy, and then per client")
    func forwardedAddresses() async throws {
        for trusted in [false, true] {
            let collector = try await RunningCollector.start(
                try CollectFixtures.site(), attemptsPerMinute: 2, trustProxy: trusted)
            defer { Task { await collector.stop() } }
            var statuses: [Int] = []
            for (n, client) in ["203.0.113.7", "203.0.113.7", "203.0.113.7", "198.51.100.2"]
                .enumerated()
            {
                // A client's own claim comes first; the proxy appends the address it saw.
                let headers = ["X-Forwarded-For": "10.9.9.\(n), \(client)"]
                statuses.append(
                    try await Self.start(collector, "Student \(n)", headers: headers).status)
            }
            let forwarded = try await Self.start(
                collector, "Student 9",
                headers: ["Forwarded": #"for="[2001:db8::1]:4711";proto=https"#])
            statuses.append(forwarded.status)
            // Without trust every request is the loopback peer's: two starts, then refusals.
            #expect(statuses == (trusted ? [201, 201, 429, 201, 201] : [201, 201, 429, 429, 429]))
        }
    }
}
