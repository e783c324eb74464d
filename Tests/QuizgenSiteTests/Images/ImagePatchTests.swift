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

    /// A page without files beside it that shows an image of `static/` is patched with that
    /// image's size, as the full build renders it.
    @Test func anEditedPageShowingAStaticImageKeepsItsSize() async throws {
        let site = try TestSite(ImageBuildTests.files, bytes: ImageBuildTests.bytes)
        defer { site.remove() }
        try site.write(
            "Content/pages/plain.md",
            "---\ntitle: Plain\n---\nNo image.\n\n![The river](/course/img/photo.jpg)\n")
        #expect(await IncrementalBuildTests.build(site, into: site.output).diagnostics.lines == [])
        try site.write(
            "Content/pages/plain.md",
            "---\ntitle: Plain\n---\nNo image.\n\n![The river](/course/img/photo.jpg)\n\nThe river.\n"
        )
        let incremental = await IncrementalBuildTests.build(site, into: site.output)
        #expect(IncrementalBuildTests.patched(incremental), "\(incremental.notes)")
        let clean = site.root.appendingPathComponent(".clean")
        _ = await IncrementalBuildTests.build(site, into: clean)
        #expect(
            IncrementalBuildTests.files(site, site.output)
                == IncrementalBuildTests.files(site, clean))
        let page = try String(
            contentsOf: site.output.appendingPathComponent("plain/index.html"), encoding: .utf8)
        #expect(page.contains(#"width="320" height="640""#), "\(page)")
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

    /// An SVG beside a page or in `static/` gets the size it draws at (its `width` and `height`,
    /// or its `viewBox`) on its `<img>`, in a full build and in a patch.
    @Test func anSVGHasItsSizeInAFullBuildAndAPatch() async throws {
        let svg =
            #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100"><rect width="10" height="10"/></svg>"#
        let page = "---\ntitle: Chart\n---\n![Chart](chart.svg) and ![Logo](/course/logo.svg)\n"
        let site = try TestSite([
            "quizgen.yaml": "title: T\nbase_url: /course/\n",
            "Content/pages/chart/index.md": page,
            "Content/pages/chart/chart.svg": svg,
            "static/logo.svg": svg.replacingOccurrences(
                of: "viewBox", with: #"width="64" height="32" viewBox"#),
        ])
        defer { site.remove() }
        #expect(await IncrementalBuildTests.build(site, into: site.output).diagnostics.lines == [])
        func images() throws -> [String] {
            let html = try String(
                contentsOf: site.output.appendingPathComponent("chart/index.html"), encoding: .utf8)
            return HTMLElement.all("img", in: html).map {
                "\($0.attributes["src"] ?? "") \($0.attributes["width"] ?? "-")x\($0.attributes["height"] ?? "-")"
            }
        }
        #expect(try images() == ["/course/chart/chart.svg 200x100", "/course/logo.svg 64x32"])
        try site.write("Content/pages/chart/index.md", page + "\nChart.\n")
        let patched = await IncrementalBuildTests.build(site, into: site.output)
        #expect(IncrementalBuildTests.patched(patched), "\(patched.notes)")
        #expect(try images() == ["/course/chart/chart.svg 200x100", "/course/logo.svg 64x32"])
    }
}
