import Foundation
import QuizgenSite
import QuizgenTestSupport
import Testing

/// During `quizgen serve`, a submission arriving in `Content/submissions/` rebuilds the site and
/// sends `grading`, not `reload`: the dashboards follow, the open exam pages stay as they are.
@Suite("Live grading dashboards")
struct DashboardLiveTests {
    static let graded = "Graded attempts</a></dt><dd class=\"value\">"

    @Test func aNewSubmissionFileSendsAGradingEventAndTheDashboardCountsIt() async throws {
        let server = try await RunningServer.start(try TestSite(DashboardFixtures.files()), plugins: [QuizPlugin.plugin, GradingPlugin.plugin])
        defer { Task { await server.stop() } }
        let before = try await server.get("/exams/geo/dashboard/")
        #expect(before.body.contains(Self.graded + "10</dd>"))
        #expect(before.body.contains("addEventListener(\"grading\""))
        let events = try await EventStream(port: server.port)
        defer { events.close() }
        try server.site.write("Content/submissions/geo/e11.json", DashboardFixtures.submission("E11"))
        #expect(try await events.next("event: grading\ndata: 2\n\n"))
        #expect(!events.received.contains("event: reload"))
        let after = try await server.get("/exams/geo/dashboard/")
        #expect(after.body.contains(Self.graded + "11</dd>"))
        // An edit to the content still reloads every page.
        try server.site.write("Content/exams/geo.yaml", DashboardFixtures.exam.replacingOccurrences(of: "title: Geography", with: "title: Geography 2"))
        #expect(try await events.next("event: reload\ndata: 3\n\n"))
    }
}
