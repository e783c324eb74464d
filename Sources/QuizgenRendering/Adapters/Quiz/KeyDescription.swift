import QuizgenCompute
import QuizgenCore
import QuizgenI18n

/// The answer key of a question as rows for the author view.
enum KeyDescription {
    static func items(for q: Question, html: QuestionHTML, catalog: Catalog) -> [[String: Any]] {
        let correctMark = catalog.text("author.correct")
        switch q.kind {
        case .singleChoice(let choices), .multipleChoice(let choices):
            return choices.map { c in
                var row: [String: Any] = [
                    "html": html.inline(c.text), "correct": c.correct,
                    "mark": c.correct ? correctMark : catalog.text("author.wrong"),
                ]
                if let feedback = c.feedback { row["feedback"] = html.inline(feedback) }
                if c.fixed { row["note"] = catalog.text("author.fixed") }
                return row
            }
        case .trueFalse(let value):
            return [
                [
                    "html": MarkupEscaping.html(
                        catalog.text(value ? "author.true" : "author.false")), "correct": true,
                    "mark": correctMark,
                ]
            ]
        case .shortAnswer(let key):
            return key.accepted.map {
                [
                    "html": html.inline($0), "correct": true,
                    "mark": catalog.text(
                        key.caseSensitive ? "author.accepted_case" : "author.accepted"),
                ]
            }
        case .numeric(let key):
            let range = [
                "min": NumberText.format(key.minimum), "max": NumberText.format(key.maximum),
            ]
            let text =
                key.minimum == key.maximum
                ? NumberText.format(key.minimum)
                : MarkupEscaping.html(catalog.text("author.range", range))
            return [["html": text, "correct": true, "mark": catalog.text("author.accepted_range")]]
        case .ordering(let items):
            return items.enumerated().map {
                [
                    "html": "\($0.offset + 1). " + html.inline($0.element.text), "correct": true,
                    "mark": catalog.text("author.position", ["number": String($0.offset + 1)]),
                ]
            }
        case .matching(let pairs):
            return pairs.map {
                [
                    "html": html.inline($0.left) + " → " + html.inline($0.right), "correct": true,
                    "mark": catalog.text("author.pair"),
                ]
            }
        case .essay:
            return [
                [
                    "html": MarkupEscaping.html(catalog.text("author.by_hand")), "correct": false,
                    "mark": catalog.text("author.types.essay"),
                ]
            ]
        case .blanks(let blanks):
            return blanks.enumerated().map { index, blank in
                let weight =
                    blank.weight == 1
                    ? ""
                    : catalog.text("author.weight", ["weight": NumberText.format(blank.weight)])
                let place = ["number": String(index + 1), "weight": weight]
                switch blank.answer {
                case .text(let key):
                    let accepted = key.accepted.map { html.inline($0) }.joined(separator: " / ")
                    return [
                        "html": "(\(index + 1)) " + accepted, "correct": true,
                        "mark": catalog.text("author.blank_typed", place),
                    ]
                case .choice(let options):
                    let shown = options.map { ($0.correct ? "✓ " : "✗ ") + html.inline($0.text) }
                        .joined(separator: " · ")
                    return [
                        "html": "(\(index + 1)) " + shown, "correct": true,
                        "mark": catalog.text("author.blank_choice", place),
                    ]
                }
            }
        }
    }
}
