import Foundation
import QuizgenServiceTestSupport
import QuizgenSite
import QuizgenTestSupport
import Testing

@testable import QuizgenServer

/// During `quizgen serve`, a submission arriving in `Content/submissions/` rebuilds the site and
/// sends `grading`, not `reload`: the dashboards follow, the open exam pages stay as they are.
@Suite("Live grading dashboards")
struct DashboardLiveTests {
    static let graded = "Graded attempts</a></dt><dd class=\"value\">"

    @Test func aNewSubmissionFileSendsAGradingEventAndTheDashboardCountsIt() async throws {
        let server = try await ServeProcess.start(try TestSite(DashboardFixtures.files()))
        defer { server.stop() }
        let before = try await server.get("/exams/geo/dashboard/")
        #expect(before.body.contains(Self.graded + "10</dd>"))
        #expect(before.body.contains("addEventListener(\"grading\""))
        let events = try await EventStream(port: server.port)
        defer { events.close() }
        try server.site.write(
            "Content/submissions/geo/e11.json", DashboardFixtures.submission("E11"))
        #expect(try await events.next("event: grading\ndata: 2\n\n"))
        #expect(!events.received.contains("event: reload"))
        let after = try await server.get("/exams/geo/dashboard/")
        #expect(after.body.contains(Self.graded + "11</dd>"))
        // An edit to the content still reloads every page.
        try server.site.write(
            "Content/exams/geo.yaml",
            DashboardFixtures.exam.replacingOccurrences(
                of: "title: Geography", with: "title: Geography 2"))
        #expect(
            try await events.next("event: reload\ndata: 3\n\n"),
            "received: \(events.received.debugDescription)")
    }

    /// Through the real `quizgen serve`, as its siblings: a server inside the test process
    /// shares Swift's cooperative threads with every other suite of a parallel run, which once
    /// kept it from answering for 90 s on two busy cores.
    @Test func aSubmissionToThePreviewsCollectorReachesTheDashboard() async throws {
        let server = try await ServeProcess.start(
            try TestSite(
                DashboardFixtures.files(
                    extraConfig: "collect:\n  url: https://exams.example.org/\n")))
        defer { server.stop() }
        let site = server.site
        let events = try await EventStream(port: server.port)
        defer { events.close() }
        let start = try await RawHTTP.request(
            port: server.port, "POST", "/v1/exams/GEO/attempts",
            headers: ["Content-Type": "application/json"], body: Array(#"{"examinee": "Zoe"}"#.utf8)
        )
        #expect(start.status == 201, "\(start.body)")
        let attempt = try #require(
            try JSONSerialization.jsonObject(with: Data(start.body.utf8)) as? [String: Any])
        let id = try #require(attempt["attempt"] as? String)
        let token = try #require(attempt["token"] as? String)
        let body =
            #"{"format": "quizgen-submission/1", "exam": "GEO", "examinee": "Zoe", "answers": {"capital": "a", "easy": "a", "river": "a", "sea": "a"}}"#
        let put = try await RawHTTP.request(
            port: server.port, "PUT", "/v1/attempts/\(id)/submission",
            headers: ["Authorization": "Bearer \(token)", "Content-Type": "application/json"],
            body: Array(body.utf8))
        #expect(put.status == 201, "\(put.body)")
        #expect(try await events.next("event: grading\n"))
        #expect(!events.received.contains("event: reload"))
        let after = try await server.get("/exams/geo/dashboard/")
        #expect(after.body.contains(Self.graded + "11</dd>"))
        // Nothing of the rehearsal is written into the site's content.
        #expect(
            !FileManager.default.fileExists(
                atPath: site.root.appendingPathComponent("Content/submissions/geo/zoe.json").path))
        #expect(
            (try? FileManager.default.contentsOfDirectory(
                atPath: site.root.appendingPathComponent("Content/submissions/geo").path)) == [
                    "all.csv"
                ])
    }

    @Test func privateDashboardsAreShownOnLoopbackUnderTheServersOwnPrefixAndFollowSubmissions()
        async throws
    {
        let server = try await ServeProcess.start(
            try TestSite(DashboardFixtures.files(dashboards: "separate")))
        defer { server.stop() }
        #expect(try await server.get("/exams/geo/dashboard/").status == 404, "not in the site")
        let before = try await server.get("/_quizgen/grading/exams/geo/dashboard/")
        #expect(before.status == 200)
        #expect(before.body.contains(Self.graded + "10</dd>"))
        #expect(before.body.contains("<script data-quizgen-preview>"))
        #expect(
            try await server.get("/_quizgen/grading/exams/geo/gradebook.csv").body.hasPrefix(
                "examinee,points,maximum"))
        #expect(try await server.get("/_quizgen/grading/exams/dashboard/glossary/").status == 200)
        let events = try await EventStream(port: server.port)
        defer { events.close() }
        try server.site.write(
            "Content/submissions/geo/e11.json", DashboardFixtures.submission("E11"))
        #expect(try await events.next("event: grading\n"))
        #expect(
            try await server.get("/_quizgen/grading/exams/geo/dashboard/").body.contains(
                Self.graded + "11</dd>"))
    }

    @Test func onlyALoopbackServerShowsTheGradingFolder() {
        #expect(PreviewResponder.servesGrading(host: "127.0.0.1"))
        #expect(PreviewResponder.servesGrading(host: "localhost"))
        #expect(PreviewResponder.servesGrading(host: "::1"))
        #expect(!PreviewResponder.servesGrading(host: "0.0.0.0"))
        #expect(!PreviewResponder.servesGrading(host: "192.168.1.20"))
    }
}
