import Foundation
import QuizgenCore
import QuizgenLoading
import Testing

@Suite("Front-matter dates")
struct PageDateParserTests {
    static let utc = PageDateParser(timeZone: TimeZone(identifier: "UTC")!)

    /// Every form Hugo and Jekyll write, with the instant each one means.
    @Test(arguments: [
        ("2020-01-01", "2020-01-01T00:00:00Z", "2020-01-01"),
        ("2020-01-01T00:37:00Z", "2020-01-01T00:37:00Z", "2020-01-01"),
        ("2020-01-01t00:37:00z", "2020-01-01T00:37:00Z", "2020-01-01"),
        ("2020-01-01T00:37", "2020-01-01T00:37:00Z", "2020-01-01"),
        ("2020-01-01T00:37:05.123Z", "2020-01-01T00:37:05Z", "2020-01-01"),
        ("2020-01-01T10:00:00+02:00", "2020-01-01T08:00:00Z", "2020-01-01"),
        ("2020-01-01T01:00:00-0530", "2020-01-01T06:30:00Z", "2020-01-01"),
        ("2020-01-01 10:00:00 +02:00", "2020-01-01T08:00:00Z", "2020-01-01"),
        ("2020-01-01 10:00:00", "2020-01-01T10:00:00Z", "2020-01-01"),
        ("2024-02-29T23:59:59Z", "2024-02-29T23:59:59Z", "2024-02-29"),
        ("1969-12-31T23:00:00Z", "1969-12-31T23:00:00Z", "1969-12-31"),
    ])
    func acceptedForms(text: String, iso: String, day: String) throws {
        let date = try #require(Self.utc.parse(text))
        #expect(date.iso == iso)
        #expect(date.day == day)
    }

    @Test(arguments: [
        "2020-1-1", "2020-02-30", "2023-02-29", "2020-13-01", "2020-01-01T24:00", "2020-01-01T10",
        "yesterday",
        "2020-01-01T10:00:00+25:00", "2020-01-01T10:00:00Zulu", "01/02/2020", "",
    ])
    func rejectedForms(text: String) {
        #expect(Self.utc.parse(text) == nil)
    }

    @Test func aTimeWithoutAZoneIsReadInTheSitesZone() throws {
        let bucharest = PageDateParser(
            timeZone: try #require(TimeZone(identifier: "Europe/Bucharest")))
        // Winter (UTC+2) and summer (UTC+3, daylight saving time).
        #expect(bucharest.parse("2020-01-15T10:00:00")?.iso == "2020-01-15T08:00:00Z")
        #expect(bucharest.parse("2020-07-15T10:00:00")?.iso == "2020-07-15T07:00:00Z")
        #expect(bucharest.parse("2020-07-15")?.iso == "2020-07-14T21:00:00Z")
        #expect(bucharest.parse("2020-07-15")?.day == "2020-07-15")
        // A written zone wins over the site's.
        #expect(bucharest.parse("2020-07-15T10:00:00Z")?.iso == "2020-07-15T10:00:00Z")
    }
}
