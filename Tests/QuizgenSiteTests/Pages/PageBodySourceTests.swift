import Foundation
import QuizgenCompute
import QuizgenCore
import QuizgenLoading
import QuizgenRendering
import QuizgenSite
import QuizgenTestSupport
import Testing

/// Pages past the budget of HTML made at load leave their bodies in their files, and the render
/// reads them from there (issue 34: the bodies of 100,000 pages were 250 MB held from load to
/// render). The site is the same either way; a file that changed during the build fails it.
@Suite("Page bodies left in their files")
struct PageBodySourceTests {
    /// The incremental tests' site, plus pages whose text the loader changes before splitting
    /// off the front matter (a byte-order mark, Windows line ends), one without front matter,
    /// and one with formulas.
    static func site(seed: UInt64) -> [String: String] {
        var random = SeededGenerator(seed: seed)
        var files = IncrementalBuildTests.site(&random)
        files["Content/pages/bom.md"] = "\u{FEFF}---\ntitle: Marked\n---\nA *marked* file.\n"
        files["Content/pages/crlf.md"] =
            "---\r\ntitle: Windows\r\ntags: [w]\r\n---\r\nFirst line.\r\n\r\n- [x] done\r\n"
        files["Content/pages/plain.md"] = "No front matter, **bold**.\n"
        files["Content/pages/math.md"] =
            "---\ntitle: Sums\n---\nThe sum $\\sum_i x_i$ and\n\n$$a^2$$\n"
        return files
    }

    static func build(_ site: TestSite, into output: URL, budget: Int) async -> BuildResult {
        var options = BuildOptions(
            root: site.root, output: output,
            clock: BuildClock(now: Date(timeIntervalSince1970: 1_700_000_000)),
            environment: [:])
        options.pageHTMLBudget = budget
        return await SiteBuilder(plugins: IncrementalBuildTests.plugins).build(
            options, writer: DiskSiteWriter(output: output))
    }

    /// Every page left in its file (a budget of 0), some (a budget of one page's HTML) or none:
    /// the same files, byte for byte, search index and manifest included.
    @Test(arguments: [1, 2, 3])
    func theSiteIsTheSame(seed: UInt64) async throws {
        let site = try TestSite(Self.site(seed: seed), bytes: IncrementalBuildTests.images)
        defer { site.remove() }
        let base = site.root.deletingLastPathComponent()
        let kept = await Self.build(
            site, into: base.appendingPathComponent("kept"), budget: 48 << 20)
        #expect(kept.diagnostics.lines == [])
        let expected = IncrementalBuildTests.files(site, base.appendingPathComponent("kept"))
        #expect(expected["bom/index.html"] != nil && expected["crlf/index.html"] != nil)
        for budget in [0, 200] {
            let folder = base.appendingPathComponent("left-\(budget)")
            let result = await Self.build(site, into: folder, budget: budget)
            #expect(result.diagnostics.lines == [])
            let files = IncrementalBuildTests.files(site, folder)
            #expect(files.keys.sorted() == expected.keys.sorted())
            for (path, bytes) in expected where files[path] != bytes {
                Issue.record("budget \(budget): \(path) differs")
            }
        }
    }

    /// The loader leaves a body only where the render can read it back: the page's HTML was not
    /// made and it links no files beside it.
    @Test func whichBodiesAreLeft() throws {
        let site = try TestSite([
            "Content/pages/a.md": "---\ntitle: A\n---\nBody of *a*.\n",
            "Content/pages/b/index.md": "---\ntitle: B\n---\n![photo](photo.jpg)\n",
            "Content/pages/b/photo.jpg": "jpeg",
            "Content/pages/empty.md": "---\ntitle: Empty\n---\n",
        ])
        defer { site.remove() }
        let pages = try Self.load(site, budget: 0)
        let a = try #require(pages["a"])
        #expect(a.body == "" && a.bodySource != nil)
        #expect(try a.markdownBody() == "Body of *a*.\n")
        #expect(try MarkdownRenderer().html(of: a) == "<p>Body of <em>a</em>.</p>\n")
        let b = try #require(pages["b"])
        #expect(b.bodySource == nil && b.body == "![photo](photo.jpg)\n")
        #expect(try #require(pages["empty"]).bodySource == nil)
        // Within the budget the HTML is kept and the body too.
        let within = try #require(try Self.load(site, budget: 48 << 20)["a"])
        #expect(within.bodySource == nil && within.bodyHTML != nil)
        #expect(within.body == "Body of *a*.\n")
    }

    /// A file whose body changed after the load (or that became a link, or went away) is
    /// refused with its path, never rendered; one whose front matter alone changed still reads.
    @Test func aChangedFileIsRefused() throws {
        let site = try TestSite(["Content/pages/a.md": "---\ntitle: A\n---\nBody of a.\n"])
        defer { site.remove() }
        let page = try #require(try Self.load(site, budget: 0)["a"])
        try site.write("Content/pages/a.md", "---\ntitle: Changed\n---\nBody of a.\n")
        #expect(try page.markdownBody() == "Body of a.\n")
        let path = site.root.appendingPathComponent("Content/pages/a.md").path
        for (change, reason) in [
            ("---\ntitle: A\n---\nBody of b.\n", "it changed while the site was built"),
            ("---\ntitle: A\n---\nBody of a.\nMore.\n", "it changed while the site was built"),
        ] {
            try site.write("Content/pages/a.md", change)
            let error = try #require(throws: PageBodyChanged.self) { try page.markdownBody() }
            #expect(
                error.description
                    == "the body of \(path) could not be read again: \(reason); build again")
        }
        try site.delete("Content/pages/a.md")
        try FileManager.default.createSymbolicLink(
            atPath: path, withDestinationPath: site.root.appendingPathComponent("x.md").path)
        try site.write("x.md", "---\ntitle: A\n---\nBody of a.\n")
        let error = try #require(throws: PageBodyChanged.self) { try page.markdownBody() }
        #expect(error.reason == "it can no longer be read")
    }

    /// The site's pages loaded as the build loads them, with `budget` bytes of HTML, by slug.
    static func load(_ site: TestSite, budget: Int) throws -> [String: Page] {
        var diagnostics = Diagnostics()
        let loaded = ContentLoader(root: site.root).load(
            config: SiteConfig(), bodyHTML: MarkdownRenderer().bodyHTMLMaker(budget: budget),
            leavesBodies: true, into: &diagnostics)
        #expect(diagnostics.lines == [])
        return Dictionary(uniqueKeysWithValues: loaded.pages.map { ($0.slug, $0) })
    }
}
