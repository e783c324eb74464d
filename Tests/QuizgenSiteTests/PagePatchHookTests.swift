import Foundation
import QuizgenCore
import QuizgenSite
import QuizgenTestSupport
import Testing

/// A plugin that reads pages keeps a page-body edit a patch only through its patch hook.
@Suite("Page patch hooks")
struct PagePatchHookTests {
    /// A plugin that reads pages, with a hook that answers `answer` (the mechanism only: its
    /// steps publish nothing).
    static func plugin(_ answer: @escaping @Sendable (PagePatch) -> PagePatch.Result?) -> Plugin {
        Plugin(
            name: "words", readsPages: true, isActive: { _ in true },
            patch: { patch in answer(patch) }
        ) { _ in }
    }

    static func build(_ site: TestSite, _ plugin: Plugin) async -> BuildResult {
        let options = BuildOptions(
            root: site.root, output: site.output,
            clock: BuildClock(now: Date(timeIntervalSince1970: 1_700_000_000)), environment: [:])
        return await SiteBuilder(plugins: [plugin]).build(
            options, writer: DiskSiteWriter(output: site.output))
    }

    static func site() throws -> TestSite {
        try TestSite([
            "quizgen.yaml": "title: T\nbase_url: /\nsearch: false\n",
            "Content/pages/a.md": "---\ntitle: A\n---\nHello.\n",
        ])
    }

    @Test func aHookThatAnswersKeepsThePatchAndWritesItsFiles() async throws {
        let site = try Self.site()
        defer { site.remove() }
        let plugin = Self.plugin { patch in
            PagePatch.Result(files: [
                OutputFile(
                    path: "words.txt", contents: Array(patch.pages.map(\.title).joined().utf8))
            ])
        }
        _ = await Self.build(site, plugin)
        try site.write("Content/pages/a.md", "---\ntitle: A\n---\nHello.\n\nAgain.\n")
        let result = await Self.build(site, plugin)
        #expect(
            result.notes == [
                "1 page changed; re-rendered 1 file, updated 1 file of words and kept the rest"
            ])
        #expect(site.output("words.txt") == "A")
    }

    @Test(arguments: ["nil", "page"])
    func aHookThatDeclinesOrClaimsAPageIsAFullBuild(_ answer: String) async throws {
        let site = try Self.site()
        defer { site.remove() }
        let plugin = Self.plugin { _ in
            answer == "nil"
                ? nil
                : PagePatch.Result(files: [
                    OutputFile(path: "a/index.html", contents: Array("x".utf8))
                ])
        }
        _ = await Self.build(site, plugin)
        try site.write("Content/pages/a.md", "---\ntitle: A\n---\nHello.\n\nAgain.\n")
        let result = await Self.build(site, plugin)
        #expect(result.published && !IncrementalBuildTests.patched(result))
        #expect(site.output("a/index.html")?.contains("Again.") == true)
    }
}
