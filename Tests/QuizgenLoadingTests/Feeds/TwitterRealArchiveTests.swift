import Foundation
import QuizgenCore
import Testing

@testable import QuizgenLoading

@Suite("Twitter importer on real archives (../shared)")
struct TwitterRealArchiveTests {
    static let folder = SharedFixtures.shared("twitter-larsbrinkhoff-2021")

    static func codes(_ diagnostics: Diagnostics) -> [String: Int] {
        MastodonRealArchiveTests.codes(diagnostics)
    }

    @Test(
        "larsbrinkhoff 2021 (tweet.js, old layout): 1,827 tweets, threads, UTC dates",
        .enabled(if: SharedFixtures.available, "needs ../shared/fixtures beside the package"))
    func larsbrinkhoff() throws {
        let result = TwitterImporter().importFiles(
            TwitterArchiveFiles(
                tweets: [Self.folder.appendingPathComponent("tweet.js")],
                manifest: Self.folder.appendingPathComponent("manifest-2021-03.js")))
        let posts = result.feed.posts
        #expect(posts.count == 1_827)
        #expect(posts.filter(\.isBoost).count == 14)
        #expect(result.feed.users.map(\.username) == ["larsbrinkhoff"])
        let first = try #require(posts.first { $0.id == "826354801738969088" })
        #expect(first.published == Date(timeIntervalSince1970: 1_485_853_312))  // 2017-01-31T09:01:52Z
        #expect(
            first.contentHTML == """
                <p><a href="https://twitter.com/gregsapphyre" class="u-url mention" rel="nofollow noopener noreferrer ugc">@gregsapphyre</a> \
                Try <a href="https://github.com/PDP-10/its/blob/master/doc/DDT.md" rel="nofollow noopener noreferrer ugc">github.com/PDP-10/its/blo…</a></p>
                """)
        // Partial reply fields: 1,357 replies, 403 with the parent in the archive.
        let replies = posts.filter { $0.inReplyTo != nil }
        let ids = Set(posts.map(\.id))
        #expect(replies.count == 1_357)
        #expect(replies.filter { ids.contains($0.inReplyTo ?? "") }.count == 403)
        // Entities after '&amp;' and after an astral emoji still link the right text.
        let emoji = try #require(posts.first { $0.id == "1114019970814480385" })
        #expect(
            emoji.contentHTML.contains("Knight TV 📺 <a href=\"https://twitter.com/hashtag/retro\""))
        #expect(posts.reduce(0) { $0 + $1.media.count } == 334)
        #expect(Self.codes(result.diagnostics) == ["note feed.reply-outside-archive": 954])
    }

    @Test(
        "the same archive laid out as data/tweet.js: media folder named, missing media reported",
        .enabled(if: SharedFixtures.available, "needs ../shared/fixtures beside the package"))
    func discovered() throws {
        let folder = try SharedFixtures.temporaryFolder()
        let data = folder.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Self.folder.appendingPathComponent("tweet.js"),
            to: data.appendingPathComponent("tweet.js"))
        try FileManager.default.copyItem(
            at: Self.folder.appendingPathComponent("manifest-2021-03.js"),
            to: folder.appendingPathComponent("manifest.js"))
        let result = TwitterImporter().importArchive(at: folder)
        #expect(result.feed.posts.count == 1_827)
        #expect(
            Self.codes(result.diagnostics) == [
                "note feed.reply-outside-archive": 954, "warning feed.media-missing": 334,
            ])
        let photo = try #require(result.feed.posts.first { $0.id == "1118759379908595712" })
        #expect(
            photo.media.map(\.localPath) == [
                "data/tweet_media/1118759379908595712-D4ahhIHX4AAp4mw.png"
            ])
    }

    @Test(
        "synthetic account and direct messages, passed by explicit file names",
        .enabled(if: SharedFixtures.available, "needs ../shared/fixtures beside the package"))
    func synthetic() throws {
        let folder = SharedFixtures.shared("twitter-synthetic")
        let result = TwitterImporter().importFiles(
            TwitterArchiveFiles(
                account: folder.appendingPathComponent("account.synthetic.js"),
                directMessages: [folder.appendingPathComponent("direct-messages.synthetic.js")]))
        #expect(result.feed.name == "quizfan")
        #expect(result.feed.users.map(\.id) == ["1111111111", "2222222222"])
        let messages = result.feed.messages
        #expect(messages.map(\.id) == ["1700000000000000001", "1700000000000000002"])
        #expect(messages.first?.text == "Hey, do you have the quiz from Friday? & the answers?")
        #expect(messages.first?.sent == Date(timeIntervalSince1970: 1_683_018_764.020))  // 09:12:44.020Z
        #expect(messages.last?.text == "Sure — here's the quiz link https://example.org/quiz/1")
        #expect(messages.last?.senderID == "2222222222")
        #expect(!result.diagnostics.hasErrors)
    }
}
