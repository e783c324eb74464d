import Foundation
import QuizgenCollect
import QuizgenServiceTestSupport
import QuizgenTestSupport
import Testing

/// One attempt per student, and nobody else's: an exam allows `attempts` starts per name (1 by
/// default, any number in practice); while one is open no other starts under the name without
/// its token; the same browser starting again continues it.
@Suite("collect: attempts per examinee")
struct CollectAttemptsTests {
    static let json = ["Content-Type": "application/json"]
    static let form = ["Content-Type": "application/x-www-form-urlencoded"]

    static func start(
        _ collector: RunningCollector, _ name: String, exam code: String = "COL-1",
        token: String? = nil
    ) async throws -> RawHTTP.Response {
        var headers = json
        if let token { headers["Authorization"] = "Bearer \(token)" }
        return try await collector.request(
            "POST", "/v1/exams/\(code)/attempts", headers: headers,
            body: #"{"examinee": "\#(name)"}"#)
    }

    static func handIn(
        _ collector: RunningCollector, _ started: RawHTTP.Response, exam: String = "COL-1"
    ) async throws -> Int {
        let o = object(started)
        let id = try #require(o["attempt"] as? String)
        let token = try #require(o["token"] as? String)
        return try await collector.request(
            "PUT", "/v1/attempts/\(id)/submission",
            headers: json.merging(["Authorization": "Bearer \(token)"]) { a, _ in a },
            body: String(decoding: CollectFixtures.body(exam: exam), as: UTF8.self)
        ).status
    }

    @Test(
        "an exam: a second start under the name is refused while the first is open, continues it with its token, and is refused once handed in"
    )
    func oneAttemptOfAnExam() async throws {
        let clock = CollectFixtures.Clock()
        let collector = try await RunningCollector.start(try CollectFixtures.site(), clock: clock)
        defer { Task { await collector.stop() } }
        let first = try await Self.start(collector, "Ana Example")
        #expect(first.status == 201)
        let id = try #require(object(first)["attempt"] as? String)
        let token = try #require(object(first)["token"] as? String)

        // Someone else typing the same name (case and spaces aside) replaces nothing.
        let other = try await Self.start(collector, "  ana   EXAMPLE ")
        #expect(other.status == 409)
        #expect(
            object(other)["error"] as? String
                == "an attempt of 'COL-1' under this name is already open; continue it where it was started"
        )
        #expect(
            object(other)["error_text"] as? String
                == "an attempt under this name has already started; continue it on the device where you started, or ask your teacher"
        )
        // The same browser (it holds the token) continues: the same attempt, 200, not a new one.
        let again = try await Self.start(collector, "Ana Example", token: token)
        #expect(again.status == 200)
        #expect(object(again)["attempt"] as? String == id)
        #expect(object(again)["continued"] as? Bool == true)
        // A token of another name does not open this one's attempt.
        let ben = try await Self.start(collector, "Ben Example")
        #expect(ben.status == 201)
        #expect(try await Self.start(collector, "Ben Example", token: token).status == 409)

        clock.advance(60)
        #expect(try await Self.handIn(collector, first) == 201)
        let after = try await Self.start(collector, "Ana Example", token: token)
        #expect(after.status == 409)
        #expect(
            object(after)["error"] as? String
                == "'COL-1' allows 1 attempt per examinee, and this name has used them")
        #expect(
            object(after)["error_text"] as? String
                == "you have already taken this exam under this name, and it is taken once; ask your teacher if this is a mistake"
        )
        #expect(
            try await collector.service.store.submissions(ofExam: "col-1").map(\.examinee) == [
                "Ana Example"
            ])
    }

    @Test("an attempt whose time ran out without a hand-in is used, not open")
    func timeUpUsesTheAttempt() async throws {
        let clock = CollectFixtures.Clock()
        let collector = try await RunningCollector.start(try CollectFixtures.site(), clock: clock)
        defer { Task { await collector.stop() } }
        #expect(try await Self.start(collector, "Ana Example").status == 201)
        clock.advance(9 * 60)
        #expect(
            object(try await Self.start(collector, "Ana Example"))["error"] as? String
                == "an attempt of 'COL-1' under this name is already open; continue it where it was started"
        )
        clock.advance(2 * 60)
        #expect(
            object(try await Self.start(collector, "Ana Example"))["error"] as? String
                == "'COL-1' allows 1 attempt per examinee, and this name has used them")
    }

    @Test(
        "attempts: 2 allows a second attempt after the first is handed in, and no third; practice has no limit"
    )
    func attemptsAndPractice() async throws {
        let clock = CollectFixtures.Clock()
        let site = try CollectFixtures.site(extra: [
            "Content/exams/two.yaml": CollectFixtures.exam("COL-TWO", "attempts: 2"),
            "Content/exams/practice.yaml": CollectFixtures.exam("COL-PR", "mode: practice"),
        ])
        let collector = try await RunningCollector.start(site, clock: clock)
        defer { Task { await collector.stop() } }
        let one = try await Self.start(collector, "Ana Example", exam: "COL-TWO")
        #expect(one.status == 201)
        #expect(try await Self.start(collector, "Ana Example", exam: "COL-TWO").status == 409)
        #expect(try await Self.handIn(collector, one, exam: "COL-TWO") == 201)
        let two = try await Self.start(collector, "Ana Example", exam: "COL-TWO")
        #expect(two.status == 201)
        #expect(try await Self.handIn(collector, two, exam: "COL-TWO") == 201)
        let three = try await Self.start(collector, "Ana Example", exam: "COL-TWO")
        #expect(three.status == 409)
        #expect(
            object(three)["error"] as? String
                == "'COL-TWO' allows 2 attempts per examinee, and this name has used them")
        #expect(
            object(three)["error_text"] as? String
                == "this name has used all 2 attempts this exam allows; ask your teacher if this is a mistake"
        )
        for _ in 0..<3 {
            #expect(try await Self.start(collector, "Ana Example", exam: "COL-PR").status == 201)
        }
    }

    @Test(
        "without JavaScript: the same browser starting again continues its attempt; another is refused with a page"
    )
    func formPath() async throws {
        let collector = try await RunningCollector.start(try CollectFixtures.site())
        defer { Task { await collector.stop() } }
        let first = try await collector.request(
            "POST", "/v1/exams/COL-1/attempts", headers: Self.form, body: "examinee=Ana+Example")
        #expect(first.status == 303)
        let location = try #require(first.header("location"))
        let examCookie = try #require(first.cookie("quizgen_open_col_1"))
        #expect(
            first.headerValues("set-cookie").contains {
                $0.hasPrefix("quizgen_open_col_1=") && $0.contains("Path=/v1/exams/")
            })
        let again = try await collector.request(
            "POST", "/v1/exams/col-1/attempts",
            headers: Self.form.merging(["Cookie": examCookie]) { a, _ in a },
            body: "examinee=Ana+Example")
        #expect(again.status == 303)
        #expect(again.header("location") == location)
        let other = try await collector.request(
            "POST", "/v1/exams/COL-1/attempts", headers: Self.form, body: "examinee=Ana+Example")
        #expect(other.status == 409)
        #expect(
            other.body.contains(
                "<p>An attempt under this name has already started; continue it on the device where you started, or ask your teacher.</p>"
            ), "\(other.body)")
    }

    @Test("ten starts under one name at the same moment: one attempt")
    func startsAtOnce() async throws {
        let collector = try await RunningCollector.start(try CollectFixtures.site())
        defer { Task { await collector.stop() } }
        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
            for n in 0..<10 {
                group.addTask {
                    try await Self.start(collector, n % 2 == 0 ? "Ana Example" : "ana example")
                        .status
                }
            }
            return try await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(statuses.sorted() == [201] + Array(repeating: 409, count: 9))
    }
}

/// A start whose answer never reached the page (the collector killed after its commit, the
/// network gone): the page asks again with the same start key and gets the same attempt.
@Suite("collect: a start whose answer was lost")
struct CollectLostStartTests {
    @Test("the same start key continues the attempt; another key, or none, does not")
    func sameStartKey() async throws {
        let collector = try await RunningCollector.start(try CollectFixtures.site())
        defer { Task { await collector.stop() } }
        func start(_ key: String?) async throws -> RawHTTP.Response {
            let keyField = key.map { #", "start_key": "\#($0)""# } ?? ""
            return try await collector.request(
                "POST", "/v1/exams/COL-1/attempts", headers: CollectAttemptsTests.json,
                body: #"{"examinee": "Ana Example"\#(keyField)}"#)
        }
        let key = "3f9a1c0e7b2d4e8fa1b2c3d4e5f60718"
        let first = try await start(key)
        #expect(first.status == 201)
        // The page never saw `first`: it asks again with its key.
        let again = try await start(key)
        #expect(again.status == 200)
        #expect(object(again)["continued"] as? Bool == true)
        #expect(object(again)["attempt"] as? String == object(first)["attempt"] as? String)
        // Someone else typing the name, with their own key or none, opens nothing.
        let other = try await start("0000000000000000000000000000aaaa")
        #expect(other.status == 409)
        #expect(
            object(other)["error"] as? String
                == "an attempt of 'COL-1' under this name is already open; continue it where it was started"
        )
        #expect(try await start(nil).status == 409)
        #expect(try await CollectAttemptsTests.handIn(collector, again) == 201)
        // A key that is not one is refused before anything is stored.
        let bad = try await start("short")
        #expect(bad.status == 400)
        #expect(
            object(bad)["error"] as? String
                == "'start_key' must be 16 to 128 letters, digits, '-' or '_'")
    }
}
