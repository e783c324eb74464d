import Foundation
import QuizgenCompute
import QuizgenCore
import QuizgenGrading
import QuizgenSite
import QuizgenTestSupport
import Testing

/// Parametric questions end to end: both bank formats, one taking page per variant, the
/// variant finder, grading with each variant's key, and no key on any variant's page.
@Suite("parametric questions and variants")
struct ParametricExamTests {
    static let plugins = [QuizPlugin.plugin, GradingPlugin.plugin]

    /// The example site's bank and an exam over it.
    static func exampleFiles(variants: Int = 6) throws -> [String: String] {
        let bank = try String(
            contentsOf: SchemaTests.repositoryRoot.appendingPathComponent(
                "Content/banks/physics.md"), encoding: .utf8)
        return [
            "quizgen.yaml": QuizFixtures.config,
            "Content/banks/physics.md": bank,
            "Content/banks/money.json": Self.jsonBank,
            "Content/exams/motion.yaml": """
            title: Motion
            code: MOTION
            variants: \(variants)
            questions: [barge-distance, ferry-time, boat-ground-speed, interest]
            """,
        ]
    }

    static let jsonBank = """
        {
          "category": "Money",
          "questions": [
            { "id": "interest", "type": "numeric", "points": 2,
              "text": "You save {p} € at {r} % a year for {n} years. How much do you have then?",
              "parameters": { "p": [1000, 2000, 5000], "r": { "min": 1, "max": 4, "step": 0.5 },
                              "n": { "min": 2, "max": 6 }, "total": "round(p * (1 + r / 100) ^ n, 2)" },
              "constraints": ["total - p > 50"],
              "formula": "total", "tolerance": "3sf", "unit": "€" }
          ]
        }
        """

    /// The numbers a taking page shows, by the text around them.
    static func numbers(_ html: String, after prefix: String, count: Int) -> [Double] {
        guard let range = html.range(of: prefix) else { return [] }
        let rest = html[range.upperBound...].prefix(400)
        var found: [Double] = []
        var current = ""
        for character in rest {
            if character.isNumber || (character == "." && !current.isEmpty) {
                current.append(character)
            } else if !current.isEmpty {
                if let value = Double(current.hasSuffix(".") ? String(current.dropLast()) : current)
                {
                    found.append(value)
                }
                current = ""
                if found.count == count { break }
            }
        }
        return found
    }

    @Test func eachVariantIsATakingPageWithItsOwnNumbersAndTheLandingFindsThem() async throws {
        let site = try TestSite(Self.exampleFiles())
        defer { site.remove() }
        let result = await site.build(plugins: Self.plugins)
        #expect(!result.failed, "\(result.diagnostics.lines)")
        #expect(site.output("exams/motion/take/index.html") == nil)
        var barges: Set<[Double]> = []
        for variant in 1...6 {
            let take = try #require(site.output("exams/motion/take/\(variant)/index.html"))
            #expect(take.contains("data-variant=\"\(variant)\""))
            #expect(take.contains("<input type=\"hidden\" name=\"variant\" value=\"\(variant)\">"))
            #expect(take.contains("Version \(variant) of 6"))
            #expect(!take.contains("{v}") && !take.contains("{t}") && !take.contains("{sum}"))
            #expect(take.contains("<span class=\"unit\" id=\"u-barge-distance\">km</span>"))
            barges.insert(Self.numbers(take, after: "steady ", count: 2))
        }
        // Six variants, not one set of numbers six times.
        #expect(barges.count >= 4)
        let landing = try #require(site.output("exams/motion/index.html"))
        for variant in 1...6 {
            #expect(
                landing.contains(
                    "<a href=\"/exams/motion/take/\(variant)/\" data-variant-link>Version \(variant)</a>"
                ))
        }
        #expect(landing.contains("data-variant-finder"))
        #expect(landing.contains("assets/exam.js"))
        // The share link is the landing page, which finds each student's variant.
        #expect(landing.contains("https://quiz.example.org/exams/motion/</a>"))
    }

    /// The same seed gives the same variant on every machine: these numbers are pinned.
    @Test func theSameSeedDrawsTheSameNumbers() async throws {
        let site = try TestSite(Self.exampleFiles())
        defer { site.remove() }
        _ = await site.build(plugins: Self.plugins)
        let first = try #require(site.output("exams/motion/take/1/index.html"))
        let second = try #require(site.output("exams/motion/take/2/index.html"))
        #expect(Self.numbers(first, after: "steady ", count: 2) == [12, 2])
        #expect(Self.numbers(first, after: "river ", count: 2) == [350, 2.75])
        #expect(Self.numbers(first, after: "moves at ", count: 1) == [20])
        #expect(Self.numbers(second, after: "steady ", count: 2) == [9.5, 3])
        #expect(Self.numbers(second, after: "river ", count: 2) == [600, 2.75])
        // And the variant an examinee's name gives, which the landing page's script computes
        // the same way.
        #expect(
            Exam.variant(for: "Ana Müller", count: 6)
                == Exam.variant(for: "  ana   MÜLLER ", count: 6))
        // Computed independently (Python: FNV-1a over the UTF-8 of the folded name).
        #expect(Exam.variant(for: "Ana Müller", count: 6) == 3)
        #expect(Exam.variant(for: "Ben Okafor", count: 6) == 5)
    }

    @Test func gradingUsesEachSubmissionsVariant() async throws {
        var files = try Self.exampleFiles(variants: 3)
        let site = try TestSite(files)
        defer { site.remove() }
        _ = await site.build(plugins: Self.plugins)
        var expected: [String: Double] = [:]
        for variant in 1...3 {
            let take = try #require(site.output("exams/motion/take/\(variant)/index.html"))
            let barge = Self.numbers(take, after: "steady ", count: 2)
            let ferry = Self.numbers(take, after: "river ", count: 2)
            let boat =
                Self.numbers(take, after: "moves at ", count: 1)
                + Self.numbers(take, after: "flows at\n", count: 1)
                + Self.numbers(take, after: "flows at ", count: 1)
            let money = Self.numbers(take, after: "You save ", count: 3)
            try #require(barge.count == 2 && ferry.count == 2 && money.count == 3)
            let total = money[0] * pow(1 + money[1] / 100, money[2])
            // Right answers computed here from the page's numbers, the unit typed or not.
            let answers: [String: String] = [
                "barge-distance": "\(barge[0] * barge[1]) km",
                "ferry-time": String(ferry[0] / ferry[1] / 60),
                "interest": String(format: "%.0f", total),
            ]
            let json = try JSONSerialization.data(
                withJSONObject: [
                    "format": "quizgen-submission/1", "exam": "MOTION", "examinee": "V\(variant)",
                    "variant": String(variant), "answers": answers,
                ])
            files["Content/submissions/motion/v\(variant).json"] = String(
                decoding: json, as: UTF8.self)
            // The same answers in another variant are wrong (their numbers differ).
            let other = variant % 3 + 1
            let wrong = try JSONSerialization.data(
                withJSONObject: [
                    "format": "quizgen-submission/1", "exam": "MOTION",
                    "examinee": "W\(variant)", "variant": String(other), "answers": answers,
                ])
            files["Content/submissions/motion/w\(variant).json"] = String(
                decoding: wrong, as: UTF8.self)
            expected["V\(variant)"] = 6
            _ = boat
        }
        let graded = try TestSite(files)
        defer { graded.remove() }
        var diagnostics = Diagnostics()
        let results = try #require(
            GradingPlugin.results(root: graded.root, into: &diagnostics).results.first)
        #expect(diagnostics.errorCount == 0, "\(diagnostics.lines)")
        for attempt in results.attempts where attempt.examinee.hasPrefix("V") {
            #expect(attempt.points == expected[attempt.examinee], "\(attempt.examinee)")
            #expect(attempt.variant == String(attempt.examinee.dropFirst()))
            let barge = try #require(attempt.outcomes.first { $0.questionID == "barge-distance" })
            #expect(barge.correct.hasPrefix("v * t = "), "\(barge.correct)")
            #expect(barge.correct.contains(" km (± "), "\(barge.correct)")
        }
        for attempt in results.attempts where attempt.examinee.hasPrefix("W") {
            #expect(attempt.points < 6, "\(attempt.examinee) got \(attempt.points)")
        }
    }

    @Test func aUnitOtherThanTheQuestionsIsWrongAndAVariantTheExamLacksIsNotGraded() async throws {
        var files = try Self.exampleFiles(variants: 2)
        let site = try TestSite(files)
        defer { site.remove() }
        _ = await site.build(plugins: Self.plugins)
        let take = try #require(site.output("exams/motion/take/1/index.html"))
        let barge = Self.numbers(take, after: "steady ", count: 2)
        let distance = barge[0] * barge[1]
        func submission(_ name: String, _ variant: String, _ answer: String) -> String {
            """
            {"format": "quizgen-submission/1", "exam": "MOTION", "examinee": "\(name)", "variant": "\(variant)",
             "answers": {"barge-distance": "\(answer)"}}
            """
        }
        files["Content/submissions/motion/a.json"] = submission("Km", "1", "\(distance) km")
        files["Content/submissions/motion/b.json"] = submission("Metres", "1", "\(distance) m")
        files["Content/submissions/motion/c.json"] = submission("Bare", "1", "\(distance)")
        files["Content/submissions/motion/d.json"] = submission("Nine", "9", "\(distance)")
        let graded = try TestSite(files)
        defer { graded.remove() }
        var diagnostics = Diagnostics()
        let results = try #require(
            GradingPlugin.results(root: graded.root, into: &diagnostics).results.first)
        let points = Dictionary(
            uniqueKeysWithValues: results.attempts.map { ($0.examinee, $0.points) })
        #expect(points == ["Km": 2, "Metres": 0, "Bare": 2])
        #expect(
            diagnostics.lines.contains(
                "Content/submissions/motion/d.json:1:1: error: Nine names variant '9', but 'MOTION' has variants 1 to 2; the submission is not graded"
            ), "\(diagnostics.lines)")
    }

    /// The key-leak property with variants: every exam-mode page the build publishes is
    /// byte-identical when every variant's key changes (answer formulas, tolerances, correct
    /// flags), while the numbers stay those of the parameters.
    @Test func noVariantsPageCarriesItsKey() async throws {
        let files = try Self.exampleFiles()
        let site = try TestSite(files)
        defer { site.remove() }
        let first = await site.build(plugins: [QuizPlugin.plugin])
        #expect(first.published)
        let before = site.snapshot()
        var changed = files
        let bank = try #require(changed["Content/banks/physics.md"])
        changed["Content/banks/physics.md"] =
            bank
            .replacingOccurrences(of: "tolerance=1%", with: "tolerance=0.1")
            .replacingOccurrences(of: "- = v * t", with: "- = v * t * 2 ± 3 sf")
            .replacingOccurrences(of: "- = minutes", with: "- = minutes + 1")
            .replacingOccurrences(of: "- [x] {sum} km/h", with: "- [ ] {sum} km/h")
            .replacingOccurrences(of: "- [ ] {difference} km/h", with: "- [x] {difference} km/h")
        changed["Content/banks/money.json"] = Self.jsonBank.replacingOccurrences(
            of: "\"formula\": \"total\", \"tolerance\": \"3sf\"",
            with: "\"formula\": \"total * 3\", \"tolerance\": \"5%\"")
        #expect(changed != files)
        let other = try TestSite(changed)
        defer { other.remove() }
        let second = await other.build(plugins: [QuizPlugin.plugin])
        #expect(second.published, "\(second.diagnostics.lines)")
        let after = other.snapshot()
        #expect(before.keys.sorted() == after.keys.sorted())
        let pages = before.keys.filter { $0.hasPrefix("exams/") || $0.hasPrefix("assets/") }
        #expect(pages.count >= 8)
        for path in pages { #expect(before[path] == after[path], "\(path) differs") }
    }

    @Test func mistakesInParametersAreLocated() async throws {
        let bank = """
            ---
            category: Broken
            ---
            ## Unknown placeholder {#one type=numeric}

            Speed {vv} km/h.

            ```parameters
            v = 1..5
            w = 3..1
            x = v +* 2
            where v > 10
            ```

            - = v * 2

            ## No draw meets the constraint {#two type=numeric}

            ```parameters
            a = 1..5
            where a > 9
            ```

            - = a

            ## A formula without parameters {#three type=numeric}

            - = a * 2
            """
        let site = try TestSite([
            "quizgen.yaml": QuizFixtures.config, "Content/banks/broken.md": bank,
            "Content/exams/e.yaml": "title: E\ncode: E\nvariants: 500\nquestions: [two]\n",
        ])
        defer { site.remove() }
        let result = await site.build(plugins: Self.plugins)
        #expect(result.failed)
        let lines = result.diagnostics.lines
        #expect(
            lines.contains(
                "Content/banks/broken.md:10:5: error: parameter 'w': the range's minimum 3 is above its maximum 1; swap them"
            ), "\(lines)")
        #expect(
            lines.contains(
                "Content/banks/broken.md:11:8: error: parameter 'x': expected a number, a name or '(' at column 4, found '*'"
            ), "\(lines)")
        #expect(
            lines.contains(
                "Content/banks/broken.md:19:1: error: no draw of the parameters satisfies the constraints after 1000 tries: `a > 9` failed every time"
            ), "\(lines)")
        #expect(
            lines.contains(
                "Content/banks/broken.md:28:1: error: an answer written as a formula ('= …') needs parameters: add a ```parameters block to the question"
            ), "\(lines)")
        #expect(
            lines.contains(
                "Content/exams/e.yaml:3:11: error: 'variants' must be a number of variants from 1 to 100, found '500'"
            ), "\(lines)")
    }

    @Test func anUnknownPlaceholderIsNamedWithTheNearestParameter() async throws {
        let bank = """
            ## Speed {#one type=numeric}

            A car drives at {sped} km/h.

            ```parameters
            speed = 50..90 step 10
            ```

            - = speed
            """
        let site = try TestSite(["quizgen.yaml": QuizFixtures.config, "Content/banks/b.md": bank])
        defer { site.remove() }
        let result = await site.build(plugins: Self.plugins)
        #expect(result.failed)
        #expect(
            result.diagnostics.lines == [
                "Content/banks/b.md:1:1: error: the question's text: unknown parameter 'sped' in '{sped}' at line 3, column 17; did you mean 'speed'?"
            ])
    }

    /// 1,000 draws of the example's questions meet their constraints and never show two
    /// choices alike.
    @Test func aThousandDrawsOfTheExampleQuestionsMeetTheirConstraints() async throws {
        let site = try TestSite(Self.exampleFiles())
        defer { site.remove() }
        var diagnostics = Diagnostics()
        let quiz = GradingPlugin.results(root: site.root, into: &diagnostics).quiz
        #expect(diagnostics.errorCount == 0, "\(diagnostics.lines)")
        let questions = quiz.banks.flatMap(\.questions).filter(\.isParametric)
        #expect(questions.count == 4)
        for question in questions {
            for draw in 0..<1000 {
                let filled = try QuestionVariants.instantiate(question, seed: "draw \(draw)")
                let values = Dictionary(
                    uniqueKeysWithValues: (filled.variantValues?.values ?? []).map {
                        ($0.name, Double($0.text) ?? .nan)
                    })
                switch question.id {
                case "ferry-time": #expect((values["minutes"] ?? 0) >= 2)
                case "interest": #expect((values["total"] ?? 0) - (values["p"] ?? 0) > 50)
                case "boat-ground-speed":
                    let texts = filled.kind.choices?.map(\.text) ?? []
                    #expect(Set(texts).count == texts.count, "\(texts)")
                default: break
                }
                #expect(!filled.text.contains("{"), "\(filled.text)")
            }
        }
    }
}
