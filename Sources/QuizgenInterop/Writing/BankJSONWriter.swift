import Foundation
import QuizgenCore

/// Writes an imported bank in quizgen's JSON bank format (`docs/schemas/bank.schema.json`).
struct BankJSONWriter {
    private struct File: Encodable {
        var category: String
        var questions: [Entry]
    }

    private struct ChoiceEntry: Encodable {
        var text: String
        var correct: Bool?
        var feedback: String?
        var fixed: Bool?
    }

    private struct PairEntry: Encodable {
        var left: String
        var right: String
    }

    private struct Entry: Encodable {
        var id: String
        var type: String
        var text: String
        var explanation: String?
        var hints: [String]?
        var points: Double?
        var tags: [String]?
        var choices: [ChoiceEntry]?
        var answer: Bool?
        var answers: [String]?
        var caseSensitive: Bool?
        var min: Double?
        var max: Double?
        var items: [String]?
        var pairs: [PairEntry]?
        /// A marker the ordered parameters object replaces (see ``write(_:ids:)``).
        var parameters: String?
        var constraints: [String]?
        var formula: String?
        var tolerance: ToleranceEntry?
        var unit: String?

        enum CodingKeys: String, CodingKey {
            case id, type, text, explanation, hints, points, tags, choices, answer, answers
            case caseSensitive = "case_sensitive"
            case min, max, items, pairs, parameters, constraints, formula, tolerance, unit
        }
    }

    /// A tolerance: a number (absolute) or a text (`"2%"`, `"3sf"`).
    private enum ToleranceEntry: Encodable {
        case number(Double)
        case text(String)

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .number(let value): try container.encode(value)
            case .text(let text): try container.encode(text)
            }
        }
    }

    /// The JSON file's bytes for `bank`, whose questions have the ids `ids`.
    ///
    /// A parametric question's `parameters` map in draw order: the encoder sorts every
    /// object's keys, so the entry holds a marker that the ordered object replaces.
    func write(_ bank: ImportedBank, ids: [String]) -> Data {
        var ordered: [String: String] = [:]
        let entries = zip(bank.questions, ids).enumerated().map { index, pair in
            var entry = entry(pair.0, id: pair.1)
            if let parameters = pair.0.parameters {
                let marker = "\u{1F}parameters-\(index)\u{1F}"
                entry.parameters = marker
                ordered[Self.encoded(marker)] = Self.parametersObject(parameters)
            }
            return entry
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data =
            (try? encoder.encode(File(category: bank.category, questions: entries))) ?? Data()
        if !ordered.isEmpty {
            var text = String(decoding: data, as: UTF8.self)
            for (marker, object) in ordered {
                text = text.replacingOccurrences(of: marker, with: object)
            }
            data = Data(text.utf8)
        }
        data.append(0x0A)
        return data
    }

    /// A string as a JSON string literal.
    static func encoded(_ text: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return (try? encoder.encode(text)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
    }

    /// `{"v": {"min": 8, "max": 16, "step": 0.5}, "t": [1.5, 2], "d": "v * t"}`, in draw order.
    static func parametersObject(_ parameters: QuestionParameters) -> String {
        let members = parameters.parameters.map { parameter -> String in
            let value: String
            switch parameter.definition {
            case .range(let low, let high, let step):
                value =
                    "{\"min\": \(NumberText.format(low)), \"max\": \(NumberText.format(high)), \"step\": \(NumberText.format(step))}"
            case .list(let values):
                value = BankMarkdownWriter.list(values, quote: encoded)
            case .computed(let formula):
                value = encoded(formula)
            }
            return "\(encoded(parameter.name)): \(value)"
        }
        return "{" + members.joined(separator: ", ") + "}"
    }

    private func entry(_ question: ImportedQuestion, id: String) -> Entry {
        var entry = Entry(
            id: id, type: question.kind.typeName, text: question.text,
            explanation: question.explanation,
            points: question.points == 1 ? nil : question.points,
            tags: question.tags.isEmpty ? nil : question.tags)
        if !question.hints.isEmpty { entry.hints = question.hints }
        if let parameters = question.parameters, !parameters.constraints.isEmpty {
            entry.constraints = parameters.constraints
        }
        guard case .question(let kind) = question.kind else { return entry }
        switch kind {
        case .singleChoice(let choices), .multipleChoice(let choices):
            entry.choices = choices.map {
                ChoiceEntry(
                    text: $0.text, correct: $0.correct ? true : nil, feedback: $0.feedback,
                    fixed: $0.fixed ? true : nil)
            }
        case .trueFalse(let answer):
            entry.answer = answer
        case .shortAnswer(let key):
            entry.answers = key.accepted
            entry.caseSensitive = key.caseSensitive ? true : nil
        case .numeric(let key):
            entry.unit = key.unit
            if let formula = question.parameters?.answer {
                entry.formula = formula.formula
                switch formula.tolerance {
                case .absolute(let amount): entry.tolerance = amount == 0 ? nil : .number(amount)
                case .relative(let fraction):
                    entry.tolerance = .text("\(NumberText.format(fraction * 100))%")
                case .significantFigures(let figures): entry.tolerance = .text("\(figures)sf")
                }
            } else {
                entry.min = key.minimum
                entry.max = key.maximum
            }
        case .ordering(let items):
            entry.items = items.map(\.text)
        case .matching(let pairs):
            entry.pairs = pairs.map { PairEntry(left: $0.left, right: $0.right) }
        case .essay, .blanks:
            break
        }
        return entry
    }
}
