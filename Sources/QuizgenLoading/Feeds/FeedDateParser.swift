import Foundation
import QuizgenCore

/// Parses the date formats found in social archives. Create one per import (formatters are not
/// shared between threads).
struct FeedDateParser {
    private let internet: ISO8601DateFormatter
    private let fractional: ISO8601DateFormatter
    private let twitter: DateFormatter

    init() {
        internet = ISO8601DateFormatter()
        internet.formatOptions = [.withInternetDateTime]
        fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        twitter = DateFormatter()
        twitter.locale = Locale(identifier: "en_US_POSIX")
        twitter.timeZone = TimeZone(identifier: "UTC")
        twitter.dateFormat = "EEE MMM dd HH:mm:ss Z yyyy"
    }

    /// An ISO 8601 date with a zone (`Z` or `±hh:mm`), with or without fractional seconds.
    func iso8601(_ text: String) -> Date? {
        guard Self.isASCII(text) else { return nil }
        return Self.plainInternetDate(text) ?? internet.date(from: text)
            ?? fractional.date(from: text)
    }

    /// A tweet date such as `Sat Sep 10 01:52:13 +0000 2022`.
    func twitterDate(_ text: String) -> Date? {
        guard Self.isASCII(text) else { return nil }
        return twitter.date(from: text)
    }

    /// Whether `text` is ASCII, as every date these formats write is. Foundation's formatters
    /// trap on some text outside it ("Incorrect range" in `DateFormatter.date(from:)`, a weekday
    /// followed by non-ASCII bytes in a tweet's `created_at`; found by the twitter fuzz
    /// target), so nothing else reaches them.
    static func isASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 }
    }

    /// `YYYY-MM-DDTHH:MM:SS` followed by `Z` or `±HH:MM`, with every field in range, read
    /// without a formatter (the formatters cost about 10 µs a date, most of an archive's
    /// reading time); anything else is left to the formatters.
    static func plainInternetDate(_ text: String) -> Date? {
        var text = text
        return text.withUTF8 { bytes -> Date? in
            guard bytes.count == 20 || bytes.count == 25 else { return nil }
            func number(_ start: Int, _ count: Int) -> Int? {
                var value = 0
                for index in start..<(start + count) {
                    let digit = Int(bytes[index]) - 48
                    guard (0...9).contains(digit) else { return nil }
                    value = value * 10 + digit
                }
                return value
            }
            guard bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
                bytes[10] == UInt8(ascii: "T"),
                bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
                let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
                let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2),
                year >= 1600, (1...12).contains(month), hour < 24, minute < 60, second < 60,
                (1...CivilCalendar.daysIn(month: month, year: year)).contains(day)
            else { return nil }
            var offset = 0
            if bytes.count == 20 {
                guard bytes[19] == UInt8(ascii: "Z") else { return nil }
            } else {
                guard bytes[19] == UInt8(ascii: "+") || bytes[19] == UInt8(ascii: "-"),
                    bytes[22] == UInt8(ascii: ":"),
                    let hours = number(20, 2), let minutes = number(23, 2), hours < 24, minutes < 60
                else { return nil }
                offset = (hours * 3600 + minutes * 60) * (bytes[19] == UInt8(ascii: "-") ? -1 : 1)
            }
            let days = Int(CivilCalendar.days(year: year, month: month, day: day))
            let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offset
            return Date(timeIntervalSince1970: TimeInterval(seconds))
        }
    }
}
