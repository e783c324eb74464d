import Foundation
import QuizgenCollect
import QuizgenServiceTestSupport
import QuizgenTestSupport
import Testing

/// The path without JavaScript: HTML forms, 303s and a cookie, into the same store.
@Suite("collect forms")
struct CollectFormTests {
    @Test func startAnswerAndSeeTheResultWithForms() async throws {
        let collector = try await RunningCollector.start(try CollectFixtures.site())
        defer { Task { await collector.stop() } }
        let form = ["Content-Type": "application/x-www-form-urlencoded"]
        let start = try await collector.request(
            "POST", "/v1/exams/COL-1/attempts", headers: form, body: "examinee=Ana+Example")
        #expect(start.status == 303)
        let location = try #require(start.header("location"))
        #expect(location.hasPrefix("/v1/attempts/") && location.hasSuffix("/exam"))
        let cookies = start.headerValues("set-cookie")
        #expect(
            cookies.count == 2
                && cookies.allSatisfy { $0.contains("HttpOnly") && $0.contains("SameSite=Lax") },
            "\(cookies)")
        let pair = try #require(start.cookie("quizgen_attempt"))
        let page = try await collector.request("GET", location, headers: ["Cookie": pair])
        #expect(page.status == 200)
        let id = location.split(separator: "/")[2]
        #expect(page.body.contains("action=\"/v1/attempts/\(id)/submission\""))
        #expect(page.body.contains("name=\"token\""))
        #expect(!page.body.contains("Danube\" data-correct"))
        let token = String(pair.dropFirst("quizgen_attempt=".count))
        let answers = "token=\(token)&q.rhine-source=true&q.capital-at=+Vienna+&q.longest=a"
        let sent = try await collector.request(
            "POST", "/v1/attempts/\(id)/submission", headers: form, body: answers)
        #expect(sent.status == 303)
        #expect(sent.header("location") == "/v1/attempts/\(id)/result")
        let result = try await collector.request(
            "GET", "/v1/attempts/\(id)/result", headers: ["Cookie": pair, "Accept": "text/html"])
        #expect(result.status == 200)
        #expect(result.body.contains("<td>2 of 3</td>"))
        #expect(result.body.contains("Your answer: Rhine"))
        #expect(result.body.contains("Correct answer: Danube"))
        // Back to the form after submitting: the result, not a second attempt.
        let back = try await collector.request("GET", location, headers: ["Cookie": pair])
        #expect(back.status == 303)
        #expect(try await collector.service.store.submissions(ofExam: "col-1").count == 1)
    }

    @Test func orderingRefusesTwoItemsInOnePosition() async throws {
        let site = try CollectFixtures.site(extra: ["Content/exams/geo.yaml": QuizFixtures.examYAML]
        )
        let collector = try await RunningCollector.start(site)
        defer { Task { await collector.stop() } }
        let form = ["Content-Type": "application/x-www-form-urlencoded"]
        let start = try await collector.request(
            "POST", "/v1/exams/GEO-MID/attempts", headers: form, body: "examinee=Ana")
        let id = try #require(start.header("location")).split(separator: "/")[2]
        let pair = try #require(start.cookie("quizgen_attempt"))
        let sent = try await collector.request(
            "POST", "/v1/attempts/\(id)/submission",
            headers: form.merging(["Cookie": pair]) { a, _ in a },
            body: "q.order.ulm=1&q.order.vienna=1&q.order.budapest=2")
        #expect(sent.status == 400)
        #expect(sent.header("content-type") == "text/html; charset=utf-8")
        #expect(
            sent.body.contains(
                "Question 5 puts two items in position 1; give each item its own position."))
        #expect(try await collector.service.store.submissions(ofExam: nil).isEmpty)
    }

    @Test func unknownCodeOnTheFormPathOffersTheCodeBox() async throws {
        let collector = try await RunningCollector.start(try CollectFixtures.site())
        defer { Task { await collector.stop() } }
        let page = try await collector.request(
            "POST", "/v1/exams/NOPE/attempts",
            headers: ["Content-Type": "application/x-www-form-urlencoded"], body: "examinee=Ana")
        #expect(page.status == 404)
        #expect(
            page.body.contains("There is no exam with the code &#39;NOPE&#39; here.")
                || page.body.contains("There is no exam with the code 'NOPE' here."))
        #expect(page.body.contains("href=\"https://quiz.example.org/exams/\""))
    }
}
