import Foundation
import QuizgenCore

/// Reads front-matter dates as Hugo and Jekyll write them: `2020-01-01`, or an RFC 3339 /
/// ISO 8601 date-time with or without seconds, fraction and zone (`2020-01-01T00:37:00Z`,
/// `2020-01-01 10:00:00 +02:00`). A date-time without a zone is read in the site's time zone.
public struct PageDateParser: Sendable {
    /// The zone for date-times written without one.
    public let timeZone: TimeZone

    /// Creates a parser.
    public init(timeZone: TimeZone) { self.timeZone = timeZone }

    /// The forms accepted, for messages.
    public static let accepted =
        "a date (2020-01-31) or an RFC 3339 date-time (2020-01-31T09:30:00Z)"

    /// Parses `text`, or returns `nil` when it is none of the accepted forms or not a real date.
    public func parse(_ text: String) -> PageDate? {
        var scanner = Scanner(Array(text.utf8))
        guard let year = scanner.digits(4), scanner.take("-"), let month = scanner.digits(2),
            scanner.take("-"),
            let day = scanner.digits(2), (1...12).contains(month),
            (1...CivilCalendar.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        let days = CivilCalendar.days(year: year, month: month, day: day)
        let dayText = PageDate.dayText(year, month, day)
        if scanner.atEnd {
            // A day alone is that day's midnight in the site's zone.
            let local = days * 86_400
            let seconds = local - Int64(offset(forLocal: local))
            return PageDate(seconds: seconds, day: dayText, iso: PageDate.isoText(seconds))
        }
        guard scanner.take("T") || scanner.take("t") || scanner.take(" "),
            let hour = scanner.digits(2), scanner.take(":"),
            let minute = scanner.digits(2), hour < 24, minute < 60
        else { return nil }
        var second = 0
        if scanner.take(":") {
            guard let value = scanner.digits(2), value <= 60 else { return nil }
            second = min(value, 59)
            if scanner.take(".") || scanner.take(",") {
                guard scanner.skipDigits() > 0 else { return nil }
            }
        }
        let local = days * 86_400 + Int64(hour * 3600 + minute * 60 + second)
        _ = scanner.take(" ")
        let zoneOffset: Int
        if scanner.atEnd {
            zoneOffset = offset(forLocal: local)
        } else if scanner.take("Z") || scanner.take("z") {
            zoneOffset = 0
        } else {
            let sign: Int
            if scanner.take("+") {
                sign = 1
            } else if scanner.take("-") {
                sign = -1
            } else {
                return nil
            }
            guard let hours = scanner.digits(2), hours <= 23 else { return nil }
            var minutes = 0
            if scanner.take(":") {
                guard let value = scanner.digits(2) else { return nil }
                minutes = value
            } else if let value = scanner.digits(2) {
                minutes = value
            }
            guard minutes < 60 else { return nil }
            zoneOffset = sign * (hours * 3600 + minutes * 60)
        }
        guard scanner.atEnd else { return nil }
        let seconds = local - Int64(zoneOffset)
        return PageDate(seconds: seconds, day: dayText, iso: PageDate.isoText(seconds))
    }

    /// The zone's offset from UTC at the local time `local` (seconds since the epoch as if local
    /// were UTC); around a change the offset before it wins.
    func offset(forLocal local: Int64) -> Int {
        let first = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(local)))
        let second = timeZone.secondsFromGMT(
            for: Date(timeIntervalSince1970: TimeInterval(local - Int64(first))))
        return second
    }

    struct Scanner {
        let bytes: [UInt8]
        var index = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var atEnd: Bool { index == bytes.count }

        mutating func take(_ character: Character) -> Bool {
            guard index < bytes.count, bytes[index] == character.asciiValue else { return false }
            index += 1
            return true
        }

        mutating func digits(_ count: Int) -> Int? {
            guard index + count <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[index..<index + count] {
                guard byte >= 0x30, byte <= 0x39 else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            index += count
            return value
        }

        mutating func skipDigits() -> Int {
            let start = index
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
            return index - start
        }
    }
}
