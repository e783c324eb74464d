import Foundation
import QuizgenSite
import QuizgenTestSupport
import Testing

/// Where the dashboards and gradebooks go: `grading: { dashboards: site | separate | off }`.
@Suite("grading output placement")
struct GradingOutputTests {
    static let plugins = [QuizPlugin.plugin, GradingPlugin.plugin]

    static func site(_ dashboards: String) throws -> TestSite {
        var files = GradingFixtures.site(submissions: ["all.csv": GradingFixtures.moodleCSV])
        files["quizgen.yaml"] = QuizFixtures.config + "grading:\n  dashboards: \(dashboards)\n"
        return try TestSite(files)
    }

    @Test func separateKeepsGradebooksAndDashboardsOutOfTheSite() async throws {
        let site = try Self.site("separate")
        defer { site.remove() }
        let result = await site.build(plugins: Self.plugins)
        #expect(!result.failed, "\(result.diagnostics.lines)")
        let published = site.snapshot().keys
        #expect(
            !published.contains {
                $0.contains("dashboard") || $0.contains("gradebook") || $0.contains("statistics")
                    || $0.hasPrefix("_grading")
            })
        let separate = site.root.appendingPathComponent("Grading")
        let files = site.snapshot(of: separate)
        #expect(
            files.keys.filter { !$0.hasPrefix(".") }.sorted() == [
                "exams/dashboard/glossary/index.html", "exams/dashboard/index.html",
                "exams/self/dashboard/index.html",
                "exams/self/gradebook.csv", "exams/self/gradebook.json",
                "exams/self/item-analysis.csv", "exams/self/statistics.json",
            ])
        let csv = String(decoding: try #require(files["exams/self/gradebook.csv"]), as: UTF8.self)
        #expect(
            csv.hasPrefix(
                "examinee,points,maximum,percentage,grade,passed,timing,q1,q2,q3,q4\r\nE1,5,5,100,pass,yes,,1,1,2,1\r\n"
            ))
    }

    @Test func offPublishesNoDashboardsAndTheReportSummarisesTheExam() async throws {
        let site = try Self.site("off")
        defer { site.remove() }
        let result = await site.build(plugins: Self.plugins)
        #expect(
            !site.snapshot().keys.contains { $0.contains("dashboard") || $0.contains("statistics") }
        )
        let summary = try #require(result.exams.first)
        #expect(summary.code == "SELF")
        #expect(summary.graded == 8)
        #expect(summary.excluded == 0)
        #expect(summary.meanPercentage == 55)
        let sitemap = try #require(site.output("sitemap.xml"))
        #expect(!sitemap.contains("dashboard") && !sitemap.contains("results"))
    }
}
