import Foundation
import QuizgenCore
import QuizgenSite
import QuizgenTestSupport
import Testing

@Suite("Sections, taxonomies, menus and Hugo-style front matter")
struct PagesAtScaleTests {
    static let config = "title: Course\nbase_url: https://example.org/c/\npage_size: 3\n"

    static func page(_ title: String, date: String? = nil, extra: String = "") -> String {
        "---\ntitle: \(title)\n\(date.map { "date: \($0)\n" } ?? "")\(extra)---\nAbout \(title).\n\nMore text.\n"
    }

    /// A section with `count` pages, listed `page_size` (3) to a page.
    static func section(_ count: Int) -> [String: String] {
        var files = [
            "quizgen.yaml": config,
            "Content/pages/guides/_index.md": "---\ntitle: The guides\n---\nRead these.\n",
        ]
        for number in 0..<count {
            files["Content/pages/guides/g\(number).md"] = page(
                "Guide \(number)", date: "2024-01-\(10 + number)T09:00:00Z")
        }
        return files
    }

    /// The list pages of a section at 0, 1, page_size and page_size + 1 pages.
    @Test(arguments: [(0, 1), (1, 1), (3, 1), (4, 2)])
    func sectionListsArePaginated(count: Int, listPages: Int) async throws {
        let site = try TestSite(Self.section(count))
        defer { site.remove() }
        let result = await site.build()
        #expect(result.diagnostics.lines == [])
        let first = try #require(site.output("guides/index.html"))
        #expect(first.contains("<h1>The guides</h1>"))
        #expect(first.contains("<p>Read these.</p>"))
        let listed = first.components(separatedBy: "<li><a href=\"/c/guides/g").count - 1
        #expect(listed == min(count, 3))
        #expect((site.output("guides/page/2/index.html") != nil) == (listPages == 2))
        #expect(site.output("guides/page/3/index.html") == nil)
        if listPages == 2 {
            let second = try #require(site.output("guides/page/2/index.html"))
            // Newest first: the oldest guide is alone on the second page.
            #expect(second.contains("href=\"/c/guides/g0/\""))
            #expect(second.contains("<a rel=\"prev\" href=\"/c/guides/\">"))
            #expect(first.contains("<a rel=\"next\" href=\"/c/guides/page/2/\">"))
        } else {
            #expect(!first.contains("class=\"pager\""))
        }
        if count == 0 { #expect(first.contains("Nothing here yet.")) }
        // The section's feeds carry its dated pages.
        let atom = try #require(site.output("guides/atom.xml"))
        #expect(atom.components(separatedBy: "<entry>").count - 1 == count)
    }

    @Test func slugUrlAndFolderFormsOfAPagesPath() async throws {
        let site = try TestSite([
            "quizgen.yaml": Self.config,
            "Content/pages/guides/x.md": Self.page("X", extra: "slug: start\n"),
            "Content/pages/guides/y.md": Self.page("Y", extra: "slug: elsewhere/y-page\n"),
            "Content/pages/guides/z.md": Self.page("Z", extra: "url: /zed/here/\n"),
            "Content/pages/guides/Plain Name.md": Self.page("Plain"),
        ])
        defer { site.remove() }
        let result = await site.build()
        #expect(result.diagnostics.lines == [])
        #expect(site.output("guides/start/index.html")?.contains("<h1>X</h1>") == true)
        #expect(site.output("elsewhere/y-page/index.html")?.contains("<h1>Y</h1>") == true)
        #expect(site.output("zed/here/index.html")?.contains("<h1>Z</h1>") == true)
        #expect(site.output("guides/plain-name/index.html")?.contains("<h1>Plain</h1>") == true)
        // Each stays in the section of its folder.
        let list =
            try #require(site.output("guides/index.html"))
            + (site.output("guides/page/2/index.html") ?? "")
        for path in [
            "/c/guides/start/", "/c/elsewhere/y-page/", "/c/zed/here/", "/c/guides/plain-name/",
        ] {
            #expect(list.contains("href=\"\(path)\""), "\(path)")
        }
    }

    @Test func aBadDateIsOneLocatedError() async throws {
        let site = try TestSite([
            "quizgen.yaml": Self.config,
            "Content/pages/a.md":
                "---\ntitle: A\ndate: 2020-01-01T25:00:00Z\nlastmod: 01/02/2020\n---\nA.\n",
        ])
        defer { site.remove() }
        let result = await site.build()
        #expect(
            result.diagnostics.lines == [
                "Content/pages/a.md:3:7: error: date must be a date (2020-01-31) or an RFC 3339 date-time (2020-01-31T09:30:00Z), found '2020-01-01T25:00:00Z'",
                "Content/pages/a.md:4:10: error: lastmod must be a date (2020-01-31) or an RFC 3339 date-time (2020-01-31T09:30:00Z), found '01/02/2020'",
            ])
    }

    @Test func hugoFrontMatterBuildsWithoutAWord() async throws {
        let site = try TestSite([
            "quizgen.yaml": Self.config,
            "Content/pages/post.md":
                "---\ntitle: Post\ndate: 2020-01-01T00:37:00Z\nlastmod: 2020-02-01\ntags: [a, b]\ncategories: [news]\nsummary: Short.\n---\nBody.\n",
        ])
        defer { site.remove() }
        let result = await site.build(strict: true)
        #expect(result.diagnostics.lines == [])
        let post = try #require(site.output("post/index.html"))
        #expect(post.contains("<time datetime=\"2020-01-01T00:37:00Z\">January 1, 2020</time>"))
        #expect(
            post.contains("updated <time datetime=\"2020-02-01T00:00:00Z\">February 1, 2020</time>")
        )
        #expect(post.contains("<a href=\"/c/tags/a/\" rel=\"tag\">a</a>"))
        #expect(post.contains("<a href=\"/c/categories/news/\" rel=\"tag\">news</a>"))
        #expect(post.contains("<meta name=\"description\" content=\"Short.\">"))
    }

    @Test func taxonomyPagesListTermsWithCountsAndTheirPages() async throws {
        let site = try TestSite([
            "quizgen.yaml": Self.config + "taxonomies:\n  tag: tags\n  level: levels\n",
            "Content/pages/a.md": Self.page(
                "A", date: "2024-01-01", extra: "tags: [Swift, web]\nlevels: [beginner]\n"),
            "Content/pages/b.md": Self.page("B", date: "2024-01-02", extra: "tags: [swift]\n"),
            "Content/pages/c.md": Self.page(
                "C", date: "2024-01-03", extra: "tags: [Swift]\ncategories: [x]\n"),
        ])
        defer { site.remove() }
        let result = await site.build()
        // `categories` is not a taxonomy of this site, so it is an unknown key.
        #expect(
            result.diagnostics.lines == [
                "Content/pages/c.md:5:1: warning: unknown key 'categories' in front matter"
            ])
        let tags = try #require(site.output("tags/index.html"))
        #expect(
            tags.contains(
                "<li><a href=\"/c/tags/swift/\">Swift</a> <span class=\"count\">(3)</span></li>"))
        #expect(
            tags.contains(
                "<li><a href=\"/c/tags/web/\">web</a> <span class=\"count\">(1)</span></li>"))
        let swift = try #require(site.output("tags/swift/index.html"))
        #expect(swift.contains("<h1>Swift</h1>"))
        for page in ["a", "b", "c"] { #expect(swift.contains("href=\"/c/\(page)/\"")) }
        #expect(site.output("levels/beginner/index.html")?.contains("href=\"/c/a/\"") == true)
        #expect(site.output("categories/index.html") == nil)
    }

    @Test func termsWhoseSlugsCollideAreErrorsNotMerges() async throws {
        let site = try TestSite([
            "quizgen.yaml": Self.config,
            "Content/pages/a.md": Self.page("A", extra: "tags: [c]\n"),
            "Content/pages/b.md": Self.page("B", extra: "tags: [\"C++\", C]\n"),
        ])
        defer { site.remove() }
        let result = await site.build()
        #expect(
            result.diagnostics.lines == [
                "Content/pages/b.md:3:8: error: tag 'C++' and tag 'c' (Content/pages/a.md:3:8) would share the page /tags/c/; rename one of them"
            ])
        #expect(!result.published)
        // Found after loading, when the pages' texts were no longer kept: the excerpt is still there.
        let printed = try #require(result.diagnostics.items.first).text(
            sources: result.diagnostics.sources)
        #expect(printed.contains(" 3 | tags: [\"C++\", C]\n"), "\(printed)")
    }

    @Test("the build keeps the text of a page only when a diagnostic points into it")
    func pageTextsAreKeptOnlyForDiagnostics() async throws {
        let site = try TestSite([
            "quizgen.yaml": Self.config,
            "Content/pages/quiet.md": Self.page("Quiet"),
            "Content/pages/noisy.md": Self.page("Noisy", extra: "colour: red\n"),
        ])
        defer { site.remove() }
        let result = await site.build()
        #expect(result.diagnostics.lines.count == 1)
        #expect(result.diagnostics.sources["Content/pages/noisy.md"] != nil)
        #expect(result.diagnostics.sources["Content/pages/quiet.md"] == nil)
    }

    @Test func aliasesRedirectToThePage() async throws {
        let site = try TestSite([
            "quizgen.yaml": Self.config,
            "Content/pages/new.md": Self.page("New", extra: "aliases: [/old/path/, legacy.html]\n"),
            "Content/pages/bad.md": Self.page("Bad", extra: "aliases: [../outside/]\n"),
        ])
        defer { site.remove() }
        let result = await site.build()
        #expect(
            result.diagnostics.lines == [
                "Content/pages/bad.md:3:11: error: alias '../outside/' must be a path such as /old/url/ without '..'"
            ])
        try site.write("Content/pages/bad.md", Self.page("Bad"))
        #expect(await site.build().diagnostics.lines == [])
        let old = try #require(site.output("old/path/index.html"))
        #expect(old.contains("<meta http-equiv=\"refresh\" content=\"0; url=/c/new/\">"))
        #expect(old.contains("<link rel=\"canonical\" href=\"https://example.org/c/new/\">"))
        #expect(site.output("legacy.html")?.contains("url=/c/new/") == true)
        #expect(site.output("sitemap.xml")?.contains("old/path") == false)
    }

    @Test func theMenuHoldsWhatAsksToBeThere() async throws {
        let site = try TestSite([
            "quizgen.yaml": Self.config,
            "Content/pages/about.md": Self.page("About", extra: "menu: main\nweight: 2\n"),
            "Content/pages/contact.md": Self.page(
                "Contact", extra: "menu:\n  main:\n    weight: 1\n"),
            "Content/pages/hidden.md": Self.page("Hidden"),
            "Content/pages/guides/g.md": Self.page("Guide"),
        ])
        defer { site.remove() }
        #expect(await site.build().diagnostics.lines == [])
        let html = try #require(site.output("hidden/index.html"))
        let nav = try #require(
            html.components(separatedBy: "<nav aria-label=\"Site\">").last?.components(
                separatedBy: "</nav>"
            ).first)
        #expect(nav.contains("<li><a href=\"/c/about/\">About</a></li>"))
        #expect(nav.contains("<li><a href=\"/c/guides/\">Guides</a></li>"))
        #expect(!nav.contains("Hidden"))
        #expect(!nav.contains("Guide<"))
        // Weight orders the menu: Guides (0), Contact (1), About (2).
        let order = ["Guides", "Contact", "About"].compactMap {
            nav.range(of: ">\($0)</a>")?.lowerBound
        }
        #expect(order.count == 3 && order == order.sorted())
    }

    /// The header of a page is the same size in a site of 10 pages and of 300.
    @Test func theHeaderDoesNotGrowWithTheSite() async throws {
        func headerSize(pages: Int) async throws -> (header: Int, home: Int) {
            var files = [
                "quizgen.yaml": Self.config,
                "Content/pages/about.md": Self.page("About", extra: "menu: main\n"),
            ]
            for number in 0..<pages {
                files["Content/pages/posts/p\(number).md"] = Self.page(
                    "Post \(number)",
                    date: "2024-01-01T00:00:\(String(format: "%02d", number % 60))Z",
                    extra: "tags: [t\(number % 7)]\n")
            }
            let site = try TestSite(files)
            defer { site.remove() }
            #expect(await site.build().diagnostics.lines == [])
            let html = try #require(site.output("about/index.html"))
            let header = try #require(html.components(separatedBy: "<main").first)
            return (header.utf8.count, try #require(site.output("index.html")).utf8.count)
        }
        let small = try await headerSize(pages: 10)
        let large = try await headerSize(pages: 300)
        #expect(small.header == large.header)
        #expect(large.home < small.home + 200, "the home page lists a bounded number of pages")
    }
}
