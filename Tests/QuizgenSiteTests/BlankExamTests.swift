import Foundation
import QuizgenCore
import QuizgenGrading
import QuizgenSite
import QuizgenTestSupport
import Testing

/// Fill-in-the-blank questions on the exam page, in the practice key, and graded with partial
/// credit per blank from JSON and CSV submissions.
@Suite("fill-in-the-blank exams")
struct BlankExamTests {
    static let elbe = Blank.optionID("Elbe")
    static let danube = Blank.optionID("Danube")
    static let oder = Blank.optionID("Oder")
    static let austria = Blank.optionID("Austria")
    static let switzerland = Blank.optionID("Switzerland")

    @Test func theExamPageHasLabelledInlineControlsAndNoKey() async throws {
        let site = try TestSite(
            QuizFixtures.site(extra: QuizFixtures.blanksFiles),
            bytes: ["Content/banks/map.png": QuizFixtures.png])
        defer { site.remove() }
        let result = await site.build(plugins: [QuizPlugin.plugin])
        let published = result.published
        #expect(published, "\(result.diagnostics.lines)")
        let take = try #require(site.output("exams/fill/take/index.html"))
        #expect(
            take.contains(
                "<p>Prague lies on the <input class=\"blank\" type=\"text\" id=\"b-prague-river-1\" name=\"q.prague-river.1\" data-blank=\"1\" aria-label=\"Blank 1 of 2\" autocomplete=\"off\" size=\"14\">.</p>"
            ))
        let options = [("Danube", Self.danube), ("Elbe", Self.elbe), ("Oder", Self.oder)].sorted {
            $0.1 < $1.1
        }
        .map { "<option value=\"\($0.1)\">\($0.0)</option>" }.joined()
        #expect(
            take.contains(
                "<select class=\"blank\" id=\"b-prague-river-2\" name=\"q.prague-river.2\" data-blank=\"2\" aria-label=\"Blank 2 of 2\"><option value=\"\">Choose…</option>\(options)</select> at Mělník; <code>[[not a blank]]</code> is code."
            ))
        #expect(take.contains("data-type=\"blanks\""))
        #expect(!take.contains("Vltava"))
        #expect(!take.contains("Moldau"))
        #expect(!take.contains("Rhine"))
        #expect(!take.contains("⟦"))
    }

    @Test func practiceKeyListsEachBlank() async throws {
        let practice =
            "title: Fill practice\ncode: FILLP\nmode: practice\nquestions: [rhine-fill]\n"
        var files = QuizFixtures.site(extra: QuizFixtures.blanksFiles)
        files["Content/exams/fillp.yaml"] = practice
        let site = try TestSite(files, bytes: ["Content/banks/map.png": QuizFixtures.png])
        defer { site.remove() }
        _ = await site.build(plugins: [QuizPlugin.plugin])
        let take = try #require(site.output("exams/fillp/take/index.html"))
        #expect(
            take.contains(
                "\"rhine-fill\":{\"answer_html\":\"(1) Rhine; (2) ✓ Switzerland · ✗ Austria\",\"blanks\":[{\"accepted\":[\"Rhine\"],\"case_sensitive\":true,\"weight\":1},{\"correct\":[\"\(Self.switzerland)\"],\"weight\":1}],\"tries\":1,\"type\":\"blanks\"}"
            ))
    }

    @Test func partialCreditPerWeightedBlankFromJSONAndCSV() async throws {
        let json = """
            {"examinee": "Ana", "answers": {"prague-river": {"1": " moldau ", "2": "\(Self.danube)"},
             "rhine-fill": {"1": "rhine", "2": "\(Self.switzerland)", "3": "extra"}}}
            """
        let csv = """
            examinee,prague-river,rhine-fill
            Bo,2=\(Self.elbe),1=Rhine;2=\(Self.austria)
            Cy,1=Vltava;2=nope,

            """
        var extra = QuizFixtures.blanksFiles
        extra["Content/submissions/fill/ana.json"] = json
        extra["Content/submissions/fill/rest.csv"] = csv
        let site = try TestSite(QuizFixtures.site(extra: extra))
        defer { site.remove() }
        var diagnostics = Diagnostics()
        let results = try #require(
            GradingPlugin.results(root: site.root, into: &diagnostics).results.first {
                $0.exam.exam.code == "FILL"
            })
        #expect(
            diagnostics.items.map { "\($0.location!): \($0.message)" } == [
                "Content/submissions/fill/ana.json:2:16: Ana: '3' is not a blank of 'rhine-fill' (it has 2) (ignored)",
                "Content/submissions/fill/rest.csv:3:4: Cy: 'nope' is not an option of blank 2 of 'prague-river' (ignored)",
            ])
        let credits = Dictionary(
            uniqueKeysWithValues: results.attempts.map { ($0.examinee, $0.outcomes.map(\.credit)) })
        // prague-river: blank 1 weight 1, blank 2 weight 2; rhine-fill is case-sensitive.
        #expect(credits["Ana"] == [1.0 / 3, 0.5])
        #expect(credits["Bo"] == [2.0 / 3, 0.5])
        #expect(credits["Cy"] == [1.0 / 3, 0])
        let ana = try #require(results.attempts.first { $0.examinee == "Ana" })
        #expect(ana.outcomes[0].given == "1: moldau; 2: Danube")
        #expect(ana.outcomes[0].correct == "1: Vltava / Moldau; 2: Elbe")
        #expect(ana.outcomes[0].points == 1)
        #expect(ana.outcomes[0].text.hasPrefix("Prague lies on the (1) \\_\\_\\_\\_."))
    }
}
