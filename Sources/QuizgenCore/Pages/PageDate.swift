/// A page's date as front matter writes it: a day (`2020-01-01`) or an RFC 3339 date-time, read
/// into one instant.
public struct PageDate: Sendable, Hashable, Codable, Comparable {
    /// Seconds since 1970-01-01T00:00:00Z.
    public var seconds: Int64
    /// The calendar day as written (in the date's own zone): `2020-01-01`.
    public var day: String
    /// The instant in RFC 3339, in UTC: `2020-01-01T00:37:00Z`.
    public var iso: String

    /// Creates a date.
    public init(seconds: Int64, day: String, iso: String) {
        self.seconds = seconds
        self.day = day
        self.iso = iso
    }

    public static func < (lhs: PageDate, rhs: PageDate) -> Bool { lhs.seconds < rhs.seconds }

    /// The RFC 3339 UTC text of `seconds` since the epoch.
    public static func isoText(_ seconds: Int64) -> String {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let rest = seconds - days * 86_400
        let (y, m, d) = civil(fromDays: days)
        return dayText(y, m, d) + "T" + pad(Int(rest / 3600)) + ":" + pad(Int(rest % 3600 / 60))
            + ":" + pad(Int(rest % 60)) + "Z"
    }

    /// `YYYY-MM-DD` for a year, month and day.
    public static func dayText(_ year: Int, _ month: Int, _ day: Int) -> String {
        let y = String(year)
        return String(repeating: "0", count: max(0, 4 - y.count)) + y + "-" + pad(month) + "-"
            + pad(day)
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's days_from_civil).
    public static func days(year: Int, month: Int, day: Int) -> Int64 {
        let y = Int64(month <= 2 ? year - 1 : year)
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = Int64(month > 2 ? month - 3 : month + 9)
        let doy = (153 * mp + 2) / 5 + Int64(day) - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// The year, month and day of a day count since 1970-01-01.
    public static func civil(fromDays days: Int64) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = Int(doy - (153 * mp + 2) / 5 + 1)
        let m = Int(mp < 10 ? mp + 3 : mp - 9)
        let y = Int(yoe + era * 400) + (m <= 2 ? 1 : 0)
        return (y, m, d)
    }

    static func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
