import QuizgenCompute
import QuizgenCore
import QuizgenLoading

/// Reads one answer against its question's type and scores it with the scoring rules of
/// `QuizgenCompute`; answers to unknown choices, items or prompts are reported and ignored.
struct AnswerScorer {
    let grading: ExamGrading
    /// The correct answer in words and the short-answer matcher, by question id: built once per
    /// exam rather than once per answer (grading reads up to millions of answers).
    private let correctTexts: [String: String]
    private let matchers: [String: ShortAnswerMatcher]

    init(grading: ExamGrading, questions: [ExamQuestion]) {
        self.grading = grading
        var texts: [String: String] = [:]
        var matchers: [String: ShortAnswerMatcher] = [:]
        for entry in questions {
            texts[entry.question.id] = Self.correctText(entry.question.kind)
            if case .shortAnswer(let key) = entry.question.kind {
                matchers[entry.question.id] = ShortAnswerMatcher(accepted: key.accepted, caseSensitive: key.caseSensitive)
            }
        }
        correctTexts = texts
        self.matchers = matchers
    }

    /// The outcome of `answer` (nil when unanswered); essays score 0 here (marked by hand).
    func score(
        _ entry: ExamQuestion, answer: SubmittedAnswer?, at location: SourceLocation?, examinee: String,
        into diagnostics: inout Diagnostics
    ) -> QuestionOutcome {
        let q = entry.question
        var outcome = QuestionOutcome(
            questionID: q.id, text: q.text, given: "", correct: correctTexts[q.id] ?? Self.correctText(q.kind), credit: 0, points: 0,
            weight: entry.weight, feedback: [], selections: [])
        func ignore(_ what: String) {
            diagnostics.warning("submission.unknown-answer", "\(examinee): \(what) (ignored)", at: location)
        }
        switch q.kind {
        case .singleChoice(let choices), .multipleChoice(let choices):
            let ids = choices.map(\.id)
            var picked = values(answer, split: true)
            for id in picked where !ids.contains(id) {
                ignore("'\(id)' is not a choice of '\(q.id)' (\(ids.joined(separator: ", ")))")
            }
            picked = ids.filter(picked.contains)
            if case .singleChoice = q.kind, picked.count > 1 {
                ignore("'\(q.id)' takes one choice, found \(picked.joined(separator: ", "))")
                picked = []
            }
            outcome.selections = picked
            outcome.given = choices.filter { picked.contains($0.id) }.map(\.text).joined(separator: "; ")
            outcome.feedback = choices.filter { picked.contains($0.id) }.compactMap(\.feedback)
            if case .multipleChoice = q.kind {
                let scorer = MultipleChoiceScorer(
                    partial: grading.multiple == .partial, allowsNegative: grading.negative,
                    rule: PartialCreditRule(rawValue: grading.rule) ?? .perWrongChoiceAtLeastTwo)
                outcome.credit = (try? scorer.score(key: choices.map(\.correct), selected: choices.map { picked.contains($0.id) })) ?? 0
            } else {
                outcome.credit = choices.first { $0.correct }.map { picked == [$0.id] ? 1 : 0 } ?? 0
            }
        case .trueFalse(let key):
            let given = values(answer, split: false).first?.lowercased()
            if let given, given != "true", given != "false" {
                ignore("the answer to '\(q.id)' must be 'true' or 'false', found '\(given)'")
            } else if let given {
                outcome.selections = [given]
                outcome.given = given == "true" ? "True" : "False"
                outcome.credit = (given == "true") == key ? 1 : 0
            }
        case .shortAnswer(let key):
            outcome.given = values(answer, split: false).first ?? ""
            outcome.credit = (matchers[q.id] ?? ShortAnswerMatcher(accepted: key.accepted, caseSensitive: key.caseSensitive)).score(outcome.given)
        case .numeric(let key):
            outcome.given = values(answer, split: false).first ?? ""
            outcome.credit = NumericAnswerKey.range(key.minimum...key.maximum).score(outcome.given)
        case .essay:
            outcome.given = values(answer, split: false).first ?? ""
        case .ordering(let items):
            let ids = items.map(\.id)
            let order = values(answer, split: true).filter { id in
                if ids.contains(id) { return true }
                ignore("'\(id)' is not an item of '\(q.id)'")
                return false
            }
            outcome.given = order.compactMap { id in items.first { $0.id == id }?.text }.joined(separator: " → ")
            outcome.credit = OrderingScorer(correctOrder: ids, mode: grading.ordering == .partial ? .partial : .allOrNothing).score(order)
        case .matching(let pairs):
            var chosen = self.pairs(answer)
            let rights = Set(pairs.map { QuizBankMarkdownParser.contentID(prefix: "r", $0.right) })
            for (left, right) in chosen.sorted(by: { $0.key < $1.key }) where pairs.first(where: { $0.id == left }) == nil || !rights.contains(right) {
                ignore("'\(left)=\(right)' is not a prompt and option of '\(q.id)'")
                chosen[left] = nil
            }
            let key = Dictionary(uniqueKeysWithValues: pairs.map { ($0.id, QuizBankMarkdownParser.contentID(prefix: "r", $0.right)) })
            let rightText = Dictionary(pairs.map { (QuizBankMarkdownParser.contentID(prefix: "r", $0.right), $0.right) }) { a, _ in a }
            outcome.given = pairs.compactMap { p in chosen[p.id].map { "\(p.left) → \(rightText[$0] ?? $0)" } }.joined(separator: "; ")
            outcome.credit = MatchingScorer(correctPairs: key, mode: grading.matching == .partial ? .partial : .allOrNothing).score(chosen)
        }
        if let explanation = q.explanation { outcome.feedback.append(explanation) }
        outcome.points = entry.weight * outcome.credit
        return outcome
    }

    /// The answer as a list of strings; a CSV cell is split at `;` when `split`.
    func values(_ answer: SubmittedAnswer?, split: Bool) -> [String] {
        switch answer {
        case .text(let text): [text]
        case .list(let items): items
        case .cell(let text):
            split ? text.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } : [text]
        case .pairs, nil: []
        }
    }

    /// Matching pairs from an object, or a CSV cell `a=r1;b=r2`.
    func pairs(_ answer: SubmittedAnswer?) -> [String: String] {
        switch answer {
        case .pairs(let pairs): return pairs
        case .cell(let text):
            var result: [String: String] = [:]
            for part in text.split(separator: ";") {
                let sides = part.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                if sides.count == 2 { result[sides[0]] = sides[1] }
            }
            return result
        default: return [:]
        }
    }

    /// The correct answer in words, for result pages.
    static func correctText(_ kind: QuestionKind) -> String {
        switch kind {
        case .singleChoice(let c), .multipleChoice(let c): c.filter(\.correct).map(\.text).joined(separator: "; ")
        case .trueFalse(let key): key ? "True" : "False"
        case .shortAnswer(let key): key.accepted.joined(separator: " / ")
        case .numeric(let key):
            key.minimum == key.maximum ? number(key.minimum)
                : "\(number((key.minimum + key.maximum) / 2)) ± \(number((key.maximum - key.minimum) / 2))"
        case .ordering(let items): items.map(\.text).joined(separator: " → ")
        case .matching(let pairs): pairs.map { "\($0.left) → \($0.right)" }.joined(separator: "; ")
        case .essay: "graded by hand"
        }
    }

    /// `2850` for whole numbers, `1.95` otherwise.
    static func number(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
