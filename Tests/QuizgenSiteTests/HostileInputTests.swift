import Foundation
import QuizgenCore
import QuizgenSite
import QuizgenTestSupport
import Testing

/// Content that crashed a build (issue 35, class 1) is a located error or is read as written.
@Suite("Hostile content: a located error, never a crash")
struct HostileInputTests {
    static func lines(_ files: [String: String]) async throws -> [String] {
        let site = try TestSite(files)
        defer { site.remove() }
        return await site.build(plugins: [QuizPlugin.plugin], write: false).diagnostics.lines
    }

    static let datedPage = "---\ntitle: Dated\ndate: 2024-09-02\n---\nText.\n"

    /// A non-ASCII `language` reached Foundation's locale with a dated page and trapped; a
    /// `../` in it named an i18n file outside the site.
    @Test(arguments: ["é", "../../x", "en/../../etc"])
    func languageThatIsNotATag(_ language: String) async throws {
        let lines = try await Self.lines([
            "quizgen.yaml": "title: T\nbase_url: https://example.org/\nlanguage: \"\(language)\"\n",
            "Content/pages/dated.md": Self.datedPage,
        ])
        #expect(
            lines == [
                "quizgen.yaml:3:11: error: language '\(language)' is not a BCP 47 tag such as en, ro or pt-BR (ASCII letters and digits in parts of up to 8, joined by '-')"
            ])
    }

    /// A one-line `<pre>` block and 703 choices in a bank build.
    @Test func bankWithOneLinePreAndSevenHundredChoices() async throws {
        let choices = (0..<703).map { "- [\($0 == 0 ? "x" : " ")] c\($0)" }.joined(separator: "\n")
        let lines = try await Self.lines([
            "quizgen.yaml": QuizFixtures.config,
            "Content/banks/b.md":
                "---\ncategory: B\n---\n## Code {#code}\n\n<pre>x = 1</pre>\n\n- [x] 1\n- [ ] 2\n\n## Many {#many}\n\n\(choices)\n",
            "Content/exams/e.yaml": "title: E\ncode: E\nquestions:\n  - code\n  - many\n",
        ])
        #expect(lines.filter { $0.contains(": error: ") } == [])
    }

    /// swift-mustache parses sections recursively: 1,000 nested sections in a template override
    /// overflowed the stack. Set delimiters hide none.
    @Test(arguments: [("{{#a}}", "{{/a}}", ""), ("<%#a%>", "<%/a%>", "{{=<% %>=}}")])
    func templateSectionsNestedTooDeep(_ open: String, _ close: String, _ prefix: String)
        async throws
    {
        let depth = 50_000
        let lines = try await Self.lines([
            "quizgen.yaml": QuizFixtures.config,
            "Templates/page.mustache": "<h1>\n" + prefix + String(repeating: open, count: depth)
                + "x" + String(repeating: close, count: depth),
        ])
        #expect(
            lines == [
                "Templates/page.mustache:2:\(prefix.count + 100 * open.count + 1): error: invalid template: sections nest more than 100 levels deep; quizgen reads no deeper"
            ])
    }

    /// Minutes and hours past any sense multiplied into seconds with an overflow trap.
    @Test func durationsTooLargeForSeconds() async throws {
        let bank = "## Q {#q}\n- [x] x\n- [ ] y\n"
        let lines = try await Self.lines([
            "quizgen.yaml": QuizFixtures.config,
            "Content/banks/b.md": bank,
            "Content/exams/a.yaml":
                "title: A\ncode: A\ntime_limit: 9223372036854775807\nquestions:\n  - q\n",
            "Content/exams/b.yaml":
                "title: B\ncode: B\ntime_limit: 99999999999999999h\nquestions:\n  - q\n",
            "Content/exams/c.yaml":
                "title: C\ncode: C\nlate:\n  grace: 9223372036854775807\nquestions:\n  - q\n",
        ])
        #expect(
            lines == [
                "Content/exams/a.yaml:3:13: error: time_limit must be between 0 (unlimited) and 12 hours, found 9223372036854775807",
                "Content/exams/b.yaml:3:13: error: time_limit must be minutes (45) or a duration such as '90m' or '1h30m', found '99999999999999999h'",
                "Content/exams/c.yaml:4:10: error: 'grace' must be minutes (2) or a duration such as '2m' or '90s', found '9223372036854775807'",
            ])
    }
}
