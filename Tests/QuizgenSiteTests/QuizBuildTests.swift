import Foundation
import QuizgenCore
import QuizgenSite
import QuizgenTestSupport
import Testing

@Suite("Quiz banks and exams, end to end")
struct QuizBuildTests {
    func build(_ files: [String: String], includeKeys: Bool? = nil) async throws -> (
        TestSite, BuildResult
    ) {
        let site = try TestSite(files, bytes: ["Content/banks/map.png": QuizFixtures.png])
        let result = await site.build(plugins: [QuizPlugin.plugin], includeKeys: includeKeys)
        return (site, result)
    }

    @Test func everyTypeFromBothFormatsPublishes() async throws {
        let (site, result) = try await build(QuizFixtures.site())
        defer { site.remove() }
        #expect(result.diagnostics.lines == [])
        let take = try #require(site.output("exams/geo-mid/take/index.html"))
        for type in [
            "single", "truefalse", "short", "numeric", "ordering", "matching", "essay", "multiple",
        ] {
            #expect(take.contains("data-type=\"\(type)\""), "missing \(type)")
        }
        #expect(
            take.contains(
                "<input type=\"checkbox\" name=\"q.danube-capitals\" value=\"a\"> <span>Vienna</span>"
            ))
        #expect(
            take.contains(
                "<input type=\"radio\" name=\"q.rhine-source\" value=\"true\"> <span>True</span>"))
        #expect(take.contains("data-time-limit=\"5400\""))
        #expect(take.contains("Question 1 of 10"))
        let landing = try #require(site.output("exams/geo-mid/index.html"))
        #expect(landing.contains("<dt>Points</dt><dd>23 (including 10 base points)</dd>"))
        #expect(landing.contains("<dt>Time limit</dt><dd>1 h 30 min</dd>"))
        #expect(site.output("exams/index.html")?.contains("href=\"/exams/geo-mid/\"") == true)
        #expect(site.output("assets/exam.js")?.contains("quizgen-submission/1") == true)
        // The image is copied under a content-hashed name and the page points at it.
        // (Beside it, its WebP copy for phones: ImageBuildTests.)
        let media = site.snapshot().keys.filter {
            $0.hasPrefix("media/") && !$0.hasSuffix(".webp")
        }
        #expect(media.count == 1)
        #expect(take.contains("src=\"/\(media.first ?? "")\" alt=\"Map\""))
        // No author pages without --include-keys.
        #expect(site.snapshot().keys.filter { $0.hasPrefix("authors/") }.isEmpty)
    }

    /// The code box on `/exams/`: a GET to the static list without a collector (only the
    /// script can check a code), to the collector's `v1/exams/open` with one.
    @Test func theCodeBoxGoesToTheCollectorWhenThereIsOne() async throws {
        let (plain, _) = try await build(QuizFixtures.site())
        defer { plain.remove() }
        let form = #"method="get" data-exam-code-form data-exams-url="/exams/">"#
        #expect(
            plain.output("exams/index.html")?.contains(
                #"<form class="code-form" action="/exams/" "# + form) == true)
        var files = QuizFixtures.site()
        files["quizgen.yaml"] = QuizFixtures.config + "collect:\n  url: https://exams.example.org\n"
        let (collected, _) = try await build(files)
        defer { collected.remove() }
        #expect(
            collected.output("exams/index.html")?.contains(
                #"<form class="code-form" action="https://exams.example.org/v1/exams/open" "# + form
            ) == true)
    }

    @Test func examPagesNeverCarryTheKey() async throws {
        // Hints are key too (issue 31): only practice pages carry them.
        let hinted = QuizFixtures.markdownBank.replacingOccurrences(
            of: "> Also Budapest.\n", with: "> Also Budapest.\n\n> [!hint] Four capitals.\n")
        let (site, _) = try await build(QuizFixtures.site(bank: hinted))
        defer { site.remove() }
        let take = try #require(site.output("exams/geo-mid/take/index.html"))
        for secret in [
            "Not on the Danube", "Also Budapest", "2850", "Beograd", "correct", "exam-key",
            "Four capitals",
        ] {
            #expect(!take.contains(secret), "exam page reveals '\(secret)'")
        }
    }

    /// The key-leak property: flipping every answer key in the banks leaves the published exam
    /// pages and every asset they load byte-identical.
    @Test func examPagesAreIdenticalWhateverTheKey() async throws {
        let (site, first) = try await build(QuizFixtures.site(extra: QuizFixtures.blanksFiles))
        defer { site.remove() }
        #expect(first.published)
        let before = site.snapshot()
        let flipped = QuizFixtures.markdownBank
            .replacingOccurrences(of: "- [x] Vienna", with: "- [ ] Vienna")
            .replacingOccurrences(of: "- [ ] Bucharest", with: "- [x] Bucharest")
            .replacingOccurrences(of: "- [x] True\n- [ ] False", with: "- [ ] True\n- [x] False")
            .replacingOccurrences(of: "- Vienna\n\n## Length", with: "- Wien\n\n## Length")
            .replacingOccurrences(of: "2850 ± 50", with: "2400 ± 10")
            .replacingOccurrences(
                of: "1. Ulm\n2. Vienna\n3. Budapest", with: "1. Budapest\n2. Ulm\n3. Vienna"
            )
            .replacingOccurrences(
                of: "- Danube -> Black Sea\n- Rhine -> North Sea",
                with: "- Danube -> North Sea\n- Rhine -> Black Sea")
        #expect(flipped != QuizFixtures.markdownBank)
        try site.write("Content/banks/rivers.md", flipped)
        try site.write(
            "Content/banks/capitals.json",
            QuizFixtures.jsonBank.replacingOccurrences(
                of: "{\"text\": \"Paris\", \"correct\": true}",
                with: "{\"text\": \"Paris\", \"correct\": false}"
            )
            .replacingOccurrences(
                of: "{\"text\": \"Valletta\"}", with: "{\"text\": \"Valletta\", \"correct\": true}"
            )
            .replacingOccurrences(
                of:
                    "{\"left\": \"Austria\", \"right\": \"Vienna\"}, {\"left\": \"Czechia\", \"right\": \"Prague\"}",
                with:
                    "{\"left\": \"Austria\", \"right\": \"Prague\"}, {\"left\": \"Czechia\", \"right\": \"Vienna\"}"
            ))
        // Blanks: other typed answers, another correct option, the options in another order.
        let flippedBlanks = QuizFixtures.blanksBank
            .replacingOccurrences(of: "[[Vltava|Moldau]]", with: "[[Labe|Elbe river]]")
            .replacingOccurrences(of: "[[*Elbe|Danube|Oder]]", with: "[[Oder|*Danube|Elbe]]")
        #expect(flippedBlanks != QuizFixtures.blanksBank)
        try site.write("Content/banks/blanks.md", flippedBlanks)
        let flippedJSON = QuizFixtures.blanksJSONBank
            .replacingOccurrences(of: "[[Rhine]]", with: "[[Rhein|Rijn]]")
            .replacingOccurrences(of: "[[*Switzerland|Austria]]", with: "[[Switzerland|*Austria]]")
        #expect(flippedJSON != QuizFixtures.blanksJSONBank)
        try site.write("Content/banks/fill.json", flippedJSON)
        let second = await site.build(plugins: [QuizPlugin.plugin])
        #expect(second.published)
        let after = site.snapshot()
        let examFiles = before.keys.filter {
            $0.hasPrefix("exams/") || $0.hasPrefix("assets/") || $0.hasPrefix("media/")
        }
        #expect(examFiles.count == 9)
        let take = try #require(
            before["exams/fill/take/index.html"].map { String(decoding: $0, as: UTF8.self) })
        #expect(take.contains("aria-label=\"Blank 2 of 2\""))
        for path in examFiles.sorted() {
            #expect(before[path] == after[path], "\(path) changed with the key")
        }
    }

    @Test func practiceModeEmbedsTheKeyAndSaysSo() async throws {
        let practice =
            "title: Practice\ncode: PRAC\nmode: practice\nquestions: [rhine-source, cap-hu]\n"
        let (site, result) = try await build(
            QuizFixtures.site(extra: ["Content/exams/practice.yaml": practice]))
        defer { site.remove() }
        #expect(
            result.notes.contains(
                "practice exam 'PRAC' embeds its answer key by design (instant feedback)"))
        let take = try #require(site.output("exams/prac/take/index.html"))
        #expect(take.contains("<script type=\"application/json\" id=\"exam-key\">"))
        #expect(
            take.contains(
                "\"cap-hu\":{\"answer_html\":\"Budapest\",\"correct\":[\"a\"],\"feedback\":{\"b\":\"No.\"},\"tries\":1,\"type\":\"single\"}"
            )
        )
    }

    @Test func authorPagesOnlyWithIncludeKeys() async throws {
        let (site, result) = try await build(QuizFixtures.site(), includeKeys: true)
        defer { site.remove() }
        #expect(
            result.notes.contains {
                $0.hasPrefix("author pages with answer keys were built under /authors/")
            })
        let list = try #require(site.output("authors/banks/rivers/index.html"))
        #expect(list.contains("Author view with answer keys."))
        #expect(list.contains("<img class=\"thumb\""))
        let question = try #require(site.output("authors/banks/rivers/danube-capitals/index.html"))
        #expect(question.contains("<span class=\"mark\">✓ correct</span> Vienna"))
        #expect(question.contains("Feedback: Not on the Danube."))
        #expect(site.output("sitemap.xml")?.contains("authors") == false)
    }

    @Test func randomDrawsAreReproducible() async throws {
        let draw = "title: Draw\ncode: DRAW\nquestions:\n  - { pick: 2, tag: capitals, seed: 7 }\n"
        let files = QuizFixtures.site(extra: ["Content/exams/draw.yaml": draw])
        let (site1, _) = try await build(files)
        defer { site1.remove() }
        let (site2, _) = try await build(files)
        defer { site2.remove() }
        let one = try #require(site1.output("exams/draw/take/index.html"))
        #expect(one == site2.output("exams/draw/take/index.html"))
        let ids = one.components(separatedBy: "data-question=\"").dropFirst().map {
            $0.prefix { $0 != "\"" }
        }
        #expect(ids.count == 2)
        #expect(Set(ids).isSubset(of: ["danube-capitals", "longest", "cap-hu", "cap-essay"]))
    }
}
