import Foundation
import QuizgenCore
import QuizgenI18n

extension PublishedFeed {
    /// The feed's posts by calendar month (UTC), newest month first; each group's slug is
    /// `yyyy/mm` and its posts are newest first.
    static func months(of feed: Feed, newestFirst: [Int], dates: DateTexts?) -> [FeedPostGroup] {
        var byMonth: [String: [Int]] = [:]
        for index in newestFirst {
            byMonth[FeedDateFormat.month(feed.posts[index].published), default: []].append(index)
        }
        return byMonth.keys.sorted(by: >).map { slug in
            FeedPostGroup(
                title: monthTitle(slug, dates: dates), slug: slug, posts: byMonth[slug] ?? [])
        }
    }

    /// The route of month `index` of `months`, `/feeds/<name>/archive/<yyyy>/<mm>/`.
    /// `mai 2024` for `2024/05` in the site's language (`May 2024` without `dates`).
    static func monthTitle(_ slug: String, dates: DateTexts?) -> String {
        let pieces = slug.split(separator: "/")
        guard let dates, pieces.count == 2, let year = Int(pieces[0]), let month = Int(pieces[1])
        else {
            return FeedDateFormat.monthTitle(slug)
        }
        return dates.month(year: year, month: month)
    }

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
