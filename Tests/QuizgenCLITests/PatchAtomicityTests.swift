import Foundation
import QuizgenTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A body-only edit is patched into the published site rather than rebuilt (issue 35, class 7):
/// a `quizgen build` killed in the middle of that patch, or one whose patch fails, must leave
/// `Site/` as the previous build left it or as the new build makes it, never a mix, and never a
/// mark of the patch in it.
@Suite("atomic patch builds")
struct PatchAtomicityTests {
    /// Eight pages whose bodies share the words of the edits (so an edit stays a patch that also
    /// updates the search index).
    static func site() -> [String: String] {
        var files = ["quizgen.yaml": "title: Atoms\nbase_url: /\n"]
        for number in 0..<8 {
            files["Content/pages/p\(number).md"] =
                "---\ntitle: Page \(number)\n---\nSummary of page \(number).\n\nMore about the alpha and the beta.\n"
        }
        return files
    }

    /// Appends a paragraph of words the site has to pages 2 and 5 (their summaries unchanged).
    static func edit(_ site: TestSite) throws {
        for number in [2, 5] {
            let path = "Content/pages/p\(number).md"
            let text = try String(
                contentsOf: site.root.appendingPathComponent(path), encoding: .utf8)
            try site.write(path, text + "\nThe beta and the alpha.\n")
        }
    }

    /// The site's files, the manifest without its fingerprint line (which differs by root).
    static func files(_ site: TestSite) -> [String: Data] {
        var files = site.snapshot()
        if let manifest = files[".quizgen-manifest"] {
            let lines = String(decoding: manifest, as: UTF8.self).split(separator: "\n").filter {
                !$0.hasPrefix("fingerprint ")
            }
            files[".quizgen-manifest"] = Data(lines.joined(separator: "\n").utf8)
        }
        return files
    }

    /// What a patch leaves beside or inside the site while it is under way.
    static func patchMarks(_ site: TestSite) -> [String] {
        let beside = (try? FileManager.default.contentsOfDirectory(atPath: site.root.path)) ?? []
        return beside.filter { $0.hasPrefix(".Site.quizgen-undo") }
            + site.snapshot().keys.filter { $0 == ".quizgen-patching" }
    }

    /// The new build's files, from a clean build of the edited site elsewhere.
    static func newBuild() throws -> [String: Data] {
        let site = try TestSite(Self.site())
        defer { site.remove() }
        try edit(site)
        let built = try QuizgenProcess.run(["build"], in: site.root)
        #expect(built.status == 0, "\(built.stderr)")
        return files(site)
    }

    /// A `quizgen build` with the environment `QuizgenProcess` gives, plus `extra`.
    static func process(_ site: TestSite, _ extra: [String: String]) -> Process {
        let process = Process()
        process.executableURL = QuizgenProcess.executable
        process.arguments = ["build"]
        process.currentDirectoryURL = site.root
        process.environment = [
            "PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory(), "CI": "true",
            "SOURCE_DATE_EPOCH": "1700000000",
        ].merging(extra) { _, new in new }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        return process
    }

    /// The FIFO a patch stops on, beside the site.
    static func fifo(_ site: TestSite) -> URL {
        site.root.deletingLastPathComponent().appendingPathComponent("pause")
    }

    /// Tells a build's patch to stop before write `step` (a `QUIZGEN_` variable: part of the
    /// build's identity, so the build before it gets it too, or the edit is a full build).
    static func pause(_ site: TestSite, atStep step: Int) -> [String: String] {
        ["QUIZGEN_TEST_PATCH_PAUSE": "\(step):\(fifo(site).path)"]
    }

    /// Starts the build with the patch told to stop before write `step` on a FIFO, polls until
    /// the build is stopped there (it has opened the FIFO) and kills it with SIGKILL.
    ///
    /// - Returns: Whether it was killed there (`false`: it ended without reaching the step).
    static func killPatch(_ site: TestSite, atStep step: Int) throws -> Bool {
        let fifo = fifo(site)
        #expect(mkfifo(fifo.path, 0o600) == 0)
        defer { unlink(fifo.path) }
        let build = process(site, pause(site, atStep: step))
        try build.run()
        let deadline = Date().addingTimeInterval(120)
        var writer: Int32 = -1
        // Opening the FIFO without blocking succeeds once the build has it open to read.
        while build.isRunning, Date() < deadline {
            writer = open(fifo.path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
            if writer >= 0 { break }
            usleep(2000)
        }
        if writer >= 0 {
            kill(build.processIdentifier, SIGKILL)
            close(writer)
        } else if build.isRunning {
            build.terminate()
        }
        build.waitUntilExit()
        return writer >= 0 && build.terminationReason == .uncaughtSignal
            && build.terminationStatus == SIGKILL
    }

    /// Killed before each of the patch's writes in turn (each replaced page and index file, the
    /// manifest, the end of the patch): the next start, a build that fails on a broken page,
    /// finds `Site/` byte-equal to the previous build or the new one, with no mark of the patch
    /// left, and the build after it equals a clean build.
    @Test func aBuildKilledDuringItsPatchLeavesTheOldSiteOrTheNew() throws {
        let new = try Self.newBuild()
        var killed = 0
        for step in 0..<10 {
            let site = try TestSite(Self.site())
            defer { site.remove() }
            let first = try QuizgenProcess.run(
                ["build"], in: site.root, environment: Self.pause(site, atStep: step))
            #expect(first.status == 0, "\(first.stderr)")
            let old = site.snapshot()
            try Self.edit(site)
            if try Self.killPatch(site, atStep: step) { killed += 1 } else { break }

            try site.write("Content/pages/broken.md", "---\ntitle: [unclosed\n---\nBody.\n")
            let failed = try QuizgenProcess.run(["build"], in: site.root)
            #expect(failed.status == 1)
            #expect(failed.stderr.contains("Site/ was left unchanged"), "\(failed.stderr)")
            let now = site.snapshot()
            #expect(now == old || Self.files(site) == new, "killed before write \(step)")
            #expect(Self.patchMarks(site).isEmpty, "killed before write \(step)")

            try site.delete("Content/pages/broken.md")
            let fixed = try QuizgenProcess.run(["build"], in: site.root)
            #expect(fixed.status == 0, "\(fixed.stderr)")
            #expect(Self.files(site) == new, "killed before write \(step)")
        }
        // Two pages, the search index's files, the manifest and the end: all were reached.
        #expect(killed >= 5, "the patch was killed at \(killed) steps")
    }

    /// A patch that fails (a file larger than the process may write, as on a full disk or
    /// quota) leaves the site byte-identical, with no mark inside or beside it, when the full
    /// build that follows fails too; and the summary says the site was left unchanged.
    @Test func aFailedPatchLeavesTheSiteByteIdenticalAndNoMark() throws {
        let site = try TestSite(Self.site())
        defer { site.remove() }
        let first = try QuizgenProcess.run(["build"], in: site.root)
        #expect(first.status == 0, "\(first.stderr)")
        let old = site.snapshot()
        // Page 2 gains a line, page 5 two megabytes of words the site has: past the limit.
        try site.write(
            "Content/pages/p2.md",
            "---\ntitle: Page 2\n---\nSummary of page 2.\n\nMore about the alpha and the beta.\n\nThe alpha.\n"
        )
        try site.write(
            "Content/pages/p5.md",
            "---\ntitle: Page 5\n---\nSummary of page 5.\n\nMore about the alpha and the beta.\n\n"
                + String(repeating: "More about the alpha and the beta. ", count: 60_000) + "\n")
        let build = Self.process(site, [:])
        build.executableURL = URL(fileURLWithPath: "/bin/bash")
        // Writes past 1 MB fail with EFBIG (SIGXFSZ ignored, as a full disk fails them).
        build.arguments = [
            "-c", "trap '' XFSZ; ulimit -f 1024; exec \"$0\" build",
            QuizgenProcess.executable.path,
        ]
        let err = Pipe()
        build.standardError = err
        try build.run()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        build.waitUntilExit()
        #expect(build.terminationStatus == 1, "\(stderr)")
        #expect(stderr.contains("Site/ was left unchanged"), "\(stderr)")
        #expect(site.snapshot() == old)
        #expect(Self.patchMarks(site).isEmpty)
    }
}
