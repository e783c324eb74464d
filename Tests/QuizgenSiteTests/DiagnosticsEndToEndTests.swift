import Foundation
import QuizgenCore
import QuizgenSite
import QuizgenTestSupport
import Testing

/// Bad input of every kind the foundation reads gives an exact, located diagnostic.
@Suite("Diagnostics, end to end")
struct DiagnosticsEndToEndTests {
    static let config = "title: Test\nbase_url: https://quiz.example.org/\n"

    func diagnostics(
        _ files: [String: String], bytes: [String: [UInt8]] = [:], links: [String: String] = [:]
    ) async throws -> [String] {
        let site = try TestSite(files, bytes: bytes, links: links)
        defer { site.remove() }
        let result = await site.build(write: false)
        return result.diagnostics.lines
    }

    @Test func badYAMLInFrontMatterPointsAtTheFileLine() async throws {
        let lines = try await diagnostics([
            "quizgen.yaml": Self.config,
            "Content/pages/about.md": "---\ntitle: About\ndescription: [unclosed\n---\nBody\n",
        ])
        #expect(
            lines == [
                "Content/pages/about.md:4:1: error: invalid YAML: a list in [brackets] that starts at line 3 is not closed; add ']' or separate the items with ', ' (YAML parser: did not find expected ',' or ']', while parsing a flow sequence at line 3)"
            ])
    }

    @Test func duplicateKeyPointsAtTheSecondOccurrence() async throws {
        let lines = try await diagnostics(["quizgen.yaml": "title: One\nlanguage: en\ntitle: Two\n"]
        )
        #expect(
            lines == [
                "quizgen.yaml:3:1: error: duplicate key 'title' (first written at line 1); later values would silently replace earlier ones"
            ])
    }

    @Test func duplicateKeyInJSONDataFile() async throws {
        let lines = try await diagnostics([
            "quizgen.yaml": Self.config + "collections:\n  terms:\n    template: item\n",
            "Content/data/terms/a.json": "{\n  \"title\": \"A\",\n  \"title\": \"B\"\n}\n",
        ])
        #expect(
            lines == [
                "Content/data/terms/a.json:3:3: error: duplicate key 'title' (first written at line 2); later values would silently replace earlier ones"
            ])
    }

    @Test func unknownConfigKeySuggestsTheNearest() async throws {
        let lines = try await diagnostics([
            "quizgen.yaml": Self.config + "page_sise: 20\ntheme:\n  colors:\n    accnt: \"#fff\"\n"
        ])
        #expect(
            lines == [
                "quizgen.yaml:3:1: error: unknown key 'page_sise' in config; did you mean 'page_size'?",
                "quizgen.yaml:6:5: error: unknown key 'accnt' in 'colors'; did you mean 'accent'?",
            ])
    }

    @Test func wrongTypesAndRangesInConfig() async throws {
        let lines = try await diagnostics([
            "quizgen.yaml":
                "title: T\npage_size: 0\nunsafe_html: maybe\ntheme:\n  colors:\n    text: red\n"
        ])
        #expect(
            lines == [
                "quizgen.yaml:2:12: error: 'page_size' must be between 1 and 10000, found 0",
                "quizgen.yaml:3:14: error: 'unsafe_html' must be true or false, found 'maybe'",
                "quizgen.yaml:6:11: error: theme colour 'text' must be a hex colour like #1f5fbf, found 'red'",
            ])
    }

    @Test func missingTemplateNamedByFrontMatter() async throws {
        let lines = try await diagnostics([
            "quizgen.yaml": Self.config,
            "Content/pages/about.md": "---\ntitle: About\ntemplate: pgae\n---\nBody\n",
        ])
        #expect(
            lines == [
                "Content/pages/about.md:1:1: error: no template named 'pgae' for /about/ (looked in Templates/ and the built-in theme); did you mean 'page'?"
            ])
    }

    @Test func missingPartialInSiteTemplate() async throws {
        let lines = try await diagnostics([
            "quizgen.yaml": Self.config,
            "Templates/page.mustache": "<h1>{{page.title}}</h1>\n  {{> sidebar}}\n",
        ])
        #expect(
            lines == [
                "Templates/page.mustache:2:3: error: template 'page' uses the partial 'sidebar', which does not exist"
            ])
    }

    @Test func templateSyntaxError() async throws {
        let lines = try await diagnostics([
            "quizgen.yaml": Self.config,
            "Templates/page.mustache": "<h1>\n{{#page}}{{title}}{{/pgae}}\n",
        ])
        #expect(
            lines == [
                "Templates/page.mustache:2:22: error: invalid template: a section is closed with a different name than it was opened with"
            ])
    }

    @Test func unreadableFileIsReportedNotSkipped() async throws {
        let lines = try await diagnostics(
            ["quizgen.yaml": Self.config],
            links: ["Content/pages/gone.md": "/nonexistent/quizgen/target.md"])
        #expect(
            lines == [
                "Content/pages/gone.md:1:1: error: cannot read file: it is a symbolic link to a file that does not exist"
            ])
    }

    @Test func invalidUTF8IsLocatedToTheByte() async throws {
        let bytes = Array("---\ntitle: Caf".utf8) + [0xE9] + Array("\n---\nBody\n".utf8)
        let lines = try await diagnostics(
            ["quizgen.yaml": Self.config], bytes: ["Content/pages/cafe.md": bytes])
        #expect(
            lines == [
                "Content/pages/cafe.md:2:11: error: file is not valid UTF-8 (byte 0xE9 at offset 14); save it as UTF-8"
            ])
    }

    @Test func unknownFrontMatterKeyIsAWarningAndStrictFailsOnIt() async throws {
        let site = try TestSite([
            "quizgen.yaml": Self.config,
            "Content/pages/about.md": "---\ntitel: About\n---\nBody\n",
        ])
        defer { site.remove() }
        let lenient = await site.build(write: false)
        #expect(
            lenient.diagnostics.lines == [
                "Content/pages/about.md:2:1: warning: unknown key 'titel' in front matter; did you mean 'title'?"
            ])
        #expect(!lenient.failed)
        let strict = await site.build(strict: true, write: false)
        #expect(strict.failed)
    }

    @Test func everyProblemIsReportedNotJustTheFirst() async throws {
        let lines = try await diagnostics([
            "quizgen.yaml": Self.config + "page_sise: 2\n",
            "Content/pages/a.md": "---\ntitle: [\n---\n",
            "Content/pages/b.md": "---\ndate: yesterday\n---\n",
        ])
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("Content/pages/a.md:"))
        #expect(
            lines[1]
                == "Content/pages/b.md:2:7: error: date must be a date (2020-01-31) or an RFC 3339 date-time (2020-01-31T09:30:00Z), found 'yesterday'"
        )
        #expect(
            lines[2]
                == "quizgen.yaml:3:1: error: unknown key 'page_sise' in config; did you mean 'page_size'?"
        )
    }

    @Test func collectionRouteNeedsItsFields() async throws {
        let lines = try await diagnostics([
            "quizgen.yaml": Self.config + "collections:\n  terms:\n    route: /terms/{name}/\n",
            "Content/data/terms/a.yaml": "title: Alpha\nnmae: alpha\n",
            "Content/data/stray/x.yaml": "title: X\n",
        ])
        #expect(
            lines == [
                "Content/data/stray: warning: Content/data/stray/ is not declared under 'collections' in quizgen.yaml, so it publishes nothing",
                "Content/data/terms/a.yaml:1:1: error: the route /terms/{name}/ of 'terms' needs the field 'name', which this item lacks or leaves empty; did you mean 'nmae'?",
            ])
    }

    @Test func duplicateRoutesAreErrors() async throws {
        let lines = try await diagnostics([
            "quizgen.yaml": Self.config,
            "Content/pages/a.md": "---\nslug: same\n---\n",
            "Content/pages/b.md": "---\nslug: same\n---\n",
        ])
        #expect(
            lines == [
                "Content/pages/b.md:1:1: error: two pages would publish at /same/ (the other is Content/pages/a.md)"
            ])
    }
}
