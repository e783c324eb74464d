import Foundation
import QuizgenCore
import QuizgenSite
import QuizgenTestSupport
import Testing

@Suite("Incremental builds")
struct IncrementalBuildTests {
    static func page(_ number: Int, _ random: inout SeededGenerator) -> String {
        "---\ntitle: Page \(number) \(random.word())\ndescription: \(random.word())\nweight: \(random.next() % 5)\n---\n# \(random.word())\n\n- [ ] \(random.word())\n\n| a | b |\n|---|---|\n| \(random.word()) | 1 |\n"
    }

    static func site(_ random: inout SeededGenerator) -> [String: String] {
        var files = [
            "quizgen.yaml": "title: Course\nbase_url: /\ncollections:\n  rivers:\n    template: item\n    route: /rivers/{slug}/\n",
            "Content/index.md": "---\ntitle: Welcome\n---\nHello.\n",
            "Content/data/rivers/rhine.yaml": "title: Rhine\nlength: 1230\n",
        ]
        for number in 0..<12 { files["Content/pages/p\(number).md"] = page(number, &random) }
        return files
    }

    /// One random edit: a page body, a title, a new or deleted page, the config, a template.
    static func edit(_ site: TestSite, _ random: inout SeededGenerator) throws {
        let number = Int(random.next() % 16)
        switch random.next() % 6 {
        case 0: try site.write("Content/pages/p\(number).md", page(number, &random))
        case 1:
            let path = site.root.appendingPathComponent("Content/pages/p\(number).md")
            if FileManager.default.fileExists(atPath: path.path) { try site.delete("Content/pages/p\(number).md") }
        case 2: try site.write("quizgen.yaml", "title: Course \(random.word())\nbase_url: /\n")
        case 3: try site.write("Templates/page.mustache", "<h1>{{page.title}}</h1>{{{page.content}}}<!-- \(random.word()) -->\n")
        case 4: try site.write("Content/data/rivers/r\(number).yaml", "title: River \(random.word())\nlength: \(number)\n")
        default: try site.write("Content/pages/p\(number).md", "Just \(random.word()) text.\n")
        }
    }

    static func build(_ site: TestSite, into output: URL) async -> BuildResult {
        let options = BuildOptions(
            root: site.root, output: output, clock: BuildClock(now: Date(timeIntervalSince1970: 1_700_000_000)),
            environment: [:])
        return await SiteBuilder().build(options, writer: DiskSiteWriter(output: output))
    }

    /// The site's files without the manifest, whose fingerprint names the output folder.
    static func files(_ site: TestSite, _ folder: URL) -> [String: Data] {
        var files = site.snapshot(of: folder)
        files[".quizgen-manifest"] = nil
        return files
    }

    @Test(arguments: [1, 2, 3])
    func incrementalOutputEqualsCleanBuild(seed: UInt64) async throws {
        var random = SeededGenerator(seed: seed)
        let site = try TestSite(Self.site(&random))
        defer { site.remove() }
        _ = await Self.build(site, into: site.output)
        for round in 0..<8 {
            for _ in 0..<(1 + random.next() % 3) { try Self.edit(site, &random) }
            let incremental = await Self.build(site, into: site.output)
            let clean = site.root.appendingPathComponent(".clean-\(round)")
            let fresh = await Self.build(site, into: clean)
            #expect(incremental.published == fresh.published, "round \(round)")
            #expect(Self.files(site, site.output) == Self.files(site, clean), "round \(round), seed \(seed)")
        }
    }

    @Test func unchangedInputsSkipTheBuildAndOneEditRewritesOnlyItsPages() async throws {
        var random = SeededGenerator(seed: 9)
        let site = try TestSite(Self.site(&random))
        defer { site.remove() }
        #expect(await Self.build(site, into: site.output).unchanged == false)
        let again = await Self.build(site, into: site.output)
        #expect(again.unchanged)
        #expect(again.published)
        #expect(again.fileCount > 12)
        let inode = { (path: String) -> UInt64? in
            (try? FileManager.default.attributesOfItem(atPath: site.output.appendingPathComponent(path).path))?[.systemFileNumber] as? UInt64
        }
        let before = (p3: inode(Self.path(site, 3)), p5: inode(Self.path(site, 5)))
        #expect(before.p3 != nil)
        let source = try String(contentsOf: site.root.appendingPathComponent("Content/pages/p5.md"), encoding: .utf8)
        try site.write("Content/pages/p5.md", source + "\nMore.\n")
        let edited = await Self.build(site, into: site.output)
        #expect(!edited.unchanged)
        #expect(inode(Self.path(site, 3)) == before.p3)
        #expect(inode(Self.path(site, 5)) != before.p5)
    }

    /// The output path of page `number` (its slug comes from the file name).
    static func path(_ site: TestSite, _ number: Int) -> String { "p\(number)/index.html" }
}

/// SplitMix64, so every run makes the same edits.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func word() -> String { ["river", "lake", "sea", "delta", "bank", "ford"][Int(next() % 6)] }
}
