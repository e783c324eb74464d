import Foundation
import QuizgenTestSupport
import Testing

/// A new user's way (issue 33): `quizgen init`, a photo put beside a new page, `quizgen build`,
/// with the default theme; then a rebuild that takes the photo from the cache.
@Suite("An init site with a photo")
struct InitImageTests {
    @Test func aPhotoBesideAPageOfAnInitSiteIsSizedAndStripped() throws {
        let scratch = try TestSite([:])
        defer { scratch.remove() }
        #expect(try QuizgenProcess.run(["init", "mysite"], in: scratch.root).status == 0)
        let root = scratch.root.appendingPathComponent("mysite")
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(
                "QuizgenSiteTests/Fixtures/Images/gps-rotated.jpg")
        let river = root.appendingPathComponent("Content/pages/river")
        try FileManager.default.createDirectory(at: river, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: fixture, to: river.appendingPathComponent("photo.jpg"))
        try Data("---\ntitle: The river\n---\n![The river at dusk](photo.jpg)\n".utf8).write(
            to: river.appendingPathComponent("index.md"))
        let built = try QuizgenProcess.run(["build"], in: root)
        #expect(built.status == 0, "\(built.stderr)")
        #expect(built.stderr.contains("note: processed 1 image (0 from the cache)\n"))
        let html = try String(
            contentsOf: root.appendingPathComponent("Site/river/index.html"), encoding: .utf8)
        #expect(
            html.contains(
                #"<picture><source type="image/webp" srcset="/river/photo-320w.webp 320w" sizes="(min-width: 48rem) 44rem, 100vw" /><img src="/river/photo.jpg" alt="The river at dusk" width="320" height="640" decoding="async" /></picture>"#
            ))
        let photo = try Data(contentsOf: root.appendingPathComponent("Site/river/photo.jpg"))
        #expect(!photo.contains(Data("QuizCam".utf8)) && !photo.contains(Data("Exif\0\0".utf8)))
        // The cache sits in .quizgen/, which init's .gitignore leaves out.
        let ignore = try String(
            contentsOf: root.appendingPathComponent(".gitignore"), encoding: .utf8)
        #expect(ignore.contains("/.quizgen/"))
        try FileManager.default.removeItem(at: root.appendingPathComponent("Site"))
        let again = try QuizgenProcess.run(["build"], in: root)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(!again.stderr.contains("processed"))
        #expect(try Data(contentsOf: root.appendingPathComponent("Site/river/photo.jpg")) == photo)
    }
}
