import Foundation
import QuizgenCore
import Testing

@testable import QuizgenLoading

@Suite("Twitter importer on the project's own fixtures")
struct TwitterImporterTests {
    static let rel = "rel=\"nofollow noopener noreferrer ugc\""

    static func load() -> FeedImport {
        TwitterImporter().importArchive(at: SharedFixtures.own("twitter-traps"))
    }

    @Test("split tweets.js parts with window.YTD prefixes, wrapped and bare entries, sorted")
    func posts() {
        let feed = Self.load().feed
        #expect(feed.posts.map(\.id) == ["1001", "1002", "1003", "1005"])
        #expect(feed.posts.allSatisfy { $0.authorID == "42" && $0.visibility == .public })
        #expect(feed.name == "quizfan")
        #expect(feed.posts.first?.url == "https://twitter.com/quizfan/status/1001")
    }

    @Test("text: entities decoded and re-escaped, links from entity indices, media link removed")
    func text() throws {
        let post = try #require(Self.load().feed.posts.first)
        #expect(
            post.contentHTML == """
                <p>Q&amp;A 📺 <a href="https://twitter.com/hashtag/quiz" class="mention hashtag" \(Self.rel)>#quiz</a> \
                time with <a href="https://twitter.com/Ann_B" class="u-url mention" \(Self.rel)>@Ann_B</a>: \
                see <a href="https://example.org/quiz?a=1&amp;b=2" \(Self.rel)>example.org/quiz?a=1…</a></p>
                """)
        #expect(post.tags == ["quiz"])
        #expect(post.published == Date(timeIntervalSince1970: 1_662_774_733))  // 2022-09-10T01:52:13Z
        #expect(
            post.media == [
                FeedMedia(
                    url: "https://pbs.twimg.com/media/AbCdEf.jpg",
                    localPath: "data/tweets_media/1001-AbCdEf.jpg", mediaType: "image/jpeg",
                    altText: "a quiz card"),
                FeedMedia(
                    url: "https://video.twimg.com/v/high.mp4?tag=1",
                    localPath: "data/tweets_media/1001-high.mp4", mediaType: "video/mp4"),
            ])
    }

    @Test("a reply in the archive, a zone offset, line breaks, and no HTML injection")
    func reply() throws {
        let reply = try #require(Self.load().feed.posts.first { $0.id == "1003" })
        #expect(reply.inReplyTo == "1001")
        #expect(reply.published == Date(timeIntervalSince1970: 1_662_876_000))  // 08:00 +0200
        #expect(
            reply.contentHTML == """
                <p><a href="https://twitter.com/quizfan" class="u-url mention" \(Self.rel)>@quizfan</a> \
                answer: 4 &lt; 5<br>next line &lt;script&gt;</p>
                """)
    }

    @Test("an 'RT @' tweet without retweeted_status is a boost that keeps its text")
    func retweet() throws {
        let retweet = try #require(Self.load().feed.posts.first { $0.id == "1002" })
        #expect(retweet.isBoost)
        #expect(retweet.boostedURI == nil)
        #expect(retweet.contentHTML.hasSuffix("Great quiz today &amp; tomorrow…</p>"))
    }

    @Test("direct messages: fractional ISO dates, decoded text, expanded links, sorted")
    func messages() {
        let feed = Self.load().feed
        #expect(feed.messages.map(\.id) == ["5001", "5002"])
        #expect(
            feed.messages.map(\.sent.timeIntervalSince1970) == [1_641_038_400.123, 1_641_038_401.5])
        #expect(feed.messages.last?.text == "Here: https://example.org/quiz/1 & good luck")
        #expect(
            feed.messages.last?.media.first?.localPath == "data/direct_messages_media/5002-card.png"
        )
        #expect(feed.messages.allSatisfy { $0.conversationID == "42-7" })
        #expect(feed.users.map(\.id) == ["42", "7"])
    }

    @Test("every problem is a located diagnostic")
    func diagnostics() {
        #expect(
            MastodonImporterTests.lines(Self.load().diagnostics) == [
                "twitter-traps/data/direct-messages.js:7:29: warning: [feed.media-missing] media file 'data/direct_messages_media/5002-card.png' is not in the archive",
                "twitter-traps/data/direct-messages.js:34:27: error: [feed.bad-date] '01/01/2022' is not an ISO 8601 date; message '5003' skipped",
                "twitter-traps/data/tweets-part1.js:3:15: note: [feed.reply-outside-archive] post '1005' replies to '999', which is not in the archive",
                "twitter-traps/data/tweets-part1.js:8:42: warning: [feed.bad-entity] tweet '1005': entity at 3..<9 does not match its text; left unlinked",
                "twitter-traps/data/tweets-part1.js:12:15: warning: [feed.duplicate-id] duplicate post id '1001' (first at twitter-traps/data/tweets.js:3:15); this copy is skipped",
                "twitter-traps/data/tweets-part2.js:2:84: error: [feed.malformed-json] malformed JSON: expected ',' or '}' in object",
                "twitter-traps/data/tweets.js:19:11: warning: [feed.media-missing] media file 'data/tweets_media/1001-high.mp4' is not in the archive",
                "twitter-traps/data/tweets.js:43:22: error: [feed.bad-date] '2022-09-12' is not a tweet date like 'Sat Sep 10 01:52:13 +0000 2022'; tweet '1004' skipped",
            ])
    }

    @Test("the archive as a .zip reads the same; zip-slip entries are refused")
    func zip() throws {
        var files = try ZipBuilder.files(under: SharedFixtures.own("twitter-traps"))
        files.append(("data/../../outside.js", Data("x".utf8)))
        let url = try ZipBuilder.make(files, named: "twitter-traps.zip")
        let fromZip = TwitterImporter().importArchive(at: url)
        let fromFolder = Self.load()
        #expect(fromZip.feed.posts.map(\.contentHTML) == fromFolder.feed.posts.map(\.contentHTML))
        #expect(fromZip.feed.messages.map(\.text) == fromFolder.feed.messages.map(\.text))
        #expect(fromZip.diagnostics.items.filter { $0.code == "feed.unsafe-path" }.count == 1)
        #expect(fromZip.diagnostics.items.count == fromFolder.diagnostics.items.count + 1)
    }

    @Test("old layout: tweet.js and tweet_media/ at the root")
    func oldLayout() throws {
        let folder = try SharedFixtures.temporaryFolder()
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("tweet_media"), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: folder.appendingPathComponent("tweet_media/9-P.png"))
        try Data(
            """
            window.YTD.tweet.part0 = [ { "tweet" : { "id_str" : "9", "created_at" : "Tue Jan 31 09:01:52 +0000 2017",
              "full_text" : "pic https://t.co/p", "extended_entities" : { "media" : [ { "url" : "https://t.co/p",
              "indices" : [ "4", "18" ], "media_url_https" : "https://pbs.twimg.com/media/P.png" } ] } } } ]
            """.utf8
        ).write(to: folder.appendingPathComponent("tweet.js"))
        let result = TwitterImporter().importArchive(at: folder)
        #expect(result.feed.posts.map(\.contentHTML) == ["<p>pic</p>"])
        #expect(result.feed.posts.first?.media.first?.localPath == "tweet_media/9-P.png")
        #expect(result.diagnostics.items.map(\.code) == ["feed.missing-file"])  // no account.js
    }

    @Test("the indices fallback: offsets into the decoded text are translated")
    func decodedOffsets() {
        var diagnostics = Diagnostics()
        let html = TwitterTextRenderer.render(
            "a &amp; #b", entities: [.init(start: 4, end: 6, kind: .hashtag(text: "b"))],
            tweetID: "1", diagnostics: &diagnostics)
        #expect(
            html
                == "<p>a &amp; <a href=\"https://twitter.com/hashtag/b\" class=\"mention hashtag\" \(Self.rel)>#b</a></p>"
        )
        #expect(diagnostics.items.isEmpty)
    }
}

@Suite("Importers never crash on hostile input")
struct HostileFeedInputTests {
    func folder(_ files: [String: String]) throws -> URL {
        let folder = try SharedFixtures.temporaryFolder()
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return folder
    }

    @Test("absurd numbers, wrong types, escaping media paths")
    func mastodon() throws {
        let url = try folder([
            "outbox.json": """
            {"totalItems": 1e400, "orderedItems": [42, "x", {"type": "Create", "object": "https://a.example/1"},
             {"type": "Announce", "published": "2023-01-01T00:00:00Z"},
             {"type": "Create", "object": {"id": "p", "published": "2023-01-01T00:00:00.5-05:00",
              "attachment": [{"url": "../../../etc/passwd"}, {"mediaType": "image/png"}], "to": "as:Public"}}]}
            """,
            "actor.json": "[]",
        ])
        let result = MastodonImporter().importArchive(at: url)
        #expect(result.feed.posts.map(\.id) == ["p"])
        #expect(result.feed.posts.first?.visibility == .public)
        #expect(result.feed.posts.first?.published == Date(timeIntervalSince1970: 1_672_549_200.5))
        #expect(result.feed.posts.first?.media == [])
        #expect(
            result.diagnostics.items.map(\.code) == [
                "feed.missing-field", "feed.total-mismatch", "feed.wrong-type", "feed.wrong-type",
                "feed.missing-field", "feed.missing-field", "feed.unsafe-path",
                "feed.missing-field",
            ])
    }

    @Test("absurd indices, a non-array file, a file without a prefix")
    func twitter() throws {
        let url = try folder([
            "tweets.js": """
            [{"tweet": {"id_str": "1", "created_at": "Sat Sep 10 01:52:13 +0000 2022", "full_text": "hi #x",
              "entities": {"hashtags": [{"text": "x", "indices": ["1e300", "-5"]}, {"text": "x", "indices": [3]}]}}}]
            """,
            "account.js": "window.YTD.account.part0 = {}",
            "direct-messages.js": "window.YTD.direct_messages.part0 [",
        ])
        let result = TwitterImporter().importArchive(at: url)
        #expect(result.feed.posts.map(\.contentHTML) == ["<p>hi #x</p>"])
        #expect(
            result.diagnostics.items.map(\.code) == [
                "feed.wrong-type", "feed.missing-file", "feed.bad-entity", "feed.bad-entity",
                "feed.malformed-json",
            ])
    }

    /// Foundation's DateFormatter trapped ("Incorrect range") on a weekday followed by text
    /// outside ASCII (found by the twitter fuzz target): a date no format writes is a located
    /// error and the tweet is skipped; the same holds for a Mastodon date.
    @Test("a date with text outside ASCII is a bad date, not a trap")
    func nonASCIIDates() throws {
        let twitter = try folder([
            "tweets.js": """
            [{"tweet": {"id_str": "1", "created_at": "Mon\u{07AC}\u{FFFD}\u{FFFD} 12 09:30000 +0000 2022", "full_text": "hi"}}]
            """
        ])
        #expect(
            TwitterImporter().importArchive(at: twitter).diagnostics.items.map(\.code) == [
                "feed.missing-file", "feed.bad-date",
            ])
        let mastodon = try folder([
            "outbox.json": """
            {"orderedItems": [{"type": "Create", "object": {"id": "p", "published": "2023-01-01T00:00:00\u{07AC}Z", "to": "as:Public"}}]}
            """
        ])
        let result = MastodonImporter().importArchive(at: mastodon)
        #expect(result.feed.posts.isEmpty)
        #expect(result.diagnostics.items.map(\.code).contains("feed.bad-date"))
    }
}
