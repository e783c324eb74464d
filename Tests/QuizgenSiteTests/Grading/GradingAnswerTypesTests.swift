import Foundation
import QuizgenCore
import QuizgenGrading
import QuizgenLoading
import QuizgenSite
import QuizgenTestSupport
import Testing

/// Every question type read from JSON and from CSV, with the ordering and matching modes, and
/// an essay marked by hand.
@Suite("grading answer types")
struct GradingAnswerTypesTests {
    static let exam = """
        title: Types
        code: TYPES
        questions:
          - { id: danube-capitals, weight: 3 }
          - rhine-source
          - capital-at
          - danube-length
          - { id: order, weight: 3 }
          - { id: seas, weight: 2 }
          - { id: meander, weight: 4 }
          - cap-match
        """

    static func credits(scoring: String, files: [String: String]) async throws -> [String: [Double]]
    {
        var extra: [String: String] = [:]
        for (name, text) in files { extra["Content/submissions/types/\(name)"] = text }
        let site = try TestSite(QuizFixtures.site(exam: exam + "\n" + scoring, extra: extra))
        defer { site.remove() }
        var diagnostics = Diagnostics()
        let results = try #require(
            GradingPlugin.results(root: site.root, into: &diagnostics).results.first)
        #expect(!diagnostics.hasErrors, "\(diagnostics.lines)")
        return Dictionary(
            uniqueKeysWithValues: results.attempts.map { ($0.examinee, $0.outcomes.map(\.credit)) })
    }

    static let ulm = ContentID.make(prefix: "i", "Ulm")
    static let vienna = ContentID.make(prefix: "i", "Vienna")
    static let budapest = ContentID.make(prefix: "i", "Budapest")
    static let black = ContentID.make(prefix: "r", "Black Sea")
    static let north = ContentID.make(prefix: "r", "North Sea")
    static let vienna2 = ContentID.make(prefix: "r", "Vienna")
    static let prague = ContentID.make(prefix: "r", "Prague")

    @Test func jsonAndCSVAnswersOfEveryTypeScoreAlike() async throws {
        let json = """
            {"examinee": "Ana", "answers": {"danube-capitals": ["a", "b"], "rhine-source": "true",
             "capital-at": "  vienna ", "danube-length": "2 870", "order": ["\(Self.vienna)", "\(Self.ulm)", "\(Self.budapest)"],
             "seas": {"a": "\(Self.black)", "b": "\(Self.black)"}, "meander": "Because.",
             "cap-match": {"a": "\(Self.vienna2)", "b": "\(Self.prague)"}}}
            """
        let csv = """
            examinee,danube-capitals,rhine-source,capital-at,danube-length,order,seas,meander,cap-match
            Bo,a;b,true,  vienna ,"2870,0",\(Self.vienna);\(Self.ulm);\(Self.budapest),a=\(Self.black);b=\(Self.black),Because.,a=\(Self.vienna2);b=\(Self.prague)

            """
        let marks = "Ana:\n  meander: 2\nBo:\n  meander: 4\n"
        let strict = try await Self.credits(
            scoring: "", files: ["ana.json": json, "bo.csv": csv, "marks.yaml": marks])
        // false2 partial: 2 of 3 correct; "2 870" has an inner space (wrong), "2870,0" a decimal comma.
        #expect(strict["Ana"] == [2.0 / 3, 1, 1, 0, 0, 0, 0.5, 1])
        #expect(strict["Bo"] == [2.0 / 3, 1, 1, 1, 0, 0, 1, 1])
        let lenient = try await Self.credits(
            scoring:
                "scoring: { multiple: all-or-nothing, ordering: per-item, matching: per-item }",
            files: ["ana.json": json, "marks.yaml": marks])
        #expect(lenient["Ana"] == [0, 1, 1, 0, 1.0 / 3, 0.5, 0.5, 1])
    }
}
