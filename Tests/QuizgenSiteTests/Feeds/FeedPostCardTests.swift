import Foundation
import QuizgenCore
import QuizgenSite
import QuizgenTestSupport
import Testing

/// Each post's card is rendered once per build and included by every page that lists it; the
/// output must be byte for byte what rendering it in place on each page gives. A site override
/// of the card that reads anything beyond the post (here `site.…`, printing nothing) turns the
/// cache off, so the same site built with it is the reference.
@Suite("Feeds: post cards rendered once, same bytes")
struct FeedPostCardTests {
    /// The default card plus a tag that reads `site` and prints nothing.
    static func inPlaceCard() throws -> String {
        let card = try String(
            contentsOf: FeedTestSupport.repositoryRoot.appendingPathComponent(
                "Sources/QuizgenRendering/Theme/feed-post-card.mustache"), encoding: .utf8)
        return card + "{{#site.quizgen_test_never}}{{/site.quizgen_test_never}}"
    }

    /// Builds `files` (with `copies`) with the cached card and with the in-place card.
    /// (Rendered only, not published: the archives hold deliberate errors.)
    static func bothWays(_ files: [String: String], copies: [(URL, String)] = []) async throws -> (
        cached: [String: String], inPlace: [String: String]
    ) {
        let site = try TestSite(files)
        defer { site.remove() }
        for (source, path) in copies { try FeedTestSupport.copy(source, into: site, at: path) }
        let cached = FeedTestSupport.texts(
            await site.build(plugins: [FeedPlugin.plugin], write: false))
        try site.write("Templates/feed-post-card.mustache", try inPlaceCard())
        let inPlace = FeedTestSupport.texts(
            await site.build(plugins: [FeedPlugin.plugin], write: false))
        return (cached, inPlace)
    }

    static func expectSame(_ both: (cached: [String: String], inPlace: [String: String])) {
        #expect(both.cached.count > 10)
        #expect(Set(both.cached.keys) == Set(both.inPlace.keys))
        for (path, data) in both.cached.sorted(by: { $0.key < $1.key })
        where both.inPlace[path] != data {
            Issue.record(
                "\(path) differs between the cached and the in-place card:\n\(data)\n---\n\(both.inPlace[path] ?? "(missing)")"
            )
        }
    }

    @Test func quizgenFormatWithRepliesPlacesAndPagination() async throws {
        var files = FeedSiteTests.files
        files["quizgen.yaml"] = FeedTestSupport.config(pageSize: 2)
        Self.expectSame(try await Self.bothWays(files))
    }

    @Test func ownMastodonArchive() async throws {
        let files = [
            "quizgen.yaml":
                "title: T\nbase_url: https://example.org/\npage_size: 2\nfeeds:\n  masto:\n    format: mastodon\n    source: in/masto\n"
        ]
        Self.expectSame(
            try await Self.bothWays(
                files,
                copies: [
                    (FeedTestSupport.ownFeeds.appendingPathComponent("mastodon-traps"), "in/masto")
                ]))
    }

    @Test func sharedMastodonArchive() async throws {
        guard FeedTestSupport.sharedAvailable else {
            print("skipped: ../shared/fixtures/feeds is absent")
            return
        }
        let files = [
            "quizgen.yaml":
                "title: T\nbase_url: https://example.org/\npage_size: 3\nfeeds:\n  masto:\n    format: mastodon\n    source: in/masto\n"
        ]
        let source = FeedTestSupport.sharedFeeds.appendingPathComponent(
            "mastodon-fossilizer-fixture")
        Self.expectSame(try await Self.bothWays(files, copies: [(source, "in/masto")]))
    }

    @Test func anOverrideThatReadsTheFeedStillWorks() async throws {
        let site = try TestSite(FeedSiteTests.files)
        defer { site.remove() }
        try site.write(
            "Templates/feed-post-card.mustache", "<p class=\"card\">{{feed.title}}: {{id}}</p>")
        let result = await site.build(plugins: [FeedPlugin.plugin])
        #expect(result.published)
        let timeline = try #require(site.output("feeds/campus/index.html"))
        #expect(timeline.contains("<p class=\"card\">Campus: r2</p>"))
        #expect(
            site.output("feeds/campus/tags/intro/index.html")?.contains(
                "<p class=\"card\">Campus: root</p>") == true)
    }
}
