import Foundation
import QuizgenCore
import QuizgenSite
import QuizgenTestSupport
import Testing

/// Privacy as a property: for every kind of withheld thing and every file the build writes
/// (timeline, post, user, tag, community, groups, month pages, Atom, RSS, JSON Feed, sitemap,
/// embed script, home, dashboard, media), nothing of the withheld item appears; with
/// `publish_private: true` it does.
@Suite("Feeds: nothing private is published, on any page or feed")
struct FeedPrivacyPropertyTests {
    typealias Kind = FeedPrivacyFixtures.Kind

    /// Every output file (path and contents) as text.
    static func build(_ kind: Kind, publishPrivate: Bool) async throws -> (
        BuildResult, [String: String]
    ) {
        let site = try TestSite(FeedPrivacyFixtures.files(kind, publishPrivate: publishPrivate))
        defer { site.remove() }
        let result = await site.build(plugins: [FeedPlugin.plugin])
        let files = site.snapshot().mapValues { String(decoding: $0, as: UTF8.self) }
        return (result, files)
    }

    @Test("withheld: no id, text, URL, medium or tag anywhere", arguments: Kind.allCases)
    func withheld(_ kind: Kind) async throws {
        let (result, files) = try await Self.build(kind, publishPrivate: false)
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.lines)")
        #expect(result.published)
        let paths = Set(files.keys)
        // Every kind of page and feed is there to be searched.
        for path in [
            "index.html", "sitemap.xml", "assets/feed-embed.js", "feeds/campus/index.html",
            "feeds/campus/groups/index.html", "feeds/campus/atom.xml", "feeds/campus/rss.xml",
            "feeds/campus/feed.json",
        ] {
            #expect(paths.contains(path), "\(path) missing")
        }
        for prefix in ["feeds/campus/posts/", "feeds/campus/users/", "feeds/campus/archive/"] {
            #expect(paths.contains { $0.hasPrefix(prefix) }, "no \(prefix) pages")
        }
        #expect(paths.contains { $0.hasPrefix("feeds/campus/users/") && $0.hasSuffix("/atom.xml") })
        if kind != .twitterMessage {
            #expect(paths.contains { $0.hasPrefix("feeds/campus/tags/") }, "no tag pages")
        }
        if [.quizgenFollowers, .quizgenDirect, .quizgenMessage].contains(kind) {
            #expect(
                paths.contains { $0.hasPrefix("feeds/campus/communities/") }, "no community pages")
        }
        #expect(!paths.contains { $0.hasPrefix("feeds/campus/messages/") })
        for marker in FeedPrivacyFixtures.markers(kind) {
            for (path, text) in files.sorted(by: { $0.key < $1.key }) {
                #expect(!path.contains(marker), "\(kind): '\(marker)' in the path \(path)")
                #expect(!text.contains(marker), "\(kind): '\(marker)' in \(path)")
            }
        }
    }

    @Test("publish_private: true publishes the same things", arguments: Kind.allCases)
    func published(_ kind: Kind) async throws {
        let (result, files) = try await Self.build(kind, publishPrivate: true)
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.lines)")
        let everything = files.map { $0.key + "\n" + $0.value }.joined(separator: "\n")
        if kind == .quizgenMessage || kind == .twitterMessage {
            #expect(
                files.keys.contains { $0.hasPrefix("feeds/campus/messages/") },
                "no conversations page")
        }
        // The status id's URI is not shown once the post has its own page here.
        for marker in FeedPrivacyFixtures.markers(kind) where !marker.hasPrefix("statuses/") {
            #expect(everything.contains(marker), "\(kind): '\(marker)' should be published")
        }
    }

    @Test("a public reply to a withheld post says so, with no link (problem 1)")
    func replyToWithheld() async throws {
        let (_, files) = try await Self.build(.mastodonFollowers, publishPrivate: false)
        let reply = try #require(files["feeds/campus/posts/2/index.html"])
        #expect(reply.contains("in reply to a post that is not public"))
        let timeline = try #require(files["feeds/campus/index.html"])
        #expect(timeline.contains("in reply to a post that is not public"))
        // A link to it in a public post's text goes, with the text that spells its URL out.
        #expect(
            files["feeds/campus/posts/5/index.html"]?.contains(
                "<p>See [a post that is not public]</p>") == true)
        // The boost of the withheld post is withheld with it.
        #expect(!files.keys.contains { $0.contains("boost-4") })
        let (_, open) = try await Self.build(.mastodonFollowers, publishPrivate: true)
        let linked = try #require(open["feeds/campus/posts/2/index.html"])
        #expect(linked.contains("in reply to <a href=\"/feeds/campus/posts/70001/\">this post</a>"))
    }
}
