import QuizgenCompute
import QuizgenCore
import QuizgenLoading

extension AnswerScorer {
    /// The outcome of `answer` (nil when unanswered) with the answer in words, for a result
    /// page, with its credit; its points are the grader's to set (``OutcomeWriter``).
    func outcome(
        _ index: Int, answer: SubmittedAnswer?, at place: Place, in submission: SourceLocation,
        examinee: String,
        into diagnostics: inout Diagnostics
    ) -> QuestionOutcome {
        let entry = questions[index]
        let q = entry.question
        let reading = read(
            index, answer: answer, at: place, in: submission, examinee: examinee, into: &diagnostics
        )
        var outcome = QuestionOutcome(
            questionID: q.id, text: Self.resultText(q), given: "", correct: keys[index].correctText,
            credit: credit(index, reading), points: 0,
            weight: entry.weight, feedback: [], selections: [])
        switch (q.kind, reading) {
        case (.singleChoice(let choices), .choices(let ticked)),
            (.multipleChoice(let choices), .choices(let ticked)):
            let picked = ticked.indices.map { choices[$0] }
            outcome.selections = picked.map(\.id)
            outcome.given = picked.map(\.text).joined(separator: "; ")
            outcome.feedback = picked.compactMap(\.feedback)
        case (.trueFalse, .truth(let given?)):
            outcome.selections = [given]
            outcome.given = given == "true" ? "True" : "False"
        case (_, .text(let given)):
            outcome.given = given
        case (.ordering(let items), .order(let order)):
            outcome.given = order.compactMap { id in items.first { $0.id == id }?.text }.joined(
                separator: " → ")
        case (.matching(let pairs), .pairs(let chosen)):
            let rightText = Dictionary(
                pairs.map { (ContentID.make(prefix: "r", $0.right), $0.right) }
            ) { a, _ in a }
            outcome.given = pairs.compactMap { p in
                chosen[p.id].map { "\(p.left) → \(rightText[$0] ?? $0)" }
            }.joined(separator: "; ")
        case (.blanks(let blanks), .pairs(let given)):
            outcome.given = Self.blanksGiven(blanks, given)
        default:
            break
        }
        if let explanation = q.explanation { outcome.feedback.append(explanation) }
        return outcome
    }

    /// The correct answer in words, for result pages.
    static func correctText(_ kind: QuestionKind) -> String {
        switch kind {
        case .singleChoice(let c), .multipleChoice(let c):
            c.filter(\.correct).map(\.text).joined(separator: "; ")
        case .trueFalse(let key): key ? "True" : "False"
        case .shortAnswer(let key): key.accepted.joined(separator: " / ")
        case .numeric(let key):
            (key.minimum == key.maximum
                ? NumberText.format(key.minimum)
                : "\(NumberText.format((key.minimum + key.maximum) / 2)) ± \(NumberText.format((key.maximum - key.minimum) / 2))")
                + (key.unit.map { " " + $0 } ?? "")
        case .ordering(let items): items.map(\.text).joined(separator: " → ")
        case .matching(let pairs): pairs.map { "\($0.left) → \($0.right)" }.joined(separator: "; ")
        case .essay: "graded by hand"
        case .blanks(let blanks): blanksCorrectText(blanks)
        }
    }

    /// The question text for a result page: blanks as numbered gaps.
    static func resultText(_ q: Question) -> String {
        guard case .blanks = q.kind else { return q.text }
        return BlankText.replacingBlanks(in: q.text) { "(\($0)) \\_\\_\\_\\_" }
    }
}
