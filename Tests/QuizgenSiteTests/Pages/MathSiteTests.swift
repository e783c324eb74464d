import Foundation
import QuizgenCore
import QuizgenSite
import QuizgenTestSupport
import Testing

/// TeX in pages, banks and feed posts becomes MathML at build time; a formula that cannot be
/// converted is an error at its exact line and column.
@Suite("Math, end to end")
struct MathSiteTests {
    static let config = "title: Test\nbase_url: https://quiz.example.org/\n"

    static let page = """
        ---
        title: Physics
        ---
        Energy is $E = mc^2$, a ticket costs $5 and a meal $10.

        $$
        \\begin{pmatrix} a & b \\\\ c & d \\end{pmatrix}
        $$

        In code `$x$` stays, and so does \\$x\\$.

        | Term | Formula |
        |------|---------|
        | abs  | $|x|$   |
        """

    static let bank = """
        ---
        category: Algebra
        ---
        ## What is $\\frac{1}{2} + \\frac{1}{4}$? {#sum}

        - [x] $\\frac{3}{4}$
          > Add $\\frac{2}{4}$ and $\\frac{1}{4}$.
        - [ ] $\\frac{2}{6}$

        > Use the common denominator \\(4\\).
        """

    @Test func pagesBanksAndTablesGetMathML() async throws {
        let site = try TestSite([
            "quizgen.yaml": Self.config,
            "Content/pages/physics.md": Self.page,
            "Content/banks/algebra.md": Self.bank,
            "Content/exams/quiz.yaml": "title: Quiz\ncode: Q-1\nmode: practice\nquestions: [sum]\n",
        ])
        defer { site.remove() }
        let result = await site.build(plugins: [QuizPlugin.plugin])
        #expect(result.diagnostics.lines == [])
        let page = try #require(site.output("physics/index.html"))
        #expect(
            page.contains(
                "Energy is <math><mrow><mi>E</mi><mo>=</mo><mi>m</mi><msup><mi>c</mi><mn>2</mn></msup></mrow></math>, a ticket costs $5 and a meal $10."
            ))
        #expect(
            page.contains(
                "<p><math display=\"block\" tabindex=\"0\"><mrow><mo fence=\"true\">(</mo><mtable"))
        #expect(page.contains("<code>$x$</code> stays, and so does $x$."))
        #expect(
            page.contains(
                "<td><math><mrow><mi mathvariant=\"normal\">∣</mi><mi>x</mi><mi mathvariant=\"normal\">∣</mi></mrow></math></td>"
            ))
        let exam = try #require(site.output("exams/q-1/take/index.html"))
        #expect(
            exam.contains(
                "What is <math><mrow><mfrac><mn>1</mn><mn>2</mn></mfrac><mo>+</mo><mfrac><mn>1</mn><mn>4</mn></mfrac></mrow></math>?"
            ))
        #expect(exam.contains("<math><mfrac><mn>3</mn><mn>4</mn></mfrac></math>"))
        #expect(!exam.contains("\\frac"))
    }

    @Test func aFormulaThatCannotBeConvertedIsLocatedExactly() async throws {
        let site = try TestSite([
            "quizgen.yaml": Self.config,
            "Content/pages/bad.md":
                "---\ntitle: Bad\n---\nFine $x$ then é $\\frac{a}{b} + \\frobnicate$ here.\n\n$$\n\\begin{cases} a \\\\ b\n$$\n",
            "Content/banks/bad.md": "## Is $x^2^3$ bad? {#bad}\n\n- [x] $\\left( x$\n- [ ] no\n",
        ])
        defer { site.remove() }
        let result = await site.build(plugins: [QuizPlugin.plugin], write: false)
        #expect(
            result.diagnostics.lines == [
                "Content/banks/bad.md:1:11: error: cannot turn this formula into MathML: double superscript; use braces: x^{ab}",
                "Content/banks/bad.md:3:8: error: cannot turn this formula into MathML: '\\left' without a matching '\\right'",
                "Content/pages/bad.md:4:32: error: cannot turn this formula into MathML: unknown or unsupported command '\\frobnicate'",
                "Content/pages/bad.md:7:1: error: cannot turn this formula into MathML: '\\begin{cases}' without a matching '\\end{cases}'",
            ])
    }

    @Test func dataBankFormulasAreLocatedToo() async throws {
        let site = try TestSite([
            "quizgen.yaml": Self.config,
            "Content/banks/data.json": #"""
            {"category": "Data", "questions": [
              {"id": "q1", "type": "single", "text": "Is $\\sqrt{2$ rational?",
               "choices": [{"text": "yes", "correct": false, "feedback": "No: $\\frac{p}{q}$ fails."},
                           {"text": "no $\\oops$", "correct": true}]}
            ]}
            """#,
            "Content/banks/data.yaml":
                "category: YAML\nquestions:\n  - id: q2\n    type: essay\n    text: Prove $x^2^3$ here\n",
        ])
        defer { site.remove() }
        let result = await site.build(plugins: [QuizPlugin.plugin], write: false)
        #expect(
            result.diagnostics.lines == [
                "Content/banks/data.json:2:53: error: cannot turn this formula into MathML: '{' is never closed",
                "Content/banks/data.json:4:30: error: cannot turn this formula into MathML: unknown or unsupported command '\\oops'",
                "Content/banks/data.yaml:5:21: error: cannot turn this formula into MathML: double superscript; use braces: x^{ab}",
            ])
    }

    static func feed(posts: String, markdownPost: String) -> [String: String] {
        [
            "quizgen.yaml": FeedTestSupport.config(),
            "Content/feeds/campus/users.json": FeedTestSupport.users,
            "Content/feeds/campus/posts.json": posts,
            "Content/feeds/campus/posts/two.md":
                "---\nauthor: ann\ntime: 2024-05-01T13:00:00Z\n---\n" + markdownPost,
        ]
    }

    @Test func feedPostsOfOurOwnFormatGetMathML() async throws {
        let site = try TestSite(
            Self.feed(
                posts:
                    #"[{"id": "root", "author": "ann", "time": "2024-05-01T10:00:00+02:00", "text": "Area $r^2 \\pi$"}]"#,
                markdownPost: "So $$\\sum_{i=1}^n i$$\n"))
        defer { site.remove() }
        let result = await site.build(plugins: [FeedPlugin.plugin])
        #expect(result.diagnostics.lines == [])
        let post = try #require(site.output("feeds/campus/posts/root/index.html"))
        #expect(
            post.contains(
                "Area <math><mrow><msup><mi>r</mi><mn>2</mn></msup><mi>π</mi></mrow></math>"))
        let two = try #require(site.output("feeds/campus/posts/two/index.html"))
        #expect(two.contains("<math display=\"block\" tabindex=\"0\"><mrow><munderover><mo>∑</mo>"))
        let atom = try #require(site.output("feeds/campus/atom.xml"))
        #expect(atom.contains("&lt;math&gt;&lt;mrow&gt;&lt;msup&gt;"))
    }

    @Test func feedPostErrorsAreLocatedInJSONAndMarkdown() async throws {
        let site = try TestSite(
            Self.feed(
                posts:
                    #"[{"id": "root", "author": "ann", "time": "2024-05-01T10:00:00+02:00", "text": "Area $r^2 \\pi$ and $\\bad$"}]"#,
                markdownPost: "So $$\\sum_{i=1}^n i$$ and $\\sqrt[3]{$\n"))
        defer { site.remove() }
        let result = await site.build(plugins: [FeedPlugin.plugin], write: false)
        #expect(
            result.diagnostics.lines == [
                "Content/feeds/campus/posts.json:1:101: error: cannot turn this formula into MathML: unknown or unsupported command '\\bad'",
                "Content/feeds/campus/posts/two.md:5:36: error: cannot turn this formula into MathML: '{' is never closed",
            ])
    }

    @Test func aSiteWithoutMathIsUnchanged() async throws {
        let site = try TestSite([
            "quizgen.yaml": Self.config,
            "Content/pages/plain.md":
                "---\ntitle: Plain\n---\nNo formulas (none) [here], only \\*text\\*.\n",
        ])
        defer { site.remove() }
        let result = await site.build()
        #expect(result.diagnostics.lines == [])
        let page = try #require(site.output("plain/index.html"))
        #expect(page.contains("<p>No formulas (none) [here], only *text*.</p>"))
        #expect(!page.contains("<math"))
    }
}
