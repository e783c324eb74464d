import Foundation
import QuizgenCore
import QuizgenSite
import QuizgenTestSupport
import Testing

@Suite("Building a site")
struct BuildOutputTests {
    static let files: [String: String] = [
        "quizgen.yaml": """
        title: Geography
        base_url: https://quiz.example.org/course/
        language: de
        theme:
          colors:
            accent: "#aa3300"
        collections:
          rivers:
            template: item
            route: /rivers/{slug}/
            sort_by: length
        """,
        "Content/index.md": "---\ntitle: Welcome\n---\nLearn **rivers**.\n",
        "Content/pages/about.md":
            "---\ntitle: About us\ndescription: Who we are\nweight: 2\n---\n| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done\n- [ ] todo\n\n~~old~~ www.example.com and a note[^1]\n\n[^1]: A note.\n",
        "Content/pages/guides/start-here.md": "# Start\n",
        "Content/pages/draft.md": "---\ndraft: true\n---\nsecret\n",
        "Content/data/rivers/danube.yaml":
            "title: Danube\nlength: 2850\ncountries: [Germany, Austria]\n",
        "Content/data/rivers/rhine.json": "{\"title\": \"Rhine\", \"length\": 1230}\n",
    ]

    @Test func publishesEveryAdapterOutput() async throws {
        let site = try TestSite(Self.files)
        defer { site.remove() }
        let result = await site.build()
        #expect(result.diagnostics.lines == [])
        #expect(result.published)
        let paths = Set(site.snapshot().keys)
        #expect(
            paths == [
                ".quizgen-site", ".quizgen-manifest", "index.html", "404.html", "sitemap.xml",
                "assets/theme.css", "about/index.html",
                "guides/start-here/index.html", "rivers/index.html", "rivers/danube/index.html",
                "rivers/rhine/index.html",
                "guides/index.html", "guides/atom.xml", "guides/index.xml", "pages/index.html",
                "atom.xml", "index.xml",
            ])
        let about = try #require(site.output("about/index.html"))
        #expect(about.contains("<html lang=\"de\" dir=\"ltr\">"))
        #expect(about.contains("<title>About us · Geography</title>"))
        #expect(about.contains("<table>"))
        // Task-list items get a mark with a name for screen readers (in the site's German), not a
        // nameless checkbox.
        #expect(
            about.contains(
                "<span class=\"task-mark\" data-done=\"true\"><span aria-hidden=\"true\">\u{2611}</span><span class=\"visually-hidden\">Erledigt:</span></span> done"
            ))
        #expect(!about.contains("type=\"checkbox\""))
        #expect(about.contains("<del>old</del>"))
        #expect(about.contains("<a href=\"http://www.example.com\">www.example.com</a>"))
        #expect(about.contains("class=\"footnotes\""))
        #expect(about.contains("href=\"/course/assets/theme.css\""))
        let css = try #require(site.output("assets/theme.css"))
        #expect(css.contains("--accent: #aa3300;"))
        let sitemap = try #require(site.output("sitemap.xml"))
        #expect(sitemap.contains("<loc>https://quiz.example.org/course/about/</loc>"))
        #expect(!sitemap.contains("404"))
        #expect(!sitemap.contains("draft"))
        let list = try #require(site.output("rivers/index.html"))
        // Sorted by length: Rhine (1230) before Danube (2850).
        let rhine = try #require(list.range(of: "Rhine"))
        let danube = try #require(list.range(of: "Danube"))
        #expect(rhine.lowerBound < danube.lowerBound)
        let item = try #require(site.output("rivers/danube/index.html"))
        #expect(item.contains("<dt>countries</dt><dd>Germany, Austria</dd>"))
        #expect(result.notes == ["1 draft page not published"])
    }

    @Test func scriptAndJavascriptLinksNeverReachTheOutput() async throws {
        let site = try TestSite([
            "quizgen.yaml": "title: T\n",
            "Content/pages/x.md":
                "Hi <script>alert(1)</script>\n\n[click](javascript:alert(2)) <img src=x onerror=alert(3)>\n\n<iframe src=\"https://evil.example\"></iframe>\n",
        ])
        defer { site.remove() }
        _ = await site.build()
        let html = try #require(site.output("x/index.html"))
        #expect(!html.contains("<script"))
        #expect(!html.contains("javascript:"))
        #expect(!html.contains("onerror"))
        #expect(!html.contains("<iframe"))
        #expect(html.contains("<a href=\"\">click</a>"))
    }

    @Test func unsafeHTMLIsOnlyPassedWhenTheConfigSaysSo() async throws {
        let site = try TestSite([
            "quizgen.yaml": "title: T\nunsafe_html: true\n",
            "Content/pages/x.md": "<div class=\"note\">raw</div>\n",
        ])
        defer { site.remove() }
        _ = await site.build()
        #expect(site.output("x/index.html")?.contains("<div class=\"note\">raw</div>") == true)
    }

    @Test func twoBuildsAreByteIdentical() async throws {
        let site = try TestSite(Self.files)
        defer { site.remove() }
        _ = await site.build()
        let first = site.snapshot()
        _ = await site.build()
        #expect(site.snapshot() == first)
        #expect(!first.isEmpty)
    }

    @Test func failedBuildLeavesThePreviousSiteUntouched() async throws {
        let site = try TestSite(Self.files)
        defer { site.remove() }
        _ = await site.build()
        let before = site.snapshot()
        try site.write("Content/pages/about.md", "---\ntitle: [broken\n---\nNew text\n")
        let result = await site.build()
        #expect(result.failed)
        #expect(!result.published)
        #expect(site.snapshot() == before)
        // No staging folder is left; the build cache and the media record (where each file and
        // image was published, for page patches) of the published site stay beside it.
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: site.root.path).filter {
            $0.hasPrefix(".Site")
        }
        #expect(leftovers.sorted() == [".Site.quizgen-cache", ".Site.quizgen-media"])
    }

    @Test func staleFilesDisappear() async throws {
        let site = try TestSite(Self.files)
        defer { site.remove() }
        _ = await site.build()
        #expect(site.output("guides/start-here/index.html") != nil)
        try site.delete("Content/pages/guides/start-here.md")
        _ = await site.build()
        #expect(site.output("guides/start-here/index.html") == nil)
        #expect(site.output("about/index.html") != nil)
    }

    @Test func siteWithoutTemplatesUsesTheBuiltInThemeAndOverridesWin() async throws {
        let site = try TestSite(["quizgen.yaml": "title: T\n", "Content/pages/a.md": "A\n"])
        defer { site.remove() }
        _ = await site.build()
        #expect(site.output("a/index.html")?.contains("<article class=\"page\">") == true)
        try site.write(
            "Templates/page.mustache",
            "{{<layout}}{{$content}}<p class=\"mine\">{{page.title}}</p>{{/content}}{{/layout}}\n")
        _ = await site.build()
        let html = try #require(site.output("a/index.html"))
        #expect(html.contains("<p class=\"mine\">A</p>"))
        #expect(html.contains("<!doctype html>"))
    }

    @Test func refusesToReplaceAFolderItDidNotMake() async throws {
        let site = try TestSite(["quizgen.yaml": "title: T\n", "Site/precious.txt": "mine\n"])
        defer { site.remove() }
        let result = await site.build()
        #expect(result.diagnostics.lines.count == 1)
        #expect(
            result.diagnostics.lines[0].hasPrefix(
                "error: the site was not written: refusing to replace "))
        #expect(site.output("precious.txt") == "mine\n")
    }

    @Test func outputFolderMayNotBeTheSiteItself() async throws {
        let site = try TestSite(["quizgen.yaml": "title: T\n"])
        defer { site.remove() }
        let options = BuildOptions(
            root: site.root, output: site.root.appendingPathComponent("Content"))
        let result = await SiteBuilder().build(options, writer: MemorySiteWriter())
        #expect(result.diagnostics.lines.first?.hasPrefix("error: the output folder ") == true)
        #expect(result.failed)
    }
}

@Suite("Site writer")
struct SiteWriterTests {
    @Test func leftoversOfAKilledBuildAreRemovedAndSiteStaysWhole() async throws {
        let site = try TestSite(["quizgen.yaml": "title: T\n", "Content/pages/a.md": "A\n"])
        defer { site.remove() }
        _ = await site.build()
        let before = site.snapshot()
        // What a build killed mid-write leaves: a half-written staging folder of a dead process.
        // PID 2^22+1 is above Linux's pid_max default, so no live process has it.
        let leftover = site.root.appendingPathComponent(".Site.staging-4194305-12345")
        try FileManager.default.createDirectory(
            at: leftover.appendingPathComponent("a"), withIntermediateDirectories: true)
        #expect(site.snapshot() == before)
        _ = await site.build()
        #expect(!FileManager.default.fileExists(atPath: leftover.path))
        #expect(site.snapshot() == before)
    }

    @Test func firstBuildCreatesTheFolderAndSecondSwapsAtomically() async throws {
        let site = try TestSite(["quizgen.yaml": "title: T\n", "Content/pages/a.md": "A\n"])
        defer { site.remove() }
        let writer = DiskSiteWriter(output: site.output)
        try await writer.publish([OutputFile(path: "x/index.html", text: "one")])
        #expect(site.output("x/index.html") == "one")
        try await writer.publish([OutputFile(path: "y.txt", text: "two")])
        #expect(site.output("x/index.html") == nil)
        #expect(site.output("y.txt") == "two")
        #expect(site.output(".quizgen-site") != nil)
    }
}
