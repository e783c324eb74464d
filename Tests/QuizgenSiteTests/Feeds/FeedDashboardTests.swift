import Foundation
import QuizgenSite
import QuizgenTestSupport
import Testing

@Suite("Feed activity on the dashboard")
struct FeedDashboardTests {
    @Test func dashboardChartsPostsPerMonthAndNoStrayPages() async throws {
        let posts = """
            [{"id": "p1", "author": "ann", "time": "2024-01-31T23:30:00-02:00", "text": "late January here, February in UTC"},
             {"id": "p2", "author": "ann", "time": "2024-01-15T10:00:00Z", "text": "January"},
             {"id": "p3", "author": "bo", "time": "2024-03-01T08:00:00+01:00", "text": "March"}]
            """
        let site = try TestSite([
            "quizgen.yaml": FeedTestSupport.config(extra: "dashboard: true"),
            "Content/feeds/campus/users.json": FeedTestSupport.users,
            "Content/feeds/campus/posts.json": posts,
        ])
        defer { site.remove() }
        let result = await site.build(plugins: [FeedPlugin.plugin])
        #expect(result.diagnostics.lines == [])
        let html = try #require(site.output("dashboard/index.html"))
        #expect(html.contains("Campus: posts per month"))
        #expect(html.contains("<tr><td>2024-01</td><td>1</td></tr>"))
        #expect(html.contains("<tr><td>2024-02</td><td>1</td></tr>"))
        #expect(html.contains("<tr><td>2024-03</td><td>1</td></tr>"))
    }
}

@Suite("Archive diagnostics point at files in the site")
struct FeedArchivePathTests {
    @Test func importerDiagnosticsAreRelativeToTheSiteRoot() async throws {
        let site = try TestSite([
            "quizgen.yaml": FeedTestSupport.config(
                "m", extra: ""
            ).replacingOccurrences(
                of: "    title: Campus",
                with:
                    "    title: M\n    format: mastodon\n    source: Content/archives/mastodon-traps"
            )
        ])
        defer { site.remove() }
        try FeedTestSupport.copy(
            FeedTestSupport.ownFeeds.appendingPathComponent("mastodon-traps"), into: site,
            at: "Content/archives/mastodon-traps")
        let result = await site.build(plugins: [FeedPlugin.plugin], write: false)
        #expect(
            result.diagnostics.lines.contains(
                "Content/archives/mastodon-traps/outbox.json:5:17: note: 'totalItems' says 99 but the outbox lists 9 activities"
            ))
        #expect(result.diagnostics.lines.allSatisfy { !$0.hasPrefix("mastodon-traps/") })
    }
}
