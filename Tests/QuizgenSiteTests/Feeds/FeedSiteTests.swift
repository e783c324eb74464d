import Foundation
import QuizgenCore
import QuizgenSite
import QuizgenTestSupport
import Testing

@Suite("Feeds: quizgen's own format, end to end")
struct FeedSiteTests {
    static let files: [String: String] = [
        "quizgen.yaml": FeedTestSupport.config(),
        "Content/feeds/campus/users.json": FeedTestSupport.users,
        "Content/feeds/campus/posts.json": """
        [{"id": "root", "author": "ann", "time": "2024-05-01T10:00:00+02:00", "text": "Hello **all**", "tags": ["intro"]},
         {"id": "r1", "author": "bo", "time": "2024-05-01T11:00:00+02:00", "reply_to": "root", "text": "Hi Ann",
          "location": {"lat": "48.3", "lon": "16.4", "name": "Wien Nord"}},
         {"id": "secret", "author": "ann", "time": "2024-05-01T12:00:00+02:00", "visibility": "followers", "text": "Only friends"},
         {"id": "dm", "author": "ann", "time": "2024-05-01T12:30:00+02:00", "visibility": "direct", "text": "Only Bo"}]
        """,
        "Content/feeds/campus/posts/r2.md": """
        ---
        author: ann
        time: 2024-05-01T13:00:00Z
        reply_to: r1
        media: [{path: pics/map.png, alt: A map}]
        ---
        Thanks, see https://youtu.be/dQw4w9WgXcQ
        """,
        "Content/feeds/campus/comments.json": """
        [{"id": "c1", "post": "root", "author": "bo", "time": "2024-05-01T10:30:00Z", "text": "Welcome"},
         {"id": "c2", "post": "secret", "author": "bo", "time": "2024-05-01T12:10:00Z", "text": "Hidden comment"}]
        """,
        "Content/feeds/campus/messages.json": """
        [{"id": "m1", "from": "ann", "to": "bo", "time": "2024-05-02T09:00:00Z", "text": "Lunch?"},
         {"id": "m2", "from": "bo", "to": "ann", "time": "2024-05-02T09:05:00Z", "text": "Sure"}]
        """,
    ]

    /// The attachment: a real image (the build decodes every image it publishes).
    static let bytes = ["Content/feeds/campus/pics/map.png": TestImages.png]

    @Test func publishesTimelinePostsUsersTagsGroupsAndFeeds() async throws {
        let site = try TestSite(Self.files, bytes: Self.bytes)
        defer { site.remove() }
        let result = await site.build(plugins: [FeedPlugin.plugin])
        #expect(result.diagnostics.lines == [])
        #expect(result.published)
        #expect(
            result.notes.filter { !$0.hasPrefix("processed ") } == [
                "campus: 2 private messages, 1 followers-only post, 1 direct post not published (publish_private is off)"
            ])
        let paths = Set(site.snapshot().keys)
        for path in [
            "feeds/campus/index.html", "feeds/campus/posts/root/index.html",
            "feeds/campus/posts/r2/index.html",
            "feeds/campus/users/ann/index.html", "feeds/campus/users/bo/index.html",
            "feeds/campus/tags/intro/index.html",
            "feeds/campus/communities/austria/index.html", "feeds/campus/groups/index.html",
            "feeds/campus/atom.xml",
            "feeds/campus/rss.xml", "feeds/campus/feed.json", "feeds/campus/users/ann/atom.xml",
            "assets/feed-embed.js",
        ] {
            #expect(paths.contains(path), "\(path) missing")
        }
        #expect(
            !paths.contains {
                $0.contains("secret") || $0.contains("/dm/") || $0.contains("messages/")
            })
        #expect(paths.filter { $0.hasPrefix("media/") && !$0.hasSuffix(".webp") }.count == 1)
        let media = try #require(paths.first { $0.hasPrefix("media/") && !$0.hasSuffix(".webp") })
        #expect(media.hasSuffix("-map.png") && media.count == "media/12345678-map.png".count)
        let all = site.snapshot().filter {
            $0.key.hasSuffix(".html") || $0.key.hasSuffix(".xml") || $0.key.hasSuffix(".json")
        }
        .map { String(decoding: $0.value, as: UTF8.self) }.joined()
        #expect(
            !all.contains("Only friends") && !all.contains("Only Bo")
                && !all.contains("Hidden comment") && !all.contains("Lunch?"))

        let timeline = try #require(site.output("feeds/campus/index.html"))
        // Newest first: r2 (13:00Z), r1 (09:00Z), root (08:00Z).
        let order = ["posts/r2/", "posts/r1/", "posts/root/"].compactMap {
            timeline.range(of: "href=\"/site/feeds/campus/\($0)\"")?.lowerBound
        }
        #expect(order.count == 3 && order == order.sorted())
        #expect(timeline.contains("<strong>all</strong>"))
        #expect(timeline.contains("datetime=\"2024-05-01T08:00:00Z\""))

        let thread = try #require(site.output("feeds/campus/posts/r1/index.html"))
        #expect(thread.contains("class=\"thread-parents\""))
        #expect(thread.contains("href=\"/site/feeds/campus/posts/root/\""))
        #expect(thread.contains("class=\"reply depth-1\""))
        let root = try #require(site.output("feeds/campus/posts/root/index.html"))
        #expect(root.contains("Welcome"))
        #expect(root.contains("class=\"reply depth-2\""))

        let r2 = try #require(site.output("feeds/campus/posts/r2/index.html"))
        #expect(r2.contains("src=\"/site/\(media)\" alt=\"A map\""))
        #expect(r2.contains("data-video-id=\"dQw4w9WgXcQ\""))
        #expect(!r2.contains("<iframe") && !r2.contains("youtube-nocookie.com/embed"))
        let script = try #require(site.output("assets/feed-embed.js"))
        #expect(script.contains("https://www.youtube-nocookie.com/embed/"))

        let groups = try #require(site.output("feeds/campus/groups/index.html"))
        #expect(groups.contains("Near Vienna"))
        #expect(groups.contains("href=\"/site/feeds/campus/communities/sweden/\""))
        let atom = try #require(site.output("feeds/campus/atom.xml"))
        #expect(atom.contains("<id>https://example.org/site/feeds/campus/posts/root/</id>"))
        let rss = try #require(site.output("feeds/campus/rss.xml"))
        #expect(rss.contains("<pubDate>Wed, 01 May 2024 08:00:00 +0000</pubDate>"))
    }

    @Test func privateContentIsPublishedOnlyWhenEnabled() async throws {
        var files = Self.files
        files["quizgen.yaml"] = FeedTestSupport.config() + "    publish_private: true\n"
        let site = try TestSite(files, bytes: Self.bytes)
        defer { site.remove() }
        let result = await site.build(plugins: [FeedPlugin.plugin])
        #expect(result.diagnostics.lines == [])
        #expect(result.notes.filter { !$0.hasPrefix("processed ") } == [])
        let talks = try #require(site.output("feeds/campus/messages/ann/index.html"))
        let lunch = try #require(talks.range(of: "Lunch?"))
        let sure = try #require(talks.range(of: "Sure"))
        #expect(lunch.lowerBound < sure.lowerBound)
        #expect(
            site.output("feeds/campus/posts/secret/index.html")?.contains("Only friends") == true)
        #expect(site.output("feeds/campus/messages/bo/index.html") != nil)
        #expect(site.output("sitemap.xml")?.contains("messages/") == false)
    }

    @Test func buildsTwiceToTheSameBytes() async throws {
        let site = try TestSite(Self.files, bytes: Self.bytes)
        defer { site.remove() }
        _ = await site.build(plugins: [FeedPlugin.plugin])
        let first = site.snapshot()
        _ = await site.build(plugins: [FeedPlugin.plugin])
        #expect(site.snapshot() == first)
    }

    @Test func everyContentProblemIsALocatedDiagnostic() async throws {
        let site = try TestSite([
            "quizgen.yaml": FeedTestSupport.config(),
            "Content/feeds/campus/users.json": "[{\"id\": \"ann\"},\n {\"id\": \"ann\"}]\n",
            "Content/feeds/campus/posts.json": """
            [{"id": "a", "author": "anne", "time": "2024-05-01T10:00:00+02:00", "text": "x"},
             {"id": "b", "author": "ann", "time": "2024-05-01 10:00", "text": "x"},
             {"id": "c", "author": "ann", "time": "2024-05-01T10:00:00", "text": "x"},
             {"id": "d", "author": "ann", "time": "2024-05-01T10:00:00Z", "reply_to": "zz", "txt": "x",
              "media": ["gone.jpg"]},
             {"id": "d", "author": "ann", "time": "2024-05-01T11:00:00Z"}]
            """,
            "Content/feeds/campus/comments.json":
                "[{\"id\": \"k\", \"post\": \"q\", \"author\": \"ann\", \"time\": \"2024-05-01T10:00:00Z\", \"text\": \"t\"}]\n",
        ])
        defer { site.remove() }
        let result = await site.build(plugins: [FeedPlugin.plugin])
        #expect(
            result.diagnostics.lines == [
                "Content/feeds/campus/comments.json:1:2: error: comment 'k' is on the post 'q', which is not in the feed",
                "Content/feeds/campus/posts.json:1:2: error: post 'a' has the unknown author 'anne'; did you mean 'ann'?",
                "Content/feeds/campus/posts.json:2:39: error: 'time' must be an ISO 8601 date and time with a zone, like 2024-05-01T10:00:00+02:00, found '2024-05-01 10:00'",
                "Content/feeds/campus/posts.json:3:39: error: 'time' must be an ISO 8601 date and time with a zone, like 2024-05-01T10:00:00+02:00, found '2024-05-01T10:00:00'",
                "Content/feeds/campus/posts.json:4:2: error: post 'd' replies to 'zz', which is not in the feed",
                "Content/feeds/campus/posts.json:4:2: warning: media file 'gone.jpg' is not in Content/feeds/campus; a placeholder is shown instead",
                "Content/feeds/campus/posts.json:4:81: warning: unknown key 'txt' in post; did you mean 'text'?",
                "Content/feeds/campus/posts.json:6:2: error: duplicate post id 'd' (first at Content/feeds/campus/posts.json:4:2)",
                "Content/feeds/campus/users.json:2:2: error: duplicate user id 'ann' (first at Content/feeds/campus/users.json:1:2)",
            ])
        #expect(!result.published)
        let page = try #require(FeedTestSupport.texts(result)["feeds/campus/posts/d/index.html"])
        #expect(page.contains("class=\"media-missing\""))
    }

    @Test func configProblemsSuggestTheRightKey() async throws {
        let site = try TestSite([
            "quizgen.yaml": """
            base_url: https://example.org/
            feeds:
              campus:
                formt: mastodon
                source: ../../etc
              other:
                format: facebook
                mapping:
                  posts: {auther: writer}
            """,
            "Content/index.md": "hi\n",
        ])
        defer { site.remove() }
        let result = await site.build(plugins: [FeedPlugin.plugin], write: false)
        // 'campus' is dropped for its source; 'other' keeps the defaults and has no source folder.
        #expect(
            result.diagnostics.lines == [
                "quizgen.yaml:4:5: error: unknown key 'formt' in feed 'campus'; did you mean 'format'?",
                "quizgen.yaml:5:13: error: source '../../etc' must be a folder or .zip inside the site root",
                "quizgen.yaml:6:3: error: feed 'other' has no source at Content/feeds/other/",
                "quizgen.yaml:7:13: error: 'format' must be one of 'quizgen', 'mastodon', 'twitter', found 'facebook'",
                "quizgen.yaml:9:15: error: unknown key 'auther' in 'posts'; did you mean 'author'?",
            ])
    }
}
