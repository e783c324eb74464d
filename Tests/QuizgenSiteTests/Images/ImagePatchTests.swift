import Foundation
import QuizgenCore
import QuizgenSite
import QuizgenTestSupport
import Testing

/// An edited page that shows images is patched alone (issue 33): the bundle's photo keeps its
/// size, `srcset` and WebP copies from the full build's record, a file beside the page that the
/// edit starts to show or link is found, and each result equals a clean build's. (The edits use
/// words whose first letters the site's search index already has: a word with a new first letter
/// needs a new index shard, and a letter whose last word goes needs a shard removed, which only
/// a full build does.)
@Suite("Page patches with images")
struct ImagePatchTests {
    static let river = ImageBuildTests.files["Content/pages/river/index.md"]!

    @Test func anEditedPageWithImagesIsPatchedAndEqualsACleanBuild() async throws {
        let site = try TestSite(
            ImageBuildTests.files,
            bytes: ImageBuildTests.bytes.merging(["Content/pages/river/map.png": TestImages.png]) {
                old, _ in old
            })
        defer { site.remove() }
        #expect(await IncrementalBuildTests.build(site, into: site.output).diagnostics.lines == [])
        let edits: [(name: String, text: String)] = [
            ("a paragraph added", Self.river + "\n\nLater the river.\n"),
            (
                "the other file beside it shown and linked",
                Self.river + "\n\n![Night](map.png) and [the river](map.png#top).\n"
            ),
            (
                "an image dropped",
                "---\ntitle: The river\n---\n![The river at dusk](photo.jpg \"Dusk\")\n\nLater.\n"
            ),
        ]
        for (round, edit) in edits.enumerated() {
            try site.write("Content/pages/river/index.md", edit.text)
            let incremental = await IncrementalBuildTests.build(site, into: site.output)
            #expect(incremental.diagnostics.lines == [], "\(edit.name)")
            #expect(
                IncrementalBuildTests.patched(incremental), "\(edit.name): \(incremental.notes)")
            let clean = site.root.appendingPathComponent(".clean-\(round)")
            _ = await IncrementalBuildTests.build(site, into: clean)
            #expect(
                IncrementalBuildTests.files(site, site.output)
                    == IncrementalBuildTests.files(site, clean), "\(edit.name)")
        }
        let page = try String(
            contentsOf: site.output.appendingPathComponent("river/index.html"), encoding: .utf8)
        #expect(page.contains(#"srcset="/course/river/photo-120w.webp 120w"#))
        #expect(page.contains(#"width="320" height="640""#))
    }

    /// A changed image is an input other than a page: a full build re-encodes it.
    @Test func aChangedImageIsAFullBuild() async throws {
        let site = try TestSite(ImageBuildTests.files, bytes: ImageBuildTests.bytes)
        defer { site.remove() }
        _ = await IncrementalBuildTests.build(site, into: site.output)
        try site.write("Content/pages/river/photo.jpg", TestImages.jpeg)
        try site.write("Content/pages/river/index.md", Self.river + "\n\nNew.\n")
        let incremental = await IncrementalBuildTests.build(site, into: site.output)
        #expect(!IncrementalBuildTests.patched(incremental))
        let page = try String(
            contentsOf: site.output.appendingPathComponent("river/index.html"), encoding: .utf8)
        #expect(page.contains(#"width="4" height="2""#))
    }
}
