import Foundation
import QuizgenCore

/// Dates as the site's language writes them (`24 noiembrie 2026`, `24 novembre 2026`,
/// `November 24, 2026`), in the site's time zone.
///
/// The patterns and month names come from Foundation (CLDR through ICU) once, when the value is
/// made; formatting then only joins strings, so it is cheap and safe from parallel renders. Make
/// one per build (`SiteContext.dates`), not one per date.
public struct DateTexts: Sendable, Hashable {
    /// The language (BCP 47 tag) the texts are in.
    public let language: String
    /// The zone in which instants are shown.
    public let timeZone: TimeZone
    let dayPattern: DatePattern
    let monthPattern: DatePattern
    let dateTimePattern: DatePattern
    let monthNames: [String]
    let shortMonthNames: [String]
    let standaloneMonthNames: [String]
    let standaloneShortMonthNames: [String]
    let am: String
    let pm: String

    /// Reads the language's patterns and names from Foundation.
    ///
    /// - Parameters:
    ///   - language: A BCP 47 tag (`ro`, `pt-BR`).
    ///   - timeZone: The site's time zone (`timezone` in `quizgen.yaml`).
    public init(language: String, timeZone: TimeZone) {
        self.language = language
        self.timeZone = timeZone
        let formatter = DateFormatter()
        // Foundation traps on some malformed identifiers; the config refuses them, this keeps
        // any other caller safe.
        formatter.locale = Locale(identifier: LanguageTag.isWellFormed(language) ? language : "en")
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.setLocalizedDateFormatFromTemplate("yMMMMd")
        dayPattern = DatePattern(formatter.dateFormat ?? "y-MM-dd")
        formatter.setLocalizedDateFormatFromTemplate("yMMMM")
        monthPattern = DatePattern(formatter.dateFormat ?? "y-MM")
        formatter.dateStyle = .long
        formatter.timeStyle = .short
        dateTimePattern = DatePattern(formatter.dateFormat ?? "y-MM-dd HH:mm")
        monthNames = formatter.monthSymbols
        shortMonthNames = formatter.shortMonthSymbols
        standaloneMonthNames = formatter.standaloneMonthSymbols
        standaloneShortMonthNames = formatter.shortStandaloneMonthSymbols
        am = formatter.amSymbol
        pm = formatter.pmSymbol
    }

    /// A calendar day (`2026-11-24` as written in front matter), e.g. `24 noiembrie 2026`.
    public func day(year: Int, month: Int, day: Int) -> String {
        format(dayPattern, Parts(year: year, month: month, day: day, hour: 0, minute: 0))
    }

    /// The day of an instant in the site's time zone.
    public func day(_ date: Date) -> String { format(dayPattern, parts(date)) }

    /// A month, e.g. `noiembrie 2026`, `mayo de 2024`.
    public func month(year: Int, month: Int) -> String {
        format(monthPattern, Parts(year: year, month: month, day: 1, hour: 0, minute: 0))
    }

    /// An instant with its time in the site's time zone, e.g. `24 noiembrie 2026 la 8:05`.
    public func dateTime(_ date: Date) -> String { format(dateTimePattern, parts(date)) }

    /// An instant with its time and the zone's offset, e.g. `24 noiembrie 2026 la 10:00
    /// (UTC+01:00)`: what a student reads wherever the device is (exam windows, receipts,
    /// results).
    public func dateTimeWithZone(_ date: Date) -> String {
        dateTime(date) + " (" + Self.offset(timeZone.secondsFromGMT(for: date)) + ")"
    }

    /// `UTC`, `UTC+01:00`, `UTC-05:30`.
    static func offset(_ seconds: Int) -> String {
        guard seconds != 0 else { return "UTC" }
        let minutes = abs(seconds) / 60
        return "UTC" + (seconds < 0 ? "-" : "+") + digits(minutes / 60, 2) + ":"
            + digits(minutes % 60, 2)
    }

    /// The calendar day (year, month, day) of an instant in the site's time zone.
    public func calendarDay(_ date: Date) -> (year: Int, month: Int, day: Int) {
        let p = parts(date)
        return (p.year, p.month, p.day)
    }

    struct Parts {
        var year, month, day, hour, minute: Int
    }

    func parts(_ date: Date) -> Parts {
        let seconds =
            Int64(date.timeIntervalSince1970.rounded(.down))
            + Int64(timeZone.secondsFromGMT(for: date))
        let (days, secondOfDay) = CivilCalendar.split(seconds: seconds)
        let rest = Int(secondOfDay)
        let civil = CivilCalendar.date(fromDays: days)
        return Parts(
            year: civil.year, month: civil.month, day: civil.day, hour: rest / 3600,
            minute: rest % 3600 / 60)
    }

    func format(_ pattern: DatePattern, _ parts: Parts) -> String {
        var out = ""
        for piece in pattern.pieces {
            switch piece {
            case .literal(let text): out += text
            case .day(let width): out += Self.digits(parts.day, width)
            case .month(let width, let standalone):
                let index = min(max(parts.month, 1), 12) - 1
                switch width {
                case 1, 2: out += Self.digits(parts.month, width)
                case 3:
                    out += (standalone ? standaloneShortMonthNames : shortMonthNames)[safe: index]
                default: out += (standalone ? standaloneMonthNames : monthNames)[safe: index]
                }
            case .year(let width):
                out +=
                    width == 2 ? Self.digits(parts.year % 100, 2) : Self.digits(parts.year, width)
            case .hour24(let width): out += Self.digits(parts.hour, width)
            case .hour12(let width):
                out += Self.digits(parts.hour % 12 == 0 ? 12 : parts.hour % 12, width)
            case .minute(let width): out += Self.digits(parts.minute, width)
            case .period: out += parts.hour < 12 ? am : pm
            }
        }
        return out
    }

    static func digits(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
    }
}

extension Array where Element == String {
    fileprivate subscript(safe index: Int) -> String { indices.contains(index) ? self[index] : "" }
}
