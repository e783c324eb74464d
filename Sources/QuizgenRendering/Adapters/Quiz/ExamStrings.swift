import QuizgenCompute
import QuizgenCore
import QuizgenI18n

/// The exam side's strings that Swift fills in, and the strings block of the exam pages.
///
/// `/assets/exam.js` is one file for every exam and language, so it holds no text: each exam
/// page writes the catalog's `exam.script.*` entries as `<script type="application/json"
/// id="exam-strings">` (escaped by `ScriptJSON`, so no catalog text can close the element), a
/// plural as an object of its CLDR forms, and the script picks a form with `Intl.PluralRules`.
enum ExamStrings {
    static let scriptPrefix = "exam.script."

    /// The `exam.script.*` entries, without the prefix, as JSON for the page.
    static func scriptJSON(_ catalog: Catalog) -> String {
        var strings: [String: Any] = [:]
        for (key, entry) in catalog.entries where key.hasPrefix(scriptPrefix) {
            let name = String(key.dropFirst(scriptPrefix.count))
            switch entry {
            case .text(let text): strings[name] = text
            case .plural(let forms):
                strings[name] = Dictionary(
                    uniqueKeysWithValues: forms.map { ($0.key.rawValue, $0.value) })
            }
        }
        return ScriptJSON.encode(strings)
    }

    /// `1 point`, `2 points`, `1.5 points` (a fraction reads with the `other` form).
    static func points(_ value: Double, _ catalog: Catalog, key: String = "exam.points") -> String {
        let shown = NumberText.format(value)
        if value == value.rounded(), abs(value) < 1e9 {
            return catalog.plural(key, count: Int(value))
        }
        return catalog.text(key, ["count": shown])
    }

    /// `1 h 30 min`, or the catalog's "no time limit".
    static func duration(_ seconds: Int, _ catalog: Catalog) -> String {
        guard seconds > 0 else { return catalog.text("exam.no_time_limit") }
        let hours = seconds / 3600
        let minutes = (seconds % 3600) / 60
        let rest = seconds % 60
        var parts: [String] = []
        if hours > 0 { parts.append(catalog.text("exam.hours", ["count": String(hours)])) }
        if minutes > 0 { parts.append(catalog.text("exam.minutes", ["count": String(minutes)])) }
        if rest > 0 { parts.append(catalog.text("exam.seconds", ["count": String(rest)])) }
        return parts.joined(separator: " ")
    }
}
