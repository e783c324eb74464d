import Foundation
import QuizgenCore

/// Points are positive; other question types have something to grade against.
struct QuestionPointsValidator: ContentValidator {
    func validate(_ context: BuildContext, into diagnostics: inout Diagnostics) {
        for question in context[QuizContent.self].questions {
            if question.points <= 0 {
                diagnostics.error(
                    "bank.points",
                    "question '\(question.id)' has \(NumberText.format(question.points)) points; points must be positive",
                    at: question.location)
            }
            switch question.kind {
            case .ordering(let items) where items.count < 2:
                diagnostics.error(
                    "bank.ordering", "ordering question '\(question.id)' needs at least two items",
                    at: question.location)
            case .matching(let pairs) where pairs.count < 2:
                diagnostics.error(
                    "bank.matching", "matching question '\(question.id)' needs at least two pairs",
                    at: question.location)
            case .shortAnswer(let key)
            where key.accepted.contains(where: { $0.trimmingCharacters(in: .whitespaces).isEmpty }):
                diagnostics.error(
                    "bank.short", "short-answer question '\(question.id)' accepts an empty answer",
                    at: question.location)
            default:
                break
            }
        }
    }
}
