import Foundation
import QuizgenCompute
import QuizgenCore
import QuizgenSite
import QuizgenTestSupport
import Testing

@Suite("Incremental builds")
struct IncrementalBuildTests {
    static func page(_ number: Int, _ random: inout SeededGenerator) -> String {
        let tags = "tags: [\(random.word()), \(random.word())]\n"
        let date =
            random.next() % 2 == 0 ? "date: 2024-01-\(10 + number % 18)T10:00:00+02:00\n" : ""
        return
            "---\ntitle: Page \(number) \(random.word())\ndescription: \(random.word())\nweight: \(random.next() % 5)\n\(tags)\(date)---\nIntro \(random.word()).\n\n# \(random.word())\n\n- [ ] \(random.word())\n\n| a | b | more | the |\n|---|---|---|---|\n| \(random.word()) | 1 | 2 | 3 |\n"
            + "\n```python\nx_\(number) = \(number)  # page \(number)\n```\n"
    }

    /// The source of page `number`: 0-11 at the top of `Content/pages/`, 12 and up in the
    /// `guides` section.
    static func source(_ number: Int) -> String {
        number < 12 ? "Content/pages/p\(number).md" : "Content/pages/guides/g\(number).md"
    }

    /// The site: the first paragraph of every page is its summary, and the table header gives
    /// the index words of `a`, `b`, `m` and `t` (a body edit's "More about the" stays a patch).
    static func site(_ random: inout SeededGenerator) -> [String: String] {
        var files = [
            "quizgen.yaml":
                "title: Course\nbase_url: /\ncollections:\n  rivers:\n    template: item\n    route: /rivers/{slug}/\n",
            "Content/index.md": "---\ntitle: Welcome\n---\nHello.\n",
            "Content/data/rivers/rhine.yaml": "title: Rhine\nlength: 1230\n",
        ]
        for number in 0..<16 { files[source(number)] = page(number, &random) }
        files["Content/pages/guides/_index.md"] = "---\ntitle: Guides\n---\nThe guides.\n"
        // The author's own files (issue 33): a page bundle with its photo and a real image, a
        // file beside the pages, a static file.
        files["Content/pages/river/index.md"] =
            "---\ntitle: River\n---\n![The river](photo.txt) and [the map](../map.txt).\n\n![Shot](shot.png)\n"
        files["Content/pages/river/photo.txt"] = "photo 0"
        files["Content/pages/map.txt"] = "map 0"
        files["static/robots.txt"] = "User-agent: *\n"
        return files
    }

    /// Edits page `number`'s body below its first paragraph (its summary), leaving its front
    /// matter as it is (or writes the page when it does not exist): adds a paragraph of known
    /// words, adds one with a word new to the site, or removes the last added paragraph (whose
    /// words may then leave the site).
    static func editBody(_ site: TestSite, _ number: Int, _ random: inout SeededGenerator) throws {
        let path = source(number)
        guard
            let source = try? String(
                contentsOf: site.root.appendingPathComponent(path), encoding: .utf8)
        else {
            return try site.write(path, page(number, &random))
        }
        switch random.next() % 4 {
        case 0: try site.write(path, source + "\nMore about the \(random.word()).\n")
        case 3:
            // A highlighted code block edited (or added, on a page without one).
            let block = "```js\nconst v = \(random.next() % 1000);\n```\n"
            if let start = source.range(of: "```python\n"),
                let end = source.range(of: "```\n", range: start.upperBound..<source.endIndex)
            {
                try site.write(
                    path,
                    source.replacingCharacters(in: start.lowerBound..<end.upperBound, with: block))
            } else {
                try site.write(path, source + "\n" + block)
            }
        case 1:
            try site.write(path, source + "\nRare \(random.word())\(random.next() % 1000) bank.\n")
        default:
            let added = ["\n\nMore about ", "\n\nRare "].compactMap {
                source.range(of: $0, options: .backwards)?.lowerBound
            }
            guard let cut = added.max() else {
                return try site.write(path, source + "\nMore about the \(random.word()).\n")
            }
            try site.write(path, String(source[..<cut]) + "\n")
        }
    }

    /// Adds a paragraph to page `number`'s body.
    static func append(_ site: TestSite, _ number: Int, _ text: String) throws {
        let source = try String(
            contentsOf: site.root.appendingPathComponent(Self.source(number)), encoding: .utf8)
        try site.write(Self.source(number), source + "\n" + text + "\n")
    }

    /// One random edit: a page body, a title, a new or deleted page, the config, a template.
    static func edit(_ site: TestSite, _ random: inout SeededGenerator) throws {
        let number = Int(random.next() % 20)
        switch random.next() % 11 {
        case 9:
            // A static file added, changed or removed.
            let path = "static/files/f\(number % 3).txt"
            if random.next() % 3 == 0,
                FileManager.default.fileExists(atPath: site.root.appendingPathComponent(path).path)
            {
                try site.delete(path)
            } else {
                try site.write(path, "static \(random.word())")
            }
        case 10:
            // A file of the bundle or beside the pages added, changed or removed.
            let path = [
                "Content/pages/river/photo.txt", "Content/pages/river/more/x\(number % 2).bin",
                "Content/pages/map.txt",
            ][number % 3]
            if number % 3 == 1, random.next() % 2 == 0,
                FileManager.default.fileExists(atPath: site.root.appendingPathComponent(path).path)
            {
                try site.delete(path)
            } else {
                try site.write(path, "file \(random.word())")
            }
        case 6: try editBody(site, number, &random)
        case 7:
            try site.write(
                "Content/pages/guides/_index.md",
                "---\ntitle: Guides \(random.word())\n---\nThe guides.\n")
        case 8:
            // A tag added to a page: term pages, the taxonomy index and the home page change.
            let path = source(number)
            if let text = try? String(
                contentsOf: site.root.appendingPathComponent(path), encoding: .utf8),
                text.contains("tags: [")
            {
                try site.write(
                    path,
                    text.replacingOccurrences(of: "tags: [", with: "tags: [\(random.word())-x, "))
            }
        case 0: try site.write(source(number), page(number, &random))
        case 1:
            let path = site.root.appendingPathComponent(source(number))
            if FileManager.default.fileExists(atPath: path.path) { try site.delete(source(number)) }
        case 2:
            try site.write(
                "quizgen.yaml",
                "title: Course \(random.word())\nbase_url: /\ncollections:\n  rivers:\n    template: item\n    route: /rivers/{slug}/\n"
            )
        case 3:
            try site.write(
                "Templates/page.mustache",
                "<h1>{{page.title}}</h1>{{{page.content}}}<!-- \(random.word()) -->\n")
        case 4:
            try site.write(
                "Content/data/rivers/r\(number).yaml",
                "title: River \(random.word())\nlength: \(number)\n")
        default: try site.write(source(number), "Just \(random.word()) text.\n")
        }
    }

    /// The real images of ``site(_:)``.
    static let images = ["Content/pages/river/shot.png": TestImages.png]

    static func build(_ site: TestSite, into output: URL) async -> BuildResult {
        let options = BuildOptions(
            root: site.root, output: output,
            clock: BuildClock(now: Date(timeIntervalSince1970: 1_700_000_000)),
            environment: [:])
        return await SiteBuilder(plugins: plugins).build(
            options, writer: DiskSiteWriter(output: output))
    }

    /// What `quizgen build` installs: search is on.
    static let plugins = SearchFixtures.plugins

    /// The site's files; the manifest without its fingerprint line, which names the output folder.
    static func files(_ site: TestSite, _ folder: URL) -> [String: Data] {
        var files = site.snapshot(of: folder)
        if let manifest = files[".quizgen-manifest"] {
            let lines = String(decoding: manifest, as: UTF8.self).split(separator: "\n").filter {
                !$0.hasPrefix("fingerprint ")
            }
            files[".quizgen-manifest"] = Data(lines.joined(separator: "\n").utf8)
        }
        return files
    }

    /// Whether `result` came from re-rendering changed pages alone.
    static func patched(_ result: BuildResult) -> Bool {
        result.notes.contains { $0.contains("re-rendered") }
    }

    /// Random rounds of edits, with search on; half of them change one page's body only, which the
    /// build patches into the published site, search index included (words added, new to the
    /// site, removed, gone from the site). After each round the output (and its manifest) must
    /// equal a clean build's.
    @Test(arguments: [1, 2, 3, 4])
    func incrementalOutputEqualsCleanBuild(seed: UInt64) async throws {
        var random = SeededGenerator(seed: seed)
        let site = try TestSite(Self.site(&random), bytes: Self.images)
        defer { site.remove() }
        _ = await Self.build(site, into: site.output)
        var patchedRounds = 0
        var searchPatched = 0
        for round in 0..<12 {
            let bodyOnly = random.next() % 2 == 0
            if bodyOnly, random.next() % 4 == 0 {
                // The bundle page's body: a patch that finds its files in the media record.
                try site.write(
                    "Content/pages/river/index.md",
                    "---\ntitle: River\n---\n![The river](photo.txt) and [the map](../map.txt).\n\n![Shot](shot.png)\n\nMore about the \(random.word()).\n"
                )
            } else if bodyOnly {
                try Self.editBody(site, Int(random.next() % 16), &random)
            } else {
                for _ in 0..<(1 + random.next() % 3) { try Self.edit(site, &random) }
            }
            let incremental = await Self.build(site, into: site.output)
            if Self.patched(incremental) { patchedRounds += 1 }
            if incremental.notes.contains(where: { $0.contains("files of search") }) {
                searchPatched += 1
            }
            let clean = site.root.appendingPathComponent(".clean-\(round)")
            let fresh = await Self.build(site, into: clean)
            #expect(incremental.published == fresh.published, "round \(round)")
            #expect(
                Self.files(site, site.output) == Self.files(site, clean),
                "round \(round), seed \(seed)")
        }
        #expect(patchedRounds >= 2, "seed \(seed) patched \(patchedRounds) rounds")
        #expect(
            searchPatched >= 2, "seed \(seed) patched the search index in \(searchPatched) rounds")
    }

    @Test func aBodyEditReRendersThatPageAloneAndAFrontMatterEditRebuildsAll() async throws {
        var random = SeededGenerator(seed: 4)
        let site = try TestSite(Self.site(&random), bytes: Self.images)
        defer { site.remove() }
        _ = await Self.build(site, into: site.output)
        let inode = { (path: String) -> UInt64? in
            (try? FileManager.default.attributesOfItem(
                atPath: site.output.appendingPathComponent(path).path))?[.systemFileNumber]
                as? UInt64
        }
        let before = (
            p3: inode(Self.path(site, 3)), p5: inode(Self.path(site, 5)), home: inode("index.html")
        )

        // Words new to the page ("about") and to the site ("lakeside"), under letters the index has:
        // the shards of `a` and `l`, the page's row and the manifest change.
        try Self.append(site, 5, "More about the lakeside.")
        let edited = await Self.build(site, into: site.output)
        #expect(
            edited.notes == [
                "1 page changed; re-rendered 1 file, updated 4 files of search and kept the rest"
            ])
        #expect(edited.published && !edited.unchanged && edited.diagnostics.items.isEmpty)
        #expect(edited.fileCount == Self.files(site, site.output).count - 2)  // without manifest and marker
        #expect(site.output(Self.path(site, 5))?.contains("More about the") == true)
        #expect(inode(Self.path(site, 3)) == before.p3)
        #expect(inode("index.html") == before.home)
        #expect(inode(Self.path(site, 5)) != before.p5)
        let clean = site.root.appendingPathComponent(".clean")
        _ = await Self.build(site, into: clean)
        #expect(Self.files(site, site.output) == Self.files(site, clean))
        #expect(await Self.build(site, into: site.output).unchanged)

        // A new title changes the navigation of every page and the home page: a full build.
        let source = try String(
            contentsOf: site.root.appendingPathComponent("Content/pages/p5.md"), encoding: .utf8)
        try site.write(
            "Content/pages/p5.md",
            source.replacingOccurrences(of: "title: Page 5", with: "title: Chapter 5"))
        let retitled = await Self.build(site, into: site.output)
        #expect(!Self.patched(retitled) && retitled.published)
        #expect(site.output("pages/index.html")?.contains("Chapter 5") == true)
        let clean2 = site.root.appendingPathComponent(".clean2")
        _ = await Self.build(site, into: clean2)
        #expect(Self.files(site, site.output) == Self.files(site, clean2))
    }

    @Test func aPageEditThatBringsADiagnosticIsAFullBuildThatReportsIt() async throws {
        var random = SeededGenerator(seed: 5)
        let site = try TestSite(Self.site(&random), bytes: Self.images)
        defer { site.remove() }
        _ = await Self.build(site, into: site.output)
        let source = try String(
            contentsOf: site.root.appendingPathComponent("Content/pages/p2.md"), encoding: .utf8)
        try site.write(
            "Content/pages/p2.md",
            source.replacingOccurrences(of: "---\ntitle:", with: "---\ncolour: red\ntitle:"))
        let result = await Self.build(site, into: site.output)
        #expect(!Self.patched(result))
        #expect(result.diagnostics.items.map(\.code) == ["schema.unknown-key"])
        // The diagnostic is shown again next time: that build is neither skipped nor patched.
        try Self.editBody(site, 2, &random)
        let again = await Self.build(site, into: site.output)
        #expect(!Self.patched(again) && !again.unchanged && again.diagnostics.warningCount == 1)
    }

    @Test func aPluginThatReadsPagesMakesEveryEditAFullBuild() async throws {
        var random = SeededGenerator(seed: 6)
        let site = try TestSite(Self.site(&random), bytes: Self.images)
        defer { site.remove() }
        let reader = Plugin(name: "word-count") { _ in }
        let build = { () async -> BuildResult in
            let options = BuildOptions(
                root: site.root, output: site.output,
                clock: BuildClock(now: Date(timeIntervalSince1970: 1_700_000_000)),
                environment: [:])
            return await SiteBuilder(plugins: [reader]).build(
                options, writer: DiskSiteWriter(output: site.output))
        }
        _ = await build()
        try Self.editBody(site, 1, &random)
        let result = await build()
        #expect(result.published && !Self.patched(result) && !result.unchanged)
    }

    @Test func thePreviewServersMemoryWriterPatchesToo() async throws {
        var random = SeededGenerator(seed: 7)
        let site = try TestSite(Self.site(&random), bytes: Self.images)
        defer { site.remove() }
        var options = BuildOptions(
            root: site.root, output: site.output,
            clock: BuildClock(now: Date(timeIntervalSince1970: 1_700_000_000)),
            environment: [:])
        options.preview = true
        let writer = MemorySiteWriter()
        _ = await SiteBuilder(plugins: Self.plugins).build(options, writer: writer)
        try Self.append(site, 7, "More about the lakeside.")
        let result = await SiteBuilder(plugins: Self.plugins).build(options, writer: writer)
        #expect(Self.patched(result))
        let fresh = MemorySiteWriter()
        _ = await SiteBuilder(plugins: Self.plugins).build(options, writer: fresh)
        #expect(await writer.files == fresh.files)
        #expect(await writer.text(Self.path(site, 7))?.contains("More about the") == true)
    }

    @Test func theCacheListsPrivateInputsSoItLivesBesideTheSiteNotInIt() async throws {
        var random = SeededGenerator(seed: 8)
        var files = Self.site(&random)
        files["notes/ada-lovelace.txt"] = "Private notes."
        let site = try TestSite(files, bytes: Self.images)
        defer { site.remove() }
        _ = await Self.build(site, into: site.output)
        let cache = site.output.deletingLastPathComponent().appendingPathComponent(
            ".Site.quizgen-cache")
        let text = try String(contentsOf: cache, encoding: .utf8)
        #expect(text.contains("notes/ada-lovelace.txt"))
        for (path, bytes) in site.snapshot(of: site.output) {
            #expect(!String(decoding: bytes, as: UTF8.self).contains("ada-lovelace"), "\(path)")
        }
    }

    @Test func unchangedInputsSkipTheBuildAndOneEditRewritesOnlyItsPages() async throws {
        var random = SeededGenerator(seed: 9)
        let site = try TestSite(Self.site(&random), bytes: Self.images)
        defer { site.remove() }
        #expect(await Self.build(site, into: site.output).unchanged == false)
        let again = await Self.build(site, into: site.output)
        #expect(again.unchanged)
        #expect(again.published)
        #expect(again.fileCount > 12)
        let inode = { (path: String) -> UInt64? in
            (try? FileManager.default.attributesOfItem(
                atPath: site.output.appendingPathComponent(path).path))?[.systemFileNumber]
                as? UInt64
        }
        let before = (p3: inode(Self.path(site, 3)), p5: inode(Self.path(site, 5)))
        #expect(before.p3 != nil)
        let source = try String(
            contentsOf: site.root.appendingPathComponent("Content/pages/p5.md"), encoding: .utf8)
        try site.write("Content/pages/p5.md", source + "\nMore.\n")
        let edited = await Self.build(site, into: site.output)
        #expect(!edited.unchanged)
        #expect(inode(Self.path(site, 3)) == before.p3)
        #expect(inode(Self.path(site, 5)) != before.p5)
    }

    /// The output path of page `number` (its slug comes from the file name).
    static func path(_ site: TestSite, _ number: Int) -> String { "p\(number)/index.html" }
}

/// Every run makes the same edits: the generator is seeded.
extension SeededGenerator {
    mutating func word() -> String {
        ["river", "lake", "sea", "delta", "bank", "ford"][Int(next() % 6)]
    }
}
