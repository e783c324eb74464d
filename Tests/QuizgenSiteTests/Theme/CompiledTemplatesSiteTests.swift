import Foundation
import QuizgenCore
import QuizgenSite
import QuizgenTestSupport
import Testing

/// Sites built with the compiled renderer and with swift-mustache alone publish the same bytes.
@Suite("Compiled templates publish what swift-mustache publishes")
struct CompiledTemplatesSiteTests {
    /// Every file of `root` built with `compiledTemplates` set as given.
    static func build(_ root: URL, compiled: Bool) async -> (BuildResult, [String: [UInt8]]) {
        var options = BuildOptions(
            root: root, includeKeys: true, dashboard: true,
            clock: BuildClock(now: Date(timeIntervalSince1970: 1_764_000_000)),
            environment: [GradingPlugin.secretVariable: "compiled"])
        options.keepFiles = true
        options.skipUnchanged = false
        options.compiledTemplates = compiled
        let result = await SiteBuilder(plugins: [
            QuizPlugin.plugin, GradingPlugin.plugin, FeedPlugin.plugin,
        ]).build(
            options, writer: MemorySiteWriter())
        let files = result.files.map { file in
            (
                file.path,
                file.path.hasPrefix("dashboard/") ? withoutTimings(file.contents) : file.contents
            )
        }
        return (result, Dictionary(files, uniquingKeysWith: { first, _ in first }))
    }

    /// The dashboard without its table of step timings (which differ between any two builds).
    static func withoutTimings(_ bytes: [UInt8]) -> [UInt8] {
        let lines = String(decoding: bytes, as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false)
        let kept = lines.filter { line in
            guard line.hasPrefix("<tr><td>"), line.hasSuffix("</td></tr>") else { return true }
            let cells = line.dropFirst(8).dropLast(10).components(separatedBy: "</td><td>")
            return !(cells.count == 2 && Double(cells[1]) != nil)
        }
        return Array(kept.joined(separator: "\n").utf8)
    }

    /// `trapsErrors`: the site holds deliberate errors (its pages are rendered all the same).
    static func expectSame(_ root: URL, trapsErrors: Bool = false) async {
        let (compiled, compiledFiles) = await build(root, compiled: true)
        let (reference, referenceFiles) = await build(root, compiled: false)
        #expect(trapsErrors || !compiled.diagnostics.hasErrors, "\(compiled.diagnostics.lines)")
        #expect(compiled.diagnostics.lines == reference.diagnostics.lines)
        #expect(compiledFiles.count > 10)
        #expect(Set(compiledFiles.keys) == Set(referenceFiles.keys))
        for (path, bytes) in referenceFiles where compiledFiles[path] != bytes {
            let mine = compiledFiles[path] ?? []
            let at =
                zip(mine, bytes).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(mine.count, bytes.count)
            Issue.record(
                "\(path) differs at byte \(at): \(String(decoding: mine[max(0, at - 80)..<min(mine.count, at + 80)], as: UTF8.self).debugDescription) against \(String(decoding: bytes[max(0, at - 80)..<min(bytes.count, at + 80)], as: UTF8.self).debugDescription)"
            )
        }
    }

    @Test("the example site: pages, sections, tags, exams, results, the feed and the dashboards")
    func exampleSite() async throws {
        let site = try TestSite([:])
        defer { site.remove() }
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        try FileManager.default.copyItem(
            at: repository.appendingPathComponent("Content"),
            to: site.root.appendingPathComponent("Content"))
        try FileManager.default.copyItem(
            at: repository.appendingPathComponent("quizgen.yaml"),
            to: site.root.appendingPathComponent("quizgen.yaml"))
        await Self.expectSame(site.root)
    }

    @Test(
        "Mastodon, Twitter and quizgen feeds, with replies, boosts, media and messages",
        arguments: FeedPrivacyFixtures.Kind.allCases)
    func feeds(_ kind: FeedPrivacyFixtures.Kind) async throws {
        let site = try TestSite(FeedPrivacyFixtures.files(kind, publishPrivate: true))
        defer { site.remove() }
        await Self.expectSame(site.root)
    }

    @Test("the project's own Mastodon and Twitter trap archives")
    func ownTrapArchives() async throws {
        let site = try FeedImportSiteTests.site(
            "  masto:\n    format: mastodon\n    source: in/masto\n  birds:\n    format: twitter\n    source: in/birds.zip\n",
            copies: [
                (FeedTestSupport.ownFeeds.appendingPathComponent("mastodon-traps"), "in/masto")
            ])
        defer { site.remove() }
        try ZipMaker.zip(
            FeedTestSupport.ownFeeds.appendingPathComponent("twitter-traps"),
            to: site.root.appendingPathComponent("in/birds.zip"))
        await Self.expectSame(site.root, trapsErrors: true)
    }

    @Test(
        "the real Mastodon and Twitter archives of ../shared/fixtures",
        .enabled(if: FeedTestSupport.sharedAvailable, "needs ../shared beside the repository"))
    func realArchives() async throws {
        let shared = FeedTestSupport.sharedFeeds
        let site = try FeedImportSiteTests.site(
            "  old:\n    format: mastodon\n    source: in/old\n  new:\n    format: mastodon\n    source: in/new\n"
                + "  lars:\n    format: twitter\n    source: in/lars\n",
            copies: [
                (
                    shared.appendingPathComponent("mastodon-fossilizer-fixture/outbox.json"),
                    "in/old/outbox.json"
                ),
                (
                    shared.appendingPathComponent("mastodon-fossilizer-fixture/actor.json"),
                    "in/old/actor.json"
                ),
                (shared.appendingPathComponent("mastodon-fossilizer-fixture/zip-2023"), "in/new"),
                (
                    shared.appendingPathComponent("twitter-larsbrinkhoff-2021/tweet.js"),
                    "in/lars/data/tweet.js"
                ),
                (
                    shared.appendingPathComponent("twitter-larsbrinkhoff-2021/manifest-2021-03.js"),
                    "in/lars/manifest.js"
                ),
            ])
        defer { site.remove() }
        await Self.expectSame(site.root)
    }
}
