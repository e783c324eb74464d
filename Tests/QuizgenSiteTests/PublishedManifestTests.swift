import Foundation
import QuizgenCore
import QuizgenSystem
import QuizgenTestSupport
import Testing

@testable import QuizgenSite

@Suite("Published manifest")
struct PublishedManifestTests {
    static func manifest(_ paths: [String: String], fingerprint: String? = "f1") -> OutputManifest {
        var manifest = OutputManifest()
        manifest.fingerprint = fingerprint
        for (path, text) in paths {
            manifest.hashes[OutputManifest.key(path)] = OutputManifest.hash(Array(text.utf8))
        }
        return manifest
    }

    /// A patch rewrites the hashes of the files it replaced where they stand: the bytes are
    /// those a whole manifest with the new hashes would have.
    @Test func aPatchedManifestEqualsTheWholeOneWrittenAnew() throws {
        let files = Dictionary(
            uniqueKeysWithValues: (0..<50).map { ("p\($0)/index.html", "page \($0)") })
        let old = Self.manifest(files)
        let published = try #require(PublishedManifest(bytes: old.bytes()))
        #expect(published.fingerprint == "f1" && published.fileCount == 50)
        var changed = files
        changed["p7/index.html"] = "page 7, edited"
        changed["p31/index.html"] = "page 31, edited"
        let hashes = ["p7/index.html", "p31/index.html"].reduce(into: [String: String]()) {
            $0[OutputManifest.key($1)] = OutputManifest.hash(Array((changed[$1] ?? "").utf8))
        }
        let patched = try #require(published.patched(fingerprint: "f2", hashes: hashes))
        #expect(
            String(decoding: patched.bytes, as: UTF8.self)
                == Self.manifest(changed, fingerprint: "f2").text())
        #expect(patched.fingerprint == "f2" && patched.fileCount == 50)
        // A build that may not be skipped records no fingerprint; the lines stay as they are.
        let unskippable = try #require(published.patched(fingerprint: nil, hashes: [:]))
        #expect(
            String(decoding: unskippable.bytes, as: UTF8.self)
                == Self.manifest(files, fingerprint: nil).text())
        let reread = try #require(PublishedManifest(bytes: unskippable.bytes))
        #expect(reread.fingerprint == nil)
    }

    /// A file the manifest does not list cannot be patched in: the caller writes it anew.
    @Test func aFileTheManifestDoesNotListIsNotPatchedIn() throws {
        let published = try #require(
            PublishedManifest(bytes: Self.manifest(["a/index.html": "a"]).bytes()))
        #expect(
            published.patched(
                fingerprint: "f2",
                hashes: [OutputManifest.key("b/index.html"): OutputManifest.hash([1])]) == nil)
        #expect(
            published.patched(
                fingerprint: "f2", hashes: [OutputManifest.key("a/index.html"): "short"]) == nil)
    }

    @Test func aDamagedManifestReadsAsNone() {
        let bytes = Self.manifest(["a/index.html": "a", "b/index.html": "b"]).bytes()
        #expect(PublishedManifest(bytes: bytes) != nil)
        #expect(PublishedManifest(bytes: Array(bytes.dropLast())) == nil)
        #expect(PublishedManifest(bytes: Array("quizgen-manifest 9\nfingerprint -\n".utf8)) == nil)
        #expect(
            PublishedManifest(bytes: Array("quizgen-manifest 1\nfingerprint -\nnospace\n".utf8))
                == nil)
        #expect(
            PublishedManifest(bytes: Array("quizgen-manifest 1\nfingerprint -\n".utf8))?.fileCount
                == 0)
        #expect(PublishedManifest(bytes: []) == nil)
    }

    @Test func fileBytesReadsWholeFilesAndNothingElse() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "quizgen-filebytes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let big = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try Data(big).write(to: folder.appendingPathComponent("big"))
        try Data().write(to: folder.appendingPathComponent("empty"))
        #expect(FileBytes.read(folder.appendingPathComponent("big").path) == big)
        #expect(FileBytes.read(folder.appendingPathComponent("empty").path) == [])
        #expect(FileBytes.read(folder.appendingPathComponent("missing").path) == nil)
        #expect(FileBytes.read(folder.path) == nil)
    }

    /// A patch changes the manifest in place (the same file), unless the file has other links
    /// (a deployment copy made with `cp -al`): then it is replaced and the copy keeps its bytes.
    @Test func aPatchChangesTheManifestInPlaceButNeverThroughAnotherLink() async throws {
        let site = try TestSite([
            "quizgen.yaml": "title: T\n", "Content/pages/a.md": "---\ntitle: A\n---\nA\n",
        ])
        defer { site.remove() }
        let writer = DiskSiteWriter(output: site.output)
        _ = await SiteBuilder().build(
            BuildOptions(root: site.root, environment: [:]), writer: writer)
        let manifest = site.output.appendingPathComponent(".quizgen-manifest")
        func inode() throws -> UInt64 {
            (try FileManager.default.attributesOfItem(atPath: manifest.path)[.systemFileNumber]
                as? NSNumber)?.uint64Value ?? 0
        }
        let first = try inode()
        _ = await writer.published()
        try await writer.patch(
            [OutputFile(path: "a/index.html", text: "one")],
            fingerprint: String(repeating: "a", count: 64))
        #expect(try inode() == first)
        #expect(
            PublishedManifest.read(in: site.output)?.fingerprint
                == String(repeating: "a", count: 64))
        let copy = site.root.appendingPathComponent("deployed-manifest")
        try FileManager.default.linkItem(at: manifest, to: copy)
        let deployed = try Data(contentsOf: copy)
        try await writer.patch(
            [OutputFile(path: "a/index.html", text: "two")],
            fingerprint: String(repeating: "b", count: 64))
        #expect(try Data(contentsOf: copy) == deployed)
        #expect(try inode() != first)
        #expect(
            PublishedManifest.read(in: site.output)?.fingerprint
                == String(repeating: "b", count: 64))
    }
}
