import Foundation
import QuizgenCore
import QuizgenGrading
import QuizgenSite
import QuizgenTestSupport
import Testing

/// Submissions through the whole pipeline: loading, scoring rules, late policy, statistics,
/// result pages and the dashboards.
@Suite("grading pipeline")
struct GradingPipelineTests {
    static let plugins = [QuizPlugin.plugin, GradingPlugin.plugin]

    static func statistics(_ site: TestSite) throws -> [String: Any] {
        let text = try #require(site.output("exams/self/statistics.json"))
        return try #require(
            try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func moodleSelfCheckDataGivesMoodlesStatistics() async throws {
        let site = try TestSite(
            GradingFixtures.site(
                exam: GradingFixtures.exam("scoring: { multiple: partial, rule: none }"),
                submissions: ["all.csv": GradingFixtures.moodleCSV]))
        defer { site.remove() }
        let result = await site.build(plugins: Self.plugins)
        #expect(result.diagnostics.lines == [])
        let json = try Self.statistics(site)
        let exam = try #require(json["statistics"] as? [String: Any])
        let questions = try #require(json["questions"] as? [[String: Any]])
        func r(_ value: Any?) -> String { String(format: "%.2f", value as? Double ?? .nan) }
        #expect(questions.map { r($0["facility"]) } == ["62.50", "50.00", "56.25", "50.00"])
        #expect(
            questions.map { r($0["discrimination_index"]) } == ["27.99", "41.70", "63.06", "0.00"])
        #expect(String(format: "%.4f", exam["sd"] as? Double ?? 0) == "1.5811")
        #expect(r(exam["cic"]) == "51.43")
        #expect(r(exam["error_ratio"]) == "69.69")
        #expect(String(format: "%.4f", exam["standard_error"] as? Double ?? 0) == "1.1019")
        for key in [
            "mean", "median", "sd", "skewness", "kurtosis", "cic", "error_ratio", "standard_error",
        ] {
            #expect(exam.keys.contains(key), "\(key)")
        }
        for key in [
            "facility", "sd", "random_guess", "intended_weight", "effective_weight",
            "discrimination_index", "discriminative_efficiency",
        ] {
            #expect(questions[0].keys.contains(key), "\(key)")
        }
        let dashboard = try #require(site.output("exams/self/dashboard/index.html"))
        #expect(dashboard.contains("<title id=\"chart-grades-title\">Grade distribution</title>"))
        #expect(
            dashboard.contains(
                "<desc id=\"chart-questions-desc\">Scatter plot, one point per question. 1. One?: facility 62.5 %, discrimination 27.99 %"
            ))
        #expect(
            dashboard.contains(
                "<th scope=\"row\"><span class=\"q-label\">1. One?</span></th><td>62.5</td><td>51.75</td><td>50</td><td>20</td>"
            ))
        #expect(
            dashboard.contains(
                "<caption><span class=\"q-label\">3. Three?</span> (0 without an answer)</caption>")
        )
        #expect(dashboard.contains("<tr><td>Third</td><td>2</td><td>25</td>"))
        #expect(site.output("exams/dashboard/index.html")?.contains("Self-check (SELF)") == true)
        #expect(site.output("exams/self/gradebook.csv") == nil)
        #expect(result.exams.first?.graded == 8)
    }

    @Test(arguments: [
        ("multiple: partial, rule: false2", "a", 0.5), ("multiple: all-or-nothing", "a", 0.0),
        ("multiple: partial, rule: all", "a;c", 0.0),
        ("multiple: partial, rule: false, negative: true", "c", -1.0),
        ("multiple: partial, rule: false2, negative: true", "a;c", 0.0),
        ("multiple: partial, rule: none", "a;b;c", 1.0),
    ])
    func multipleChoiceRulesApplyThroughSubmissions(scoring: String, answer: String, credit: Double)
        async throws
    {
        let csv = "examinee,q3\nAna,\(answer)\n"
        let site = try TestSite(
            GradingFixtures.site(
                exam: GradingFixtures.exam("scoring: { \(scoring) }"), submissions: ["a.csv": csv]))
        defer { site.remove() }
        let result = await site.build(plugins: Self.plugins, write: false)
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.lines)")
        var diagnostics = Diagnostics()
        let graded = GradingPlugin.results(root: site.root, into: &diagnostics).results
        let outcome = try #require(graded.first?.attempts.first?.outcomes[2])
        #expect(outcome.credit == credit)
        #expect(outcome.points == 2 * credit)
    }

    @Test func latePolicyPenalisesRejectsAndAccepts() async throws {
        let answers = #"{"q1": "a", "q2": "a", "q3": ["a", "b"], "q4": "a"}"#
        let files = [
            "on-time.json": GradingFixtures.json(
                "Ana", finished: "2026-11-21T10:31:00Z", answers: answers),
            "late.json": GradingFixtures.json(
                "Ben", finished: "2026-11-21T10:40:00Z", answers: answers),
        ]
        for (policy, benPoints) in [
            ("accept", "5"), ("penalise, factor: 0.8", "4"), ("reject", nil),
        ] {
            let site = try TestSite(
                GradingFixtures.site(
                    exam: GradingFixtures.exam("late: { grace: 2m, policy: \(policy) }"),
                    submissions: files))
            defer { site.remove() }
            let result = await site.build(plugins: Self.plugins)
            var diagnostics = Diagnostics()
            let csv = try #require(
                GradingPlugin.results(root: site.root, into: &diagnostics).results.first.map {
                    GradingFormat.gradebookCSV($0)
                })
            #expect(csv.contains("Ana,5,5,100,pass,yes,on time"), "\(csv)")
            if let benPoints {
                #expect(csv.contains("Ben,\(benPoints),5,"), "\(csv)")
            } else {
                #expect(!csv.contains("Ben"))
            }
            #expect(result.diagnostics.lines.count == 1)
            #expect(
                result.diagnostics.lines.first?.hasPrefix(
                    "Content/submissions/self/late.json:1:1: warning: Ben finished 10m after the time limit"
                ) == true)
        }
    }

    /// A submission that cannot be read says why, at its path, and the build fails.
    @Test func anUnreadableSubmissionSaysWhy() async throws {
        let answers = #"{"q1": "a", "q2": "a", "q3": ["a", "b"], "q4": "a"}"#
        let site = try TestSite(
            GradingFixtures.site(submissions: [
                "ana.json": GradingFixtures.json("Ana", answers: answers)
            ]),
            links: ["Content/submissions/self/ben.json": "gone.json"])
        defer { site.remove() }
        let result = await site.build(plugins: Self.plugins)
        #expect(result.failed)
        #expect(
            result.diagnostics.lines.contains(
                "Content/submissions/self/ben.json:1:1: error: cannot read file: it is a symbolic link to a file that does not exist"
            ),
            "\(result.diagnostics.lines)")
    }
}
