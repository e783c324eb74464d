import Foundation
import QuizgenCollect
import QuizgenServiceTestSupport
import QuizgenSite
import QuizgenTestSupport
import Testing

/// A rehearsal in `quizgen serve` keeps exam day's rule for an attempt left at time-up: it is
/// finished with the answers last saved, as the real collector does.
@Suite("The preview finishes an attempt left at time-up")
struct PreviewTimeUpTests {
    @Test func anAttemptLeftAtTimeUpIsFinishedWithItsDraft() async throws {
        let site = try TestSite(
            QuizFixtures.site(
                exam:
                    "title: Short\ncode: PV-1\ntime_limit: 15s\nlate: { policy: reject }\nquestions: [rhine-source, capital-at, longest]\n",
                extra: [
                    "quizgen.yaml": QuizFixtures.config
                        + "collect:\n  url: https://exams.example.org/\n"
                ]),
            bytes: ["Content/banks/map.png": QuizFixtures.png])
        // The collector's clock is the test's: time-up comes when the test moves it, however
        // slowly a loaded machine gets there.
        let clock = CollectFixtures.Clock(Date())
        let server = try await RunningServer.start(
            site, plugins: [QuizPlugin.plugin], now: { clock.now })
        defer { Task { await server.stop() } }
        let json = ["Content-Type": "application/json"]
        let started = try await RawHTTP.request(
            port: server.port, "POST", "/v1/exams/PV-1/attempts", headers: json,
            body: Array(#"{"examinee": "Ana"}"#.utf8))
        #expect(started.status == 201)
        let attempt = try #require(
            try JSONSerialization.jsonObject(with: Data(started.body.utf8)) as? [String: Any])
        let id = try #require(attempt["attempt"] as? String)
        let token = try #require(attempt["token"] as? String)
        let auth = json.merging(["Authorization": "Bearer \(token)"]) { a, _ in a }
        let draft = try await RawHTTP.request(
            port: server.port, "PUT", "/v1/attempts/\(id)/draft", headers: auth,
            body: Array(
                #"{"format": "quizgen-submission/1", "exam": "PV-1", "answers": {"capital-at": "Vienna"}}"#
                    .utf8))
        #expect(draft.status == 200, "\(draft.body)")
        // Nothing is handed in; once the time (15 s, and the 5 s tolerated) is over, the next
        // request to the preview's collector finds the attempt finished.
        clock.advance(21)
        let store = try SQLiteCollectStore(
            url: site.root.appendingPathComponent(".quizgen/collect-preview.sqlite"))
        let finished = try await eventually(timeout: .seconds(90)) {
            _ = try await RawHTTP.request(
                port: server.port, "GET", "/v1/attempts/\(id)/result", headers: auth)
            return try await !store.submissions(ofAttempt: id).isEmpty
        }
        #expect(finished)
        let stored = try await store.submissions(ofAttempt: id)
        #expect(stored.count == 1 && stored.first?.finishedByServer == true)
        #expect(stored.first?.answers == #"{"capital-at":"Vienna"}"#)
    }
}
