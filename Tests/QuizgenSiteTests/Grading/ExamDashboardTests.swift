import Foundation
import QuizgenSite
import QuizgenTestSupport
import Testing

/// The exam dashboard a teacher reads: question and choice text, the review list with Moodle's
/// thresholds, charts, explanations, the glossary and the item analysis CSV.
@Suite("exam dashboard")
struct ExamDashboardTests {
    static let plugins = [QuizPlugin.plugin, GradingPlugin.plugin]

    static func files(dashboards: String = "site") -> [String: String] {
        DashboardFixtures.files(dashboards: dashboards)
    }

    @Test func theReviewListNamesQuestionsAndChoicesByTheirText() async throws {
        let site = try TestSite(Self.files())
        defer { site.remove() }
        let result = await site.build(plugins: Self.plugins)
        #expect(!result.failed, "\(result.diagnostics.lines)")
        let html = try #require(site.output("exams/geo/dashboard/index.html"))
        #expect(html.contains("<h2 id=\"review-heading\">Questions to review first</h2>"))
        let capital = try #require(
            html.range(
                of:
                    "<li><a href=\"#q-1\"><span class=\"q-label\">1. Which city is the <em>capital</em> of Austria?</span></a>"
            ))
        #expect(
            html.contains(
                "<li>Stronger students did worse on it than weaker ones: check the key and the wording. <span class=\"figures\">(discrimination index "
            ))
        #expect(
            html.contains(
                "<li>The stronger students chose “Graz” rather than the answer. <span class=\"figures\">(3 chose it, with a mean total of 3 marks; those who chose the answer: 2.29 marks)</span></li>"
            ))
        #expect(
            html.contains(
                "<li>Nobody chose “Linz”, so it distracts nobody. <span class=\"figures\">(0 of 10 examinees)</span></li>"
            ))
        let easy = try #require(
            html.range(
                of: "<li><a href=\"#q-2\"><span class=\"q-label\">2. Is water wet?</span></a>"))
        #expect(
            html.contains(
                "<li>Everyone got it right. <span class=\"figures\">(facility 100 %)</span></li>"))
        #expect(capital.lowerBound < easy.lowerBound, "the negative discrimination comes first")
        // Text, not ids or letters, in the tables; every choice marked when it is the answer.
        #expect(
            html.contains(
                "<tr id=\"q-1\" class=\"needs-review\"><th scope=\"row\"><span class=\"q-label\">1. Which city is the <em>capital</em> of Austria?</span></th>"
            ))
        // (The id would stand alone in the label; the text has "capital" in emphasis.)
        #expect(!html.contains("\">capital<") && !html.contains("1. capital"))
        #expect(
            html.contains(
                "<td>works against the rest of the exam; “Graz” draws stronger students; nobody chose “Linz”; nobody chose “Salzburg”</td></tr>"
            ))
        #expect(
            html.contains(
                "<tr><td>Vienna <strong>(answer)</strong></td><td>7</td><td>70</td><td>2.29</td></tr>"
            ))
        #expect(html.contains("<tr><td>Graz</td><td>3</td><td>30</td><td>3</td></tr>"))
        #expect(html.contains("<tr><td>Linz</td><td>0</td><td>0</td><td>not defined</td></tr>"))
    }

    @Test func chartsExplanationsAndTablesAreReadableAndCollapsed() async throws {
        let site = try TestSite(Self.files())
        defer { site.remove() }
        _ = await site.build(plugins: Self.plugins)
        let html = try #require(site.output("exams/geo/dashboard/index.html"))
        // The grade distribution: 5 examinees at 75 %, 5 at 50 %, pass mark 60 %.
        #expect(
            html.contains(
                "<desc id=\"chart-grades-desc\">Bar chart of the number of examinees per grade range. 0–10 %: 0, 10–20 %: 0, 20–30 %: 0, 30–40 %: 0, 40–50 %: 0, 50–60 %: 5, 60–70 %: 0, 70–80 %: 5, 80–90 %: 0, 90–100 %: 0. The pass mark is 60 %.</desc>"
            ))
        #expect(html.contains("class=\"pass-mark\""))
        #expect(html.contains("<rect class=\"bar below-pass\""))
        // Named, focusable points with the question's text.
        #expect(
            html.contains(
                "<a class=\"point\" href=\"#q-1\" aria-label=\"Question 1: Which city is the capital of Austria?. Facility 70 %, discrimination "
            ))
        #expect(html.contains("<text class=\"tip\""))
        #expect(
            html.contains(
                "role=\"group\" aria-labelledby=\"chart-questions-title chart-questions-desc\""))
        // No fixed pixel size: the charts scale to the page.
        #expect(
            !html.contains(
                "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 480 220\" width="))
        // Data tables collapsed; wide tables in focusable, named scroll regions.
        #expect(
            html.contains(
                "<details class=\"data\"><summary>Data table: Grade distribution</summary>"))
        #expect(
            html.contains(
                "<div class=\"table-scroll\" tabindex=\"0\" role=\"region\" aria-labelledby=\"questions-heading\">"
            ))
        // One sentence per statistic where it is shown, linked to the glossary.
        #expect(
            html.contains(
                "<dt><a href=\"../../dashboard/glossary/#cic\">Coefficient of internal consistency (CIC)</a></dt><dd class=\"value\">"
            ))
        #expect(
            html.contains(
                "<dd class=\"explain\">How consistently the questions measure the same ability, in percent: higher is better.</dd>"
            ))
        #expect(
            html.contains(
                "<dt><a href=\"../../dashboard/glossary/#facility\">Facility</a></dt><dd>The average mark on the question as a share of its maximum: high means easy.</dd>"
            ))
        #expect(html.contains("@media print"))
        #expect(html.contains("data-quizgen-live=\"grading\""))
        let glossary = try #require(site.output("exams/dashboard/glossary/index.html"))
        #expect(glossary.contains("<dt id=\"discrimination\">Discrimination index</dt>"))
        #expect(glossary.contains("below 30 % very likely needs checking"))
    }

    @Test func theItemAnalysisCSVListsEveryQuestionWithItsText() async throws {
        let site = try TestSite(Self.files())
        defer { site.remove() }
        _ = await site.build(plugins: Self.plugins)
        let csv = try #require(site.output("exams/geo/item-analysis.csv"))
        let lines = csv.components(separatedBy: "\r\n")
        #expect(
            lines[0]
                == "number,id,question,type,weight,facility,sd,random_guess,intended_weight,effective_weight,discrimination_index,discriminative_efficiency,review,choices"
        )
        #expect(lines[1].hasPrefix("1,capital,Which city is the capital of Austria?,single,1,70,"))
        #expect(
            lines[1].hasSuffix(
                ",Vienna (answer): 7 (70 %); Graz: 3 (30 %); Linz: 0 (0 %); Salzburg: 0 (0 %)"))
        #expect(lines[2].hasPrefix("2,easy,Is water wet?,single,1,100,0,50,25,"))
        #expect(lines.count == 6 && lines[5].isEmpty)
    }

    @Test func privateDashboardsKeepTheCSVBesideTheGradebook() async throws {
        let site = try TestSite(Self.files(dashboards: "separate"))
        defer { site.remove() }
        let result = await site.build(plugins: Self.plugins)
        #expect(!result.failed, "\(result.diagnostics.lines)")
        #expect(site.output("exams/geo/item-analysis.csv") == nil)
        let files = site.snapshot(of: site.root.appendingPathComponent("Grading"))
        #expect(
            files["exams/geo/item-analysis.csv"] != nil && files["exams/geo/gradebook.csv"] != nil)
        #expect(files["exams/dashboard/glossary/index.html"] != nil)
    }
}

/// Questions on the dashboard as the exam shows them: a formula as MathML (not TeX), a blank as
/// a gap (not the placeholder), an image with its alt text; the chart labels and the CSV keep
/// plain text, with the blank as a gap there too.
@Suite("exam dashboard: questions as the exam shows them")
struct DashboardQuestionTextTests {
    @Test func mathBlanksAndImages() async throws {
        let bank = """
            ---
            category: Shown
            ---
            ## Solve $x^2 - 5x + 6 = 0$. {#roots}
            - [x] $x = 2$ or $x = 3$
            - [ ] $x = -1$

            ## The Danube flows through [[Vienna]]. {#gap type=blanks}

            ## Which river is this? ![the Rhine at Basel](map.png) {#picture}
            - [x] The Rhine
            - [ ] The Elbe
            """
        let exam = "title: Shown\ncode: SHOWN\nquestions: [roots, gap, picture]\n"
        let submission = { (name: String) in
            #"{"format": "quizgen-submission/1", "exam": "SHOWN", "examinee": "\#(name)", "answers": {"roots": "a", "gap": {"1": "Vienna"}, "picture": "b"}}"#
        }
        let site = try TestSite(
            [
                "quizgen.yaml": QuizFixtures.config + "dashboard: true\n",
                "Content/banks/shown.md": bank,
                "Content/exams/shown.yaml": exam,
                "Content/submissions/shown/a.json": submission("A"),
                "Content/submissions/shown/b.json": submission("B"),
            ], bytes: ["Content/banks/map.png": QuizFixtures.png])
        defer { site.remove() }
        let result = await site.build(plugins: [QuizPlugin.plugin, GradingPlugin.plugin])
        #expect(!result.failed, "\(result.diagnostics.lines)")
        let html = try #require(site.output("exams/shown/dashboard/index.html"))
        let rows = html.components(separatedBy: "<th scope=\"row\">").dropFirst().map {
            String($0.prefix { $0 != "\n" })
        }
        #expect(rows.count == 3)
        // 1: MathML, and no TeX left in the label.
        #expect(rows[0].hasPrefix("<span class=\"q-label\">1. Solve <math"), "\(rows[0])")
        #expect(!rows[0].contains("x^2"))
        // 2: a gap where the blank is, never the placeholder.
        #expect(
            rows[1].hasPrefix("<span class=\"q-label\">2. The Danube flows through ___.</span>"))
        // 3: the image at its published URL, with its alt text.
        #expect(rows[2].contains("<img src=\"/media/"), "\(rows[2])")
        #expect(rows[2].contains("alt=\"the Rhine at Basel\""))
        // The choices of question 1 as MathML too.
        #expect(html.contains("<tr><td><math"), "the choice table shows the formula")
        #expect(!html.contains("⟦"))
        // The CSV stays plain: the blank as a gap, the formula as its TeX.
        let csv = try #require(site.output("exams/shown/item-analysis.csv"))
        #expect(csv.contains("The Danube flows through ___."))
        #expect(!csv.contains("⟦"))
    }
}

/// Students who started and never handed in (the collector finished their attempts at time-up)
/// are counted on the public dashboard, never named.
@Suite("exam dashboard: never handed in")
struct DashboardNotHandedInTests {
    @Test func countedWithoutNames() async throws {
        let answers = #"{"q1": "a", "q2": "a", "q3": ["a", "b"], "q4": "a"}"#
        let late = GradingFixtures.json("Quentin Vasquez-Oyelaran", answers: answers)
            .replacingOccurrences(
                of: #""examinee""#, with: #""finished_by": "server", "examinee""#)
        var files = GradingFixtures.site(submissions: [
            "a.json": GradingFixtures.json("Ana", answers: answers),
            "q.json": late,
        ])
        files["quizgen.yaml"] = QuizFixtures.config + "dashboard: true\n"
        let site = try TestSite(files)
        defer { site.remove() }
        let result = await site.build(plugins: [QuizPlugin.plugin, GradingPlugin.plugin])
        #expect(!result.failed, "\(result.diagnostics.lines)")
        let html = try #require(site.output("exams/self/dashboard/index.html"))
        #expect(
            html.contains(
                "<dt><a href=\"../../dashboard/glossary/#not-handed-in\">Never handed in</a></dt><dd class=\"value\">1</dd>"
            ), "\(html)")
        #expect(!html.contains("Quentin") && !html.contains("Vasquez"))
        let glossary = try #require(site.output("exams/dashboard/glossary/index.html"))
        #expect(glossary.contains("id=\"not-handed-in\""))
    }
}
