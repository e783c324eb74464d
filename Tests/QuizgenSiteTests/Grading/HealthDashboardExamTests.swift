import Foundation
import QuizgenSite
import QuizgenTestSupport
import Testing

@Suite("Exams on the content-health dashboard")
struct HealthDashboardExamTests {
    @Test func dashboardListsEachExamWithItsGradingSummary() async throws {
        var files = GradingFixtures.site(submissions: ["all.csv": GradingFixtures.moodleCSV])
        files["quizgen.yaml"] = QuizFixtures.config + "dashboard: true\n"
        let site = try TestSite(files)
        defer { site.remove() }
        let result = await site.build(plugins: [QuizPlugin.plugin, GradingPlugin.plugin])
        #expect(!result.failed, "\(result.diagnostics.lines)")
        let html = try #require(site.output("dashboard/index.html"))
        #expect(html.contains("<h2>Exams</h2>"))
        #expect(html.contains("<td>SELF</td><td>4</td><td>5</td><td>8</td><td>0</td><td>55.0</td>"))
        #expect(html.contains("href=\"/exams/self/dashboard/\">statistics</a>"))
    }
}
