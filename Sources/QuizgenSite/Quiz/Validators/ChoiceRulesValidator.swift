import QuizgenCore

/// Choice questions make sense: single choice has exactly one correct choice, multiple choice at
/// least one, every choice question at least two choices, and no two choices read the same.
struct ChoiceRulesValidator: ContentValidator {
    func validate(_ context: BuildContext, into diagnostics: inout Diagnostics) {
        for question in context[QuizContent.self].questions {
            guard let choices = question.kind.choices else { continue }
            let correct = choices.filter(\.correct)
            if choices.count < 2 {
                diagnostics.error(
                    "bank.too-few-choices",
                    "question '\(question.id)' has \(choices.count) choice\(choices.count == 1 ? "" : "s"); a choice question needs at least two",
                    at: question.location)
            }
            switch question.kind {
            case .singleChoice:
                if correct.isEmpty {
                    diagnostics.error(
                        "bank.no-correct-choice",
                        "single-choice question '\(question.id)' has no correct choice; mark one with [x]",
                        at: question.location)
                } else if correct.count > 1 {
                    diagnostics.error(
                        "bank.several-correct",
                        "single-choice question '\(question.id)' has \(correct.count) correct choices; mark one, or make it {type=multiple}",
                        at: correct[1].location)
                }
            case .multipleChoice where correct.isEmpty:
                diagnostics.error(
                    "bank.no-correct-choice",
                    "multiple-choice question '\(question.id)' has no correct choice; mark at least one with [x]",
                    at: question.location)
            default:
                break
            }
            var seen: [String: Choice] = [:]
            for choice in choices {
                let key = choice.text.lowercased().split(whereSeparator: \.isWhitespace).joined(
                    separator: " ")
                if let first = seen[key] {
                    diagnostics.warning(
                        "bank.duplicate-choice",
                        "question '\(question.id)' has the choice '\(choice.text)' twice (also at line \(first.location.line))",
                        at: choice.location)
                } else {
                    seen[key] = choice
                }
            }
        }
    }
}
