import Foundation
import QuizgenCore
import QuizgenSite
import QuizgenTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The author's own files (issue 33): files beside pages (page bundles and plain pages) and the
/// `static/` folder are published as they are (images re-encoded without their metadata,
/// ImageBuildTests), the pages' links and images resolve to them, and clashes, missing files
/// and links out of the site are located errors.
@Suite("Files beside pages and the static folder")
struct AuthorFilesTests {
    /// A real JPEG (the build decodes every image it publishes).
    static let photo: [UInt8] = TestImages.jpeg
    /// Whether `data` is a published JPEG, PNG or WebP (re-encoded, so not the source's bytes).
    static func isImage(_ data: Data?) -> Bool {
        guard let data else { return false }
        let start = [UInt8](data.prefix(12))
        return start.starts(with: [0xFF, 0xD8, 0xFF]) || start.starts(with: [0x89, 0x50, 0x4E])
            || (start.starts(with: Array("RIFF".utf8)) && start.suffix(4) == Array("WEBP".utf8))
    }
    static let pdf: [UInt8] = Array("%PDF-1.4\n%\u{E2}\u{E3}\n1 0 obj\n".utf8) + [0x00, 0xFE]

    static let config = "title: T\nbase_url: /course/\n"

    /// A bundle, a plain page with a file beside it, a page in a section linking up, and a
    /// static folder.
    static let files: [String: String] = [
        "quizgen.yaml": config,
        "Content/pages/river/index.md": """
        ---
        title: The river
        ---
        ![The river at dusk](photo.jpg)

        Read the [handout](notes.pdf#page=2), see the ![diagram](img/sub/diagram.png)
        and the [map](../map.png "Map").

        <img src="photo.jpg" alt="raw">

        [reference]: photo.jpg
        A [reference link][reference] and an [outside link](https://example.org/x.png).
        """,
        "Content/pages/media.md": "---\ntitle: Media\n---\n![The river at dusk](photo.jpg)\n",
        "Content/pages/guides/up.md":
            "---\ntitle: Up\n---\n[Map](../map.png) and [mail](mailto:a@b.c)\n",
        "static/robots.txt": "User-agent: *\nDisallow:\n",
    ]
    static let bytes: [String: [UInt8]] = [
        "Content/pages/river/photo.jpg": photo,
        "Content/pages/river/notes.pdf": pdf,
        "Content/pages/photo.jpg": TestImages.gif,
        "Content/pages/river/img/sub/diagram.png": TestImages.png,
        "Content/pages/map.png": TestImages.png,
        "static/files/handout.pdf": pdf,
    ]

    /// Every `src` and `href` of `html` (published at `page`, a path below the output) that
    /// leads into the site (relative, or absolute below `basePath`), as a path below the output
    /// without its fragment or query (`…/` as `…/index.html`).
    static func localTargets(in html: String, page: String, basePath: String) -> [String] {
        var targets: [String] = []
        for element in HTMLElement.all(in: html) {
            for attribute in ["src", "href"] {
                guard var url = element.attributes[attribute], !url.isEmpty, !url.hasPrefix("#"),
                    !url.contains(":")
                else { continue }
                if let end = url.firstIndex(where: { $0 == "#" || $0 == "?" }) {
                    url = String(url[..<end])
                }
                var parts: [Substring]
                if url.hasPrefix("/") {
                    guard url.hasPrefix(basePath) else {
                        targets.append("(outside the base path) " + url)
                        continue
                    }
                    parts = url.dropFirst(basePath.count).split(
                        separator: "/", omittingEmptySubsequences: false)
                } else {
                    parts =
                        page.split(separator: "/").dropLast()
                        + url.split(separator: "/", omittingEmptySubsequences: false)
                }
                var resolved: [Substring] = []
                for part in parts {
                    switch part {
                    case ".", "": continue
                    case "..": _ = resolved.popLast()
                    default: resolved.append(part)
                    }
                }
                var path = resolved.joined(separator: "/").removingPercentEncoding ?? ""
                if url.hasSuffix("/") || path.isEmpty {
                    path += path.isEmpty ? "index.html" : "/index.html"
                }
                targets.append(path)
            }
        }
        return targets
    }

    @Test func filesBesidePagesAndStaticFilesArePublishedAndEveryLocalReferenceResolves()
        async throws
    {
        let site = try TestSite(Self.files, bytes: Self.bytes)
        defer { site.remove() }
        let result = await site.build()
        #expect(result.diagnostics.lines == [])
        #expect(result.published)
        let published = site.snapshot()
        for image in ["river/photo.jpg", "river/img/sub/diagram.png", "photo.jpg", "map.png"] {
            #expect(Self.isImage(published[image]), "\(image)")
        }
        let expected: [String: [UInt8]] = [
            "river/notes.pdf": Self.pdf,
            "robots.txt": Array("User-agent: *\nDisallow:\n".utf8),
            "files/handout.pdf": Self.pdf,
        ]
        for (path, bytes) in expected {
            #expect(published[path].map { [UInt8]($0) } == bytes, "\(path)")
        }
        // The bundle is the page /river/ (Hugo's leaf bundle), not /river/index/.
        #expect(published["river/index.html"] != nil)
        #expect(published["river/index/index.html"] == nil)
        for page in ["river/index.html", "media/index.html", "guides/up/index.html"] {
            let html = try #require(site.output(page))
            let targets = Self.localTargets(in: html, page: page, basePath: "/course/")
            #expect(!targets.isEmpty)
            for target in targets {
                #expect(published[target] != nil, "\(page) links \(target), which is not published")
            }
        }
        let river = try #require(site.output("river/index.html"))
        #expect(
            river.contains(
                #"<img src="/course/river/photo.jpg" alt="The river at dusk" width="4" height="2" decoding="async" />"#
            ))
        #expect(river.contains(#"<a href="/course/river/notes.pdf#page=2">handout</a>"#))
        #expect(river.contains(#"<a href="/course/map.png" title="Map">map</a>"#))
        #expect(river.contains(#"<a href="/course/river/photo.jpg">reference link</a>"#))
        #expect(river.contains(#"<a href="https://example.org/x.png">outside link</a>"#))
        let media = try #require(site.output("media/index.html"))
        #expect(
            media.contains(
                #"<img src="/course/photo.jpg" alt="The river at dusk" width="4" height="2" decoding="async" />"#
            ))
    }

    /// Raw HTML is not rewritten, but in a bundle its relative `src` still resolves: the file
    /// sits beside the page's output.
    @Test func rawHTMLInABundleResolvesBesideThePage() async throws {
        var files = Self.files
        files["quizgen.yaml"] = Self.config + "unsafe_html: true\n"
        let site = try TestSite(files, bytes: Self.bytes)
        defer { site.remove() }
        #expect(await site.build().diagnostics.lines == [])
        let html = try #require(site.output("river/index.html"))
        #expect(html.contains(#"<img src="photo.jpg" alt="raw">"#))
        let published = site.snapshot()
        for target in Self.localTargets(in: html, page: "river/index.html", basePath: "/course/") {
            #expect(published[target] != nil, "river/index.html links \(target)")
        }
    }

    @Test func aBundleFollowsItsPagesURLAndADraftBundlePublishesNothing() async throws {
        let site = try TestSite(
            [
                "quizgen.yaml": Self.config,
                "Content/pages/river/index.md":
                    "---\nurl: /flows/danube/\n---\n![Dusk](photo.jpg)\n",
                "Content/pages/draft/index.md": "---\ndraft: true\n---\n![Dusk](photo.jpg)\n",
            ],
            bytes: [
                "Content/pages/river/photo.jpg": Self.photo,
                "Content/pages/draft/photo.jpg": Self.photo,
            ])
        defer { site.remove() }
        let result = await site.build()
        #expect(result.diagnostics.lines == [])
        let published = site.snapshot()
        #expect(Self.isImage(published["flows/danube/photo.jpg"]))
        #expect(published["river/photo.jpg"] == nil)
        #expect(published["draft/photo.jpg"] == nil)
        #expect(
            site.output("flows/danube/index.html")?.contains(
                #"<img src="/course/flows/danube/photo.jpg" alt="Dusk" width="4" height="2" decoding="async" />"#
            ) == true)
    }

    @Test func aMissingFileIsALocatedErrorWithTheNearestName() async throws {
        var files = Self.files
        files["Content/pages/river/index.md"] =
            "---\ntitle: River\n---\n![The river at dusk](phot.jpg)\n\nThe [handout](handuot.pdf), [a page](../media/) and ![none](gone/x.png).\n"
        let site = try TestSite(files, bytes: Self.bytes)
        defer { site.remove() }
        let result = await site.build()
        #expect(
            result.diagnostics.lines == [
                "Content/pages/river/index.md:4:1: error: image 'phot.jpg' does not exist (looked for Content/pages/river/phot.jpg); did you mean 'photo.jpg'?",
                "Content/pages/river/index.md:6:5: error: link 'handuot.pdf' does not exist (looked for Content/pages/river/handuot.pdf)",
                "Content/pages/river/index.md:6:53: error: image 'gone/x.png' does not exist (looked for Content/pages/river/gone/x.png)",
            ])
        #expect(!result.published)
    }

    @Test func aStaticFileAndAPageOnOnePathAreAnErrorNamingBothAndThePreviousSiteStays()
        async throws
    {
        let site = try TestSite(Self.files, bytes: Self.bytes)
        defer { site.remove() }
        #expect(await site.build().published)
        let before = site.snapshot()
        try site.write("Content/pages/about.md", "---\ntitle: About\n---\nHi.\n")
        try site.write("static/about/index.html", "<p>static</p>\n")
        try site.write("static/photo.jpg", TestImages.png)
        let result = await site.build()
        #expect(
            result.diagnostics.lines == [
                "static/about/index.html: error: two files would be written to /about/index.html: static/about/index.html and the page from Content/pages/about.md:1:1",
                "static/photo.jpg: error: two files would be written to /photo.jpg: Content/pages/photo.jpg and static/photo.jpg",
            ])
        #expect(!result.published)
        #expect(site.snapshot() == before)
    }

    @Test func aPageInsideABundleIsALocatedErrorNotASectionClash() async throws {
        var files = Self.files
        files["Content/pages/river/notes.md"] = "---\ntitle: Notes\n---\nHi.\n"
        files["Content/pages/river/deep/more.md"] = "More.\n"
        let site = try TestSite(files, bytes: Self.bytes)
        defer { site.remove() }
        let result = await site.build()
        let message =
            "error: this page is inside the page bundle Content/pages/river/ (it has an index.md), whose other files are that page's own; move it out of the folder, or rename Content/pages/river/index.md to _index.md to make the folder a section"
        #expect(
            result.diagnostics.lines == [
                "Content/pages/river/deep/more.md:1:1: \(message)",
                "Content/pages/river/notes.md:1:1: \(message)",
            ])
    }

    @Test func aStaticFileInTheSearchIndexsPlaceIsAnErrorNamingIt() async throws {
        let site = try TestSite(
            [
                "quizgen.yaml": "title: T\nsearch: true\n", "static/search/index.json": "{}",
                "Content/pages/a.md": "---\ntitle: A\n---\nWords.\n",
            ])
        defer { site.remove() }
        let result = await site.build(plugins: SearchFixtures.plugins)
        #expect(
            result.diagnostics.lines == [
                "static/search/index.json: error: two files would be written to /search/index.json: static/search/index.json and the search index"
            ])
        #expect(!result.published)
    }

    @Test func linksOutOfTheSiteFIFOsAndDevicesAreRefusedAtTheFile() async throws {
        let site = try TestSite(
            Self.files, bytes: Self.bytes,
            links: [
                "static/passwd": "/etc/passwd",
                "static/etc": "/etc",
                "Content/pages/river/leak.txt": "/etc/passwd",
                "static/zero": "/dev/zero",
            ])
        defer { site.remove() }
        #expect(mkfifo(site.root.appendingPathComponent("static/pipe").path, 0o644) == 0)
        let result = await site.build()
        #expect(
            result.diagnostics.lines == [
                "Content/pages/river/leak.txt:1:1: error: 'Content/pages/river/leak.txt' leads outside the site (to /etc/passwd) through a symbolic link; refusing to read it",
                "static/etc: error: 'static/etc/' leads outside the site (to /etc) through a symbolic link; refusing to read it",
                "static/passwd:1:1: error: 'static/passwd' leads outside the site (to /etc/passwd) through a symbolic link; refusing to read it",
                "static/pipe:1:1: error: cannot read file: it is a FIFO, not a regular file",
                "static/zero:1:1: error: 'static/zero' leads outside the site (to /dev/zero) through a symbolic link; refusing to read it",
            ])
        #expect(!result.published)
        #expect(site.snapshot().isEmpty)
    }

    @Test func aLinkInsideTheSiteIsFollowed() async throws {
        let site = try TestSite(
            Self.files, bytes: Self.bytes, links: ["static/inside.png": "../Content/pages/map.png"])
        defer { site.remove() }
        let result = await site.build()
        #expect(result.diagnostics.lines == [])
        #expect(Self.isImage(site.snapshot()["inside.png"]))
    }

    @Test func noFileBesideAPageIsIgnoredAnyMore() async throws {
        let site = try TestSite(
            [
                "quizgen.yaml": Self.config,
                "Content/pages/media.md": "![The river at dusk](photo.jpg)\n",
            ],
            bytes: ["Content/pages/photo.jpg": Self.photo])
        defer { site.remove() }
        let result = await site.build()
        #expect(!result.diagnostics.lines.contains { $0.contains("only .md files are pages") })
        #expect(result.diagnostics.lines == [])
        #expect(Self.isImage(site.snapshot()["photo.jpg"]))
    }

    /// Adding, changing and removing a static file and a bundle's file, each followed by an
    /// incremental build whose output equals a clean build's.
    @Test func incrementalBuildsFollowStaticAndBundleFiles() async throws {
        let site = try TestSite(Self.files, bytes: Self.bytes)
        defer { site.remove() }
        let edits: [(String, (TestSite) throws -> Void)] = [
            ("add static", { try $0.write("static/new.txt", "new") }),
            ("change static", { try $0.write("static/robots.txt", "User-agent: *\n") }),
            ("remove static", { try $0.delete("static/new.txt") }),
            (
                "add a well-known file",
                { try $0.write("static/.well-known/security.txt", "Contact: mailto:a@b.c\n") }
            ),
            (
                "change the well-known file",
                { try $0.write("static/.well-known/security.txt", "Contact: mailto:x@y.z\n") }
            ),
            ("add bundle file", { try $0.write("Content/pages/river/extra.bin", [0, 1, 2]) }),
            (
                "change bundle file",
                { try $0.write("Content/pages/river/photo.jpg", TestImages.png) }
            ),
            ("remove bundle file", { try $0.delete("Content/pages/river/extra.bin") }),
            (
                "edit the bundle's page",
                {
                    try $0.write(
                        "Content/pages/river/index.md",
                        "---\ntitle: The river\n---\n![The river at dusk](photo.jpg)\n\nMore.\n")
                }
            ),
            (
                "show another of the site's images",
                {
                    try $0.write(
                        "Content/pages/river/index.md",
                        "---\ntitle: The river\n---\n![Dusk](photo.jpg)\n\n![Map](../map.png)\n")
                }
            ),
        ]
        _ = await IncrementalBuildTests.build(site, into: site.output)
        for (round, (name, edit)) in edits.enumerated() {
            try edit(site)
            let incremental = await IncrementalBuildTests.build(site, into: site.output)
            #expect(incremental.diagnostics.lines == [], "\(name)")
            let clean = site.root.appendingPathComponent(".clean-\(round)")
            _ = await IncrementalBuildTests.build(site, into: clean)
            #expect(
                IncrementalBuildTests.files(site, site.output)
                    == IncrementalBuildTests.files(site, clean), "\(name)")
        }
        let published = site.snapshot()
        #expect(published["new.txt"] == nil)
        #expect(published["river/extra.bin"] == nil)
        #expect(Self.isImage(published["river/photo.jpg"]))
        #expect(published["river/photo.jpg"].map { [UInt8]($0) } != Self.photo)
        #expect(published["robots.txt"] == Data("User-agent: *\n".utf8))
        #expect(published[".well-known/security.txt"] == Data("Contact: mailto:x@y.z\n".utf8))
    }

    /// `static/.well-known/` is published (RFC 8615: `security.txt`, an ACME challenge), as
    /// Hugo does; no other hidden file or folder is, not even inside it, and not a
    /// `.well-known/` beside the pages.
    @Test func theWellKnownFolderOfStaticIsPublishedAndNoOtherHiddenFile() async throws {
        let site = try TestSite([
            "quizgen.yaml": Self.config,
            "Content/pages/a.md": "---\ntitle: A\n---\nText.\n",
            "static/.well-known/security.txt": "Contact: mailto:security@example.org\n",
            "static/.well-known/acme-challenge/token1": "token1.key\n",
            "static/.well-known/.secret": "no",
            "static/.DS_Store": "no",
            "static/.git/config": "no",
            "static/files/.hidden": "no",
            "Content/pages/.well-known/x.txt": "no",
        ])
        defer { site.remove() }
        let result = await site.build()
        #expect(result.diagnostics.lines == [])
        let published = site.snapshot()
        #expect(
            published[".well-known/security.txt"]
                == Data("Contact: mailto:security@example.org\n".utf8))
        #expect(published[".well-known/acme-challenge/token1"] == Data("token1.key\n".utf8))
        let leaked = published.filter { $0.value == Data("no".utf8) }.keys.sorted()
        #expect(leaked == [])
    }
}
