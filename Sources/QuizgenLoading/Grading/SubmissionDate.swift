import Foundation
import QuizgenCore

/// Reads the ISO 8601 / RFC 3339 date-times submissions carry (`2026-11-21T10:00:00.000Z`,
/// `2026-11-21T11:00:00+01:00`), without a formatter per call: grading reads two per
/// submission, for up to hundreds of thousands of submissions.
enum SubmissionDate {
    /// The date, or `nil` unless the text is `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)`.
    static func parse(_ text: String) -> Date? {
        var text = text
        return text.withUTF8 { parse(bytes: $0) }
    }

    /// The date written in UTF-8 `b`, or `nil` unless it is
    /// `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)`.
    static func parse(bytes b: UnsafeBufferPointer<UInt8>) -> Date? {
        guard b.count >= 20 else { return nil }
        func number(_ from: Int, _ count: Int) -> Int? {
            var value = 0
            for i in from..<from + count {
                guard i < b.count, b[i] >= 48, b[i] <= 57 else { return nil }
                value = value * 10 + Int(b[i] - 48)
            }
            return value
        }
        guard let year = number(0, 4), b[4] == 45, let month = number(5, 2), b[7] == 45,
            let day = number(8, 2), b[10] == 84 || b[10] == 116 || b[10] == 32,
            let hour = number(11, 2),
            b[13] == 58, let minute = number(14, 2), b[16] == 58, let second = number(17, 2)
        else { return nil }
        var index = 19
        var fraction = 0.0
        if index < b.count, b[index] == 46 {
            index += 1
            var scale = 0.1
            let start = index
            while index < b.count, b[index] >= 48, b[index] <= 57 {
                fraction += Double(b[index] - 48) * scale
                scale /= 10
                index += 1
            }
            guard index > start else { return nil }
        }
        guard index < b.count else { return nil }
        var offset = 0
        if b[index] == 90 || b[index] == 122 {
            index += 1
        } else if b[index] == 43 || b[index] == 45, let h = number(index + 1, 2),
            index + 3 < b.count, b[index + 3] == 58,
            let m = number(index + 4, 2)
        {
            offset = (b[index] == 43 ? 1 : -1) * (h * 3600 + m * 60)
            index += 6
        } else {
            return nil
        }
        guard index == b.count, (1...12).contains(month), (1...31).contains(day), hour < 24,
            minute < 60, second < 61
        else { return nil }
        let days = Int(CivilCalendar.days(year: year, month: month, day: day))
        guard day <= CivilCalendar.daysIn(month: month, year: year) else { return nil }
        let seconds = Double(days * 86400 + hour * 3600 + minute * 60 + second - offset) + fraction
        return Date(timeIntervalSince1970: seconds)
    }
}
