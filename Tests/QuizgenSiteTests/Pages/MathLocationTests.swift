import Foundation
import QuizgenCore
import QuizgenSite
import QuizgenTestSupport
import Testing

/// Every place that renders math reports a formula it cannot convert at the exact line and
/// column of the token at fault, whatever the file's format and the value's YAML style.
@Suite("Math errors, located everywhere")
struct MathLocationTests {
    static let config = "title: Test\nbase_url: https://quiz.example.org/\n"
    static let bank = "## Two plus two? {#two}\n\n- [x] 4\n- [ ] 5\n"

    @Test func examIntrosInEveryFormat() async throws {
        let site = try TestSite([
            "quizgen.yaml": Self.config,
            "Content/banks/b.md": Self.bank,
            "Content/exams/a.md":
                "---\ntitle: A\ncode: A-1\nquestions: [two]\n---\nIntro $\\frac{1}{2} \\oops$ ok.\n",
            "Content/exams/b.yaml":
                "title: B\ncode: B-1\nintro: Plain $\\oops$ here\nquestions: [two]\n",
            "Content/exams/c.yaml":
                "title: C\ncode: C-1\nintro: |\n  First line.\n  Then $x^2^3$.\nquestions: [two]\n",
            "Content/exams/d.json":
                "{\"title\": \"D\", \"code\": \"D-1\", \"questions\": [\"two\"],\n \"intro\": \"Area $\\\\oops$\"}\n",
            "Content/exams/e.yaml":
                "title: E\ncode: E-1\nintro: 'It''s $\\oops$'\nquestions: [two]\n",
            "Content/exams/f.yaml":
                "title: F\ncode: F-1\nintro: >\n  One\n  two $\\oops$\nquestions: [two]\n",
        ])
        defer { site.remove() }
        let result = await site.build(plugins: [QuizPlugin.plugin], write: false)
        let unknown =
            "error: cannot turn this formula into MathML: unknown or unsupported command '\\oops'"
        #expect(
            result.diagnostics.lines == [
                "Content/exams/a.md:6:20: \(unknown)",
                "Content/exams/b.yaml:3:15: \(unknown)",
                "Content/exams/c.yaml:5:12: error: cannot turn this formula into MathML: double superscript; use braces: x^{ab}",
                "Content/exams/d.json:2:18: \(unknown)",
                "Content/exams/e.yaml:3:16: \(unknown)",
                "Content/exams/f.yaml:5:8: \(unknown)",
            ])
    }

    @Test func feedBiosOfOurOwnFormat() async throws {
        let site = try TestSite([
            "quizgen.yaml": FeedTestSupport.config(),
            "Content/feeds/campus/users.json":
                #"[{"id": "ann", "name": "Ann", "bio": "Likes $\\oops$"},"#
                + "\n" + #" {"id": "bo", "name": "Bo", "bio": "Area $r^2$"}]"#,
            "Content/feeds/campus/posts.json":
                #"[{"id": "p", "author": "bo", "time": "2024-05-01T10:00:00Z", "text": "Hi"}]"#,
        ])
        defer { site.remove() }
        let result = await site.build(plugins: [FeedPlugin.plugin], write: false)
        #expect(
            result.diagnostics.lines == [
                "Content/feeds/campus/users.json:1:46: error: cannot turn this formula into MathML: unknown or unsupported command '\\oops'"
            ])
    }

    @Test func sectionAndHomeIntros() async throws {
        let site = try TestSite([
            "quizgen.yaml": Self.config,
            "Content/index.md": "---\ntitle: Home\n---\n\nHi \\(\\oops\\)\n",
            "Content/pages/guides/_index.md": "---\ntitle: Guides\n---\nIntro $\\oops$.\n",
            "Content/pages/guides/one.md": "---\ntitle: One\n---\nFine $x$.\n",
        ])
        defer { site.remove() }
        let result = await site.build(write: false)
        let unknown =
            "error: cannot turn this formula into MathML: unknown or unsupported command '\\oops'"
        #expect(
            result.diagnostics.lines == [
                "Content/index.md:5:6: \(unknown)",
                "Content/pages/guides/_index.md:4:8: \(unknown)",
            ])
    }

    @Test func yamlBlocksQuotesOrderingAndMatching() async throws {
        let site = try TestSite([
            "quizgen.yaml": Self.config,
            "Content/banks/y.yaml": """
            category: Y
            questions:
              - id: q1
                type: essay
                text: |
                  Line one.
                  Then $\\oops$ here.
              - id: q2
                type: ordering
                text: 'Order $x''$ and $\\bad$'
                items: [a, "$\\\\oops$"]
              - id: q3
                type: matching
                text: Match
                pairs:
                  - {left: "$\\\\sqrt{$", right: two}
                  - {left: b, right: c}

            """,
        ])
        defer { site.remove() }
        let result = await site.build(plugins: [QuizPlugin.plugin], write: false)
        let unknown = "error: cannot turn this formula into MathML: unknown or unsupported command"
        #expect(
            result.diagnostics.lines == [
                "Content/banks/y.yaml:7:13: \(unknown) '\\oops'",
                "Content/banks/y.yaml:10:29: \(unknown) '\\bad'",
                "Content/banks/y.yaml:11:18: \(unknown) '\\oops'",
                "Content/banks/y.yaml:16:24: error: cannot turn this formula into MathML: '{' is never closed",
            ])
    }

    @Test func markdownBankFeedbackAndExplanations() async throws {
        let site = try TestSite([
            "quizgen.yaml": Self.config,
            "Content/banks/fb.md":
                "## Why? {#fb}\n\n- [x] yes\n  > Because $\\oops$.\n- [ ] no\n\n> Since $\\bad$.\n",
            "Content/banks/data.yaml":
                "category: D\nquestions:\n  - id: q\n    type: truefalse\n    answer: true\n    text: Fine\n    explanation: \"See $\\\\oops$\"\n",
        ])
        defer { site.remove() }
        let result = await site.build(plugins: [QuizPlugin.plugin], write: false)
        let unknown = "error: cannot turn this formula into MathML: unknown or unsupported command"
        #expect(
            result.diagnostics.lines == [
                "Content/banks/data.yaml:7:24: \(unknown) '\\oops'",
                "Content/banks/fb.md:4:14: \(unknown) '\\oops'",
                "Content/banks/fb.md:7:10: \(unknown) '\\bad'",
            ])
    }
}
