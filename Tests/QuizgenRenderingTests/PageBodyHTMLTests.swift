import Foundation
import QuizgenCore
import QuizgenLoading
import QuizgenTestSupport
import Testing

@testable import QuizgenRendering

/// A page's HTML made at load, from the parse that gives its summary, is the HTML the render
/// makes from its body, and is used only when it was made with the render's own settings.
@Suite("Page HTML made at load")
struct PageBodyHTMLTests {
    /// Bodies with every construct the renderer changes after parsing: task items, tables,
    /// footnotes, formulas (inline, display, in code), raw HTML and unsafe links, autolinks.
    static let bodies = [
        "Plain *text* with a [link](https://example.com), www.example.com and mail@example.com.\n",
        "- [x] done\n- [ ] open\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\nBetween.\n\n| c |\n| - |\n| 3 |\n",
        "A claim[^1] and another[^note].\n\n[^1]: The first note.\n[^note]: The second, *emphasised*.\n",
        "Inline $x^2$ and display $$\\frac{1}{2}$$, `code $y$` and \\(a_1\\).\n\n- [ ] $\\sqrt{2}$\n",
        "<b>raw</b> <script>alert(1)</script>\n\n[x](javascript:alert(1)) <div>block</div>\n",
        "```swift\nlet a = 1\n```\n\n> quote with ~~strike~~\n\n1. one\n2. two\n",
        "",
        "Ünïcödé — “quotes” 👩‍👩‍👧 and a broken formula $\\frac{1$.\n",
    ]

    /// Loads each body as a page with `maker`, from files in a new site.
    static func load(_ bodies: [String], maker: PageBodyHTMLMaker?) throws -> [Page] {
        var files: [String: String] = [:]
        for (index, body) in bodies.enumerated() {
            files["Content/pages/p\(index).md"] = "---\ntitle: P\(index)\n---\n" + body
        }
        let site = try TestSite(files)
        defer { try? FileManager.default.removeItem(at: site.root.deletingLastPathComponent()) }
        var options = PageLoadOptions()
        options.bodyHTML = maker
        let loader = PageLoader(reader: SourceReader(root: site.root), options: options)
        var diagnostics = Diagnostics()
        return try bodies.indices.map { index in
            try #require(
                loader.loadPage(
                    site.root.appendingPathComponent("Content/pages/p\(index).md"),
                    slugBase: "p\(index)", into: &diagnostics))
        }
    }

    static let french = MarkdownLabels(
        done: "Fait :", toDo: "À faire :", table: "Tableau {number} sur « {number} »",
        backToContent: "Retour au texte")

    @Test("equal to rendering the body, safe and unsafe, in English and French")
    func sameAsRenderingTheBody() throws {
        for unsafe in [false, true] {
            for labels in [MarkdownLabels(), Self.french] {
                var renderer = MarkdownRenderer(unsafe: unsafe)
                renderer.labels = labels
                let pages = try Self.load(Self.bodies, maker: renderer.bodyHTMLMaker())
                for page in pages {
                    let made = try #require(page.bodyHTML, "\(page.body.debugDescription)")
                    #expect(
                        made.html == renderer.html(page.body),
                        "\(page.body.debugDescription) unsafe: \(unsafe)")
                    #expect(try renderer.html(of: page) == made.html)
                }
            }
        }
    }

    @Test("made with other settings, it is not used")
    func otherSettingsRenderTheBody() throws {
        let english = MarkdownRenderer()
        let page = try #require(
            try Self.load([Self.bodies[1]], maker: english.bodyHTMLMaker()).first)
        var french = MarkdownRenderer()
        french.labels = Self.french
        #expect(try french.html(of: page) == french.html(page.body))
        #expect(try french.html(of: page).contains("Fait :"))
        #expect(
            try MarkdownRenderer(unsafe: true).html(
                of: try #require(
                    try Self.load([Self.bodies[4]], maker: english.bodyHTMLMaker()).first)
            ).contains("<b>raw</b>"))
    }

    @Test("a changed body drops the HTML made from the old one")
    func changingTheBodyClearsIt() throws {
        let renderer = MarkdownRenderer()
        var page = try #require(try Self.load(["First."], maker: renderer.bodyHTMLMaker()).first)
        let copy = page
        page.body = "Second."
        #expect(page.bodyHTML == nil)
        #expect(try renderer.html(of: page) == "<p>Second.</p>\n")
        #expect(copy.bodyHTML?.html == "<p>First.</p>\n", "a copy keeps its own")
        #expect(page != copy)
        var same = copy
        same.bodyHTML = nil
        #expect(same == copy, "the HTML is not part of the page's value")
    }

    @Test("the budget bounds the HTML held")
    func budget() throws {
        let renderer = MarkdownRenderer()
        let size = renderer.html("One page.").utf8.count
        #expect(
            try Self.load(["One page."], maker: renderer.bodyHTMLMaker(budget: 0))[0].bodyHTML
                == nil)
        #expect(
            try Self.load(["One page."], maker: renderer.bodyHTMLMaker(budget: size - 1))[0]
                .bodyHTML == nil)
        #expect(
            try Self.load(["One page."], maker: renderer.bodyHTMLMaker(budget: size))[0].bodyHTML
                != nil)
        let pages = try Self.load(
            ["One page.", "One page.", "One page."], maker: renderer.bodyHTMLMaker(budget: 2 * size)
        )
        #expect(pages.filter { $0.bodyHTML != nil }.count == 2)
        for page in pages { #expect(try renderer.html(of: page) == "<p>One page.</p>\n") }
    }
}
