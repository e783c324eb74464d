/// The proleptic Gregorian calendar as day counts since 1970-01-01, computed without
/// `Calendar` or formatters, so that parallel renders and parsers share no state. The one copy of
/// these algorithms: pages, feeds, submissions and date texts all call it.
public enum CivilCalendar {
    /// Days since 1970-01-01 of a year, month (1-12) and day (Howard Hinnant's
    /// days_from_civil).
    @inlinable
    public static func days(year: Int, month: Int, day: Int) -> Int64 {
        let y = Int64(month <= 2 ? year - 1 : year)
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = Int64(month > 2 ? month - 3 : month + 9)
        let doy = (153 * mp + 2) / 5 + Int64(day) - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// The year, month (1-12) and day of a day count since 1970-01-01 (Howard Hinnant's
    /// civil_from_days).
    @inlinable
    public static func date(fromDays days: Int64) -> (year: Int, month: Int, day: Int) {
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

    /// The number of days in a month (1-12) of a year; 31 for a month out of range.
    @inlinable
    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// The day of the week of a day count since 1970-01-01: 0 for Sunday to 6 for Saturday.
    @inlinable
    public static func weekday(fromDays days: Int64) -> Int {
        Int(((days % 7) + 11) % 7)
    }

    /// Splits seconds since the epoch into whole days and the seconds of that day (0..<86,400),
    /// rounding days down for instants before 1970.
    @inlinable
    public static func split(seconds: Int64) -> (days: Int64, secondOfDay: Int64) {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        return (days, seconds - days * 86_400)
    }
}
