import Foundation
import QuizgenCollect
import QuizgenServiceTestSupport
import QuizgenTestSupport
import Testing

/// The collector's result says everything about the grade, in its JSON (which the exam page
/// shows at Done) and its HTML page alike: the late penalty with the points before it, that the
/// grade is provisional while an essay waits for its mark, no row without a value (these exams
/// have no grade scale), and times in the site's zone and language rather than raw UTC.
@Suite("The collector's result in words")
struct CollectResultWordsTests {
    /// The collector fixtures in Vienna, with `COL-ESSAY`: a true/false question and an essay,
    /// pass mark 50 %.
    static func site() throws -> TestSite {
        try CollectFixtures.site(extra: [
            "quizgen.yaml": QuizFixtures.config + "timezone: Europe/Vienna\n",
            "Content/exams/essay.yaml":
                "title: Essay\ncode: COL-ESSAY\npass_mark: 50\nquestions: [rhine-source, meander]\n",
        ])
    }

    static func object(_ response: RawHTTP.Response) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(response.body.utf8)) as? [String: Any]) ?? [:]
    }

    /// The JSON's summary rows as `label: value`.
    static func rows(_ object: [String: Any]) -> [String] {
        (object["summary"] as? [[String: Any]] ?? []).map {
            "\($0["label"] as? String ?? "?"): \($0["value"] as? String ?? "?")"
        }
    }

    /// The HTML result's table rows as `label: value`.
    static func rows(html: String) -> [String] {
        zip(HTMLElement.all("th", in: html), HTMLElement.all("td", in: html)).map {
            "\($0.text): \($1.text)"
        }
    }

    /// Hands in `answers` for a new attempt of `code` after `minutes`; returns the attempt, its
    /// token and the receipt.
    static func handIn(
        _ collector: RunningCollector, clock: CollectFixtures.Clock, _ code: String,
        answers: String, after minutes: Double
    ) async throws -> (id: String, token: String, receipt: [String: Any]) {
        let (id, token) = try await collector.startAttempt(code)
        clock.advance(minutes * 60)
        let put = try await collector.request(
            "PUT", "/v1/attempts/\(id)/submission",
            headers: ["Authorization": "Bearer \(token)", "Content-Type": "application/json"],
            body: String(
                decoding: CollectFixtures.body(exam: code, answers: answers), as: UTF8.self))
        #expect(put.status == 201, "\(put.body)")
        return (id, token, object(put))
    }

    @Test func aLateHandInSaysThePenaltyAndThePointsBeforeIt() async throws {
        let clock = CollectFixtures.Clock()
        let collector = try await RunningCollector.start(try Self.site(), clock: clock)
        defer { Task { await collector.stop() } }
        // COL-1: 10 minutes, late work ×0.5; handed in after 11 minutes with every answer right.
        let (id, token, receipt) = try await Self.handIn(
            collector, clock: clock, "COL-1", answers: CollectFixtures.rightAnswers, after: 11)
        // CLDR writes a narrow no-break space before AM.
        let time = "November 24, 2026 at 10:11\u{202F}AM (UTC+01:00)"
        #expect(receipt["received_text"] as? String == time)

        let json = Self.object(
            try await collector.request(
                "GET", "/v1/attempts/\(id)/result", headers: ["Authorization": "Bearer \(token)"]))
        let grade = json["grade"] as? [String: Any] ?? [:]
        #expect(grade["points"] as? Double == 1.5)
        #expect(grade["late_factor"] as? Double == 0.5)
        #expect(grade["points_before_late"] as? Double == 3)
        #expect(json["received_text"] as? String == time)
        let expected = [
            "Points: 1.5 of 3", "Late penalty: points ×0.5 (before the penalty: 3 of 3)",
            "Percentage: 50 %",
            "Handed in: \(time), late (×0.5)",
        ]
        #expect(Self.rows(json) == expected)
        #expect(json["provisional"] is NSNull)

        let page = try await collector.request(
            "GET", "/v1/attempts/\(id)/result",
            headers: ["Authorization": "Bearer \(token)", "Accept": "text/html"])
        #expect(Self.rows(html: page.body) == expected)
        let receiptLine = HTMLElement.all("p", in: page.body).first {
            $0.attributes["class"] == "receipt"
        }?.text
        #expect(receiptLine == "Receipt \(receipt["receipt"] as? String ?? "?"), received \(time).")
    }

    @Test func anUnmarkedEssayMakesTheGradeProvisional() async throws {
        let clock = CollectFixtures.Clock()
        let collector = try await RunningCollector.start(try Self.site(), clock: clock)
        defer { Task { await collector.stop() } }
        let (id, token, _) = try await Self.handIn(
            collector, clock: clock, "COL-ESSAY",
            answers: #"{"rhine-source": "true", "meander": "The outer bank erodes."}"#, after: 2)
        let json = Self.object(
            try await collector.request(
                "GET", "/v1/attempts/\(id)/result", headers: ["Authorization": "Bearer \(token)"]))
        #expect((json["grade"] as? [String: Any])?["unmarked"] as? Int == 1)
        #expect(json["provisional"] as? String == "Provisional: 1 answer to be marked by hand.")
        // No time limit: nothing to say about lateness, only when it was handed in.
        let expected = [
            "Points: 1 of 2", "Percentage: 50 %", "Result: Passed (provisional)",
            "Handed in: November 24, 2026 at 10:02\u{202F}AM (UTC+01:00)",
        ]
        #expect(Self.rows(json) == expected)
        let page = try await collector.request(
            "GET", "/v1/attempts/\(id)/result",
            headers: ["Authorization": "Bearer \(token)", "Accept": "text/html"])
        #expect(Self.rows(html: page.body) == expected)
        #expect(
            HTMLElement.all("p", in: page.body).contains {
                $0.text == "Provisional: 1 answer to be marked by hand."
            })
    }
}
