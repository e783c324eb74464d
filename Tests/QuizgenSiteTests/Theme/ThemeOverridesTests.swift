import Foundation
import QuizgenCompute
import QuizgenCore
import QuizgenRendering
import QuizgenSite
import QuizgenTestSupport
import Testing

/// How each file of a site's `Templates/` is classified, and where the build warns.
@Suite("Theme overrides")
struct ThemeOverridesTests {
    static let builtIn = [
        "layout": "<main>{{$content}}{{/content}}</main>\n", "page": "{{page.title}}\n",
    ]
    static func sha(_ text: String) -> String { ContentHash.sha256Hex(Array(text.utf8)) }

    @Test func everyKindOfFileIsClassified() throws {
        let older = "<main>old</main>\n"
        let lock = ThemeLock.Entry(
            quizgen: "0.0.1", theme: "00000000", sha256: Self.sha("{{page.title}}!\n"),
            origin: "{{page.title}}!\n")
        var lockFile = ThemeLock()
        lockFile.templates["page.mustache"] = lock
        lockFile.templates["feed-old.mustache"] = lock
        let site = try TestSite([
            "Templates/layout.mustache": older,
            "Templates/page.mustache": "{{page.title}} edited\n",
            "Templates/feed-old.mustache": "x\n",
            "Templates/card.mustache": "{{title}}\n",
            "Templates/pgae.mustache": "{{title}}\n",
            "Templates/sub/page.mustache": Self.builtIn["page"]!,
        ])
        defer { site.remove() }
        try lockFile.write(in: site.root.appendingPathComponent("Templates"))
        var diagnostics = Diagnostics()
        let scan = ThemeOverrides.scan(
            root: site.root, builtIn: Self.builtIn,
            history: ["layout.mustache": [Self.sha(older): "abc1234"]], into: &diagnostics)
        #expect(diagnostics.items.isEmpty)
        let statuses = Dictionary(uniqueKeysWithValues: scan.files.map { ($0.file, $0.status) })
        #expect(statuses["layout.mustache"] == .earlierVersion(commit: "abc1234"))
        #expect(statuses["page.mustache"] == .edited(lock: lock, stale: true))
        #expect(statuses["feed-old.mustache"] == .removed(suggestion: nil, unchanged: false))
        #expect(statuses["card.mustache"] == .extra(suggestion: nil))
        #expect(statuses["pgae.mustache"] == .extra(suggestion: "page"))
        #expect(statuses["sub/page.mustache"] == .extra(suggestion: nil))
        #expect(scan.files.filter(\.isPrunable).map(\.file) == ["layout.mustache"])
        #expect(
            scan.files.filter(\.isStale).map(\.file) == [
                "feed-old.mustache", "layout.mustache", "page.mustache",
            ])
        let warnings = scan.staleWarnings {
            "Templates/" + String($0.path.split(separator: "/Templates/").last ?? "")
        }
        #expect(
            warnings.lines == [
                "Templates/feed-old.mustache: warning: the built-in theme no longer has a template 'feed-old', so this file overrides nothing",
                "Templates/layout.mustache: warning: this is an unchanged copy of an earlier version of the built-in 'layout', which has changed since; `quizgen theme prune` removes it so that the site uses today's",
                "Templates/page.mustache: warning: the built-in 'page' changed since this copy was made; see `quizgen theme diff page`",
            ])
    }

    @Test func aBrokenLockIsOneWarningAndTheBuildGoesOn() async throws {
        let site = try TestSite([
            "quizgen.yaml": "title: T\n",
            "Templates/.theme-lock.json": "{\"version\": 1, \"templates\": [\n",
        ])
        defer { site.remove() }
        let result = await site.build(write: false)
        #expect(result.diagnostics.items.map(\.code) == ["theme.lock"])
        #expect(
            result.diagnostics.lines.first?.hasPrefix(
                "Templates/.theme-lock.json: warning: cannot read the theme lock (") == true)
        #expect(!result.failed)
    }

    /// A file that overrides no built-in template warns (with the lock's entry for it); an
    /// edited override that the lock does not name (sitemap.xml) gives no warning.
    @Test func aFileThatOverridesNothingWarns() async throws {
        let files: [String: String] = [
            "quizgen.yaml": "title: T\n",
            "Templates/sitemap.xml.mustache":
                "<?xml version=\"1.0\"?><urlset>{{#urls}}<url><loc>{{loc}}</loc>{{#lastmod}}<lastmod>{{lastmod}}</lastmod>{{/lastmod}}</url>{{/urls}}</urlset>\n",
            "Templates/layouts.mustache": "{{> layout}}\n",
            "Templates/.theme-lock.json":
                #"{"version": 1, "templates": {"layouts.mustache": {"quizgen": "0", "theme": "0", "sha256": "0", "origin": ""}}}"#,
        ]
        let plain = try TestSite(files)
        defer { plain.remove() }
        #expect(
            await plain.build(write: false).diagnostics.items.map(\.code) == [
                "theme.removed-template"
            ])
    }

    /// The lock is an input of the build: editing it alone is not "nothing changed".
    @Test func editingTheLockAloneRebuildsAndWarns() async throws {
        let layout = try #require(DefaultTheme.fileContents["layout.mustache"])
        let site = try TestSite([
            "quizgen.yaml": "title: T\n", "Templates/layout.mustache": layout + "<!-- mine -->\n",
        ])
        defer { site.remove() }
        var lock = ThemeLock()
        lock.templates["layout.mustache"] = ThemeLock.Entry(
            quizgen: "0", theme: "0", sha256: Self.sha(layout), origin: layout)
        try lock.write(in: site.root.appendingPathComponent("Templates"))
        let first = await site.build()
        #expect(first.published && first.diagnostics.items.isEmpty)
        lock.templates["layout.mustache"]?.sha256 = Self.sha("<main></main>\n")
        lock.templates["layout.mustache"]?.origin = "<main></main>\n"
        try lock.write(in: site.root.appendingPathComponent("Templates"))
        let second = await site.build()
        #expect(!second.unchanged)
        #expect(second.diagnostics.items.map(\.code) == ["theme.stale-override"])
    }

    /// The repository's example site keeps in Templates/ only the override docs/templates.md
    /// shows, the footer, which differs from the built-in one; the theme itself is embedded from
    /// `Sources/QuizgenRendering/Theme/`.
    @Test func theRepositoryExampleOverridesOnlyTheFooter() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let templates = try FileManager.default.contentsOfDirectory(
            atPath: root.appendingPathComponent("Templates").path)
        #expect(templates == ["footer.mustache"])
        let footer = try String(
            contentsOf: root.appendingPathComponent("Templates/footer.mustache"), encoding: .utf8)
        #expect(footer != DefaultTheme.fileContents["footer.mustache"])
    }

    @Test func everyBuiltInTemplateHasAPurposeForThemeList() {
        let builtIn = SiteBuilder(plugins: [
            QuizPlugin.plugin, GradingPlugin.plugin, FeedPlugin.plugin,
        ]).builtInTemplates()
        let missing = builtIn.keys.filter { TemplatePurposes.all[$0] == nil }.sorted()
        let extra = TemplatePurposes.all.keys.filter { builtIn[$0] == nil }.sorted()
        #expect(
            missing.isEmpty,
            "add a line to Sources/QuizgenSite/Theme/TemplatePurposes.swift for: \(missing)")
        #expect(extra.isEmpty, "TemplatePurposes names templates that are not built in: \(extra)")
    }
}
