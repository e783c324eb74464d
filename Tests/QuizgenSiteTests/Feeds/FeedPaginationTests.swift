import Foundation
import QuizgenSite
import QuizgenTestSupport
import Testing

@Suite("Feeds: pagination boundaries")
struct FeedPaginationTests {
    static let pageSize = 3

    func build(_ count: Int) async throws -> (TestSite, [String: String]) {
        let site = try TestSite([
            "quizgen.yaml": FeedTestSupport.config(pageSize: Self.pageSize),
            "Content/feeds/campus/users.json": FeedTestSupport.users,
            "Content/feeds/campus/posts.json": FeedTestSupport.posts(count),
        ])
        let result = await site.build(plugins: [FeedPlugin.plugin], write: false)
        #expect(result.diagnostics.lines == [])
        return (site, FeedTestSupport.texts(result))
    }

    func timelinePages(_ files: [String: String]) -> [String] {
        files.keys.filter {
            $0.hasPrefix("feeds/campus/")
                && ($0 == "feeds/campus/index.html" || $0.hasPrefix("feeds/campus/page/"))
        }.sorted()
    }

    @Test(arguments: [(0, 1), (1, 1), (3, 1), (4, 2), (7, 3)])
    func pagesAndLinks(posts: Int, pages: Int) async throws {
        let (site, files) = try await build(posts)
        defer { site.remove() }
        var expected = ["feeds/campus/index.html"]
        if pages > 1 { expected += (2...pages).map { "feeds/campus/page/\($0)/index.html" } }
        #expect(timelinePages(files) == expected.sorted())
        let first = try #require(files["feeds/campus/index.html"])
        #expect(!first.contains("rel=\"prev\""))
        #expect(first.contains("rel=\"next\"") == (pages > 1))
        #expect(
            first.components(separatedBy: "class=\"post\"").count - 1 == min(posts, Self.pageSize))
        if posts == 0 { #expect(first.contains("No posts yet.")) }
        if pages > 1 {
            #expect(first.contains("<a rel=\"next\" href=\"/site/feeds/campus/page/2/\">"))
            let last = try #require(files["feeds/campus/page/\(pages)/index.html"])
            #expect(!last.contains("rel=\"next\""))
            let previous =
                pages == 2 ? "/site/feeds/campus/" : "/site/feeds/campus/page/\(pages - 1)/"
            #expect(last.contains("<a rel=\"prev\" href=\"\(previous)\">"))
            #expect(
                last.components(separatedBy: "class=\"post\"").count - 1 == posts - (pages - 1)
                    * Self.pageSize)
            // Newest first across pages: the oldest post is on the last page.
            #expect(last.contains("Post number 0"))
        }
        let user = try #require(files["feeds/campus/users/ann/index.html"])
        #expect(user.contains("rel=\"next\"") == (pages > 1))
        #expect(files["feeds/campus/users/ann/page/\(pages + 1)/index.html"] == nil)
    }
}
