import Foundation
import QuizgenCore
import Testing

@testable import QuizgenLoading

@Suite("Mastodon importer on real exports (../shared)")
struct MastodonRealArchiveTests {
    static let base = "https://mastodon.social/users/lmorchard/statuses/"

    static func codes(_ diagnostics: Diagnostics) -> [String: Int] {
        var counts: [String: Int] = [:]
        for diagnostic in diagnostics {
            counts["\(diagnostic.severity) \(diagnostic.code)", default: 0] += 1
        }
        return counts
    }

    @Test(
        "2016-2018 export: 190 posts + 34 boosts, a thread, media, visibility",
        .enabled(if: SharedFixtures.available, "needs ../shared/fixtures beside the package"))
    func export2016() throws {
        let result = MastodonImporter().importArchive(
            at: SharedFixtures.shared("mastodon-fossilizer-fixture"))
        let posts = result.feed.posts
        #expect(posts.count == 224)
        #expect(posts.filter { !$0.isBoost }.count == 190)
        #expect(posts.filter(\.isBoost).count == 34)
        #expect(
            posts.filter(\.isBoost).allSatisfy { $0.boostedURI != nil && $0.contentHTML.isEmpty })
        // Sorted oldest first.
        #expect(posts.map(\.published) == posts.map(\.published).sorted())
        #expect(posts.first?.id == Self.base + "55864")
        // A thread: the parent is in the archive.
        let reply = try #require(posts.first { $0.id == Self.base + "56521" })
        #expect(reply.inReplyTo == Self.base + "56506")
        #expect(posts.contains { $0.id == reply.inReplyTo })
        #expect(reply.published == Date(timeIntervalSince1970: 1_478_036_109))  // 2016-11-01T21:35:09Z
        // Media mapped into the archive (and reported missing: this fixture omits media).
        let withMedia = try #require(posts.first { $0.id == Self.base + "1380107" })
        #expect(
            withMedia.media.first
                == FeedMedia(
                    localPath: "media_attachments/files/000/146/459/original/f59eb11efe5d8172.jpg",
                    mediaType: "image/jpeg"))
        #expect(posts.reduce(0) { $0 + $1.media.count } == 8)
        var visibility: [FeedVisibility: Int] = [:]
        for post in posts { visibility[post.visibility, default: 0] += 1 }
        #expect(visibility == [.public: 218, .followersOnly: 3, .unlisted: 2, .direct: 1])
        #expect(
            Self.codes(result.diagnostics) == [
                "note feed.total-mismatch": 1,  // totalItems 223, 224 listed
                "note feed.reply-outside-archive": 97,
                "warning feed.media-missing": 9,  // 8 attachments + avatar.jpg
            ])
        #expect(!result.diagnostics.hasErrors)
        let user = try #require(result.feed.users.first)
        #expect(user.username == "lmorchard")
        #expect(!user.bioHTML.contains("target="))
        #expect(posts.allSatisfy { !$0.contentHTML.contains("target=") })
    }

    @Test(
        "2022-2023 export: 18 posts, relative media path, a hashtag",
        .enabled(if: SharedFixtures.available, "needs ../shared/fixtures beside the package"))
    func export2023() throws {
        let result = MastodonImporter().importArchive(
            at: SharedFixtures.shared("mastodon-fossilizer-fixture/zip-2023"))
        let posts = result.feed.posts
        #expect(posts.count == 18)
        #expect(posts.allSatisfy { !$0.isBoost && $0.visibility == .public })
        let first = try #require(posts.first)
        #expect(
            first.id == "https://toot.lmorchard.com/users/lmorchard/statuses/109318097085292765")
        #expect(first.published == Date(timeIntervalSince1970: 1_668_061_784))  // 2022-11-10T06:29:44Z
        let logo = try #require(posts.first { $0.id.hasSuffix("/110127212411293872") })
        #expect(logo.tags == ["logo"])
        let photo = try #require(posts.first { $0.id.hasSuffix("/110285480688437416") })
        #expect(
            photo.media.map(\.localPath) == [
                "media_attachments/files/110/285/480/112/204/631/original/adc294faa4f49e38.jpg"
            ])
        #expect(!result.diagnostics.hasErrors)
        #expect(result.feed.users.first?.displayName == "Les Orchard")
    }
}
