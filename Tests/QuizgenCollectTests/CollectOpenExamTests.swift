import Foundation
import QuizgenCollect
import QuizgenServiceTestSupport
import QuizgenTestSupport
import Testing

/// `GET /v1/exams/open?code=…`: the exams list's code box on a site with a collector, which
/// answers a wrong code without JavaScript.
@Suite("collect open exam by code")
struct CollectOpenExamTests {
    @Test func aKnownCodeInAnyCaseIsSentToTheExamPage() async throws {
        let collector = try await RunningCollector.start(try CollectFixtures.site())
        defer { Task { await collector.stop() } }
        for code in ["COL-1", "col-1", "+Col-1+", "col%201"] {
            let response = try await collector.request("GET", "/v1/exams/open?code=\(code)")
            #expect(response.status == 303, "\(code)")
            #expect(
                response.header("location") == "https://quiz.example.org/exams/col-1/", "\(code)")
        }
        let head = try await collector.request("HEAD", "/v1/exams/open?code=COL-1")
        #expect(head.status == 303)
        let post = try await collector.request("POST", "/v1/exams/open?code=COL-1")
        #expect(post.status == 405)
        #expect(post.header("allow") == "GET, HEAD")
    }

    @Test func anUnknownCodeIsA404PageWithTheCodeBoxAgain() async throws {
        let collector = try await RunningCollector.start(try CollectFixtures.site())
        defer { Task { await collector.stop() } }
        let response = try await collector.request(
            "GET", "/v1/exams/open?code=XY%3Cb%3EZ", headers: ["Accept": "text/html"])
        #expect(response.status == 404)
        #expect(response.header("content-type") == "text/html; charset=utf-8")
        #expect(response.body.contains("<title>No such exam · Quiz test</title>"))
        #expect(
            response.body.contains(
                #"<p class="error" id="exam-code-error">There is no exam with the code &#39;XY&lt;b&gt;Z&#39;. Check the code and try again.</p>"#
            ),
            "\(response.body)")
        #expect(response.body.contains(#"<form class="code-form" action="open" method="get">"#))
        #expect(response.body.contains(#"<label for="exam-code">Exam code</label>"#))
        #expect(response.body.contains(#"name="code" value="XY&lt;b&gt;Z""#))
        #expect(response.body.contains(#"aria-invalid="true" aria-describedby="exam-code-error""#))
        #expect(response.body.contains(#"<a href="https://quiz.example.org/exams/">All exams</a>"#))
        // An empty code asks for one.
        let empty = try await collector.request("GET", "/v1/exams/open?code=+")
        #expect(empty.status == 400)
        #expect(empty.body.contains("Type the code your teacher gave you."))
        let none = try await collector.request("GET", "/v1/exams/open")
        #expect(none.status == 400)
    }
}
