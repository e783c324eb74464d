import Foundation
import QuizgenCore

/// An exam's window (`opens`, `closes`) as the exam pages show it: the times in the site's zone
/// and language, and a sentence for each state the page can be in.
///
/// Pages are static and a build is reproducible (its clock is `SOURCE_DATE_EPOCH` or a fixed
/// date, not the hour it ran), so a page never decides at build time whether the exam is
/// open: a page built before the window would say "not open yet" or "closed" forever. The HTML
/// says when the exam opens and closes (`schedule_text`, what a reader without JavaScript
/// sees); the exam script (`exam.js`) compares the published instants (`opens_at`,
/// `closes_at`) with the device's clock when the page is viewed, and again at each boundary,
/// shows `upcoming_text`, `open_text` or `closed_text`, and offers a start only while the exam
/// is open. The collector enforces the window whatever the page shows.
enum ExamWindowView {
    /// The template values of `exam`'s window, or `nil` when it has neither `opens` nor `closes`.
    static func values(_ exam: Exam, site: SiteContext) -> [String: Any]? {
        guard exam.opens != nil || exam.closes != nil else { return nil }
        let catalog = site.catalog
        let zone = site.dates.timeZone
        let opens = exam.opens?.date(in: zone)
        let closes = exam.closes?.date(in: zone)
        let opensText = opens.map(site.dates.dateTimeWithZone)
        let closesText = closes.map(site.dates.dateTimeWithZone)
        var values: [String: Any] = [:]
        switch (opensText, closesText) {
        case (let opens?, let closes?):
            values["schedule_text"] = catalog.text(
                "exam.window.schedule", ["opens": opens, "closes": closes])
        case (let opens?, nil):
            values["schedule_text"] = catalog.text("exam.window.schedule_opens", ["time": opens])
        case (nil, let closes?):
            values["schedule_text"] = catalog.text("exam.window.schedule_closes", ["time": closes])
        case (nil, nil): break
        }
        if let opens, let text = opensText {
            values["opens_at"] = instant(opens)
            values["upcoming_text"] = catalog.text("exam.window.upcoming", ["time": text])
        }
        if let closes, let text = closesText {
            values["closes_at"] = instant(closes)
            values["open_text"] = catalog.text("exam.window.open_until", ["time": text])
            values["closed_text"] = catalog.text("exam.window.closed", ["time": text])
        } else {
            values["open_text"] = catalog.text("exam.window.open")
        }
        return values
    }

    /// A time of the window for the page's script: RFC 3339 in UTC (`2026-11-24T09:00:00Z`).
    static func instant(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }
}
