import QuizgenCore

/// Question ids are unique across all banks: exams and submissions refer to them.
struct DuplicateQuestionIDValidator: ContentValidator {
    func validate(_ context: BuildContext, into diagnostics: inout Diagnostics) {
        var seen: [String: Question] = [:]
        for question in context[QuizContent.self].questions {
            if let first = seen[question.id] {
                diagnostics.error(
                    "bank.duplicate-id",
                    "the question id '\(question.id)' is already used at \(first.location)",
                    at: question.location)
            } else {
                seen[question.id] = question
            }
        }
    }
}
