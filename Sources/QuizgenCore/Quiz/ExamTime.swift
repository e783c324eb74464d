import Foundation

/// A date-time of an exam's window (`opens`, `closes`): RFC 3339, or without a zone, in which
/// case it is read in the site's time zone when the window is checked.
public struct ExamTime: Sendable, Hashable, Codable {
    /// The text as written.
    public var text: String
    /// The calendar fields as written.
    public var year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int
    /// The offset from UTC in seconds when the text has a zone (`Z`, `+02:00`); `nil` when it
    /// has none.
    public var utcOffset: Int?

    /// Reads `2026-11-24T09:00:00Z`, `2026-11-24T09:00+01:00`, `2026-11-24 09:00` (zone-less).
    ///
    /// - Returns: `nil` when `text` is not such a date-time or names an impossible one.
    public init?(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let scalars = Array(trimmed.unicodeScalars)
        var index = 0
        func number(_ digits: Int) -> Int? {
            guard index + digits <= scalars.count else { return nil }
            var value = 0
            for offset in 0..<digits {
                guard let digit = Int(String(scalars[index + offset])),
                    scalars[index + offset].isASCII
                else { return nil }
                value = value * 10 + digit
            }
            index += digits
            return value
        }
        func expect(_ characters: String) -> Bool {
            guard index < scalars.count, characters.unicodeScalars.contains(scalars[index]) else {
                return false
            }
            index += 1
            return true
        }
        guard let year = number(4), expect("-"), let month = number(2), expect("-"),
            let day = number(2), expect("Tt "),
            let hour = number(2), expect(":"), let minute = number(2)
        else { return nil }
        var second = 0
        if index < scalars.count, scalars[index] == ":" {
            index += 1
            guard let s = number(2) else { return nil }
            second = s
            if index < scalars.count, scalars[index] == "." {
                index += 1
                while index < scalars.count, scalars[index].properties.numericType != nil {
                    index += 1
                }
            }
        }
        var offset: Int?
        if index < scalars.count {
            if expect("Zz") {
                offset = 0
            } else if index < scalars.count, scalars[index] == "+" || scalars[index] == "-" {
                let sign = scalars[index] == "-" ? -1 : 1
                index += 1
                guard let h = number(2), expect(":"), let m = number(2), h < 24, m < 60 else {
                    return nil
                }
                offset = sign * (h * 3600 + m * 60)
            } else {
                return nil
            }
        }
        guard index == scalars.count, (1...12).contains(month), (1...31).contains(day), hour < 24,
            minute < 60, second < 61
        else { return nil }
        self.text = trimmed
        (self.year, self.month, self.day, self.hour, self.minute, self.second, self.utcOffset) =
            (year, month, day, hour, minute, second, offset)
        var check = DateComponents()
        (check.year, check.month, check.day) = (year, month, day)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        guard check.isValidDate(in: calendar) else { return nil }
    }

    /// The instant this time names: with its own offset, or read in `timeZone` when it has none.
    public func date(in timeZone: TimeZone) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utcOffset.flatMap { TimeZone(secondsFromGMT: $0) } ?? timeZone
        var components = DateComponents()
        (components.year, components.month, components.day) = (year, month, day)
        (components.hour, components.minute, components.second) = (hour, minute, second)
        return calendar.date(from: components) ?? Date(timeIntervalSince1970: 0)
    }
}
