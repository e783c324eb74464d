import Foundation
import QuizgenSite
import QuizgenTestSupport

/// The sites the accessibility tests check, and how they are served and listed.
enum AccessibilitySites {
    /// The repository root, from this file's path.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// What `quizgen serve` installs.
    static let plugins: [Plugin] = [
        QuizPlugin.plugin, GradingPlugin.plugin, FeedPlugin.plugin, SearchPlugin.plugin,
    ]

    /// Result pages need the secret; with it the example site publishes them.
    static let environment = [GradingPlugin.secretVariable: "accessibility-test-secret"]

    /// The example site (`Content/` and `quizgen.yaml` of the repository), copied.
    static func example() throws -> TestSite {
        let site = try TestSite([:])
        for name in ["Content", "quizgen.yaml"] {
            try FileManager.default.copyItem(
                at: repositoryRoot.appendingPathComponent(name),
                to: site.root.appendingPathComponent(name))
        }
        return site
    }

    /// A site with every question type (Markdown and JSON banks), a timed exam, a practice exam,
    /// a GFM task list on a page, and two imported archives (Mastodon and Twitter, the project's
    /// own trap fixtures) beside a quizgen feed.
    static func everyKind() throws -> TestSite {
        let config = """
            title: Every kind
            base_url: https://quiz.example.org/
            theme:
              colors: { accent: "#1f5fbf", background: "#ffffff", text: "#1b1f24", muted: "#5b6470" }
            feeds:
              campus: { title: Campus }
              toots: { title: Toots, format: mastodon }
              tweets: { title: Tweets, format: twitter }
            """
        let practice = """
            title: Practice
            code: PRACTICE
            mode: practice
            questions: [rhine-source, capital-at, order]
            """
        let page = """
            ---
            title: Checklist
            ---
            # Checklist

            - [x] Read the guide
            - [ ] Take the *practice* exam

            | River | Source | Mouth | Countries on the way | Length | Basin | Discharge |
            |---|---|---|---|---|---|---|
            | Danube | Black Forest, Donaueschingen | Black Sea, Sulina | Germany, Austria, Slovakia, Hungary, Croatia, Serbia, Romania, Bulgaria, Moldova, Ukraine | 2850 km | 801463 km² | 6500 m³/s |
            """
        let posts = """
            [{"id": "p1", "author": "ann", "time": "2024-01-01T10:00:00Z", "text": "Hello #welcome", "tags": ["welcome"]},
             {"id": "p2", "author": "ben", "time": "2024-02-01T10:00:00Z", "text": "Reply", "reply_to": "p1"}]
            """
        let users = """
            [{"id": "ann", "username": "ann", "name": "Ann"}, {"id": "ben", "username": "ben", "name": "Ben"}]
            """
        let site = try TestSite(
            QuizFixtures.site(extra: [
                "quizgen.yaml": config,
                "Content/exams/practice.yaml": practice,
                "Content/pages/checklist.md": page,
                "Content/feeds/campus/posts.json": posts,
                "Content/feeds/campus/users.json": users,
            ]), bytes: ["Content/banks/map.png": QuizFixtures.png])
        // The importers' trap fixtures, less the records they reject on purpose (a build with errors
        // publishes nothing): a reply with a content warning, HTML to clean, a present and a missing
        // medium, a boost of a URI; tweets with entities, photo and video, a reply and a retweet.
        let feeds = repositoryRoot.appendingPathComponent(
            "Tests/QuizgenLoadingTests/Fixtures/feeds")
        for folder in ["Content/feeds/toots", "Content/feeds/tweets/data"] {
            try FileManager.default.createDirectory(
                at: site.root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for name in ["actor.json", "media_attachments"] {
            try FileManager.default.copyItem(
                at: feeds.appendingPathComponent("mastodon-traps/\(name)"),
                to: site.root.appendingPathComponent("Content/feeds/toots/\(name)"))
        }
        try site.write("Content/feeds/toots/outbox.json", mastodonOutbox)
        for name in ["account.js", "tweets_media"] {
            try FileManager.default.copyItem(
                at: feeds.appendingPathComponent("twitter-traps/data/\(name)"),
                to: site.root.appendingPathComponent("Content/feeds/tweets/data/\(name)"))
        }
        try site.write("Content/feeds/tweets/data/tweets.js", tweets)
        return site
    }

    /// Builds `site` into its `Site/` folder as `quizgen build` would (all plugins, the results
    /// secret set) and returns the HTML pages published, as site paths (`/exams/`), sorted.
    ///
    /// - Throws: ``BuildFailed`` with the diagnostics when the build has errors.
    static func build(_ site: TestSite) async throws -> [String] {
        let result = await site.build(plugins: plugins, environment: environment)
        guard !result.failed else { throw BuildFailed(lines: result.diagnostics.lines) }
        return site.snapshot().keys.filter { $0.hasSuffix(".html") }
            .map { path in
                let trimmed =
                    path.hasSuffix("index.html") ? String(path.dropLast("index.html".count)) : path
                return "/" + trimmed
            }
            .sorted()
    }

    /// The pages whose HTML differs with JavaScript off: those with a `<script>` or `<noscript>`
    /// (every other page looks the same either way, so checking it twice proves nothing).
    static func scriptedPages(_ pages: [String], in folder: URL) -> [String] {
        pages.filter { page in
            let file = page.hasSuffix("/") ? page + "index.html" : page
            let html =
                (try? String(
                    contentsOf: folder.appendingPathComponent(String(file.dropFirst())),
                    encoding: .utf8)) ?? ""
            return html.contains("<script") || html.contains("<noscript")
        }
    }

    /// Builds `site`, serves its output as static files and runs `body`; stops the server and
    /// removes the site afterwards.
    static func withBuiltSite<T: Sendable>(
        _ site: TestSite, _ body: ([String], StaticSiteServer) async throws -> T
    ) async throws -> T {
        defer { site.remove() }
        let pages = try await build(site)
        let server = try await StaticSiteServer.start(serving: site.output)
        defer { server.stop() }
        return try await body(pages, server)
    }

    /// The fixture site did not build.
    struct BuildFailed: Error, CustomStringConvertible {
        var lines: [String]
        var description: String { "the site did not build:\n" + lines.joined(separator: "\n") }
    }

    static let mastodonOutbox = """
        {"@context": "https://www.w3.org/ns/activitystreams", "id": "outbox.json", "type": "OrderedCollection", "totalItems": 3,
         "orderedItems": [
            {"id": "https://quiz.example/users/quizbot/statuses/3/activity", "type": "Create", "actor": "https://quiz.example/users/quizbot", "published": "2023-05-02T10:00:00Z",
             "object": {"id": "https://quiz.example/users/quizbot/statuses/3", "type": "Note", "summary": "quiz answers", "inReplyTo": "https://quiz.example/users/quizbot/statuses/1", "published": "2023-05-02T12:00:00+02:00", "url": "https://quiz.example/@quizbot/3", "attributedTo": "https://quiz.example/users/quizbot", "to": ["https://quiz.example/users/quizbot/followers"], "cc": ["https://www.w3.org/ns/activitystreams#Public"], "conversation": null, "atomUri": "tag:quiz.example,2023-05-02:objectId=3:objectType=Status", "content": "<p>Answers: <b>B</b> &amp; <i>C</i><img src=x onerror=alert(1)></p>", "attachment": [{"type": "Document", "mediaType": "image/png", "url": "/media_attachments/files/001/original/present.png", "name": "a bar chart"}, {"type": "Document", "mediaType": "image/jpeg", "url": "media_attachments/files/002/original/missing.jpg", "name": null}], "tag": [{"type": "Hashtag", "href": "https://quiz.example/tags/trivia", "name": "#trivia"}, {"type": "Emoji", "name": ":quiz:", "icon": {"url": "https://quiz.example/emoji/quiz.png"}}]}},
            {"id": "https://quiz.example/users/quizbot/statuses/1/activity", "type": "Create", "actor": "https://quiz.example/users/quizbot", "published": "2023-05-01T09:30:00Z", "to": ["https://www.w3.org/ns/activitystreams#Public"], "cc": [],
             "object": {"id": "https://quiz.example/users/quizbot/statuses/1", "type": "Note", "summary": null, "inReplyTo": null, "published": "2023-05-01T09:30:00Z", "attributedTo": "https://quiz.example/users/quizbot", "to": ["https://www.w3.org/ns/activitystreams#Public"], "cc": ["https://quiz.example/users/quizbot/followers"], "conversation": null, "content": "<p>Question one: <a href=\\"https://quiz.example/tags/trivia\\" class=\\"mention hashtag\\" rel=\\"tag\\">#<span>trivia</span></a></p>", "attachment": [], "tag": []}},
            {"id": "https://quiz.example/users/quizbot/statuses/2/activity", "type": "Announce", "actor": "https://quiz.example/users/quizbot", "published": "2023-05-01T11:00:00Z", "to": ["https://www.w3.org/ns/activitystreams#Public"], "cc": ["https://other.example/users/ann"], "object": "https://other.example/users/ann/statuses/77"}
        ]}
        """

    static let tweets = """
        window.YTD.tweets.part0 = [
          {
            "tweet" : {
              "id_str" : "1001",
              "id" : "1001",
              "created_at" : "Sat Sep 10 01:52:13 +0000 2022",
              "full_text" : "Q&amp;A 📺 #quiz time with @Ann_B: see https://t.co/abc123 https://t.co/media1",
              "favorite_count" : "3",
              "retweet_count" : "0",
              "entities" : {
                "hashtags" : [ { "text" : "quiz", "indices" : [ "10", "15" ] } ],
                "user_mentions" : [ { "screen_name" : "Ann_B", "name" : "Ann", "id_str" : "7", "indices" : [ "26", "32" ] } ],
                "urls" : [ { "url" : "https://t.co/abc123", "expanded_url" : "https://example.org/quiz?a=1&b=2", "display_url" : "example.org/quiz?a=1…", "indices" : [ "38", "57" ] } ],
                "media" : [ { "url" : "https://t.co/media1", "indices" : [ "58", "77" ], "type" : "photo", "media_url_https" : "https://pbs.twimg.com/media/AbCdEf.jpg" } ]
              },
              "extended_entities" : {
                "media" : [
                  { "url" : "https://t.co/media1", "indices" : [ "58", "77" ], "type" : "photo", "media_url_https" : "https://pbs.twimg.com/media/AbCdEf.jpg", "ext_alt_text" : "a quiz card" },
                  { "url" : "https://t.co/media1", "indices" : [ "58", "77" ], "type" : "video", "media_url_https" : "https://pbs.twimg.com/thumb/Gone.jpg",
                    "video_info" : { "variants" : [ { "bitrate" : "256000", "content_type" : "video/mp4", "url" : "https://video.twimg.com/v/low.mp4?tag=1" }, { "bitrate" : "832000", "content_type" : "video/mp4", "url" : "https://video.twimg.com/v/high.mp4?tag=1" }, { "content_type" : "application/x-mpegURL", "url" : "https://video.twimg.com/v/pl.m3u8" } ] } }
                ]
              }
            }
          },
          {
            "tweet" : {
              "id_str" : "1003",
              "created_at" : "Sun Sep 11 08:00:00 +0200 2022",
              "full_text" : "@quizfan answer: 4 &lt; 5\\nnext line <script>",
              "in_reply_to_status_id_str" : "1001",
              "entities" : { "hashtags" : [ ], "urls" : [ ], "user_mentions" : [ { "screen_name" : "quizfan", "indices" : [ "0", "8" ] } ] }
            }
          },
          {
            "id_str" : "1002",
            "created_at" : "Sat Sep 10 12:00:00 +0000 2022",
            "full_text" : "RT @Ann_B: Great quiz today &amp; tomorrow…",
            "entities" : { "user_mentions" : [ { "screen_name" : "Ann_B", "indices" : [ "3", "9" ] } ] }
          }
        ]
        """
}
