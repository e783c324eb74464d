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
        let (days, rest) = CivilCalendar.split(seconds: seconds)
        let (y, m, d) = CivilCalendar.date(fromDays: days)
        return dayText(y, m, d) + "T" + pad(Int(rest / 3600)) + ":" + pad(Int(rest % 3600 / 60))
            + ":" + pad(Int(rest % 60)) + "Z"
    }

    /// `YYYY-MM-DD` for a year, month and day.
    public static func dayText(_ year: Int, _ month: Int, _ day: Int) -> String {
        let y = String(year)
        return String(repeating: "0", count: max(0, 4 - y.count)) + y + "-" + pad(month) + "-"
            + pad(day)
    }

    static func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
