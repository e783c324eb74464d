import Foundation
import QuizgenCore
import QuizgenSite
import QuizgenTestSupport
import Testing

/// What archive owners ask for: a page per month, linked from the timeline, and "On this day"
/// on the feed's home page by the build's clock (TestSite's is 2023-11-14T22:13:20Z).
@Suite("Feeds: monthly archive pages and 'On this day'")
struct FeedArchivePagesTests {
    static let posts = """
        [{"id": "y21", "author": "ann", "time": "2021-11-14T08:00:00Z", "text": "Two years ago today"},
         {"id": "y22", "author": "ann", "time": "2022-11-14T23:30:00+02:00", "text": "One year ago today"},
         {"id": "d15", "author": "ann", "time": "2022-11-15T08:00:00Z", "text": "A day later"},
         {"id": "may", "author": "bo", "time": "2023-05-01T08:00:00Z", "text": "In May"},
         {"id": "now", "author": "bo", "time": "2023-11-14T08:00:00Z", "text": "Today itself"}]
        """

    static func build(pageSize: Int = 50) async throws -> [String: String] {
        let site = try TestSite([
            "quizgen.yaml": FeedTestSupport.config(pageSize: pageSize),
            "Content/feeds/campus/users.json": FeedTestSupport.users,
            "Content/feeds/campus/posts.json": posts,
        ])
        defer { site.remove() }
        let result = await site.build(plugins: [FeedPlugin.plugin], write: false)
        #expect(result.diagnostics.lines == [])
        return FeedTestSupport.texts(result)
    }

    @Test func aPagePerMonthLinkedFromTheTimeline() async throws {
        let files = try await Self.build()
        let months = files.keys.filter { $0.hasPrefix("feeds/campus/archive/") }.sorted()
        #expect(
            months == [
                "feeds/campus/archive/2021/11/index.html",
                "feeds/campus/archive/2022/11/index.html",
                "feeds/campus/archive/2023/05/index.html",
                "feeds/campus/archive/2023/11/index.html",
            ])
        let november = try #require(files["feeds/campus/archive/2022/11/index.html"])
        #expect(november.contains("<h1>November 2022</h1>"))
        #expect(november.contains("One year ago today") && november.contains("A day later"))
        #expect(!november.contains("In May") && !november.contains("Two years ago today"))
        #expect(
            november.contains(
                "<a href=\"/site/feeds/campus/archive/2021/11/\" rel=\"prev\">November 2021</a>"))
        // A month page lists every month too, as the timeline does.
        #expect(november.contains("<h2>Archive by month</h2>"))
        #expect(
            november.contains(
                "<a href=\"/site/feeds/campus/archive/2023/05/\">May 2023</a> <span class=\"meta\">(1)</span>"
            ))
        let timeline = try #require(files["feeds/campus/index.html"])
        #expect(
            timeline.contains(
                "<a href=\"/site/feeds/campus/archive/2023/05/\">May 2023</a> <span class=\"meta\">(1)</span>"
            ))
    }

    @Test func onThisDayByTheBuildClock() async throws {
        let files = try await Self.build(pageSize: 2)
        let home = try #require(files["feeds/campus/index.html"])
        let section = try #require(home.range(of: "<h2 id=\"on-this-day\">On this day</h2>"))
        let rest = String(home[section.upperBound...])
        let end = try #require(rest.range(of: "</section>"))
        let memories = String(rest[..<end.lowerBound])
        #expect(memories.contains("Two years ago today") && memories.contains("One year ago today"))
        #expect(
            !memories.contains("A day later") && !memories.contains("Today itself")
                && !memories.contains("In May"))
        #expect(files["feeds/campus/page/2/index.html"]?.contains("On this day") == false)
    }
}
