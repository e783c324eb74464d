import Foundation
import QuizgenCore
import QuizgenLoading
import QuizgenSite
import QuizgenTestSupport
import Testing

/// Imports say what the archive says: sensitive media, edits, boosts, authors, media kinds
/// (issue 14, problems 4 to 7 and 9), built end to end from small archives.
@Suite("Feeds: faithful imports")
struct FeedFaithfulImportTests {
    static let actor = "https://s.example/users/ann"
    static let publicAddress = "https://www.w3.org/ns/activitystreams#Public"

    static func config(_ format: String, source: String = "in/f") -> String {
        "title: T\nbase_url: https://example.org/\nfeeds:\n  f:\n    title: Campus\n    format: \(format)\n    source: \(source)\n"
    }

    static func create(_ n: Int, day: String, extra: String = "", attachment: String = "[]")
        -> String
    {
        """
        {"id": "\(actor)/statuses/\(n)/activity", "type": "Create", "actor": "\(actor)", "published": "\(day)T10:00:00Z",
         "object": {"id": "\(actor)/statuses/\(n)", "type": "Note", "published": "\(day)T10:00:00Z", \(extra)
          "url": "https://s.example/@ann/\(n)", "attributedTo": "\(actor)", "to": ["\(publicAddress)"], "cc": [],
          "content": "<p>Post \(n) text</p>", "attachment": \(attachment)}}
        """
    }

    static func announce(_ n: Int, day: String, object: String) -> String {
        """
        {"id": "\(actor)/statuses/\(n)/activity", "type": "Announce", "actor": "\(actor)", "published": "\(day)T10:00:00Z",
         "to": ["\(publicAddress)"], "cc": [], "object": "\(object)"}
        """
    }

    static func mastodon(_ items: [String], name: String = "Ann") -> [String: String] {
        [
            "quizgen.yaml": config("mastodon"),
            "in/f/actor.json":
                #"{"id": "\#(actor)", "preferredUsername": "ann", "name": "\#(name)"}"#,
            "in/f/outbox.json": "{\"type\": \"OrderedCollection\", \"orderedItems\": [\n"
                + items.joined(separator: ",\n") + "\n]}",
        ]
    }

    static func build(_ files: [String: String], bytes: [String: [UInt8]] = [:]) async throws -> (
        BuildResult, [String: String]
    ) {
        let site = try TestSite(files, bytes: bytes)
        defer { site.remove() }
        let result = await site.build(plugins: [FeedPlugin.plugin], write: false)
        return (result, FeedTestSupport.texts(result))
    }

    @Test(
        "sensitive: true hides media behind a click without a warning text; a wrong type is a located warning (problem 4)"
    )
    func sensitive() async throws {
        let picture =
            #"[{"type": "Document", "mediaType": "image/png", "url": "/media/p.png", "name": "a chart"}]"#
        let (result, files) = try await Self.build(
            Self.mastodon([
                Self.create(
                    1, day: "2023-05-01", extra: #""sensitive": true, "summary": null,"#,
                    attachment: picture),
                Self.create(2, day: "2023-05-02", extra: #""sensitive": false, "summary": 42,"#),
            ]),
            bytes: ["in/f/media/p.png": TestImages.png])
        #expect(
            result.diagnostics.lines == [
                "in/f/outbox.json:7:145: warning: 'summary' (the content warning) of 'https://s.example/users/ann/statuses/2' is a number, expected a string; the post is shown behind a generic warning"
            ])
        let first = try #require(files["feeds/f/posts/1/index.html"])
        let hidden = try #require(
            first.range(of: "<details class=\"sensitive\"><summary>Sensitive media: show</summary>")
        )
        let image = try #require(first.range(of: "<img src=\"/media/"))
        #expect(hidden.lowerBound < image.lowerBound)
        let second = try #require(files["feeds/f/posts/2/index.html"])
        #expect(
            second.contains("<details class=\"content-warning\"><summary>Content warning</summary>")
        )
        #expect(files["feeds/f/atom.xml"]?.contains("<summary>Sensitive media</summary>") == true)
    }

    @Test("sensitive in quizgen's own format and Twitter's possibly_sensitive")
    func sensitiveElsewhere() async throws {
        let (own, ownFiles) = try await Self.build(
            [
                "quizgen.yaml": Self.config("quizgen"), "in/f/users.json": #"[{"id": "ann"}]"#,
                "in/f/posts.json":
                    #"[{"id": "p", "author": "ann", "time": "2024-01-01T00:00:00Z", "text": "x", "sensitive": true, "media": ["p.png"]}]"#,
            ],
            bytes: ["in/f/p.png": TestImages.png])
        #expect(own.diagnostics.lines == [])
        #expect(
            ownFiles["feeds/f/posts/p/index.html"]?.contains("<details class=\"sensitive\">")
                == true)
        let tweet =
            #"{"tweet": {"id_str": "5", "created_at": "Mon Nov 14 10:00:00 +0000 2022", "full_text": "x", "possibly_sensitive": true, "entities": {}, "extended_entities": {"media": [{"type": "photo", "media_url_https": "https://pbs.twimg.com/media/p.png"}]}}}"#
        let (_, twitter) = try await Self.build(
            [
                "quizgen.yaml": Self.config("twitter"),
                "in/f/data/account.js":
                    #"window.YTD.account.part0 = [{"account": {"accountId": "1", "username": "ann"}}]"#,
                "in/f/data/tweets.js": "window.YTD.tweets.part0 = [\(tweet)]",
            ],
            bytes: ["in/f/data/tweets_media/5-p.png": TestImages.png])
        #expect(
            twitter["feeds/f/posts/5/index.html"]?.contains("<details class=\"sensitive\">") == true
        )
    }

    @Test("an edited tweet is published once, in its latest version (problem 5)")
    func twitterEdits() async throws {
        func tweet(_ id: String, _ date: String, _ text: String, edit: String) -> String {
            #"{"tweet": {"id_str": "\#(id)", "created_at": "\#(date)", "full_text": "\#(text)", "entities": {}, "edit_info": \#(edit)}}"#
        }
        let chain =
            #"{"editTweetIds": ["100", "101"], "editableUntil": "2022-11-14T11:00:00.000Z", "editsRemaining": "4", "isEditEligible": true}"#
        let tweets = [
            tweet(
                "100", "Mon Nov 14 10:00:00 +0000 2022", "first wording",
                edit: #"{"initial": \#(chain)}"#),
            tweet(
                "101", "Mon Nov 14 10:05:00 +0000 2022", "second wording",
                edit: #"{"edit": {"initialTweetId": "100", "editControlInitial": \#(chain)}}"#),
            #"{"tweet": {"id_str": "102", "created_at": "Mon Nov 14 11:00:00 +0000 2022", "full_text": "a reply", "entities": {}, "in_reply_to_status_id_str": "100"}}"#,
        ]
        let (result, files) = try await Self.build([
            "quizgen.yaml": Self.config("twitter"),
            "in/f/data/account.js":
                #"window.YTD.account.part0 = [{"account": {"accountId": "1", "username": "ann"}}]"#,
            "in/f/data/tweets.js": "window.YTD.tweets.part0 = [\n" + tweets.joined(separator: ",\n")
                + "\n]",
        ])
        #expect(
            result.diagnostics.lines == [
                "in/f/data/tweets.js:2:11: note: 1 earlier version of edited tweets left out; each edited tweet is published once, in its latest version"
            ])
        #expect(files["feeds/f/posts/100/index.html"] == nil)
        let latest = try #require(files["feeds/f/posts/101/index.html"])
        #expect(latest.contains("second wording"))
        let all = files.values.joined()
        #expect(!all.contains("first wording"))
        // The reply to the first version answers the published one.
        #expect(
            files["feeds/f/posts/102/index.html"]?.contains("href=\"/feeds/f/posts/101/\"") == true)
    }

    @Test(
        "boost permalinks come from the boost's own id; an older boost renames nothing; feeds carry the content (problem 6)"
    )
    func boosts() async throws {
        let items = [
            Self.create(1, day: "2023-05-01"),
            Self.announce(
                21, day: "2023-05-03", object: "https://other.example/users/bo/statuses/9"),
            Self.announce(22, day: "2023-05-04", object: "\(Self.actor)/statuses/1"),
            Self.create(2, day: "2023-05-05", extra: #""summary": "spoilers","#),
            Self.announce(23, day: "2023-05-06", object: "\(Self.actor)/statuses/2"),
        ]
        let (_, before) = try await Self.build(Self.mastodon(items))
        // A boost keeps the boosted post's content warning, on its card and in the feeds.
        #expect(
            before["feeds/f/posts/boost-23/index.html"]?.contains("<summary>spoilers</summary>")
                == true)
        #expect(before["feeds/f/posts/boost-21/index.html"] != nil)
        #expect(before["feeds/f/posts/boost-22/index.html"] != nil)
        #expect(!before.keys.contains { $0.contains("posts/activity") })
        let atom = try #require(before["feeds/f/atom.xml"])
        #expect(atom.contains("<id>https://example.org/feeds/f/posts/boost-21/</id>"))
        #expect(!atom.contains("<content type=\"html\"></content>"))
        #expect(!atom.contains("Post by"))
        // The boost of another server's post links it; the boost of a post here carries its text.
        #expect(
            atom.contains(
                "Boosted &lt;a href=&quot;https://other.example/users/bo/statuses/9&quot;"))
        #expect(atom.contains("<title>Boosted: Post 1 text</title>"))
        let (_, after) = try await Self.build(
            Self.mastodon(
                items + [
                    Self.announce(
                        20, day: "2023-05-02", object: "https://other.example/users/bo/statuses/8")
                ]))
        #expect(after["feeds/f/posts/boost-21/index.html"] != nil)
        #expect(after["feeds/f/posts/boost-20/index.html"] != nil)
        #expect(
            after["feeds/f/atom.xml"]?.contains(
                "<id>https://example.org/feeds/f/posts/boost-21/</id>") == true)
    }

    @Test("the per-user RSS description is plain text (problem 7)")
    func rssDescription() async throws {
        let (_, files) = try await Self.build(
            Self.mastodon([Self.create(1, day: "2023-05-01")], name: "<b>Ann</b>"))
        let rss = try #require(files["feeds/f/users/ann/rss.xml"])
        #expect(rss.contains("<description>Posts of Ann (@ann) · Campus</description>"))
    }

    @Test(
        "smaller: author fallback, no hotlinks, audio, sizes, '1 reply', no empty Tags list (problem 9)"
    )
    func smaller() async throws {
        let media = #"""
            "extended_entities": {"media": [{"type": "video", "media_url_https": "https://pbs.twimg.com/v.jpg",
              "video_info": {"variants": [{"content_type": "video/mp4", "bitrate": "832000", "url": "https://video.twimg.com/v.mp4"}]}}]}
            """#
        let (_, twitter) = try await Self.build([
            "quizgen.yaml": Self.config("twitter", source: "in/birds"),
            "in/birds/data/tweets.js": #"""
            window.YTD.tweets.part0 = [{"tweet": {"id_str": "5", "created_at": "Mon Nov 14 10:00:00 +0000 2022", "full_text": "a video", "entities": {}, \#(media)}},
             {"tweet": {"id_str": "6", "created_at": "Mon Nov 14 11:00:00 +0000 2022", "full_text": "a reply", "entities": {}, "in_reply_to_status_id_str": "5"}}]
            """#,
        ])
        let card = try #require(twitter["feeds/f/posts/5/index.html"])
        #expect(card.contains("<span class=\"handle\">@birds</span>"))
        #expect(!twitter.values.contains { $0.contains("<span class=\"handle\">@</span>") })
        #expect(
            !twitter.values.contains {
                $0.contains("video.twimg.com") || $0.contains("pbs.twimg.com/v.jpg\"")
            })
        #expect(card.contains("class=\"media-missing\""))
        let timeline = try #require(twitter["feeds/f/index.html"])
        #expect(timeline.contains(">1 reply</a>"))
        #expect(!timeline.contains("repl(ies)"))
        let groups = try #require(twitter["feeds/f/groups/index.html"])
        #expect(groups.contains("No post has a tag."))
        #expect(!groups.contains("<ul class=\"tags\">"))

        let attachments = #"""
            [{"type": "Document", "mediaType": "audio/mpeg", "url": "/media/a.mp3", "name": "a song"},
             {"type": "Document", "mediaType": "image/png", "url": "/media/p.png", "name": "a chart", "width": 640, "height": 480}]
            """#
        let (_, mastodon) = try await Self.build(
            Self.mastodon([Self.create(1, day: "2023-05-01", attachment: attachments)]),
            bytes: ["in/f/media/a.mp3": [1, 2], "in/f/media/p.png": [3, 4]])
        let post = try #require(mastodon["feeds/f/posts/1/index.html"])
        #expect(post.contains("<audio controls preload=\"none\" src=\"/media/"))
        #expect(post.contains("alt=\"a chart\" width=\"640\" height=\"480\""))
    }

    @Test("a zip at the site root is named site-relative in diagnostics (problem 9)")
    func zipAtRoot() async throws {
        let site = try TestSite(["quizgen.yaml": Self.config("mastodon", source: "f.zip")])
        defer { site.remove() }
        let folder = site.root.deletingLastPathComponent().appendingPathComponent("zipped")
        let files = Self.mastodon([
            Self.create(
                1, day: "2023-05-01",
                attachment:
                    #"[{"type": "Document", "mediaType": "image/png", "url": "/media/gone.png"}]"#)
        ])
        for (path, text) in files where path.hasPrefix("in/f/") {
            let url = folder.appendingPathComponent(String(path.dropFirst(5)))
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try ZipMaker.zip(folder, to: site.root.appendingPathComponent("f.zip"))
        let result = await site.build(plugins: [FeedPlugin.plugin], write: false)
        #expect(
            result.diagnostics.lines == [
                "f.zip/outbox.json:5:51: warning: media file 'media/gone.png' is not in the archive"
            ])
    }

    @Test(
        "the real Mastodon export: stable boost pages, boosts with content, nothing withheld anywhere",
        .enabled(if: FeedTestSupport.sharedAvailable, "needs ../shared beside the repository"))
    func realMastodon() async throws {
        let shared = FeedTestSupport.sharedFeeds.appendingPathComponent(
            "mastodon-fossilizer-fixture")
        let site = try TestSite(["quizgen.yaml": Self.config("mastodon")])
        defer { site.remove() }
        for name in ["outbox.json", "actor.json"] {
            try FeedTestSupport.copy(
                shared.appendingPathComponent(name), into: site, at: "in/f/\(name)")
        }
        let result = await site.build(plugins: [FeedPlugin.plugin])
        #expect(!result.diagnostics.hasErrors)
        let files = site.snapshot().mapValues { String(decoding: $0, as: UTF8.self) }
        #expect(!files.keys.contains { $0.contains("posts/activity") })
        #expect(
            files.keys.filter {
                $0.hasPrefix("feeds/f/posts/boost-") && $0.hasSuffix("/index.html")
            }.count == 34)
        let atom = try #require(files["feeds/f/atom.xml"])
        #expect(!atom.contains("<content type=\"html\"></content>"))
        // Every followers-only and direct post of the real archive: its id, URL and page.
        let imported = MastodonImporter().importArchive(
            at: site.root.appendingPathComponent("in/f")
        ).feed
        let withheld = imported.posts.filter {
            $0.visibility == .followersOnly || $0.visibility == .direct
        }
        #expect(withheld.count == 4)
        for post in withheld {
            let segment = post.id.split(separator: "/").last.map(String.init) ?? post.id
            for marker in [post.id, post.url ?? post.id, "posts/\(segment)/"] {
                #expect(
                    !files.contains { $0.value.contains(marker) || $0.key.contains(marker) },
                    "\(marker) published")
            }
        }
    }

    @Test(
        "the real Twitter archive: no hotlinked media, an author for every tweet",
        .enabled(if: FeedTestSupport.sharedAvailable, "needs ../shared beside the repository"))
    func realTwitter() async throws {
        let shared = FeedTestSupport.sharedFeeds.appendingPathComponent(
            "twitter-larsbrinkhoff-2021")
        let site = try TestSite(["quizgen.yaml": Self.config("twitter", source: "in/lars")])
        defer { site.remove() }
        try FeedTestSupport.copy(
            shared.appendingPathComponent("tweet.js"), into: site, at: "in/lars/data/tweet.js")
        let result = await site.build(plugins: [FeedPlugin.plugin], write: false)
        #expect(!result.diagnostics.hasErrors)
        let files = FeedTestSupport.texts(result)
        #expect(
            !files.values.contains {
                $0.contains("video.twimg.com") || $0.contains("pbs.twimg.com/media")
            })
        #expect(!files.values.contains { $0.contains("<span class=\"handle\">@</span>") })
        #expect(
            files["feeds/f/index.html"]?.contains("<span class=\"handle\">@lars</span>") == true)
    }
}
