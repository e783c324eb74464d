import QuizgenCompute
import QuizgenCore
import QuizgenGrading
import QuizgenI18n

/// What the exam dashboard and its CSV say about each question: its text instead of its id,
/// each choice's text instead of its letter, the correct choices and the review list.
struct ExamDashboardViews {
    let results: ExamResults
    /// Each question's text, plain and shortened, in exam order.
    let texts: [String]
    /// Each question's choices' plain text by choice id (true/false: `true`, `false`).
    let choices: [[String: String]]
    /// Each question's correct choice ids; `nil` for a question without choices.
    let correct: [Set<String>?]
    /// The questions to review, most serious first.
    let reviews: [QuestionReview]

    init(_ results: ExamResults, reviewer: QuestionReviewer = QuestionReviewer()) {
        self.results = results
        var texts: [String] = []
        var choices: [[String: String]] = []
        var correct: [Set<String>?] = []
        for entry in results.exam.questions {
            let question = entry.question
            texts.append(QuestionPlainText.short(question.text, fallback: question.id))
            switch question.kind {
            case .singleChoice(let list), .multipleChoice(let list):
                choices.append(
                    Dictionary(
                        list.map {
                            ($0.id, QuestionPlainText.short($0.text, limit: 60, fallback: $0.id))
                        }, uniquingKeysWith: { a, _ in a }))
                correct.append(Set(list.filter(\.correct).map(\.id)))
            case .trueFalse(let answer):
                choices.append(["true": "True", "false": "False"])
                correct.append([answer ? "true" : "false"])
            default:
                choices.append([:])
                correct.append(nil)
            }
        }
        self.texts = texts
        self.choices = choices
        self.correct = correct
        self.reviews = results.report.map { reviewer.review($0, correctChoices: correct) } ?? []
    }

    func choiceText(_ index: Int, _ id: String) -> String { choices[index][id] ?? id }

    func isCorrect(_ index: Int, _ id: String) -> Bool { correct[index]?.contains(id) ?? false }

    func stats(_ index: Int) -> QuestionStatistics? {
        results.report?.questions.first { $0.index == index }
    }

    func sentence(_ finding: ReviewFinding, index: Int, catalog: Catalog) -> ReviewWording.Sentence
    {
        ReviewWording(catalog: catalog).sentence(
            finding, stats: stats(index) ?? QuestionStatistics(index: index, maxMark: 0),
            choices: choices[index],
            correct: correct[index] ?? [],
            attempts: results.report?.exam.attempts ?? results.attempts.count)
    }

    /// The anchor of question `index` on the page.
    static func anchor(_ index: Int) -> String { "q-\(index + 1)" }
}
