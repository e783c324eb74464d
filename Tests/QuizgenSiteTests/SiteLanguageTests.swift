import Foundation
import QuizgenCore
import QuizgenI18n
import QuizgenSite
import QuizgenTestSupport
import Testing

/// A site in its own language: `language` picks the built-in catalog, `i18n/<lang>.yaml`
/// overrides single keys (issue 18).
@Suite("Site language")
struct SiteLanguageTests {
    static let pages: [String: String] = [
        "Content/index.md": "---\ntitle: Acasă\n---\nBun venit.\n",
        "Content/pages/notes/a.md": "---\ntitle: Prima\ndate: 2026-11-24\ntags: [x]\n---\nText.\n",
        "Content/pages/notes/b.md": "---\ntitle: A doua\ndate: 2026-01-03\n---\nText.\n",
    ]

    static func site(_ config: String, _ extra: [String: String] = [:]) throws -> TestSite {
        try TestSite(
            pages.merging(["quizgen.yaml": config]) { _, new in new }.merging(extra) { _, new in new
            })
    }

    @Test func romanianSiteReadsRomanianWithLocalDates() async throws {
        let site = try Self.site("title: Curs\nlanguage: ro\n")
        defer { site.remove() }
        let result = await site.build()
        #expect(result.diagnostics.lines == [])
        let page = try #require(site.output("notes/a/index.html"))
        #expect(page.contains("<html lang=\"ro\" dir=\"ltr\">"))
        #expect(page.contains("<a class=\"skip\" href=\"#main\">Sari la conținut</a>"))
        #expect(page.contains("<time datetime=\"2026-11-24T00:00:00Z\">24 noiembrie 2026</time>"))
        #expect(page.contains("<p class=\"terms\">Etichete: "))
        let home = try #require(site.output("index.html"))
        #expect(home.contains("<h2>Pagini recente</h2>"))
        #expect(home.contains("Vezi tot (2)"))
        let section = try #require(site.output("notes/index.html"))
        #expect(section.contains("<time datetime=\"2026-01-03T00:00:00Z\">3 ianuarie 2026</time>"))
        #expect(site.output("404.html")?.contains("<h1>Pagina nu a fost găsită</h1>") == true)
    }

    @Test func siteOverridesSingleKeysAndHearsAboutUnknownOnes() async throws {
        let overrides = """
            theme:
              skip_to_content: Direct la text
              skip_to_contnet: typo
            pages:
              count:
                one: "o singură pagină"
                fwe: "{count} pagini"
            feed: texts
            unknown_group:
              key: value
            """
        let site = try Self.site("title: Curs\nlanguage: ro\n", ["i18n/ro.yaml": overrides])
        defer { site.remove() }
        let result = await site.build()
        #expect(
            result.diagnostics.lines == [
                "i18n/ro.yaml:3:3: warning: the theme has no text 'theme.skip_to_contnet'; did you mean 'theme.skip_to_content'?",
                "i18n/ro.yaml:7:5: warning: 'fwe' is not a plural category; did you mean 'few'?",
                "i18n/ro.yaml:8:7: warning: 'feed' is a group of texts (such as 'feed.a_post'); found a single value",
                "i18n/ro.yaml:9:1: warning: the theme has no text 'unknown_group'",
            ])
        #expect(site.output("notes/a/index.html")?.contains(">Direct la text</a>") == true)
        // The other keys keep the built-in Romanian.
        #expect(site.output("index.html")?.contains("<h2>Pagini recente</h2>") == true)
    }

    @Test func aYAMLErrorInTheOverridesIsLocated() async throws {
        let site = try Self.site(
            "title: Curs\nlanguage: ro\n",
            ["i18n/ro.yaml": "theme:\n  skip_to_content: [unclosed\n"])
        defer { site.remove() }
        let result = await site.build()
        #expect(result.failed)
        #expect(result.diagnostics.lines.count == 1)
        #expect(result.diagnostics.lines.first?.hasPrefix("i18n/ro.yaml:3:1: error:") == true)
    }

    @Test func aLanguageWithoutACatalogSaysHowManyTextsAreEnglish() async throws {
        let site = try Self.site(
            "title: Curso\nlanguage: pt\n",
            ["i18n/pt.yaml": "theme:\n  skip_to_content: Pular para o conteúdo\n"])
        defer { site.remove() }
        let result = await site.build()
        let lines = result.diagnostics.lines
        #expect(lines.count == 1)
        let line = try #require(lines.first)
        #expect(
            line.hasPrefix(
                "quizgen.yaml:2:11: warning: quizgen has no built-in catalog for language 'pt' (it has de, en, es, fr, it, ro): "
            ))
        #expect(
            line.contains(
                " theme texts fall back to English (author.accepted, author.accepted_case, author.accepted_range, author.answer_key, author.blank_choice, …); translate them in i18n/pt.yaml"
            ))
        #expect(site.output("notes/a/index.html")?.contains(">Pular para o conteúdo</a>") == true)
    }

    @Test func rightToLeftLanguagesMarkTheirPages() async throws {
        let site = try Self.site(
            "title: دورة\nlanguage: ar\n",
            [
                "i18n/ar.yaml": "",
                "Content/pages/old.md": "---\ntitle: Old\naliases: [/older/]\n---\nx\n",
            ])
        defer { site.remove() }
        _ = await site.build()
        #expect(
            site.output("notes/a/index.html")?.contains("<html lang=\"ar\" dir=\"rtl\">") == true)
        #expect(site.output("older/index.html")?.contains("<html lang=\"ar\" dir=\"rtl\">") == true)
    }

    /// An edit of the overrides rebuilds the site; a page edit patched into it keeps them.
    @Test func theBuildCacheNoticesTheOverrides() async throws {
        let site = try Self.site(
            "title: Curs\nlanguage: ro\n", ["i18n/ro.yaml": "theme:\n  skip_to_content: Unu\n"])
        defer { site.remove() }
        let options = BuildOptions(
            root: site.root, clock: BuildClock(now: Date(timeIntervalSince1970: 1_700_000_000)),
            environment: [:])
        let build = {
            await SiteBuilder().build(options, writer: DiskSiteWriter(output: options.output))
        }
        _ = await build()
        #expect(site.output("notes/a/index.html")?.contains(">Unu</a>") == true)
        #expect(await build().unchanged)
        try site.write("i18n/ro.yaml", "theme:\n  skip_to_content: Doi\n")
        let changed = await build()
        #expect(!changed.unchanged && changed.published)
        #expect(site.output("notes/a/index.html")?.contains(">Doi</a>") == true)
        #expect(site.output("notes/b/index.html")?.contains(">Doi</a>") == true)
        try site.write(
            "Content/pages/notes/a.md",
            Self.pages["Content/pages/notes/a.md", default: ""] + "\nMai mult.\n")
        let patched = await build()
        #expect(patched.notes == ["1 page changed; re-rendered 1 file and kept the rest"])
        #expect(site.output("notes/a/index.html")?.contains(">Doi</a>") == true)
        #expect(site.output("notes/a/index.html")?.contains("Mai mult.") == true)
    }

    /// A feed whose posts have 1, 2, 20 and 101 comments, in Europe/Bucharest.
    static func feedSite(language: String) throws -> TestSite {
        let counts = [1, 2, 20, 101]
        var posts: [String] = []
        var comments: [String] = []
        for (number, count) in counts.enumerated() {
            posts.append(
                #"{"id": "p\#(number)", "author": "ana", "time": "2024-04-0\#(number + 1)T09:00:00Z", "text": "Post \#(number).", "tags": ["rau"]}"#
            )
            for index in 0..<count {
                comments.append(
                    #"{"id": "c\#(number)-\#(index)", "post": "p\#(number)", "author": "ana", "time": "2024-04-0\#(number + 1)T10:00:00Z", "text": "ok"}"#
                )
            }
        }
        return try TestSite([
            "quizgen.yaml":
                "title: Curs\nbase_url: https://curs.example.org/\nlanguage: \(language)\ntimezone: Europe/Bucharest\nfeeds:\n  club:\n    title: Club\n",
            "Content/index.md": "---\ntitle: Acasă\n---\nBun venit.\n",
            "Content/feeds/club/users.json":
                #"[{"id": "ana", "username": "ana", "name": "Ana Pop"}]"#,
            "Content/feeds/club/posts.json": "[" + posts.joined(separator: ",\n") + "]",
            "Content/feeds/club/comments.json": "[" + comments.joined(separator: ",\n") + "]",
        ])
    }

    @Test(arguments: [
        (
            "ro", ["1 comentariu", "2 comentarii", "20 de comentarii", "101 comentarii"],
            "4 postări cu această etichetă",
            "1 aprilie 2024 la 12:00", "aprilie 2024"
        ),
        (
            "it", ["1 commento", "2 commenti", "20 commenti", "101 commenti"],
            "4 post con questo tag",
            "1 aprile 2024 alle ore 12:00", "aprile 2024"
        ),
    ])
    func pluralsAndDatesInFeedPages(
        language: String, comments: [String], tagCount: String, date: String, month: String
    ) async throws {
        let site = try Self.feedSite(language: language)
        defer { site.remove() }
        let result = await site.build(plugins: [FeedPlugin.plugin])
        #expect(result.diagnostics.lines == [])
        let timeline = try #require(site.output("feeds/club/index.html"))
        for text in comments {
            #expect(timeline.contains("#comments\">\(text)</a>"), "\(language): \(text)")
        }
        #expect(timeline.contains(">\(date)</time>"))
        #expect(timeline.contains(">\(month)</a>"))
        #expect(
            site.output("feeds/club/tags/rau/index.html")?.contains(
                "<p class=\"meta\">\(tagCount)</p>") == true)
        let catalog = Catalog.builtin(language)
        #expect(
            catalog.plural("feed.comments", count: 0)
                == (language == "ro" ? "0 comentarii" : "0 commenti"))
        #expect(
            catalog.plural("feed.comments", count: 1_000_000)
                == (language == "ro" ? "1.000.000 de comentarii" : "1.000.000 di commenti"))
    }
}
