import Foundation
import QuizgenCore
import QuizgenSite
import QuizgenTestSupport
import Testing

@Suite("Search index of a site")
struct SearchSiteTests {
    /// Nothing withheld, secret or personal is in any file of the index, though each is in the
    /// site's sources (and the question text and result pages in its other output).
    @Test(arguments: [false, true])
    func privateContentIsInNoShard(publishPrivate: Bool) async throws {
        let site = try SearchFixtures.site(publishPrivate: publishPrivate)
        defer { site.remove() }
        let result = await site.build(
            plugins: SearchFixtures.plugins, environment: SearchFixtures.environment)
        let failed = result.failed
        #expect(!failed, "\(result.diagnostics.lines)")
        let files = SearchFixtures.searchFiles(site)
        #expect(files.count > 10)
        for (path, text) in files {
            for marker in SearchFixtures.secret {
                #expect(
                    !text.contains(marker) && !text.lowercased().contains(marker.lowercased()),
                    "\(marker) in \(path)")
            }
        }
        let all = files.values.joined()
        for word in SearchFixtures.visible { #expect(all.contains(word), "\(word) is not indexed") }
        // The markers are published elsewhere, so the test above could fail.
        let output = site.snapshot().filter { !$0.key.hasPrefix("search/") }.values.map {
            String(decoding: $0, as: UTF8.self)
        }.joined()
        #expect(output.contains("zqquestion") && output.contains("Okafor"))
        #expect(output.contains("zqfollowers") == publishPrivate)
        // No result page, private conversation or draft is a document.
        let rows = files.filter { $0.key.hasPrefix("search/d/") }.values.joined()
        #expect(
            !rows.contains("results/") && !rows.contains("/messages/") && !rows.contains("zq-draft")
        )
    }

    @Test func theIndexIsTheSameOnEveryBuild() async throws {
        let site = try SearchFixtures.site()
        defer { site.remove() }
        _ = await site.build(plugins: SearchFixtures.plugins)
        let first = SearchFixtures.searchFiles(site)
        try FileManager.default.removeItem(at: site.output)
        _ = await site.build(plugins: SearchFixtures.plugins)
        #expect(SearchFixtures.searchFiles(site) == first)
        #expect(first["search/index.json"] != nil)
    }

    /// The index is made while the site renders, from the documents the store holds when the
    /// render starts; a page a plugin adds after that is still found (the index is made again).
    @Test func aPageAddedJustBeforeTheRenderIsFound() async throws {
        let site = try SearchFixtures.site()
        defer { site.remove() }
        let late = Plugin(name: "late") { installer in
            try installer.addStep(
                BuildStep("late-page") { context in
                    context.store.add(
                        Page(
                            sourcePath: "late.md", slug: "late", title: "Latecomer",
                            body: "Zqlatecomer words."))
                }, before: "render")
        }
        let result = await site.build(plugins: SearchFixtures.plugins + [late])
        let failed = result.failed
        #expect(!failed, "\(result.diagnostics.lines)")
        #expect(site.output("late/index.html") != nil)
        let files = SearchFixtures.searchFiles(site)
        #expect(files.values.contains { $0.contains("\"zqlatecomer\"") })
        #expect(
            files.filter { $0.key.hasPrefix("search/d/") }.values.joined().contains("\"late/\""))
    }

    @Test func theSiteIndexListsSectionsExamsAndFeedsPaged() async throws {
        let site = try SearchFixtures.site()
        defer { site.remove() }
        let config = try String(
            contentsOf: site.root.appendingPathComponent("quizgen.yaml"), encoding: .utf8)
        try site.write(
            "quizgen.yaml", config.replacingOccurrences(of: "page_size: 50", with: "page_size: 3"))
        let result = await site.build(plugins: SearchFixtures.plugins)
        let failed = result.failed
        #expect(!failed, "\(result.diagnostics.lines)")
        let pages = (1...4).compactMap {
            site.output($0 == 1 ? "site-index/index.html" : "site-index/page/\($0)/index.html")
        }
        #expect(pages.count >= 3)
        let all = pages.joined()
        for link in [
            "href=\"/guides/\"", "href=\"/exams/geo-mid/\"", "href=\"/exams/zq-exam/\"",
            "href=\"/feeds/campus/\"", "href=\"/rivers/\"", "href=\"/tags/\"",
        ] {
            #expect(all.contains(link), "\(link) is not in the site index")
        }
        #expect(!all.contains("zq-draft"))
        #expect(pages[0].contains("rel=\"next\" href=\"/site-index/page/2/\""))
        // Every page's header links the site index, which works without JavaScript.
        let home = try #require(site.output("index.html"))
        #expect(home.contains("<a class=\"search-link\" href=\"/site-index/\">"))
        #expect(
            home.contains("data-index=\"/search/\"") && home.contains("src=\"/assets/search.js\""))
        #expect(site.output("assets/search.js")?.contains("normalize(\"NFKD\")") == true)
    }

    @Test func searchFalseTurnsItOffAndAMisspellingIsNamed() async throws {
        let site = try TestSite([
            "quizgen.yaml": "title: T\nsearch: false\n",
            "Content/pages/a.md": "---\ntitle: A\n---\nHello.\n",
        ])
        defer { site.remove() }
        let result = await site.build(plugins: SearchFixtures.plugins)
        #expect(result.diagnostics.lines == [])
        let files = site.snapshot().keys
        #expect(
            !files.contains {
                $0.hasPrefix("search/") || $0.hasPrefix("site-index/") || $0 == "assets/search.js"
            })
        #expect(site.output("a/index.html")?.contains("data-search") == false)

        try site.write("quizgen.yaml", "title: T\nserch: false\n")
        let misspelt = await site.build(plugins: SearchFixtures.plugins)
        #expect(
            misspelt.diagnostics.lines.contains {
                $0.contains("unknown key 'serch' in config; did you mean 'search'?")
            }, "\(misspelt.diagnostics.lines)")
    }

    /// A page body edit updates the index: with a word under a letter the index lacks, by a full
    /// build; then with words under known letters, by the patch. Each equals a clean build.
    @Test func anEditedPageIsFoundAfterAnIncrementalBuild() async throws {
        let site = try TestSite([
            "quizgen.yaml": "title: T\nbase_url: /\n",
            "Content/pages/a.md": "---\ntitle: A\n---\nHello.\n",
            "Content/pages/b.md": "---\ntitle: B\n---\nWorld.\n",
        ])
        defer { site.remove() }
        func build(into folder: URL) async -> BuildResult {
            var options = BuildOptions(
                root: site.root, output: folder,
                clock: BuildClock(now: Date(timeIntervalSince1970: 1_700_000_000)), environment: [:]
            )
            options.skipUnchanged = true  // as `quizgen build` does
            return await SiteBuilder(plugins: SearchFixtures.plugins).build(
                options, writer: DiskSiteWriter(output: folder))
        }
        _ = await build(into: site.output)
        // The summary (first paragraph) stays: a patch, the search index's new shard included.
        try site.write("Content/pages/a.md", "---\ntitle: A\n---\nHello.\n\nzqedited.\n")
        let edited = await build(into: site.output)
        #expect(edited.published && !edited.unchanged)
        #expect(SearchFixtures.searchFiles(site).values.joined().contains("zqedited"))
        let clean = site.root.appendingPathComponent(".clean")
        _ = await build(into: clean)
        #expect(
            IncrementalBuildTests.files(site, site.output)
                == IncrementalBuildTests.files(site, clean))
        #expect(
            edited.notes == [
                "1 page changed; re-rendered 1 file, updated 3 files of search and kept the rest"
            ], "a new first letter is a new shard, added by the patch")
        try site.write(
            "Content/pages/a.md", "---\ntitle: A\n---\nHello.\n\nzqedited world again.\n")
        let patchedWithSearch = await build(into: site.output)
        #expect(
            patchedWithSearch.notes == [
                "1 page changed; re-rendered 1 file, updated 4 files of search and kept the rest"
            ])
        #expect(SearchFixtures.searchFiles(site).values.joined().contains("again"))
        _ = await build(into: clean)
        #expect(
            IncrementalBuildTests.files(site, site.output)
                == IncrementalBuildTests.files(site, clean))

        // With search off, the plugin reads nothing, and a body edit is the one-page patch again.
        try site.write("quizgen.yaml", "title: T\nbase_url: /\nsearch: false\n")
        _ = await build(into: site.output)
        // A paragraph added after the first, which is the page's summary on list pages.
        try site.write("Content/pages/a.md", "---\ntitle: A\n---\nHello.\n\nAgain.\n")
        let patched = await build(into: site.output)
        #expect(patched.notes == ["1 page changed; re-rendered 1 file and kept the rest"])
        _ = await build(into: clean)
        #expect(
            IncrementalBuildTests.files(site, site.output)
                == IncrementalBuildTests.files(site, clean))
    }
}
