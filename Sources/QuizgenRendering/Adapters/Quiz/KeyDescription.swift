import QuizgenCompute
import QuizgenCore

/// The answer key of a question as rows for the author view.
enum KeyDescription {
    static func items(for q: Question, html: QuestionHTML) -> [[String: Any]] {
        switch q.kind {
        case .singleChoice(let choices), .multipleChoice(let choices):
            return choices.map { c in
                var row: [String: Any] = ["html": html.inline(c.text), "correct": c.correct, "mark": c.correct ? "✓ correct" : "✗ wrong"]
                if let feedback = c.feedback { row["feedback"] = html.inline(feedback) }
                if c.fixed { row["note"] = "fixed position" }
                return row
            }
        case .trueFalse(let value):
            return [["html": value ? "True" : "False", "correct": true, "mark": "✓ correct"]]
        case .shortAnswer(let key):
            return key.accepted.map { ["html": html.inline($0), "correct": true, "mark": key.caseSensitive ? "accepted (case-sensitive)" : "accepted"] }
        case .numeric(let key):
            let text = key.minimum == key.maximum ? ExamAssembler.format(key.minimum) : "\(ExamAssembler.format(key.minimum)) to \(ExamAssembler.format(key.maximum))"
            return [["html": text, "correct": true, "mark": "accepted range"]]
        case .ordering(let items):
            return items.enumerated().map { ["html": "\($0.offset + 1). " + html.inline($0.element.text), "correct": true, "mark": "position \($0.offset + 1)"] }
        case .matching(let pairs):
            return pairs.map { ["html": html.inline($0.left) + " → " + html.inline($0.right), "correct": true, "mark": "pair"] }
        case .essay:
            return [["html": "Graded by hand", "correct": false, "mark": "essay"]]
        case .blanks(let blanks):
            return blanks.enumerated().map { index, blank in
                let weight = blank.weight == 1 ? "" : ", weight \(ExamAssembler.format(blank.weight))"
                switch blank.answer {
                case .text(let key):
                    let accepted = key.accepted.map { html.inline($0) }.joined(separator: " / ")
                    return ["html": "(\(index + 1)) " + accepted, "correct": true, "mark": "blank \(index + 1): typed\(weight)"]
                case .choice(let options):
                    let shown = options.map { ($0.correct ? "✓ " : "✗ ") + html.inline($0.text) }.joined(separator: " · ")
                    return ["html": "(\(index + 1)) " + shown, "correct": true, "mark": "blank \(index + 1): choice\(weight)"]
                }
            }
        }
    }
}
