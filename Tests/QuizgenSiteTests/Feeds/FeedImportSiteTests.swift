import Foundation
import QuizgenCore
import QuizgenSite
import QuizgenTestSupport
import Testing

@Suite("Feeds: imported archives published through the config")
struct FeedImportSiteTests {
    static func site(_ feeds: String, copies: [(URL, String)]) throws -> TestSite {
        let site = try TestSite([
            "quizgen.yaml": "title: T\nbase_url: https://example.org/\npage_size: 50\nfeeds:\n"
                + feeds
        ])
        for (source, path) in copies { try FeedTestSupport.copy(source, into: site, at: path) }
        return site
    }

    static func count(_ files: [String: String], under prefix: String) -> Int {
        files.keys.filter { $0.hasPrefix(prefix) && $0.hasSuffix("/index.html") }.count
    }

    @Test func ownTrapFixtures() async throws {
        let site = try Self.site(
            "  masto:\n    format: mastodon\n    source: in/masto\n  birds:\n    format: twitter\n    source: in/birds.zip\n",
            copies: [
                (FeedTestSupport.ownFeeds.appendingPathComponent("mastodon-traps"), "in/masto")
            ])
        defer { site.remove() }
        // The Twitter archive goes in as a zip.
        try ZipMaker.zip(
            FeedTestSupport.ownFeeds.appendingPathComponent("twitter-traps"),
            to: site.root.appendingPathComponent("in/birds.zip"))
        let result = await site.build(plugins: [FeedPlugin.plugin], write: false)
        let files = FeedTestSupport.texts(result)
        // mastodon-traps: 5 posts, of which one followers-only and one direct are left out.
        #expect(Self.count(files, under: "feeds/masto/posts/") == 3)
        #expect(Self.count(files, under: "feeds/birds/posts/") == 4)
        #expect(
            result.notes.contains(
                "masto: 1 followers-only post, 1 direct post not published (publish_private is off)"
            ))
        #expect(result.notes.contains { $0.hasPrefix("birds: ") && $0.contains("private message") })
        #expect(files.keys.contains { $0.hasPrefix("media/") && $0.hasSuffix("-present.png") })
        #expect(files.keys.contains { $0.hasPrefix("media/") && $0.hasSuffix("-1001-abcdef.jpg") })
        let reply = try #require(files["feeds/birds/posts/1003/index.html"])
        #expect(reply.contains("href=\"/feeds/birds/posts/1001/\""))
        #expect(reply.contains("datetime=\"2022-09-11T06:00:00Z\""))
        let masto = try #require(files["feeds/masto/index.html"])
        #expect(masto.contains("class=\"media-missing\""))
    }

    @Test(
        "the real Mastodon exports: 224 and 18 items",
        .enabled(if: FeedTestSupport.sharedAvailable, "needs ../shared beside the repository"))
    func realMastodon() async throws {
        let shared = FeedTestSupport.sharedFeeds.appendingPathComponent(
            "mastodon-fossilizer-fixture")
        let site = try Self.site(
            "  old:\n    format: mastodon\n    source: in/old\n  new:\n    format: mastodon\n    source: in/new\n",
            copies: [
                (shared.appendingPathComponent("outbox.json"), "in/old/outbox.json"),
                (shared.appendingPathComponent("actor.json"), "in/old/actor.json"),
                (shared.appendingPathComponent("zip-2023"), "in/new"),
            ])
        defer { site.remove() }
        let result = await site.build(plugins: [FeedPlugin.plugin])
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.lines.prefix(5))")
        #expect(result.published)
        let files = FeedTestSupport.texts(result)
        // 224 items: 218 public, 2 unlisted published; 3 followers-only and 1 direct left out.
        #expect(Self.count(files, under: "feeds/old/posts/") == 220)
        #expect(
            result.notes.contains(
                "old: 3 followers-only posts, 1 direct post not published (publish_private is off)")
        )
        #expect(Self.count(files, under: "feeds/old/page/") == 4)  // 220 posts, 50 a page: 5 pages
        #expect(Self.count(files, under: "feeds/new/posts/") == 18)
        let reply = try #require(files["feeds/old/posts/56521/index.html"])
        #expect(reply.contains("href=\"/feeds/old/posts/56506/\""))
        #expect(reply.contains("datetime=\"2016-11-01T21:35:09Z\""))
        let photo = try #require(files["feeds/old/posts/1380107/index.html"])
        #expect(photo.contains("class=\"media-missing\""))  // the fixture omits media files
        #expect(files["feeds/new/tags/logo/index.html"] != nil)
    }

    @Test(
        "the real Twitter archive and the synthetic messages",
        .enabled(if: FeedTestSupport.sharedAvailable, "needs ../shared beside the repository"))
    func realTwitter() async throws {
        let shared = FeedTestSupport.sharedFeeds
        let site = try Self.site(
            "  lars:\n    format: twitter\n    source: in/lars\n  dms:\n    format: twitter\n    source: in/dms\n    publish_private: true\n",
            copies: [
                (
                    shared.appendingPathComponent("twitter-larsbrinkhoff-2021/tweet.js"),
                    "in/lars/data/tweet.js"
                ),
                (
                    shared.appendingPathComponent("twitter-larsbrinkhoff-2021/manifest-2021-03.js"),
                    "in/lars/manifest.js"
                ),
                (
                    shared.appendingPathComponent("twitter-synthetic/account.synthetic.js"),
                    "in/dms/data/account.js"
                ),
                (
                    shared.appendingPathComponent("twitter-synthetic/direct-messages.synthetic.js"),
                    "in/dms/data/direct-messages.js"
                ),
            ])
        defer { site.remove() }
        // A messages-only archive still needs its (empty) tweets file.
        try site.write("in/dms/data/tweets.js", "window.YTD.tweets.part0 = []\n")
        let result = await site.build(plugins: [FeedPlugin.plugin])
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.lines.prefix(5))")
        let files = FeedTestSupport.texts(result)
        #expect(Self.count(files, under: "feeds/lars/posts/") == 1_827)
        #expect(Self.count(files, under: "feeds/lars/page/") == 36)  // 1,827 / 50 -> 37 pages
        let first = try #require(files["feeds/lars/posts/826354801738969088/index.html"])
        #expect(first.contains("datetime=\"2017-01-31T09:01:52Z\""))
        #expect(first.contains("href=\"https://github.com/PDP-10/its/blob/master/doc/DDT.md\""))
        let talks = try #require(files["feeds/dms/messages/quizfan/index.html"])
        #expect(talks.contains("Hey, do you have the quiz from Friday? &amp; the answers?"))
        #expect(talks.contains("datetime=\"2023-05-02T09:12:44Z\""))
    }
}
