import Foundation
import QuizgenCore

/// Date texts for feeds, computed without formatters (safe to call from parallel renders).
///
/// Everything is in UTC: RFC 3339 (`2024-05-01T08:00:00Z`) for HTML `datetime`, Atom and JSON
/// Feed; RFC 822 (`Wed, 01 May 2024 08:00:00 +0000`) for RSS.
public enum FeedDateFormat {
    struct Parts {
        var year, month, day, hour, minute, second, weekday: Int
    }

    static func parts(_ date: Date) -> Parts {
        let (days, secondOfDay) = CivilCalendar.split(
            seconds: Int64(date.timeIntervalSince1970.rounded(.down)))
        let rest = Int(secondOfDay)
        let (year, month, day) = CivilCalendar.date(fromDays: days)
        let weekday = CivilCalendar.weekday(fromDays: days)  // 0 = Sunday
        return Parts(
            year: year, month: month, day: day, hour: rest / 3600, minute: rest % 3600 / 60,
            second: rest % 60,
            weekday: weekday)
    }

    static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    static func four(_ n: Int) -> String {
        String(repeating: "0", count: max(0, 4 - String(n).count)) + "\(n)"
    }

    /// `2024-05-01T08:00:00Z`.
    public static func rfc3339(_ date: Date) -> String {
        let p = parts(date)
        return
            "\(four(p.year))-\(two(p.month))-\(two(p.day))T\(two(p.hour)):\(two(p.minute)):\(two(p.second))Z"
    }

    /// `Wed, 01 May 2024 08:00:00 +0000`.
    public static func rfc822(_ date: Date) -> String {
        let p = parts(date)
        let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let months = [
            "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
        ]
        return
            "\(days[p.weekday]), \(two(p.day)) \(months[p.month - 1]) \(four(p.year)) \(two(p.hour)):\(two(p.minute)):\(two(p.second)) +0000"
    }

    /// `2024-05-01 08:00 UTC`, for reading.
    public static func display(_ date: Date) -> String {
        let p = parts(date)
        return "\(four(p.year))-\(two(p.month))-\(two(p.day)) \(two(p.hour)):\(two(p.minute)) UTC"
    }

    /// `2024/05`: the month's URL segments, which sort like the months.
    static func month(_ date: Date) -> String {
        let p = parts(date)
        return "\(four(p.year))/\(two(p.month))"
    }

    /// `May 2024` for `2024/05`.
    static func monthTitle(_ slug: String) -> String {
        let names = [
            "January", "February", "March", "April", "May", "June", "July", "August", "September",
            "October",
            "November", "December",
        ]
        let pieces = slug.split(separator: "/")
        guard pieces.count == 2, let month = Int(pieces[1]), (1...12).contains(month) else {
            return slug
        }
        return "\(names[month - 1]) \(pieces[0])"
    }

    /// The calendar day (UTC) of `date`.
    static func dayParts(_ date: Date) -> (year: Int, month: Int, day: Int) {
        let p = parts(date)
        return (p.year, p.month, p.day)
    }
}
