import Foundation
import QuizgenCore
import QuizgenSite
import QuizgenTestSupport
import Testing

/// Images sized for phones (issue 33): every raster image the build publishes is turned upright,
/// stripped of its metadata (checked with the real exiftool), given its size and WebP copies,
/// and cached by content so a rebuild encodes nothing.
@Suite("Images sized for phones, without their metadata")
struct ImageBuildTests {
    /// A 640 × 320 JPEG with orientation 6 (shown 320 × 640), GPS, camera, XMP, IPTC and a
    /// comment (Fixtures/Images/README.md says how it was made).
    static let photo: [UInt8] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/Images/gps-rotated.jpg")
        return (try? [UInt8](Data(contentsOf: url))) ?? []
    }()

    /// Texts of the fixture's metadata, none of which may be published.
    static let secrets = ["QuizCam", "Timisoara", "A Student", "taken at home", "2026:05:01"]

    static let exiftool = "/usr/bin/exiftool"
    static let hasExiftool = FileManager.default.isExecutableFile(atPath: exiftool)

    /// A page bundle with the photo twice, the photo in `static/`, a question showing it, with
    /// copies at 120 and 240 pixels.
    static let files: [String: String] = [
        "quizgen.yaml": "title: T\nbase_url: /course/\nimages:\n  widths: [120, 240]\n",
        "Content/pages/river/index.md": """
        ---
        title: The river
        ---
        ![The river at dusk](photo.jpg "Dusk")

        Later:

        ![The river at night](photo.jpg)
        """,
        "Content/pages/plain.md": "---\ntitle: Plain\n---\nNo image.\n",
    ]
    static let bytes: [String: [UInt8]] = [
        "Content/pages/river/photo.jpg": photo,
        "static/img/photo.jpg": photo,
    ]

    /// exiftool's tags of a file, as `Group:Name` → value.
    static func tags(_ url: URL) throws -> [String: Any] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: exiftool)
        process.arguments = ["-j", "-G", url.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let list = try JSONSerialization.jsonObject(with: data) as? [[String: Any]]
        return list?.first ?? [:]
    }

    /// The tags that say something about the picture's author, place or device: any EXIF, GPS,
    /// XMP, IPTC, ICC, Photoshop or maker-note tag, and a comment.
    static func metadata(_ tags: [String: Any]) -> [String] {
        tags.keys.filter { key in
            let group = key.split(separator: ":").first.map(String.init) ?? ""
            return ["EXIF", "XMP", "IPTC", "ICC_Profile", "Photoshop", "MakerNotes", "GPS"]
                .contains(group) || key.contains("GPS") || key == "File:Comment"
        }.sorted()
    }

    @Test(.enabled(if: hasExiftool, "needs exiftool (scripts/bootstrap.sh --browser)"))
    func everyPublishedImageIsUprightAndHasNoMetadata() async throws {
        #expect(
            Self.metadata(
                try Self.tags(
                    URL(fileURLWithPath: #filePath)
                        .deletingLastPathComponent().deletingLastPathComponent()
                        .appendingPathComponent("Fixtures/Images/gps-rotated.jpg"))
            ).count >= 10)
        var files = Self.files
        files.merge(QuizFixtures.site()) { mine, _ in mine }
        var bytes = Self.bytes
        bytes["Content/banks/map.png"] = Self.photo
        let site = try TestSite(files, bytes: bytes)
        defer { site.remove() }
        let result = await site.build(plugins: [QuizPlugin.plugin])
        #expect(result.diagnostics.lines == [])
        let images = site.snapshot().keys.filter { path in
            [".jpg", ".png", ".webp"].contains { path.hasSuffix($0) }
        }.sorted()
        // The bundle's photo and its copies, the static one (no copies), the question's.
        #expect(
            images.filter { $0.hasPrefix("river/") } == [
                "river/photo-120w.webp", "river/photo-240w.webp", "river/photo.jpg",
            ])
        #expect(images.contains("img/photo.jpg"))
        #expect(!images.contains { $0.hasPrefix("img/") && $0.hasSuffix(".webp") })
        #expect(images.filter { $0.hasPrefix("media/") }.count == 3)
        for path in images {
            let tags = try Self.tags(site.output.appendingPathComponent(path))
            #expect(Self.metadata(tags) == [], "\(path)")
            let published = try [UInt8](Data(contentsOf: site.output.appendingPathComponent(path)))
            for secret in Self.secrets {
                #expect(!published.contains(Array(secret.utf8)), "\(path) holds \(secret)")
            }
            // Upright: 640 × 320 turned by 90 degrees.
            let width =
                tags["File:ImageWidth"] as? Int ?? tags["RIFF:ImageWidth"] as? Int
                ?? tags["PNG:ImageWidth"] as? Int
            let height =
                tags["File:ImageHeight"] as? Int ?? tags["RIFF:ImageHeight"] as? Int
                ?? tags["PNG:ImageHeight"] as? Int
            let expected =
                path.hasSuffix("-120w.webp") ? 120 : path.hasSuffix("-240w.webp") ? 240 : 320
            #expect(width == expected, "\(path)")
            #expect(height == expected * 2, "\(path)")
        }
    }

    /// The same without exiftool: no text of the metadata in any published file.
    @Test func noPublishedFileHoldsThePhotosMetadata() async throws {
        let site = try TestSite(Self.files, bytes: Self.bytes)
        defer { site.remove() }
        let result = await site.build()
        #expect(result.diagnostics.lines == [])
        let published = site.snapshot()
        #expect(published.keys.contains("river/photo.jpg"))
        for (path, data) in published {
            for secret in Self.secrets + ["Exif\0\0", "http://ns.adobe.com/xap"] {
                #expect(!data.contains(Data(secret.utf8)), "\(path) holds \(secret)")
            }
        }
    }

    @Test func anImageHasItsSizeWebPCopiesAndLoadsLazilyBelowTheFirst() async throws {
        let site = try TestSite(Self.files, bytes: Self.bytes)
        defer { site.remove() }
        #expect(await site.build().diagnostics.lines == [])
        let html = try #require(site.output("river/index.html"))
        let srcset = "/course/river/photo-120w.webp 120w, /course/river/photo-240w.webp 240w"
        #expect(
            html.contains(
                #"<picture><source type="image/webp" srcset="\#(srcset)" sizes="(min-width: 48rem) 44rem, 100vw" /><img src="/course/river/photo.jpg" alt="The river at dusk" title="Dusk" width="320" height="640" decoding="async" /></picture>"#
            ))
        #expect(
            html.contains(
                #"<img src="/course/river/photo.jpg" alt="The river at night" width="320" height="640" loading="lazy" decoding="async" /></picture>"#
            ))
        // Every <img> the page has carries its size.
        for img in HTMLElement.all("img", in: html) {
            #expect(img.attributes["width"] == "320" && img.attributes["height"] == "640")
        }
    }

    @Test func sizesCanBeTurnedOffAndStaticImagesKept() async throws {
        var files = Self.files
        files["quizgen.yaml"] = "title: T\nimages:\n  srcset: false\n  static: keep\n"
        let site = try TestSite(files, bytes: Self.bytes)
        defer { site.remove() }
        #expect(await site.build().diagnostics.lines == [])
        let published = site.snapshot()
        #expect(!published.keys.contains { $0.hasSuffix(".webp") })
        #expect(published["img/photo.jpg"].map { [UInt8]($0) } == Self.photo)
        // Stripping the pages' images cannot be turned off.
        #expect(published["river/photo.jpg"].map { [UInt8]($0) } != Self.photo)
        let html = try #require(site.output("river/index.html"))
        #expect(
            html.contains(
                #"<img src="/river/photo.jpg" alt="The river at dusk" title="Dusk" width="320" height="640" decoding="async" />"#
            ))
        #expect(!html.contains("<picture>"))
    }

    @Test func aRebuildTakesEveryImageFromTheCache() async throws {
        let site = try TestSite(Self.files, bytes: Self.bytes)
        defer { site.remove() }
        let first = await site.build()
        // The static copy is the same file: one cache entry serves both.
        #expect(first.notes.contains { $0.hasPrefix("processed ") })
        let before = site.snapshot()
        // A config edit rebuilds every page; the images come from .quizgen/cache/images/.
        try site.write(
            "quizgen.yaml", "title: T2\nbase_url: /course/\nimages:\n  widths: [120, 240]\n")
        let second = await site.build()
        #expect(second.diagnostics.lines == [])
        #expect(!second.notes.contains { $0.hasPrefix("processed") })
        let after = site.snapshot()
        for (path, data) in before where path.hasSuffix(".jpg") || path.hasSuffix(".webp") {
            #expect(after[path] == data, "\(path)")
        }
        // A new width encodes only what is missing.
        try site.write(
            "quizgen.yaml", "title: T2\nbase_url: /course/\nimages:\n  widths: [120, 200, 240]\n")
        let third = await site.build()
        #expect(third.notes.contains("processed 1 image (1 from the cache)"))
        #expect(site.snapshot()["river/photo-200w.webp"] != nil)
        let cache = site.root.appendingPathComponent(".quizgen/cache/images")
        let entries = try FileManager.default.contentsOfDirectory(atPath: cache.path)
        #expect(entries.filter { $0.hasSuffix(".size") }.count == 1)
    }

    @Test func aFileThatIsNoImageIsALocatedErrorAndThePreviousSiteStays() async throws {
        let site = try TestSite(Self.files, bytes: Self.bytes)
        defer { site.remove() }
        #expect(await site.build().published)
        let before = site.snapshot()
        try site.write("Content/pages/river/photo.jpg", Array(Self.photo.prefix(600)))
        try site.write("static/img/photo.jpg", "not a picture")
        let result = await site.build()
        #expect(!result.published)
        let lines = result.diagnostics.lines
        #expect(lines.count == 2)
        for (line, path) in zip(lines, ["Content/pages/river/photo.jpg", "static/img/photo.jpg"]) {
            #expect(
                line.hasPrefix(
                    "\(path): error: this file cannot be read as an image ("), "\(line)")
            #expect(
                line.hasSuffix(
                    "); it is not published, since its metadata (EXIF, GPS) cannot be removed"))
        }
        #expect(site.snapshot() == before)
    }

    @Test func wrongImageSettingsAreLocatedErrors() async throws {
        let site = try TestSite([
            "quizgen.yaml":
                "title: T\nimages:\n  widths: [960, 480]\n  quality: 0\n  static: drop\n  size: 3\n"
        ])
        defer { site.remove() }
        let result = await site.build()
        #expect(
            result.diagnostics.lines == [
                "quizgen.yaml:3:17: error: each of 'widths' must be a whole number of pixels from 16 to 8192, larger than the one before it, found 480",
                "quizgen.yaml:4:12: error: 'quality' must be between 1 and 100, found 0",
                "quizgen.yaml:5:11: error: 'static' must be one of 'strip', 'keep', found 'drop'",
                "quizgen.yaml:6:3: error: unknown key 'size' in 'images'",
            ])
    }
}
