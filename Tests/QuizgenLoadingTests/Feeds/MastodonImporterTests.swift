import Foundation
import QuizgenCore
import Testing

@testable import QuizgenLoading

@Suite("Mastodon importer on the project's own fixtures")
struct MastodonImporterTests {
    static let base = "https://quiz.example/users/quizbot/statuses/"

    static func load() -> FeedImport {
        MastodonImporter().importArchive(at: SharedFixtures.own("mastodon-traps"))
    }

    /// `path:line:col: severity: [code] message`, the way the CLI prints them.
    static func lines(_ diagnostics: Diagnostics) -> [String] {
        diagnostics.sorted.map {
            "\($0.location?.description ?? "-"): \($0.severity): [\($0.code)] \($0.message)"
        }
    }

    @Test("the non-empty duplicate 'orderedItems' wins, items are sorted, bad ones reported")
    func postsAndOrder() {
        let feed = Self.load().feed
        #expect(
            feed.posts.map(\.id) == [
                Self.base + "1", Self.base + "2/activity", Self.base + "3", Self.base + "4",
                Self.base + "5",
            ])
        #expect(feed.name == "quizbot")
    }

    @Test("every problem is a located diagnostic")
    func diagnostics() {
        #expect(
            Self.lines(Self.load().diagnostics) == [
                "mastodon-traps/actor.json:10:11: warning: [feed.media-missing] media file 'avatar.png' is not in the archive",
                "mastodon-traps/outbox.json:5:17: note: [feed.total-mismatch] 'totalItems' says 99 but the outbox lists 9 activities",
                "mastodon-traps/outbox.json:7:19: note: [feed.duplicate-key] 'orderedItems' appears 2 times; using the one at line 7 with 9 items",
                "mastodon-traps/outbox.json:9:748: warning: [feed.media-missing] media file 'media_attachments/files/002/original/missing.jpg' is not in the archive",
                "mastodon-traps/outbox.json:14:16: note: [feed.reply-outside-archive] post '\(Self.base)4' replies to 'https://other.example/users/ann/statuses/78', which is not in the archive",
                "mastodon-traps/outbox.json:18:101: error: [feed.bad-date] 'yesterday' is not an ISO 8601 date with a time zone; '\(Self.base)6' skipped",
                "mastodon-traps/outbox.json:20:16: error: [feed.missing-field] post has no 'id'; skipped",
                "mastodon-traps/outbox.json:22:16: warning: [feed.duplicate-id] duplicate post id '\(Self.base)1' (first at mastodon-traps/outbox.json:11:16); this copy is skipped",
                "mastodon-traps/outbox.json:23:5: note: [feed.skipped-activity] activity of type 'Like' is not a post; skipped",
            ])
    }

    @Test("a post: zone-converted date, sanitized HTML, media, tags, reply, visibility")
    func richPost() throws {
        let feed = Self.load().feed
        let post = try #require(feed.posts.first { $0.id == Self.base + "3" })
        // 12:00 at +02:00 is 10:00 UTC.
        #expect(post.published == Date(timeIntervalSince1970: 1_683_021_600))
        #expect(post.contentHTML == "<p>Answers: <b>B</b> &amp; <i>C</i></p>")
        #expect(post.summary == "quiz answers")
        #expect(post.visibility == .unlisted)
        #expect(post.inReplyTo == Self.base + "1")
        #expect(post.tags == ["trivia"])
        #expect(post.url == "https://quiz.example/@quizbot/3")
        #expect(post.authorID == "https://quiz.example/users/quizbot")
        #expect(
            post.media == [
                FeedMedia(
                    localPath: "media_attachments/files/001/original/present.png",
                    mediaType: "image/png", altText: "a bar chart"),
                FeedMedia(
                    localPath: "media_attachments/files/002/original/missing.jpg",
                    mediaType: "image/jpeg"),
            ])
    }

    @Test("visibility from to/cc and the Announce boost")
    func visibilityAndBoost() throws {
        let posts = Self.load().feed.posts
        #expect(posts.map(\.visibility) == [.public, .public, .unlisted, .direct, .followersOnly])
        let boost = try #require(posts.first { $0.isBoost })
        #expect(boost.boostedURI == "https://other.example/users/ann/statuses/77")
        #expect(boost.contentHTML == "")
        #expect(posts.filter(\.isBoost).count == 1)
    }

    @Test("the actor becomes the user, with a sanitized bio")
    func actor() throws {
        let user = try #require(Self.load().feed.users.first)
        #expect(user.id == "https://quiz.example/users/quizbot")
        #expect(user.username == "quizbot")
        #expect(user.displayName == "Quiz Bot")
        #expect(user.avatar == "avatar.png")
        #expect(user.profileURL == "https://quiz.example/@quizbot")
        #expect(user.bioHTML == "<p>Daily quizzes. me</p>")
    }

    @Test("the same export as a .zip gives the same feed; a zip-slip entry is refused")
    func zip() throws {
        var files = try ZipBuilder.files(under: SharedFixtures.own("mastodon-traps"))
        files.append(("../../evil.txt", Data("x".utf8)))
        files.append(("/etc/evil.txt", Data("x".utf8)))
        let url = try ZipBuilder.make(files, named: "mastodon-traps.zip")
        let fromZip = MastodonImporter().importArchive(at: url)
        let fromFolder = Self.load()
        var folderPosts = fromFolder.feed.posts
        var zipPosts = fromZip.feed.posts
        for index in folderPosts.indices { folderPosts[index].sourceLocation = nil }
        for index in zipPosts.indices { zipPosts[index].sourceLocation = nil }
        #expect(zipPosts == folderPosts)
        let slips = Self.lines(fromZip.diagnostics).filter { $0.contains("feed.unsafe-path") }
        #expect(
            slips == [
                "mastodon-traps.zip: error: [feed.unsafe-path] refusing zip entry '../../evil.txt': it points outside the archive (zip slip)",
                "mastodon-traps.zip: error: [feed.unsafe-path] refusing zip entry '/etc/evil.txt': it points outside the archive (zip slip)",
            ])
        #expect(fromZip.diagnostics.items.count == fromFolder.diagnostics.items.count + 2)
    }

    @Test("malformed and missing files are errors, not crashes")
    func brokenArchives() throws {
        let folder = try SharedFixtures.temporaryFolder()
        try Data("{\"orderedItems\": [\n  {\"type\": \"Create\",}\n]}".utf8)
            .write(to: folder.appendingPathComponent("outbox.json"))
        let result = MastodonImporter().importArchive(at: folder)
        let name = folder.lastPathComponent
        #expect(result.feed.posts.isEmpty)
        #expect(
            Self.lines(result.diagnostics) == [
                "\(name): warning: [feed.missing-file] no actor.json in the archive; the author has no profile",
                "\(name)/outbox.json:2:21: error: [feed.malformed-json] malformed JSON: expected a quoted key",
            ])
        let empty = MastodonImporter().importArchive(at: try SharedFixtures.temporaryFolder())
        #expect(empty.diagnostics.errorCount == 1)
        let nowhere = MastodonImporter().importArchive(
            at: folder.appendingPathComponent("nope.zip"))
        #expect(nowhere.diagnostics.items.map(\.code) == ["feed.archive-missing"])
        let notZip = folder.appendingPathComponent("bad.zip")
        try Data("not a zip".utf8).write(to: notZip)
        #expect(
            MastodonImporter().importArchive(at: notZip).diagnostics.items.map(\.code) == [
                "feed.archive-unreadable"
            ])
    }
}
