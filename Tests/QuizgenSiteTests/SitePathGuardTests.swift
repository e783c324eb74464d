import Foundation
import QuizgenCore
import QuizgenLoading
import QuizgenSite
import QuizgenSystem
import QuizgenTestSupport
import Testing
import ZIPFoundation

/// Paths stay inside the site: a symbolic link to `/etc/passwd` for each kind of input that
/// names files (feed media of each format, feed files, zip entries, question images, data
/// collections, templates, pages) is refused with a located error, and nothing of it is copied.
@Suite("Paths from content stay inside the site, symbolic links included")
struct SitePathGuardTests {
    static let outside = "/etc/passwd"

    static func build(
        _ files: [String: String], links: [String: String], plugins: [Plugin] = [FeedPlugin.plugin]
    )
        async throws -> (lines: [String], published: [String: String])
    {
        let site = try TestSite(files, links: links)
        defer { site.remove() }
        let result = await site.build(plugins: plugins, write: false)
        let published = Dictionary(
            result.files.map { ($0.path, String(decoding: $0.contents, as: UTF8.self)) }
        ) { a, _ in a }
        return (result.diagnostics.lines, published)
    }

    static func leaks(_ published: [String: String]) -> [String] {
        published.filter { $0.value.contains("root:") }.map(\.key).sorted()
    }

    static let mastodonConfig =
        "title: T\nbase_url: https://example.org/\nfeeds:\n  m:\n    format: mastodon\n    source: in/m\n"

    static func outbox(media: String) -> String {
        """
        {"type": "OrderedCollection", "orderedItems": [
         {"id": "https://s.example/users/a/statuses/1/activity", "type": "Create", "actor": "https://s.example/users/a", "published": "2023-05-01T10:00:00Z",
          "object": {"id": "https://s.example/users/a/statuses/1", "type": "Note", "published": "2023-05-01T10:00:00Z",
           "attributedTo": "https://s.example/users/a", "to": ["https://www.w3.org/ns/activitystreams#Public"], "cc": [],
           "content": "<p>hi</p>", "attachment": [{"type": "Document", "mediaType": "image/png", "url": "\(media)"}]}}]}
        """
    }

    @Test("feed media in a Mastodon folder (problem 2)")
    func mastodonMedia() async throws {
        let (lines, published) = try await Self.build(
            [
                "quizgen.yaml": Self.mastodonConfig,
                "in/m/outbox.json": Self.outbox(media: "/media_attachments/p.png"),
                "in/m/actor.json":
                    #"{"id": "https://s.example/users/a", "preferredUsername": "a"}"#,
            ],
            links: ["in/m/media_attachments/p.png": Self.outside])
        #expect(
            lines == [
                "in/m/outbox.json:5:43: error: 'media_attachments/p.png' leads outside the archive (to /etc/passwd) through a symbolic link; refusing to read it"
            ])
        #expect(Self.leaks(published) == [])
        #expect(!published.keys.contains { $0.hasPrefix("media/") })
        #expect(published["feeds/m/index.html"]?.contains("class=\"media-missing\"") == true)
    }

    @Test("feed media in quizgen's own format")
    func quizgenMedia() async throws {
        let (lines, published) = try await Self.build(
            [
                "quizgen.yaml":
                    "title: T\nbase_url: https://example.org/\nfeeds:\n  c:\n    source: in/c\n",
                "in/c/users.json": #"[{"id": "ann", "avatar": "face.png"}]"#,
                "in/c/posts.json":
                    #"[{"id": "p", "author": "ann", "time": "2024-01-01T00:00:00Z", "text": "x", "media": ["pic.png"]}]"#,
            ],
            links: ["in/c/pic.png": Self.outside, "in/c/face.png": Self.outside])
        #expect(
            lines == [
                "in/c/posts.json:1:2: error: 'pic.png' leads outside the archive (to /etc/passwd) through a symbolic link; refusing to read it",
                "in/c/users.json:1:2: error: 'face.png' leads outside the archive (to /etc/passwd) through a symbolic link; refusing to read it",
            ])
        #expect(Self.leaks(published) == [])
    }

    @Test("feed media in a Twitter folder")
    func twitterMedia() async throws {
        let tweet = #"""
            window.YTD.tweets.part0 = [{"tweet": {"id_str": "5", "created_at": "Mon Nov 14 10:00:00 +0000 2022", "full_text": "x",
             "entities": {}, "extended_entities": {"media": [{"type": "photo", "media_url_https": "https://pbs.twimg.com/media/p.png"}]}}}]
            """#
        let (lines, published) = try await Self.build(
            [
                "quizgen.yaml":
                    "title: T\nbase_url: https://example.org/\nfeeds:\n  t:\n    format: twitter\n    source: in/t\n",
                "in/t/data/account.js":
                    #"window.YTD.account.part0 = [{"account": {"accountId": "1", "username": "ann"}}]"#,
                "in/t/data/tweets.js": tweet,
            ],
            links: ["in/t/data/tweets_media/5-p.png": Self.outside])
        #expect(
            lines == [
                "in/t/data/tweets.js:2:50: error: 'data/tweets_media/5-p.png' leads outside the archive (to /etc/passwd) through a symbolic link; refusing to read it"
            ])
        #expect(Self.leaks(published) == [])
        // Neither copied nor hotlinked.
        #expect(!published.values.contains { $0.contains("pbs.twimg.com") })
    }

    @Test("a feed's source folder as a link")
    func feedSource() async throws {
        let (lines, published) = try await Self.build(
            ["quizgen.yaml": Self.mastodonConfig], links: ["in/m": "/etc"])
        #expect(
            lines == [
                "quizgen.yaml:6:13: error: source 'in/m' must be a folder or .zip inside the site root"
            ])
        #expect(Self.leaks(published) == [])
    }

    @Test("a feed's own file (outbox.json) as a link")
    func feedFile() async throws {
        let (lines, published) = try await Self.build(
            ["quizgen.yaml": Self.mastodonConfig], links: ["in/m/outbox.json": Self.outside])
        #expect(
            lines == [
                "in/m/outbox.json: error: cannot read 'outbox.json': it leads outside the archive (to /etc/passwd) through a symbolic link; refusing to read it",
                "quizgen.yaml:4:3: warning: no actor.json in the archive; the author has no profile",
            ])
        #expect(Self.leaks(published) == [])
    }

    @Test("a symbolic link entry in a zip archive is refused, not silently skipped")
    func zipEntry() async throws {
        let site = try TestSite([
            "quizgen.yaml":
                "title: T\nbase_url: https://example.org/\nfeeds:\n  m:\n    format: mastodon\n    source: m.zip\n"
        ])
        defer { site.remove() }
        let archive = try Archive(
            url: site.root.appendingPathComponent("m.zip"), accessMode: .create)
        let outbox = Data(Self.outbox(media: "/media_attachments/p.png").utf8)
        try archive.addEntry(
            with: "outbox.json", type: .file, uncompressedSize: Int64(outbox.count)
        ) { position, size in
            outbox.subdata(in: Int(position)..<Int(position) + size)
        }
        let target = Data(Self.outside.utf8)
        try archive.addEntry(
            with: "media_attachments/p.png", type: .symlink, uncompressedSize: Int64(target.count)
        ) {
            position, size in target.subdata(in: Int(position)..<Int(position) + size)
        }
        let result = await site.build(plugins: [FeedPlugin.plugin], write: false)
        // Site-relative, though the zip sits at the site root.
        #expect(
            result.diagnostics.lines.contains(
                "m.zip/media_attachments/p.png: error: refusing zip entry 'media_attachments/p.png': it is a symbolic link, which could lead outside the archive"
            ))
        #expect(!result.diagnostics.lines.contains { $0.contains(site.root.path) })
        #expect(
            !result.files.contains {
                String(decoding: $0.contents, as: UTF8.self).contains("root:")
            })
    }

    @Test("a question image")
    func questionImage() async throws {
        let bank = "## Q {#a}\n![Passwords](p.png)\n- [x] x\n- [ ] y\n"
        let (lines, published) = try await Self.build(
            ["quizgen.yaml": QuizFixtures.config, "Content/banks/b.md": bank],
            links: ["Content/banks/p.png": Self.outside], plugins: [QuizPlugin.plugin])
        #expect(
            lines == [
                "Content/banks/b.md:2:1: error: image 'p.png' in question 'a' leads outside Content/ (to /etc/passwd) through a symbolic link; refusing to read it"
            ])
        #expect(Self.leaks(published) == [])
    }

    @Test("a data collection file and a data collection folder")
    func dataCollection() async throws {
        let config =
            "title: T\nbase_url: https://example.org/\ncollections:\n  terms:\n    template: item\n  more:\n    template: item\n"
        let (lines, published) = try await Self.build(
            ["quizgen.yaml": config, "Content/data/terms/a.json": #"{"title": "A"}"#],
            links: ["Content/data/terms/b.json": Self.outside, "Content/data/more": "/etc"],
            plugins: [])
        #expect(
            lines == [
                "Content/data/terms/b.json:1:1: error: 'Content/data/terms/b.json' leads outside the site (to /etc/passwd) through a symbolic link; refusing to read it",
                "quizgen.yaml:6:3: error: 'Content/data/more/' leads outside the site (to /etc) through a symbolic link; refusing to read it",
            ])
        #expect(Self.leaks(published) == [])
    }

    @Test("a template and a page")
    func templateAndPage() async throws {
        let (lines, published) = try await Self.build(
            ["quizgen.yaml": "title: T\n", "Content/index.md": "# Home\n"],
            links: [
                "Templates/page.mustache": Self.outside, "Content/pages/secret.md": Self.outside,
            ], plugins: [])
        #expect(
            lines == [
                "Content/pages/secret.md:1:1: error: 'Content/pages/secret.md' leads outside the site (to /etc/passwd) through a symbolic link; refusing to read it",
                "Templates/page.mustache:1:1: error: 'Templates/page.mustache' leads outside the site (to /etc/passwd) through a symbolic link; refusing to read it",
            ])
        #expect(Self.leaks(published) == [])
    }

    /// A linked folder is refused where a linked file is: the feed's own folder, i18n/ (issue
    /// 35, class 3), with nothing of them published.
    @Test("a feed folder and i18n/ that are links out of the site")
    func linkedFolders() async throws {
        let outside = try OutsideFolder([
            "feed/users.json": #"[{"id": "ann", "name": "root: Ann"}]"#,
            "feed/posts.json":
                #"[{"id": "p", "author": "ann", "time": "2024-01-01T00:00:00Z", "text": "root: secret"}]"#,
            "i18n/en.yaml": "theme:\n  built_with: \"root: secret\"\n",
        ])
        defer { outside.remove() }
        let (lines, published) = try await Self.build(
            [
                "quizgen.yaml":
                    "title: T\nbase_url: https://example.org/\nfeeds:\n  club:\n    title: Club\n",
                "Content/index.md": "---\ntitle: Home\n---\nHi.\n",
            ],
            links: ["Content/feeds/club": outside.path("feed"), "i18n": outside.path("i18n")])
        #expect(
            lines == [
                "i18n/en.yaml:1:1: error: 'i18n/en.yaml' is in a folder that leads outside the site (to \(outside.path("i18n"))) through a symbolic link; refusing to read it",
                "quizgen.yaml:4:3: error: the source 'Content/feeds/club/' of feed 'club' leads outside the site (to \(outside.path("feed"))) through a symbolic link; refusing to read it",
            ])
        #expect(Self.leaks(published) == [])
    }

    /// Only regular files are read: a FIFO and a link to /dev/zero under Content/ are located
    /// errors, and the build ends (it waited on the FIFO for ever).
    @Test("a FIFO and a link to /dev/zero under Content/")
    func fifoAndDevice() async throws {
        let site = try TestSite(
            [
                "quizgen.yaml": "title: T\nbase_url: https://example.org/\n",
                "Content/index.md": "Hi.\n",
            ],
            links: ["Content/pages/zero.md": "/dev/zero"])
        defer { site.remove() }
        #expect(mkfifo(site.root.appendingPathComponent("Content/pages/fifo.md").path, 0o644) == 0)
        let result = await site.build(write: false)
        #expect(
            result.diagnostics.lines == [
                "Content/pages/fifo.md:1:1: error: cannot read file: it is a FIFO, not a regular file",
                "Content/pages/zero.md:1:1: error: 'Content/pages/zero.md' leads outside the site (to /dev/zero) through a symbolic link; refusing to read it",
            ])
    }

    /// The rule's parts: a folder's escape is found through any link on the way, and a FIFO is
    /// refused by `allowsReading` and read by nothing.
    @Test("the rule: folders on the way, regular files only")
    func ruleParts() throws {
        let outside = try OutsideFolder(["data/a.txt": "root: x"])
        defer { outside.remove() }
        let site = try TestSite(
            ["Content/x.md": "x"], links: ["Content/linked": outside.path("data")])
        defer { site.remove() }
        let guardian = SitePathGuard(root: site.root)
        #expect(
            guardian.folderEscape(of: site.root.appendingPathComponent("Content/linked/a.txt"))
                == outside.path("data"))
        #expect(guardian.folderEscape(of: site.root.appendingPathComponent("Content/x.md")) == nil)
        let fifo = site.root.appendingPathComponent("Content/fifo")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        var diagnostics = Diagnostics()
        #expect(
            !guardian.allowsReading(
                fifo, what: "'Content/fifo'", at: SourceLocation(path: "x.md", line: 2, column: 3),
                into: &diagnostics))
        #expect(
            diagnostics.lines == [
                "x.md:2:3: error: 'Content/fifo' is not a regular file (a FIFO); refusing to read it"
            ])
        #expect(SitePathGuard.regularFileBytes(atPath: fifo.path) == nil)
    }

    /// A submissions folder linked out of the site is refused as a whole, before any of its
    /// files is listed or opened.
    @Test("a submissions folder that is a link out of the site")
    func linkedSubmissions() async throws {
        let outside = try OutsideFolder([
            "sub/a.json": #"{"exam": "E", "name": "root: Ann", "answers": {"q1": "a"}}"#
        ])
        defer { outside.remove() }
        let (lines, published) = try await Self.build(
            [
                "quizgen.yaml": "title: T\nbase_url: https://example.org/\n",
                "Content/banks/b.md": "## One? {#q1}\n- [x] Right\n- [ ] Wrong\n",
                "Content/exams/e.yaml": "title: E\ncode: E\nquestions:\n  - q1\n",
            ],
            links: ["Content/submissions/e": outside.path("sub")],
            plugins: [QuizPlugin.plugin, GradingPlugin.plugin])
        #expect(
            lines.filter { $0.contains("error") } == [
                "Content/submissions/e: error: 'Content/submissions/e/' leads outside the site (to \(outside.path("sub"))) through a symbolic link; refusing to read it"
            ])
        #expect(Self.leaks(published) == [])
    }
}

/// A folder swapped for a link out between the check of a path and its read (issue 35, class 3):
/// every read is checked again on the file it opened, so nothing outside is read.
@Suite("A folder swapped for a link out after its check is not read")
struct SwappedFolderTests {
    @Test func theReaderRefusesTheSwappedFolder() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "quizgen-swap-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let site = scratch.appendingPathComponent("site")
        let outside = scratch.appendingPathComponent("outside")
        let folder = site.appendingPathComponent("Content/feeds/campus")
        for made in [folder, outside] {
            try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
        }
        try Data("inside".utf8).write(to: folder.appendingPathComponent("posts.json"))
        try Data("secret".utf8).write(to: outside.appendingPathComponent("posts.json"))
        let reader = SourceReader(root: site)
        var diagnostics = Diagnostics()
        let file = folder.appendingPathComponent("posts.json")
        #expect(reader.read(file, into: &diagnostics)?.text == "inside")
        // The folder was resolved (and remembered) inside the site; now it leads out.
        try FileManager.default.removeItem(at: folder)
        try FileManager.default.createSymbolicLink(at: folder, withDestinationURL: outside)
        #expect(reader.read(file, into: &diagnostics) == nil)
        let real = try #require(SitePathGuard(root: outside).root)
        #expect(
            diagnostics.lines == [
                "Content/feeds/campus/posts.json:1:1: error: 'Content/feeds/campus/posts.json' leads outside the site (to \(real)/posts.json) through a symbolic link; refusing to read it"
            ])
        // The same through the guard's own reads (question images, feed archives).
        var more = Diagnostics()
        #expect(
            reader.pathGuard.bytes(of: file, what: "image 'posts.json'", at: nil, into: &more)
                == nil)
        #expect(
            reader.pathGuard.confinedBytes(atPath: file.path)
                == .outside("\(real)/posts.json"))
    }
}
