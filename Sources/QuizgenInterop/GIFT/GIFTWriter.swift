import Foundation
import QuizgenCore

/// Writes Moodle's GIFT format: a `$CATEGORY:` line per category, one question per block,
/// text as `[markdown]` (quizgen's own syntax, which Moodle renders).
///
/// GIFT has no question weights, no ordering questions, one blank per question, no case-
/// sensitive short answers and no files: each is a warning, and a question it cannot hold at
/// all is left out with one.
struct GIFTWriter {
    static let abilities = ExportAbilities(
        name: "GIFT", matching: [.partial], ordering: [],
        multipleRule:
            "Moodle gives each right choice 100/right % and each wrong one -100/wrong %, at least 0"
    )

    func write(_ source: ExportSource, into diagnostics: inout Diagnostics) -> (
        text: String, exported: Int
    ) {
        Self.abilities.examWarnings(source, into: &diagnostics)
        var out = "// \(source.title) — exported by quizgen\n"
        var category: String?
        var exported = 0
        if source.questions.contains(where: { $0.weight != 1 }) {
            diagnostics.warning(
                "export.lost",
                "GIFT cannot express question weights; Moodle gives each question a default mark of 1",
                at: source.location)
        }
        for entry in source.questions {
            let q = entry.question
            let at = source.location(of: q)
            guard let body = answers(q, at: at, into: &diagnostics) else { continue }
            if category != q.category {
                category = q.category
                out += "\n$CATEGORY: $course$/top/\(q.category)\n"
            }
            if q.text.contains("![") {
                diagnostics.warning(
                    "export.lost",
                    "question '\(q.id)': GIFT cannot carry image files; its images stay links to the site's paths",
                    at: at)
            }
            // Moodle reads `[tag:x]` in the comment before a question as its tags.
            let tags = q.tags.map { " [tag:\($0)]" }.joined()
            out +=
                "\n// weight: \(NumberText.format(entry.weight))\(tags)\n::\(Self.escape(q.id))::[markdown]"
            out += body + "\n"
            exported += 1
        }
        return (out, exported)
    }

    /// The question text with its answer block, or nil (with a warning) when GIFT cannot hold it.
    func answers(_ q: Question, at: SourceLocation, into diagnostics: inout Diagnostics) -> String?
    {
        let text = Self.escape(q.text)
        let general = q.explanation.map { "\n\t####" + Self.escape($0) } ?? ""
        func feedback(_ choice: Choice) -> String {
            choice.feedback.map { "#" + Self.escape($0) } ?? ""
        }
        switch q.kind {
        case .singleChoice(let choices):
            let lines = choices.map {
                "\n\t" + ($0.correct ? "=" : "~") + Self.escape($0.text) + feedback($0)
            }
            return text + " {" + lines.joined() + general + "\n}"
        case .multipleChoice(let choices):
            let right = choices.filter(\.correct).count
            let wrong = choices.count - right
            let lines = choices.map { c -> String in
                let weight =
                    c.correct
                    ? Self.percent(100 / Double(max(right, 1)))
                    : Self.percent(-100 / Double(max(wrong, 1)))
                return "\n\t~%\(weight)%" + Self.escape(c.text) + feedback(c)
            }
            return text + " {" + lines.joined() + general + "\n}"
        case .trueFalse(let value):
            return text + " {" + (value ? "TRUE" : "FALSE") + general + "}"
        case .shortAnswer(let key):
            if key.caseSensitive {
                diagnostics.warning(
                    "export.lost",
                    "question '\(q.id)': GIFT cannot express case-sensitive answers; Moodle will ignore case",
                    at: at)
            }
            return text + " {" + key.accepted.map { "\n\t=" + Self.escape($0) }.joined() + general
                + "\n}"
        case .numeric(let key):
            let value =
                key.minimum == key.maximum
                ? NumberText.format(key.minimum)
                : "\(NumberText.format(key.minimum))..\(NumberText.format(key.maximum))"
            return text + " {#" + value + general + "}"
        case .matching(let pairs):
            let lines = pairs.map {
                "\n\t=" + Self.escape($0.left) + " -> " + Self.escape($0.right)
            }
            return text + " {" + lines.joined() + general + "\n}"
        case .essay:
            return text + " {" + general + "}"
        case .ordering:
            diagnostics.warning(
                "export.skipped",
                "question '\(q.id)' is not exported: GIFT has no ordering questions", at: at)
            return nil
        case .blanks(let blanks):
            guard blanks.count == 1 else {
                diagnostics.warning(
                    "export.skipped",
                    "question '\(q.id)' is not exported: GIFT holds one blank per question (missing word), this one has \(blanks.count)",
                    at: at)
                return nil
            }
            var block: String
            switch blanks[0].answer {
            case .text(let key):
                if key.caseSensitive {
                    diagnostics.warning(
                        "export.lost",
                        "question '\(q.id)': GIFT cannot express case-sensitive answers; Moodle will ignore case",
                        at: at)
                }
                block =
                    "{" + key.accepted.map { "=" + Self.escape($0) }.joined(separator: " ")
                    + general + "}"
            case .choice(let options):
                if options.filter(\.correct).count > 1 {
                    diagnostics.warning(
                        "export.lost",
                        "question '\(q.id)': a GIFT missing word has one right option; the first marked one is kept",
                        at: at)
                }
                let first = options.firstIndex(where: \.correct)
                block =
                    "{"
                    + options.indices.map {
                        (first == $0 ? "=" : "~") + Self.escape(options[$0].text)
                    }.joined(separator: " ") + general + "}"
            }
            return BlankText.replacingBlanks(in: text) { _ in block }
        }
    }

    /// A Moodle grade percentage: `50`, `33.33333`.
    static func percent(_ value: Double) -> String {
        let rounded = (value * 100_000).rounded() / 100_000
        return NumberText.format(rounded)
    }

    /// GIFT's escapes for its special characters; line breaks become `\n`.
    static func escape(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "~", "=", "#", "{", "}", ":", "\\": out += "\\" + String(c)
            case "\n": out += "\\n"
            default: out.append(c)
            }
        }
        return out
    }
}
