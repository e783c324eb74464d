import Foundation
import QuizgenSite
import QuizgenTestSupport
import Testing

@Suite("Feeds: custom exports through 'mapping'")
struct FeedMappingTests {
    @Test func renamedFieldsAndNumbersAsTextLoadWithoutCode() async throws {
        let site = try TestSite([
            "quizgen.yaml": """
            title: T
            base_url: https://example.org/
            feeds:
              club:
                source: exports/club.zip
                mapping:
                  users: {id: user_id, username: user_name, name: display}
                  posts: {id: ident, author: user_id, time: created_at, text: body, reply_to: parent}
                  comments: {post: on_post, author: user_id, time: created_at, text: body}
            """
        ])
        defer { site.remove() }
        let folder = site.root.appendingPathComponent("export-src")
        try site.write(
            "export-src/users.json",
            """
            [{"user_id": 7, "user_name": "ann_k", "display": "Ann K.", "followers": 12},
             {"user_id": "8", "user_name": "bo"}]
            """)
        try site.write(
            "export-src/posts.json",
            """
            [{"ident": "100", "user_id": "7", "created_at": "2024-03-01T09:00:00-05:00", "body": "First", "likes": "3"},
             {"ident": 101, "user_id": 8, "created_at": "2024-03-01T10:00:00Z", "body": "Reply", "parent": "100"}]
            """)
        try site.write(
            "export-src/comments.json",
            """
            [{"id": "9", "on_post": 100, "user_id": "8", "created_at": "2024-03-01T11:00:00Z", "body": "Nice"}]
            """)
        try ZipMaker.zip(folder, to: site.root.appendingPathComponent("exports/club.zip"))
        try FileManager.default.removeItem(at: folder)
        let result = await site.build(plugins: [FeedPlugin.plugin])
        #expect(result.diagnostics.lines == [])
        let post = try #require(site.output("feeds/club/posts/100/index.html"))
        #expect(post.contains("datetime=\"2024-03-01T14:00:00Z\""))
        #expect(post.contains("Ann K.") && post.contains("@ann_k"))
        #expect(post.contains("Nice"))
        #expect(post.contains("href=\"/feeds/club/posts/101/\""))
        #expect(site.output("feeds/club/users/ann-k/index.html") != nil)
    }
}
