import Foundation
import QuizgenCore
import QuizgenSite
import QuizgenTestSupport
import Testing

/// Practice that teaches (issue 31), end to end: hints reach only practice pages, `tries` and
/// `penalty` are checked where written, and a parametric question's further draws travel in
/// the practice key.
@Suite("Practice tries, hints and further draws")
struct PracticeTriesTests {
    /// The fixture bank with hints on `rhine-source` and `danube-length`.
    static func hinted(_ first: String = "Think of Switzerland.") -> String {
        QuizFixtures.markdownBank
            .replacingOccurrences(
                of: "- [x] True\n- [ ] False\n",
                with: "- [x] True\n- [ ] False\n\n> [!hint] \(first)\n"
            )
            .replacingOccurrences(
                of: "- 2850 ± 50\n", with: "- 2850 ± 50\n\n> [!hint] Close to 3000 km.\n")
    }

    @Test func triesAndPenaltyAreCheckedWhereWritten() async throws {
        let site = try TestSite(
            QuizFixtures.site(extra: [
                "Content/exams/p.yaml":
                    "title: P\ncode: P\nmode: practice\ntries: 0\npenalty: 1.5\nquestions: [rhine-source]\n",
                "Content/exams/q.yaml":
                    "title: Q\ncode: Q\nmode: practice\ntries: many\npenalty: a third\nquestions: [rhine-source]\n",
                "Content/exams/r.yaml": "title: R\ncode: R\ntries: 3\nquestions: [rhine-source]\n",
            ]))
        defer { site.remove() }
        let result = await site.build(plugins: [QuizPlugin.plugin])
        let lines = result.diagnostics.lines.filter {
            $0.contains("tries") || $0.contains("penalty")
        }
        #expect(
            lines == [
                "Content/exams/p.yaml:4:8: error: 'tries' must be a whole number of tries per question from 1 to 20, found '0'",
                "Content/exams/p.yaml:5:10: error: 'penalty' must be the share of a question's points each wrong try costs, from 0 to 1 (0.33 for a third), found '1.5'",
                "Content/exams/q.yaml:4:8: error: 'tries' must be a whole number of tries per question from 1 to 20, found 'many'",
                "Content/exams/q.yaml:5:10: error: 'penalty' must be the share of a question's points each wrong try costs, from 0 to 1 (0.33 for a third), found 'a third'",
                "Content/exams/r.yaml:3:8: warning: 'tries' only counts in practice mode (mode: practice); this exam ignores it",
            ], "\(result.diagnostics.lines)")
    }

    @Test func hintsAndTriesReachThePracticeKeyOnly() async throws {
        let site = try TestSite(
            QuizFixtures.site(
                bank: Self.hinted(),
                extra: [
                    "Content/banks/speed.md": PracticeFixtures.speedBank,
                    "Content/exams/p.yaml":
                        "title: P\ncode: P\nmode: practice\npenalty: 0.5\nquestions: [rhine-source, danube-length, capital-at, speed]\n",
                    "Content/exams/t.yaml":
                        "title: T\ncode: T\nmode: practice\ntries: 4\nquestions: [rhine-source]\n",
                ]),
            bytes: ["Content/banks/map.png": QuizFixtures.png])
        defer { site.remove() }
        let result = await site.build(plugins: [QuizPlugin.plugin])
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.lines)")
        let exam = try #require(site.output("exams/geo-mid/take/index.html"))
        #expect(!exam.contains("Think of Switzerland"))
        #expect(!exam.contains("Close to 3000"))
        let practice = try #require(site.output("exams/p/take/index.html"))
        let key = try Self.key(of: practice)
        #expect(key["rhine-source"]?["hints"] as? [String] == ["<p>Think of Switzerland.</p>\n"])
        // Unset, a question has its hints plus one tries (Moodle's interactive behaviour).
        #expect(key["rhine-source"]?["tries"] as? Int == 2)
        #expect(key["capital-at"]?["tries"] as? Int == 1)
        #expect(key["rhine-source"]?["answer_html"] as? String == "True")
        // The parametric question: its hint in its numbers, and five further draws, each
        // with its own prompt, key and hint.
        let speed = try #require(key["speed"])
        let others = try #require(speed["others"] as? [[String: Any]])
        #expect(others.map { $0["variant"] as? String } == ["2", "3", "4", "5", "6"])
        for other in others {
            let prompt = try #require(other["prompt"] as? String)
            let otherKey = try #require(other["key"] as? [String: Any])
            let hint = try #require((otherKey["hints"] as? [String])?.first)
            #expect(prompt.contains("A car drives at "))
            #expect(hint.hasPrefix("<p>Multiply "))
            #expect(otherKey["min"] is Double)
        }
        #expect(practice.contains("data-action=\"try-another\" hidden>Try another like this<"))
        let fixed = try Self.key(of: try #require(site.output("exams/t/take/index.html")))
        #expect(fixed["rhine-source"]?["tries"] as? Int == 4)
    }

    /// The key-leak property with hints: changing every hint leaves the exam-mode pages
    /// byte-identical.
    @Test func examPagesAreIdenticalWhateverTheHints() async throws {
        let site = try TestSite(
            QuizFixtures.site(bank: Self.hinted()),
            bytes: ["Content/banks/map.png": QuizFixtures.png])
        defer { site.remove() }
        #expect(await site.build(plugins: [QuizPlugin.plugin]).published)
        let before = site.snapshot()
        try site.write("Content/banks/rivers.md", Self.hinted("It is the source of the Rhône."))
        #expect(await site.build(plugins: [QuizPlugin.plugin]).published)
        let after = site.snapshot()
        let examFiles = before.keys.filter { $0.hasPrefix("exams/") || $0.hasPrefix("assets/") }
        #expect(!examFiles.isEmpty)
        for path in examFiles.sorted() {
            #expect(before[path] == after[path], "\(path) changed with the hints")
        }
    }

    static func key(of page: String) throws -> [String: [String: Any]] {
        let start = try #require(
            page.range(of: "<script type=\"application/json\" id=\"exam-key\">"))
        let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
        let json = String(page[start.upperBound..<end.lowerBound])
        return try #require(
            try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: [String: Any]])
    }
}
