import Foundation
import QuizgenCore
import QuizgenLoading
import QuizgenRendering
import Testing

@Suite("Default theme and templates")
struct DefaultThemeTests {
    static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// Every file of the theme's resource folder is embedded, with exactly its text, and nothing
    /// else is: a file missing from `DefaultTheme+Resources.swift` is named.
    @Test func embeddedThemeMatchesTheThemeFolder() throws {
        let folder = Self.repositoryRoot.appendingPathComponent("Sources/QuizgenRendering/Theme")
        let onDisk = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(onDisk.allSatisfy { $0.hasSuffix(".mustache") }, "\(onDisk)")
        let missing = Set(onDisk).subtracting(DefaultTheme.fileContents.keys).sorted()
        #expect(missing.isEmpty, "add to DefaultTheme+Resources.swift: \(missing)")
        #expect(Set(onDisk) == Set(DefaultTheme.fileContents.keys))
        for name in onDisk {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            #expect(DefaultTheme.fileContents[name] == text, "\(name) differs from its resource")
        }
    }

    @Test func builtInThemeParsesWithoutProblems() {
        var diagnostics = Diagnostics()
        let set = TemplateSet.load(
            folder: URL(fileURLWithPath: "/nonexistent"),
            reader: SourceReader(root: URL(fileURLWithPath: "/")), into: &diagnostics)
        #expect(diagnostics.items.isEmpty)
        #expect(
            set.has("layout") && set.has("page") && set.has("sitemap.xml") && set.has("theme.css"))
    }

    @Test func markdownIsSafeByDefault() {
        let html = MarkdownRenderer().html(
            "<b>x</b> [a](javascript:alert(1)) [b](JaVaScRiPt:x) [c](vbscript:x) [d](https://ok.example)"
        )
        #expect(
            html
                == "<p><!-- raw HTML omitted -->x<!-- raw HTML omitted --> <a href=\"\">a</a> <a href=\"\">b</a> <a href=\"\">c</a> <a href=\"https://ok.example\">d</a></p>\n"
        )
    }

    @Test func tagfilterStillNeutralisesScriptInUnsafeMode() {
        let html = MarkdownRenderer(unsafe: true).html("<script>alert(1)</script>\n")
        #expect(!html.contains("<script>"))
        #expect(html.contains("&lt;script>"))
    }

    @Test func templateReferencesAreFoundWithPositions() {
        var diagnostics = Diagnostics()
        _ = TemplateSet.load(
            folder: URL(fileURLWithPath: "/nonexistent"),
            reader: SourceReader(root: URL(fileURLWithPath: "/")),
            builtIn: ["a": "x\n {{< base}}{{/base}}\n", "b": "{{>a}}"], into: &diagnostics)
        #expect(
            diagnostics.items.map(\.message) == [
                "template 'a' uses the layout 'base', which does not exist"
            ])
        #expect(
            diagnostics.items.first?.location
                == SourceLocation(path: "built-in theme: a.mustache", line: 2, column: 2))
    }

    /// A rebuild of a few pages parses only their templates, with every partial and layout
    /// they use (transitively), and still reports those templates' problems.
    @Test func loadingOnlySomeRootsParsesWhatTheyUse() {
        let builtIn = [
            "page": "{{<layout}}{{$content}}{{> card}}{{/content}}{{/layout}}",
            "layout": "<main>{{$content}}{{/content}}</main>{{> footer}}",
            "footer": "<footer>{{site.title}}</footer>", "card": "{{#items}}",
            "exam": "{{#broken}}", "unused": "x",
        ]
        var diagnostics = Diagnostics()
        let set = TemplateSet.load(
            folder: URL(fileURLWithPath: "/nonexistent"),
            reader: SourceReader(root: URL(fileURLWithPath: "/")),
            builtIn: builtIn, only: ["page"], into: &diagnostics)
        #expect(set.names == ["page", "layout", "footer", "card"])
        #expect(diagnostics.items.map(\.location?.path) == ["built-in theme: card.mustache"])
    }
}
