import Foundation

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
        internet.date(from: text) ?? fractional.date(from: text)
    }

    /// A tweet date such as `Sat Sep 10 01:52:13 +0000 2022`.
    func twitterDate(_ text: String) -> Date? {
        twitter.date(from: text)
    }
}
