import Foundation
import QuizgenCore
import QuizgenSite
import QuizgenTestSupport
import Testing

/// A page-body edit with search on is a patch that also updates the index, to the bytes of a
/// clean build; whatever the patch cannot do exactly is a full build, equal to a clean one too.
@Suite("Search index patches")
struct SearchPatchTests {
    static func build(_ site: TestSite, into folder: URL? = nil) async -> BuildResult {
        let output = folder ?? site.output
        let options = BuildOptions(
            root: site.root, output: output,
            clock: BuildClock(now: Date(timeIntervalSince1970: 1_700_000_000)), environment: [:])
        return await SiteBuilder(plugins: SearchFixtures.plugins).build(
            options, writer: DiskSiteWriter(output: output))
    }

    /// Builds `site` clean into a folder of its own; whether every file (manifests included)
    /// equals the incremental output.
    static func equalsClean(_ site: TestSite, _ name: String) async -> Bool {
        let clean = site.root.appendingPathComponent(".clean-\(name)")
        _ = await build(site, into: clean)
        return IncrementalBuildTests.files(site, site.output)
            == IncrementalBuildTests.files(site, clean)
    }

    /// Appends a paragraph to the example site's page about the course (below its summary).
    static func append(_ site: TestSite, _ text: String) throws {
        let path = "Content/pages/about.md"
        let source = try String(contentsOf: site.root.appendingPathComponent(path), encoding: .utf8)
        try site.write(path, source + "\n" + text + "\n")
    }

    static var record: String { ".Site.quizgen-search" }

    /// The search fixture (the example site with one of everything search leaves out), without
    /// the example's submissions: they bring a warning, and a build with diagnostics is never
    /// patched (it must show them again).
    static func site() throws -> TestSite {
        let site = try SearchFixtures.site()
        try? site.delete("Content/submissions")
        return site
    }

    /// In the example site (pages, sections, exams and feed posts all indexed): words added, new
    /// to the site, then removed again (gone from the site), each a patch equal to a clean build.
    @Test func aBodyEditIsAPatchAndTheIndexEqualsACleanBuilds() async throws {
        let site = try Self.site()
        defer { site.remove() }
        let first = await Self.build(site)
        #expect(first.published && first.diagnostics.items.isEmpty, "\(first.diagnostics.lines)")
        let before = SearchFixtures.searchFiles(site)

        try Self.append(site, "The zqaddedword and the danube delta.")
        let added = await Self.build(site)
        #expect(IncrementalBuildTests.patched(added), "\(added.notes)")
        #expect(added.notes.first?.contains("files of search") == true, "\(added.notes)")
        let after = SearchFixtures.searchFiles(site)
        #expect(after.values.joined().contains("zqaddedword"))
        // Only the shards of the words that changed, the page's row and the manifest were written.
        let changed = after.keys.filter { after[$0] != before[$0] }
        #expect(changed.count < 6 && changed.contains("search/index.json"), "\(changed.sorted())")
        #expect(await Self.equalsClean(site, "added"))

        // The paragraph goes again: zqaddedword leaves the site.
        let source = try String(
            contentsOf: site.root.appendingPathComponent("Content/pages/about.md"), encoding: .utf8)
        try site.write(
            "Content/pages/about.md",
            source.replacingOccurrences(of: "\nThe zqaddedword and the danube delta.\n", with: ""))
        let removed = await Self.build(site)
        #expect(IncrementalBuildTests.patched(removed), "\(removed.notes)")
        #expect(!SearchFixtures.searchFiles(site).values.joined().contains("zqaddedword"))
        #expect(SearchFixtures.searchFiles(site) == before)
        #expect(await Self.equalsClean(site, "removed"))
    }

    /// Without its word record (or with one damaged), the index cannot be patched: a full build,
    /// which writes the record again, so the next edit is a patch.
    @Test(arguments: ["missing", "damaged", "foreign"])
    func aMissingOrDamagedRecordIsAFullBuild(_ damage: String) async throws {
        let site = try Self.site()
        defer { site.remove() }
        _ = await Self.build(site)
        let record = site.root.appendingPathComponent(Self.record)
        var bytes = try [UInt8](Data(contentsOf: record))
        switch damage {
        case "missing": try FileManager.default.removeItem(at: record)
        case "damaged":
            bytes.removeLast()
            try Data(bytes).write(to: record)
        default:
            // A record of another index: its hash (the second line's first field) differs.
            let text = String(decoding: bytes, as: UTF8.self)
            let lines = text.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false)
            try Data(
                (lines[0] + "\nffffffffffffffff" + lines[1].dropFirst(16) + "\n" + lines[2]).utf8
            ).write(to: record)
        }
        try Self.append(site, "Danube delta.")
        let full = await Self.build(site)
        #expect(full.published && !IncrementalBuildTests.patched(full), "\(full.notes)")
        #expect(await Self.equalsClean(site, "full"))
        try Self.append(site, "Danube dams.")
        #expect(IncrementalBuildTests.patched(await Self.build(site)))
        #expect(await Self.equalsClean(site, "patched"))
    }

    /// A word whose first letter no word of the site has gets a new shard, named by its key (no
    /// other shard moves): still a patch, equal to a clean build.
    @Test func aWordUnderANewLetterIsAPatchThatAddsAShard() async throws {
        let site = try Self.site()
        defer { site.remove() }
        #expect(await Self.build(site).diagnostics.items.isEmpty)
        try Self.append(site, "Danube delta.")
        #expect(
            IncrementalBuildTests.patched(await Self.build(site)),
            "a word under a known letter is a patch")
        let shards = SearchFixtures.searchFiles(site).keys.filter { $0.hasPrefix("search/t/") }
            .count
        try Self.append(site, "Ǯǯ.")  // a letter no word of the example site starts with
        let patched = await Self.build(site)
        #expect(patched.published && IncrementalBuildTests.patched(patched), "\(patched.notes)")
        #expect(
            SearchFixtures.searchFiles(site).keys.filter { $0.hasPrefix("search/t/") }.count
                == shards + 1)
        #expect(await Self.equalsClean(site, "letter"))
    }
}
