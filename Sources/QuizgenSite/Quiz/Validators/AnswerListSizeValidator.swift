import QuizgenCore

/// Ordering and matching questions stay a size a page can hold: each item of an ordering
/// question lists every position, and each pair of a matching question every answer, so the page
/// grows with the square of their number (703 pairs make 494,209 options). A hundred is far more
/// than a student can work through; more is an error at the question.
struct AnswerListSizeValidator: ContentValidator {
    /// The most items of an ordering question, or pairs of a matching question.
    static let maximum = 100

    func validate(_ context: BuildContext, into diagnostics: inout Diagnostics) {
        for question in context[QuizContent.self].questions {
            let (count, what): (Int, String)
            switch question.kind {
            case .ordering(let items): (count, what) = (items.count, "items to order")
            case .matching(let pairs): (count, what) = (pairs.count, "pairs to match")
            default: continue
            }
            guard count > Self.maximum else { continue }
            diagnostics.error(
                "bank.too-many-items",
                "question '\(question.id)' has \(count) \(what); at most \(Self.maximum), since each one lists all the others on the page: split it into several questions",
                at: question.location)
        }
    }
}
