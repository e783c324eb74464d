import Foundation
import QuizgenCore
import QuizgenSite
import QuizgenTestSupport
import Testing

/// Where HTML cannot hold MathML (a meta description, a list summary, a feed's summary or
/// title, a `<title>`, an `<option>`), a formula is its TeX source as written, untouched by
/// Markdown: `$2*3*4$` does not lose its stars to emphasis, `$\{1, 2\}$` keeps its backslashes.
/// In HTML content the same formula is MathML.
@Suite("Math in plain-text places")
struct MathPlainTextTests {
    static let summary = "Products $2*3*4$ and sets $\\{1, 2\\}$ matter."

    @Test func pageSummariesKeepTheTeX() async throws {
        let site = try TestSite([
            "quizgen.yaml": "title: Test\nbase_url: https://quiz.example.org/\n",
            "Content/pages/energy.md":
                "---\ntitle: Energy\ndate: 2024-01-01\n---\n\(Self.summary)\n\n$$\nE = mc^2\n$$\n",
        ])
        defer { site.remove() }
        let result = await site.build()
        #expect(result.diagnostics.lines == [])
        let page = try #require(site.output("energy/index.html"))
        let meta = HTMLElement.all("meta", in: page).first {
            $0.attributes["name"] == "description"
        }
        #expect(meta?.attributes["content"] == Self.summary)
        // The body has MathML, not TeX.
        #expect(HTMLElement.all("math", in: page).count == 3)
        #expect(!HTMLElement.all("main", in: page).contains { $0.text.contains("$") })

        let list = try #require(site.output("pages/index.html"))
        #expect(HTMLElement.all("p", in: list).contains { $0.text == Self.summary })
        let atom = try #require(site.output("atom.xml"))
        #expect(SitemapXMLReader.read(atom, element: "summary")?.locs == [Self.summary])
        let rss = try #require(site.output("index.xml"))
        #expect(SitemapXMLReader.read(rss, element: "description")?.locs.last == Self.summary)
    }

    @Test func matchingDropdownsShowTheTeX() async throws {
        let bank = #"""
            {"category": "M", "questions": [{"id": "m", "type": "matching", "text": "Match $x$",
              "pairs": [{"left": "$\\frac{1}{2}$", "right": "$2*3*4$"}, {"left": "b", "right": "$\\{x\\}$"}]}]}
            """#
        let site = try TestSite([
            "quizgen.yaml": "title: Test\nbase_url: https://quiz.example.org/\n",
            "Content/banks/m.json": bank,
            "Content/exams/q.yaml": "title: Q\ncode: Q-1\nquestions: [m]\n",
        ])
        defer { site.remove() }
        let result = await site.build(plugins: [QuizPlugin.plugin])
        #expect(result.diagnostics.lines == [])
        let exam = try #require(site.output("exams/q-1/take/index.html"))
        let options = Set(HTMLElement.all("option", in: exam).map(\.text))
        #expect(options.isSuperset(of: ["$2*3*4$", "$\\{x\\}$"]), "\(options)")
        // The left side is HTML: MathML there.
        #expect(HTMLElement.all("label", in: exam).contains { $0.text == "12" || $0.text == "1 2" })
    }

    @Test func feedPostTitlesAndDescriptionsKeepTheTeX() async throws {
        let site = try TestSite([
            "quizgen.yaml": FeedTestSupport.config(),
            "Content/feeds/campus/users.json": FeedTestSupport.users,
            "Content/feeds/campus/posts.json":
                #"[{"id": "p", "author": "ann", "time": "2024-05-01T10:00:00Z", "text": "Area $2*3*4$ and $\\{x\\}$ here"}]"#,
        ])
        defer { site.remove() }
        let result = await site.build(plugins: [FeedPlugin.plugin])
        #expect(result.diagnostics.lines == [])
        let text = "Area $2*3*4$ and $\\{x\\}$ here"
        let post = try #require(site.output("feeds/campus/posts/p/index.html"))
        #expect(HTMLElement.all("title", in: post).first?.text.hasPrefix("Ann: \(text)") == true)
        #expect(
            HTMLElement.all("meta", in: post).contains {
                $0.attributes["name"] == "description" && $0.attributes["content"] == text
            })
        #expect(HTMLElement.all("math", in: post).count == 2)
        let atom = try #require(site.output("feeds/campus/atom.xml"))
        #expect(SitemapXMLReader.read(atom, element: "title")?.locs.last == text)
        // The content keeps its MathML.
        #expect(
            SitemapXMLReader.read(atom, element: "content")?.locs.first?.contains(
                "<math><mrow><mn>2</mn>") == true)
    }

    @Test func imageDescriptionsKeepTheTeX() async throws {
        let site = try TestSite(
            [
                "quizgen.yaml": "title: Test\nbase_url: https://quiz.example.org/\n",
                "Content/banks/g.md":
                    "## Which graph? {#g}\n\n![Plot of $y = a*b*c$](map.png)\n\n- [x] this\n- [ ] that\n",
            ], bytes: ["Content/banks/map.png": QuizFixtures.png])
        defer { site.remove() }
        let result = await site.build(plugins: [QuizPlugin.plugin], includeKeys: true)
        #expect(result.diagnostics.lines == [])
        let bank = try #require(site.output("authors/banks/g/index.html"))
        let alts = HTMLElement.all("img", in: bank).compactMap { $0.attributes["alt"] }
        #expect(alts == ["Plot of $y = a*b*c$"])
    }
}
