import Foundation
import QuizgenCore

/// One text2qti question: its text line and the lines that follow it.
struct Text2QTIQuestion {
    let reader: Text2QTIReader
    let parts: [Text2QTILine]
    let title: String?
    let points: Double
    let tags: [String]

    /// The question, or `nil` when it was reported as not imported.
    func build(into result: inout ImportResult) -> ImportedQuestion? {
        guard let head = parts.first else { return nil }
        let location = SourceLocation(path: reader.path, line: head.line, column: 1)
        let name = title ?? String(head.text.prefix(40))
        var explanation: String?
        var choices: [Choice] = []
        var checkbox = false
        var numeric: [Text2QTILine] = []
        var short: [String] = []
        var essay = false
        var lostFeedback = false
        for part in parts.dropFirst() {
            let at = SourceLocation(path: reader.path, line: part.line, column: 1)
            switch part.kind {
            case .generalFeedback:
                if choices.isEmpty {
                    explanation = part.text
                } else {
                    choices[choices.count - 1].feedback = part.text
                }
            case .correctFeedback, .incorrectFeedback:
                lostFeedback = true
            case .choice(let correct, _):
                choices.append(
                    Choice(
                        id: Choice.id(forIndex: choices.count),
                        text: BankMarkdownWriter.oneLine(part.text), correct: correct, location: at)
                )
            case .checkbox(let correct):
                checkbox = true
                choices.append(
                    Choice(
                        id: Choice.id(forIndex: choices.count),
                        text: BankMarkdownWriter.oneLine(part.text), correct: correct, location: at)
                )
            case .numeric:
                numeric.append(part)
            case .short:
                short.append(part.text)
            case .essay:
                essay = true
            case .upload:
                result.skip(
                    "text2qti.upload",
                    "question '\(name)' is a file upload, which quizgen does not have; not imported",
                    at: location)
                return nil
            default:
                let marker = part.marker
                let hint =
                    Self.looksLikeChoice(marker)
                    ? "choice marker '\(marker)' is not text2qti's 'a)' or '*a)' (a lower-case letter and ')')"
                    : "cannot read '\(part.text.prefix(30))' inside a question (indent a continuation line)"
                result.skip("text2qti.syntax", "question '\(name)': \(hint); not imported", at: at)
                return nil
            }
        }
        if lostFeedback {
            result.lose(
                "text2qti.feedback",
                "question '\(name)': the '+'/'-' correct and incorrect feedback is not kept",
                at: location)
        }
        let kind: QuestionKind
        if !choices.isEmpty {
            guard choices.contains(where: \.correct) else {
                result.skip(
                    "text2qti.no-correct",
                    "question '\(name)': no choice is marked correct ('*a)' or '[*]'); not imported",
                    at: location)
                return nil
            }
            kind =
                checkbox || choices.filter(\.correct).count > 1
                ? .multipleChoice(choices) : .singleChoice(choices)
        } else if let first = numeric.first {
            guard let key = Self.numericKey(first.text) else {
                result.skip(
                    "text2qti.numeric",
                    "question '\(name)': cannot read the number '\(first.text)'; write '5', '1.4142 +- 0.0001' or '[1.2598, 1.2600]'; not imported",
                    at: SourceLocation(path: reader.path, line: first.line, column: 1))
                return nil
            }
            kind = .numeric(key)
        } else if !short.isEmpty {
            kind = .shortAnswer(ShortAnswerKey(accepted: short))
        } else if essay {
            kind = .essay
        } else {
            result.skip(
                "text2qti.answers",
                "question '\(name)' has no answers (choices, '=', '*', '____' or '^^^^'); not imported",
                at: location)
            return nil
        }
        return ImportedQuestion(
            title: title, kind: .question(kind), text: head.text, explanation: explanation,
            points: points, tags: tags, location: location)
    }

    /// Whether an unrecognised marker was meant as a choice (`A)`, `*A)`, `a.`, `(a)`).
    static func looksLikeChoice(_ marker: String) -> Bool {
        let core = marker.drop { $0 == "*" || $0 == "(" }
        guard let first = core.first, first.isLetter, core.count <= 3 else { return false }
        return core.dropFirst().first.map { $0 == ")" || $0 == "." } ?? false
    }

    /// `5`, `1_000`, `1.4142 +- 0.0001`, `2 +- 5%`, `[1.2598, 1.2600]`.
    static func numericKey(_ text: String) -> NumericKey? {
        let cleaned = text.replacingOccurrences(of: "_", with: "").trimmingCharacters(
            in: .whitespaces)
        if cleaned.hasPrefix("["), cleaned.hasSuffix("]") {
            let inner = cleaned.dropFirst().dropLast().split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard inner.count == 2, let low = Double(inner[0]), let high = Double(inner[1]),
                low <= high
            else { return nil }
            return NumericKey(minimum: low, maximum: high)
        }
        if let range = cleaned.range(of: "+-") {
            guard
                let value = Double(
                    cleaned[..<range.lowerBound].trimmingCharacters(in: .whitespaces))
            else { return nil }
            var margin = cleaned[range.upperBound...].trimmingCharacters(in: .whitespaces)
            var percent = false
            if margin.hasSuffix("%") {
                percent = true
                margin.removeLast()
            }
            guard let amount = Double(margin) else { return nil }
            return NumericKey(value: value, tolerance: percent ? abs(value) * amount / 100 : amount)
        }
        guard let value = Double(cleaned) else { return nil }
        return NumericKey(value: value)
    }
}
