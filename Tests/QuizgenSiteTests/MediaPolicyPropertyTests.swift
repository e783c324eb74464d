import Foundation
import QuizgenLoading
import QuizgenSite
import QuizgenTestSupport
import Testing

/// Media are published only as what a page embeds (issue 35, class 4): a hostile medium at every
/// place content names one (question images, an own feed's attachments and avatar, Mastodon
/// and Twitter attachments) is refused with a located error where it is named, or published
/// sanitised (SVG); nothing published under `media/` is of another type or runs script.
@Suite("Media: only images, audio, video and PDF are published, SVG sanitised")
struct MediaPolicyPropertyTests {
    static let script =
        #"<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><rect width="1" height="1"/></svg>"#
    static let page = "<html><body><script>alert(document.cookie)</script></body></html>"

    static let config = """
        title: T
        base_url: https://example.org/
        feeds:
          own:
            title: Own
          masto:
            format: mastodon
            source: in/m
          birds:
            format: twitter
            source: in/t
        """

    static let outbox = #"""
        {"type": "OrderedCollection", "orderedItems": [
         {"id": "https://s.example/users/a/statuses/1/activity", "type": "Create", "actor": "https://s.example/users/a", "published": "2023-05-01T10:00:00Z",
          "object": {"id": "https://s.example/users/a/statuses/1", "type": "Note", "published": "2023-05-01T10:00:00Z",
           "attributedTo": "https://s.example/users/a", "to": ["https://www.w3.org/ns/activitystreams#Public"], "cc": [], "content": "<p>hi</p>",
           "attachment": [
            {"type": "Document", "mediaType": "text/html", "url": "/media_attachments/a.png"},
            {"type": "Document", "mediaType": "image/png", "url": "/media_attachments/b.html"},
            {"type": "Document", "mediaType": "image/svg+xml", "url": "/media_attachments/c.svg"},
            {"type": "Document", "mediaType": "image/png", "url": "/media_attachments/ok.png"}]}}]}
        """#

    static let tweets = #"""
        window.YTD.tweets.part0 = [{"tweet": {"id_str": "5", "created_at": "Mon Nov 14 10:00:00 +0000 2022", "full_text": "x",
         "entities": {}, "extended_entities": {"media": [{"type": "photo", "media_url_https": "https://pbs.twimg.com/media/p.html"}]}}}]
        """#

    static func site() throws -> TestSite {
        let bank = """
            ## Ok? {#q1}
            ![a map](map.png) ![a chart](chart.svg)
            - [x] Yes
            - [ ] No

            ## Page? {#q2}
            ![a page](page.html) ![a clip](clip.mp4) ![notes](notes.txt)
            - [x] Yes
            - [ ] No
            """
        return try TestSite(
            [
                "quizgen.yaml": config,
                "Content/banks/b.md": bank,
                "Content/exams/e.yaml": "title: E\ncode: E\nquestions:\n  - q1\n  - q2\n",
                "Content/banks/chart.svg": script,
                "Content/banks/page.html": page,
                "Content/banks/clip.mp4": "mp4",
                "Content/banks/notes.txt": "notes",
                "Content/feeds/own/users.json": #"[{"id": "ann", "avatar": "face.html"}]"#,
                "Content/feeds/own/posts.json":
                    #"[{"id": "p", "author": "ann", "time": "2024-01-01T00:00:00Z", "text": "x", "media": ["m.html", "m.svg", "doc.pdf"]}]"#,
                "Content/feeds/own/face.html": page,
                "Content/feeds/own/m.html": page,
                "Content/feeds/own/m.svg": script,
                "Content/feeds/own/doc.pdf": "%PDF-1.4",
                "in/m/outbox.json": outbox,
                "in/m/actor.json":
                    #"{"id": "https://s.example/users/a", "preferredUsername": "a"}"#,
                "in/m/media_attachments/a.png": page,
                "in/m/media_attachments/b.html": page,
                "in/m/media_attachments/c.svg": script,
                "in/t/data/account.js":
                    #"window.YTD.account.part0 = [{"account": {"accountId": "1", "username": "ann"}}]"#,
                "in/t/data/tweets.js": tweets,
                "in/t/data/tweets_media/5-p.html": page,
            ],
            bytes: [
                "Content/banks/map.png": QuizFixtures.png,
                "in/m/media_attachments/ok.png": QuizFixtures.png,
            ])
    }

    @Test func onlyEmbeddableMediaArePublished() async throws {
        let site = try Self.site()
        defer { site.remove() }
        let result = await site.build(
            plugins: [QuizPlugin.plugin, FeedPlugin.plugin], write: false)
        #expect(
            result.diagnostics.lines.filter { $0.contains("refusing to publish") } == [
                "Content/banks/b.md:7:1: error: image 'page.html' in question 'q2' is a .html file; only images, audio, video and PDF are published as media; refusing to publish it",
                "Content/banks/b.md:7:42: error: image 'notes.txt' in question 'q2' is a .txt file; only images, audio, video and PDF are published as media; refusing to publish it",
                "Content/feeds/own/posts.json:1:2: error: 'm.html' is a .html file; only images, audio, video and PDF are published as media; refusing to publish it",
                "Content/feeds/own/users.json:1:2: error: 'face.html' is a .html file; only images, audio, video and PDF are published as media; refusing to publish it",
                "in/m/outbox.json:6:5: error: 'media_attachments/a.png' is declared as text/html; only images, audio, video and PDF are published as media; refusing to publish it",
                "in/m/outbox.json:7:5: error: 'media_attachments/b.html' is a .html file; only images, audio, video and PDF are published as media; refusing to publish it",
                "in/t/data/tweets.js:2:50: error: 'data/tweets_media/5-p.html' is a .html file; only images, audio, video and PDF are published as media; refusing to publish it",
            ])
        let media = result.files.filter { $0.path.hasPrefix("media/") }
        // The allowed ones, each once: the map, the chart, the clip, the PDF, the feed's SVG, the
        // Mastodon SVG and PNG; and the two PNGs' WebP copies (docs/images.md).
        #expect(
            media.map { MediaPolicy.pathExtension($0.path) }.sorted()
                == ["mp4", "pdf", "png", "png", "svg", "svg", "svg", "webp", "webp"])
        for file in media {
            #expect(MediaPolicy.refusal(name: file.path) == nil, "\(file.path) published")
            #expect(
                !String(decoding: file.contents, as: UTF8.self).contains("<script"),
                "\(file.path) carries a script")
            if file.path.hasSuffix(".svg") {
                #expect(LiveMarkup.findings(inSVG: file.contents) == [], "\(file.path)")
            }
        }
        // No page links a medium of a refused kind.
        for file in result.files where file.path.hasSuffix(".html") {
            let html = String(decoding: file.contents, as: UTF8.self)
            #expect(
                html.range(of: #"/media/[^"]*\.(html?|txt)""#, options: .regularExpression) == nil,
                "\(file.path) links a refused medium")
        }
    }
}
