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

        enum CodingKeys: String, CodingKey {
            case id, type, text, explanation, points, tags, choices, answer, answers
            case caseSensitive = "case_sensitive"
            case min, max, items, pairs
        }
    }

    /// The JSON file's bytes for `bank`, whose questions have the ids `ids`.
    func write(_ bank: ImportedBank, ids: [String]) -> Data {
        let entries = zip(bank.questions, ids).map { question, id in entry(question, id: id) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data =
            (try? encoder.encode(File(category: bank.category, questions: entries))) ?? Data()
        data.append(0x0A)
        return data
    }

    private func entry(_ question: ImportedQuestion, id: String) -> Entry {
        var entry = Entry(
            id: id, type: question.kind.typeName, text: question.text,
            explanation: question.explanation,
            points: question.points == 1 ? nil : question.points,
            tags: question.tags.isEmpty ? nil : question.tags)
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
            entry.min = key.minimum
            entry.max = key.maximum
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
