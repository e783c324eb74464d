import Foundation
import Testing

@testable import QuizgenI18n

@Suite struct DateTextsTests {
    static let utc = TimeZone(identifier: "UTC") ?? TimeZone.current

    @Test func romanianAndItalianDatesReadAsTheLanguageWritesThem() {
        let ro = DateTexts(language: "ro", timeZone: Self.utc)
        let it = DateTexts(language: "it", timeZone: Self.utc)
        #expect(ro.day(year: 2026, month: 11, day: 24) == "24 noiembrie 2026")
        #expect(it.day(year: 2026, month: 11, day: 24) == "24 novembre 2026")
        #expect(ro.month(year: 2024, month: 5) == "mai 2024")
        #expect(it.month(year: 2024, month: 5) == "maggio 2024")
        #expect(
            DateTexts(language: "es", timeZone: Self.utc).day(year: 2026, month: 1, day: 3)
                == "3 de enero de 2026")
        #expect(
            DateTexts(language: "de", timeZone: Self.utc).day(year: 2026, month: 3, day: 1)
                == "1. März 2026")
        #expect(
            DateTexts(language: "en", timeZone: Self.utc).day(year: 2026, month: 11, day: 24)
                == "November 24, 2026")
    }

    @Test func instantsAreShownInTheSiteTimeZone() throws {
        let date = Date(timeIntervalSince1970: 1_795_560_300)  // 2026-11-24T22:45:00Z
        let bucharest = try #require(TimeZone(identifier: "Europe/Bucharest"))
        #expect(DateTexts(language: "ro", timeZone: Self.utc).day(date) == "24 noiembrie 2026")
        #expect(DateTexts(language: "ro", timeZone: bucharest).day(date) == "25 noiembrie 2026")
        #expect(
            DateTexts(language: "ro", timeZone: bucharest).dateTime(date)
                == "25 noiembrie 2026 la 00:45")
        #expect(
            DateTexts(language: "it", timeZone: Self.utc).dateTime(date)
                == "24 novembre 2026 alle ore 22:45")
    }

    /// The cheap formatter agrees with Foundation's own for every built-in language (and the
    /// right-to-left ones) over a spread of days and times.
    @Test(arguments: ["en", "ro", "it", "de", "fr", "es", "ar", "he", "pt-BR"])
    func agreesWithFoundation(language: String) {
        let texts = DateTexts(language: language, timeZone: Self.utc)
        let locale = Locale(identifier: language)
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        let day = Date.FormatStyle(
            date: .long, time: .omitted, locale: locale, calendar: calendar, timeZone: Self.utc)
        // CLDR's long date with its short time (`HH:mm` in ro, it, de, fr), as DateFormatter gives it.
        let dayTime = DateFormatter()
        dayTime.locale = locale
        dayTime.calendar = calendar
        dayTime.timeZone = Self.utc
        dayTime.dateStyle = .long
        dayTime.timeStyle = .short
        for step in stride(from: 0, to: 800, by: 37) {
            let date = Date(
                timeIntervalSince1970: 1_700_000_000 + Double(step) * 86_400
                    + Double(step * 977 % 86_400))
            #expect(texts.day(date) == date.formatted(day))
            #expect(texts.dateTime(date) == dayTime.string(from: date))
        }
    }
}
