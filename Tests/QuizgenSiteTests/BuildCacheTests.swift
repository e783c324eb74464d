import Foundation
import QuizgenCore
import QuizgenLoading
import QuizgenRendering
import QuizgenTestSupport
import Testing

@testable import QuizgenSite

@Suite("Build cache")
struct BuildCacheTests {
    @Test func itsTextRoundTripsAndEscapesTabsNewlinesAndBackslashes() {
        let cache = BuildCache(
            identity: "id", fingerprint: "fp", recordedAt: 1_700_000_000_123_456_789,
            files: [
                "/site/Content/pages/a\tb.md": FileStamp(
                    size: 12, modified: 1, changed: 2, inode: 3, hash: "12 abc"),
                "/site/notes/x\\y\nz.txt": FileStamp(
                    size: 0, modified: -5, changed: 7, inode: 9, hash: "unreadable"),
            ],
            pages: [
                "/site/Content/pages/a\tb.md": PageRecord(
                    summary: "s1", outputPath: "a-b/index.html"),
                "/site/d.md": PageRecord(summary: "s2", outputPath: nil),
            ],
            nav: [
                NavItem(title: "Tabs\tand\\slashes", path: "/a-b/", weight: -1),
                NavItem(title: "Exams", path: "/exams/", weight: 100),
            ])
        #expect(BuildCache(text: cache.text()) == cache)
        var unskippable = cache
        unskippable.fingerprint = nil
        #expect(BuildCache(text: unskippable.text()) == unskippable)
    }

    /// Page records read from the file are parsed only when asked for, by exact path.
    @Test func pageRecordsAreFoundByTheirExactPath() throws {
        let pages = [
            "Content/pages/a.md": PageRecord(summary: "s1", outputPath: "a/index.html"),
            "Content/pages/b/a.md": PageRecord(summary: "s2", outputPath: nil),
            "Content/pages/tab\there.md": PageRecord(summary: "s3", outputPath: "tab/index.html"),
        ]
        let cache = BuildCache(
            identity: "id", fingerprint: "fp", recordedAt: 1, files: [:], pages: pages, nav: [])
        let read = try #require(BuildCache(bytes: cache.bytes()))
        for (path, record) in pages { #expect(read.pages[path] == record, "\(path)") }
        #expect(read.pages["a.md"] == nil)
        #expect(read.pages["Content/pages/a"] == nil)
        #expect(read.pages.count == 3)
        #expect(read.pages.all == pages)
        #expect(BuildCache(bytes: read.bytes()) == cache)
    }

    @Test func aDamagedOrForeignFileReadsAsNoCache() {
        let text = BuildCache(
            identity: "id", fingerprint: "fp", recordedAt: 1,
            files: ["/a": FileStamp(size: 1, modified: 1, changed: 1, inode: 1, hash: "1 ff")],
            pages: [:], nav: []
        ).text()
        #expect(BuildCache(text: text) != nil)
        #expect(BuildCache(text: String(text.dropLast(5))) == nil)
        #expect(
            BuildCache(
                text: text.replacingOccurrences(of: "quizgen-cache 2", with: "quizgen-cache 9"))
                == nil)
        // Version 1 wrote the stamps in no order: read as no cache, not walked as sorted.
        #expect(
            BuildCache(
                text: text.replacingOccurrences(of: "quizgen-cache 2", with: "quizgen-cache 1"))
                == nil)
        #expect(BuildCache(text: text.replacingOccurrences(of: "files 1", with: "files 2")) == nil)
        #expect(BuildCache(text: "") == nil)
    }

    /// A patch appends its new fingerprint and changed stamps instead of rewriting the cache; a
    /// block cut short by a killed build makes the whole cache unreadable, never half-applied.
    @Test func appendedUpdatesApplyInOrderAndATruncatedOneVoidsTheCache() {
        let a = FileStamp(size: 1, modified: 1, changed: 1, inode: 1, hash: "1 aa")
        let base = BuildCache(
            identity: "id", fingerprint: "f1", recordedAt: 5, files: ["a.md": a, "b.md": a],
            pages: ["a.md": PageRecord(summary: "s", outputPath: "a/index.html")], nav: [])
        var a2 = a
        a2.changed = 9
        a2.hash = "1 bb"
        var a3 = a2
        a3.hash = "1 cc"
        let bytes =
            base.bytes()
            + BuildCache.update(fingerprint: "f2", changes: ["a.md": a2], recordedAt: 7)
            + BuildCache.update(fingerprint: "f3", changes: ["a.md": a3], recordedAt: 9)
        let read = BuildCache(bytes: bytes)
        #expect(read?.fingerprint == "f3")
        #expect(read?.files == ["a.md": a3, "b.md": a])
        #expect(read?.journalLength == 4)
        // The last update's scan saw every stamp again: the stamps are trusted from its start.
        #expect(read?.recordedAt == 9)
        let unskippable = BuildCache(
            bytes: base.bytes() + BuildCache.update(fingerprint: nil, changes: [:], recordedAt: 8))
        #expect(
            unskippable?.fingerprint == nil && unskippable?.recordedAt == 8
                && unskippable?.files == base.files)
        #expect(BuildCache(bytes: Array(bytes.dropLast(3))) == nil)
        #expect(
            BuildCache(
                bytes: base.bytes() + Array("update f2 2\n".utf8)
                    + BuildCache.update(fingerprint: "x", changes: [:], recordedAt: 1).dropFirst(
                        100)) == nil)
        #expect(BuildCache(bytes: base.bytes() + Array("update f2 0\n".utf8)) == nil)
    }

    /// A recorded hash is reused only for an unchanged stamp whose last status change lies
    /// two seconds or more before the recording scan started.
    @Test func aStampVouchesOnlyForAnUnchangedFileThatWasOldWhenRecorded() {
        let old = FileStamp(
            size: 10, modified: 5_000_000_000, changed: 5_000_000_000, inode: 42, hash: "10 aa")
        let same = FileStamp(
            size: 10, modified: 5_000_000_000, changed: 5_000_000_000, inode: 42, hash: "")
        #expect(old.vouches(for: same, recordedAt: 7_000_000_001))
        #expect(!old.vouches(for: same, recordedAt: 7_000_000_000))  // racily clean: read again
        var touched = same
        touched.changed += 1
        #expect(!old.vouches(for: touched, recordedAt: 9_000_000_000))
        var replaced = same
        replaced.inode = 43
        #expect(!old.vouches(for: replaced, recordedAt: 9_000_000_000))
        var grown = same
        grown.size = 11
        #expect(!old.vouches(for: grown, recordedAt: 9_000_000_000))
    }

    /// The scan reads a file only when no recorded stamp vouches for it: a deliberately wrong
    /// recorded hash shows whether the file was read.
    @Test func theScanReusesVouchedHashesAndReadsTheRest() throws {
        let site = try TestSite([
            "quizgen.yaml": "title: T\n", "Content/pages/a.md": "A\n", "Content/pages/b.md": "B\n",
        ])
        defer { site.remove() }
        let options = BuildOptions(root: site.root, environment: [:])
        let first = InputScan.scan(options, plugins: [])
        #expect(first.hashedCount == 3 && first.changed.count == 3 && first.removed.isEmpty)
        let a = "Content/pages/a.md"
        var recorded = first.files
        recorded[a]?.hash = "2 wrong"
        let later = first.startedAt + 10_000_000_000
        let trusted = InputScan.scan(options, plugins: [], previous: recorded, recordedAt: later)
        #expect(trusted.hashedCount == 0)
        #expect(trusted.files[a]?.hash == "2 wrong")
        #expect(trusted.changed.isEmpty)
        let racy = InputScan.scan(
            options, plugins: [], previous: recorded, recordedAt: first.startedAt)
        #expect(racy.hashedCount == 3)
        #expect(racy.files[a]?.hash == first.files[a]?.hash)
        #expect(racy.changed == [a])
        try site.delete("Content/pages/b.md")
        try site.write("Content/pages/c.md", "C\n")
        let moved = InputScan.scan(options, plugins: [], previous: first.files, recordedAt: later)
        #expect(moved.removed == ["Content/pages/b.md"])
        #expect(moved.changed == ["Content/pages/c.md"])
        // The record's stamps, less the removed file, plus the new one as it was read.
        #expect(moved.files.keys.sorted() == [a, "Content/pages/c.md", "quizgen.yaml"])
        #expect(moved.files[a] == first.files[a])
        #expect(moved.files["Content/pages/c.md"]?.hash.hasPrefix("2 ") == true)
        #expect(moved.hashedCount == 1)
        #expect(moved.fingerprint != first.fingerprint)
    }

    /// The listing names every input by its path below the root, sorted, in every folder depth,
    /// with hidden files and the output folder left out; and files outside the root (extra
    /// submissions) by their absolute path.
    @Test func theListingKeysEveryInputBelowTheRootSorted() throws {
        let site = try TestSite([
            "quizgen.yaml": "title: T\n", "Content/pages/b.md": "B\n",
            "Content/pages/a-b.md": "AB\n",
            "Content/pages/a/x.md": "X\n", "Content/.hidden": "H\n", "Site/index.html": "old\n",
        ])
        defer { site.remove() }
        let extra = site.root.appendingPathComponent(".quizgen/submissions")
        try FileManager.default.createDirectory(at: extra, withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: extra.appendingPathComponent("s.json"))
        var options = BuildOptions(
            root: site.root, output: site.root.appendingPathComponent("Site"), environment: [:])
        options.extraSubmissions = extra
        let listing = InputScan.list(options, plugins: [])
        let outside = extra.standardizedFileURL.path + "/s.json"
        #expect(
            listing.keys == [
                outside, "Content/pages/a-b.md", "Content/pages/a/x.md", "Content/pages/b.md",
                "quizgen.yaml",
            ])
        #expect(listing.stamps.map { $0?.size } == [2, 3, 2, 2, 9])
        #expect(listing.path(0) == outside && listing.path(4) == site.root.path + "/quizgen.yaml")
    }

    /// A build that finds nothing changed but read some files again (their stamps moved)
    /// appends their stamps to the cache instead of writing the whole cache anew.
    @Test func aSkippedBuildThatReadFilesAgainAppendsTheirStamps() async throws {
        let site = try TestSite([
            "quizgen.yaml": "title: T\n", "Content/pages/a.md": "---\ntitle: A\n---\nA\n",
        ])
        defer { site.remove() }
        let options = BuildOptions(root: site.root, environment: [:])
        let writer = DiskSiteWriter(output: site.output)
        _ = await SiteBuilder().build(options, writer: writer)
        #expect(await writer.cache()?.journalLength == 0)
        try site.write("Content/pages/a.md", "---\ntitle: A\n---\nA\n")
        let skipped = await SiteBuilder().build(options, writer: writer)
        #expect(skipped.unchanged)
        let cache = try #require(await writer.cache())
        #expect(cache.journalLength == 2)
        let listing = InputScan.list(options, plugins: [])
        let index = try #require(listing.keys.firstIndex(of: "Content/pages/a.md"))
        #expect(cache.files["Content/pages/a.md"]?.changed == listing.stamps[index]?.changed)
    }

    /// The walk gives the keys in sorted order by itself (each folder's entries sorted, a
    /// folder's name with its `/`): the order a sort of the whole paths gives.
    @Test func theWalkOrderIsTheSortedOrderOfTheKeys() throws {
        let names = [
            "a-b.md", "a.md", "a0.md", "A.md", "a b.md", "é.md", "e.md", "a/x.md", "a/-.md",
            "a-/y.md", "a0/z.md", "b/c/d.md", "b/c-d.md", "b/c.md",
        ]
        var files = ["quizgen.yaml": "title: T\n"]
        for name in names { files["Content/pages/" + name] = "x\n" }
        let site = try TestSite(files)
        defer { site.remove() }
        let listing = InputScan.list(BuildOptions(root: site.root, environment: [:]), plugins: [])
        #expect(listing.keys.count == names.count + 1)
        #expect(listing.keys == listing.keys.sorted())
    }

    /// Where the writer cannot append (no cache file yet, or the appended lines reached their
    /// limit) it writes the whole cache, with the changes applied to it.
    @Test func aWholeCacheWrittenInsteadOfAnUpdateHoldsTheChanges() async throws {
        let site = try TestSite(["quizgen.yaml": "title: T\n"])
        defer { site.remove() }
        let writer = DiskSiteWriter(output: site.output)
        let a = FileStamp(size: 1, modified: 1, changed: 1, inode: 1, hash: "1 aa")
        var a2 = a
        a2.hash = "1 bb"
        var base = BuildCache(
            identity: "id", fingerprint: "f1", recordedAt: 5, files: ["a.md": a, "b.md": a],
            pages: [:], nav: [])
        await writer.store(base, patching: base, changes: ["a.md": a2])
        #expect(await writer.cache()?.files == ["a.md": a2, "b.md": a])
        base.journalLength = 10_000
        var a3 = a
        a3.hash = "1 cc"
        await writer.store(base, patching: base, changes: ["b.md": a3])
        let whole = try #require(await writer.cache())
        #expect(whole.files == ["a.md": a, "b.md": a3] && whole.journalLength == 0)
    }

    /// A patch that fails half-way (the first file replaced, the second's folder missing) puts
    /// the replaced file back from its undo journal before it throws: the site is byte-identical,
    /// its fingerprint still the published one, and no mark of the patch is left in or beside it.
    @Test func aFailedPatchPutsTheSiteBack() async throws {
        let site = try TestSite([
            "quizgen.yaml": "title: T\n", "Content/pages/a.md": "---\ntitle: A\n---\nA\n",
        ])
        defer { site.remove() }
        let options = BuildOptions(root: site.root, environment: [:])
        let writer = DiskSiteWriter(output: site.output)
        _ = await SiteBuilder().build(options, writer: writer)
        let fingerprint = try #require(await writer.published()?.fingerprint)
        let before = site.snapshot()
        await #expect(throws: SiteWriterError.self) {
            try await writer.patch(
                [
                    OutputFile(path: "a/index.html", text: "new"),
                    OutputFile(path: "missing/index.html", text: "x"),
                ], fingerprint: "f")
        }
        #expect(site.snapshot() == before)
        #expect(await writer.published()?.fingerprint == fingerprint)
        let beside = try FileManager.default.contentsOfDirectory(atPath: site.root.path)
        #expect(!beside.contains { $0.contains("undo") || $0.contains("staging") })
        await #expect(throws: SiteWriterError.self) {
            try await writer.patch(
                [OutputFile(path: "../escape.html", text: "x")], fingerprint: "f")
        }
        #expect(
            !FileManager.default.fileExists(
                atPath: site.root.appendingPathComponent("escape.html").path))
        #expect(await SiteBuilder().build(options, writer: writer).unchanged)
    }

    /// A journal left by a killed patch is rolled back by the next `published()`: files put
    /// back, a file the patch added removed, the manifest's rewritten bytes restored. One that
    /// was never sealed (the patch had not begun to replace files) is only removed.
    @Test func theNextBuildRollsBackAKilledPatch() async throws {
        let site = try TestSite([
            "quizgen.yaml": "title: T\n", "Content/pages/a.md": "---\ntitle: A\n---\nA\n",
        ])
        defer { site.remove() }
        let options = BuildOptions(root: site.root, environment: [:])
        _ = await SiteBuilder().build(options, writer: DiskSiteWriter(output: site.output))
        let before = site.snapshot()
        let manifest = try #require(before[".quizgen-manifest"].map { [UInt8]($0) })
        // What a patch killed after its writes leaves: a journal of a process that has ended.
        let journal = site.root.appendingPathComponent(".Site.quizgen-undo-999999999")
        var undo = PatchJournal(folder: journal.path, site: site.output.path)
        try undo.start()
        try undo.keep("a/index.html")
        try undo.keep("added.html")
        undo.keep(manifestBytes: manifest[4..<20], at: 4)
        try undo.seal()
        try site.write("Site/a/index.html.new", "patched")
        #expect(
            rename(
                site.output.appendingPathComponent("a/index.html.new").path,
                site.output.appendingPathComponent("a/index.html").path) == 0)
        try site.write("Site/added.html", "added")
        var damaged = manifest
        damaged.replaceSubrange(4..<20, with: [UInt8](repeating: 0x2A, count: 16))
        try site.write("Site/.quizgen-manifest", damaged)

        let writer = DiskSiteWriter(output: site.output)
        #expect(await writer.published()?.fingerprint != nil)
        #expect(site.snapshot() == before)
        #expect(!FileManager.default.fileExists(atPath: journal.path))

        // Never sealed: the site is as it is, the journal goes.
        let unsealed = PatchJournal(folder: journal.path, site: site.output.path)
        try unsealed.start()
        #expect(await DiskSiteWriter(output: site.output).published()?.fingerprint != nil)
        #expect(site.snapshot() == before)
        #expect(!FileManager.default.fileExists(atPath: journal.path))
    }

    /// An undo file cut short anywhere is not a journal to apply.
    @Test func anUndoFileCutShortIsNotRead() throws {
        var journal = PatchJournal(folder: "/nonexistent", site: "/nonexistent")
        journal.keep(manifestBytes: [0x0A, 0x20, 0x65, 0x6E, 0x64, 0x0A], at: 7)
        let bytes = journal.undoBytes
        #expect(
            PatchJournal.entries(of: bytes) == [
                .bytes(offset: 7, bytes: [0x0A, 0x20, 0x65, 0x6E, 0x64, 0x0A])
            ])
        for length in 0..<bytes.count {
            #expect(PatchJournal.entries(of: Array(bytes[..<length])) == nil, "\(length) bytes")
        }
    }

    /// The input walk follows a link to a folder inside the site, but not one that leads out of
    /// it: no step reads there (the confinement rule), so the walk opens none of its files.
    @Test func theInputWalkStaysInsideTheSite() throws {
        let outside = try OutsideFolder(["secret.md": "x"])
        defer { outside.remove() }
        let site = try TestSite(
            ["Content/pages/a.md": "a", "notes/b.md": "b"],
            links: ["Content/pages/out": outside.url.path, "Content/pages/notes": "../../notes"])
        defer { site.remove() }
        var keys: [String] = []
        var unreadable: Set<String> = []
        InputScan.collect(
            site.root.path, key: "", skipping: site.output.path,
            inside: SitePathGuard(root: site.root), into: &keys,
            unreadable: &unreadable)
        #expect(keys == ["Content/pages/a.md", "Content/pages/notes/b.md", "notes/b.md"])
    }

    /// A link to a file outside the site is listed (adding or removing it changes the
    /// fingerprint) but never opened: no step reads it (the confinement rule), so the walk
    /// neither stamps nor hashes it.
    @Test func theInputWalkOpensNoFileOutsideTheSite() throws {
        let outside = try OutsideFolder(["secret.md": "secret"])
        defer { outside.remove() }
        let site = try TestSite(
            ["quizgen.yaml": "title: T\n", "Content/pages/a.md": "a"],
            links: [
                "Content/pages/leak.md": outside.path("secret.md"), "Content/pages/b.md": "a.md",
            ])
        defer { site.remove() }
        let listing = InputScan.list(BuildOptions(root: site.root, environment: [:]), plugins: [])
        #expect(
            listing.keys == [
                "Content/pages/a.md", "Content/pages/b.md", "Content/pages/leak.md", "quizgen.yaml",
            ])
        #expect(listing.stamps.map { $0 != nil } == [true, true, false, true])
        let scan = InputScan.scan(listing, previous: [:], recordedAt: 0)
        #expect(scan.hashedCount == 3)
    }
}
