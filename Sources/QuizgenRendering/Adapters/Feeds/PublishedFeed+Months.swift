import Foundation
import QuizgenCore

extension PublishedFeed {
    /// The feed's posts by calendar month (UTC), newest month first; each group's slug is
    /// `yyyy/mm` and its posts are newest first.
    static func months(of feed: Feed, newestFirst: [Int]) -> [FeedPostGroup] {
        var byMonth: [String: [Int]] = [:]
        for index in newestFirst {
            byMonth[FeedDateFormat.month(feed.posts[index].published), default: []].append(index)
        }
        return byMonth.keys.sorted(by: >).map { slug in
            FeedPostGroup(title: FeedDateFormat.monthTitle(slug), slug: slug, posts: byMonth[slug] ?? [])
        }
    }

    /// The route of month `index` of `months`, `/feeds/<name>/archive/<yyyy>/<mm>/`.
    public func monthPath(_ index: Int) -> String { "\(base)archive/\(months[index].slug)/" }

    /// The posts published on today's month and day in earlier years (UTC), newest first.
    ///
    /// - Parameter now: The build's clock reading.
    /// - Returns: Post indices.
    public func onThisDay(_ now: Date) -> [Int] {
        let today = FeedDateFormat.dayParts(now)
        return timeline.filter { index in
            let day = FeedDateFormat.dayParts(feed.posts[index].published)
            return day.month == today.month && day.day == today.day && day.year < today.year
        }
    }
}
