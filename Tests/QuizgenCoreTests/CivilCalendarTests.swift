import Foundation
import QuizgenCore
import Testing

@Suite("Civil calendar")
struct CivilCalendarTests {
    /// Every day from 1600 to 2400 round-trips, and agrees with Foundation's Gregorian calendar.
    @Test func daysRoundTripAndAgreeWithFoundation() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        let first = CivilCalendar.days(year: 1600, month: 1, day: 1)
        let last = CivilCalendar.days(year: 2400, month: 12, day: 31)
        var previous: (year: Int, month: Int, day: Int)?
        for days in stride(from: first, through: last, by: 1) {
            let date = CivilCalendar.date(fromDays: days)
            #expect(CivilCalendar.days(year: date.year, month: date.month, day: date.day) == days)
            #expect(
                (1...CivilCalendar.daysIn(month: date.month, year: date.year)).contains(date.day))
            if let previous, previous.month != date.month {
                #expect(
                    previous.day == CivilCalendar.daysIn(month: previous.month, year: previous.year)
                )
            }
            previous = date
        }
        for (year, month, day) in [
            (1600, 2, 29), (1900, 2, 28), (1969, 12, 31), (2000, 2, 29), (2024, 5, 1),
        ] {
            let instant = try #require(
                calendar.date(from: DateComponents(year: year, month: month, day: day)))
            #expect(
                CivilCalendar.days(year: year, month: month, day: day) == Int64(
                    instant.timeIntervalSince1970) / 86_400)
            #expect(
                CivilCalendar.weekday(
                    fromDays: CivilCalendar.days(year: year, month: month, day: day))
                    == calendar.component(.weekday, from: instant) - 1)
        }
    }

    @Test func secondsSplitRoundsDaysDown() {
        #expect(CivilCalendar.split(seconds: 0) == (0, 0))
        #expect(CivilCalendar.split(seconds: 86_399) == (0, 86_399))
        #expect(CivilCalendar.split(seconds: -1) == (-1, 86_399))
        #expect(CivilCalendar.split(seconds: -86_400) == (-1, 0))
        #expect(PageDate.isoText(-1) == "1969-12-31T23:59:59Z")
    }
}
