import Foundation
import QuizgenCompute
import QuizgenCore

/// Fill-in-the-blank questions: answers keyed by blank number, partial credit per blank.
extension AnswerScorer {
    /// The answers by blank number (`"1"`, `"2"`, …) from an object, a CSV cell `1=Vltava;2=o3f…`
    /// or a list in blank order; unknown blanks and options are reported and dropped.
    func readBlanks(_ key: Key, answer: SubmittedAnswer?, ignore: (String) -> Void) -> [String:
        String]
    {
        var given: [String: String] = [:]
        if case .list(let items) = answer {
            for (index, item) in items.enumerated() where !item.isEmpty {
                given[String(index + 1)] = item
            }
        } else {
            given = Self.pairs(answer)
        }
        given = given.mapValues { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter {
            !$0.value.isEmpty
        }
        for (number, value) in given.sorted(by: { $0.key < $1.key }) {
            guard let index = Int(number), index >= 1, index <= key.blanks.count else {
                ignore("'\(number)' is not a blank of '\(key.id)' (it has \(key.blanks.count))")
                given[number] = nil
                continue
            }
            if case .choice(let options) = key.blanks[index - 1].answer,
                !options.contains(where: { $0.id == value })
            {
                ignore("'\(value)' is not an option of blank \(number) of '\(key.id)'")
                given[number] = nil
            }
        }
        return given
    }

    /// The weighted fraction of the blanks answered correctly: each blank earns its weight
    /// times its credit (a typed answer as short answers score, a choice 1 or 0).
    func blanksCredit(_ key: Key, _ given: [String: String]) -> Double {
        let total = key.blanks.reduce(0) { $0 + $1.weight }
        guard total > 0 else { return 0 }
        var earned = 0.0
        for (index, blank) in key.blanks.enumerated() {
            guard let value = given[String(index + 1)] else { continue }
            switch blank.answer {
            case .text:
                earned += blank.weight * (key.blankMatchers[index]?.score(value) ?? 0)
            case .choice(let options):
                earned += options.contains { $0.id == value && $0.correct } ? blank.weight : 0
            }
        }
        return earned / total
    }

    /// The answers in words: `1: Vltava; 2: Elbe` (choices by their text).
    static func blanksGiven(_ blanks: [Blank], _ given: [String: String]) -> String {
        blanks.indices.compactMap { index -> String? in
            guard let value = given[String(index + 1)] else { return nil }
            let text = blanks[index].answer.options?.first { $0.id == value }?.text ?? value
            return "\(index + 1): \(text)"
        }.joined(separator: "; ")
    }

    /// The key in words: `1: Vltava / Moldau; 2: Vltava`.
    static func blanksCorrectText(_ blanks: [Blank]) -> String {
        blanks.enumerated().map { index, blank in
            let accepted: [String] =
                switch blank.answer {
                case .text(let key): key.accepted
                case .choice(let options): options.filter(\.correct).map(\.text)
                }
            return "\(index + 1): " + accepted.joined(separator: " / ")
        }.joined(separator: "; ")
    }
}
