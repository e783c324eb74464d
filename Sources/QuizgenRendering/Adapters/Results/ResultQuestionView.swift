import QuizgenCore
import QuizgenGrading
import QuizgenI18n

/// One question of a result page (`questions[]` of `exam-result`): the answer, the correct one,
/// the points and the feedback.
struct ResultQuestionView: KeyedTemplateView {
    enum Key: String, CaseIterable {
        case givenLine = "given_line"
        case correctLine = "correct_line"
        case pointsLine = "points_line"
        case number, text, given, correct, points, weight, right, feedback
    }

    /// "Your answer: …" in the site's language.
    var givenLine: String
    /// "Correct answer: …".
    var correctLine: String
    /// "Points: 1 of 2".
    var pointsLine: String
    /// From 1.
    var number: Int
    /// The question, HTML.
    var text: String
    /// The answer as grading wrote it, "(no answer)" when empty.
    var given: String
    var correct: String
    var points: String
    var weight: String
    /// Full credit.
    var right: Bool
    /// The feedback's paragraphs, HTML.
    var feedback: [String]

    init(_ index: Int, _ outcome: QuestionOutcome, of exam: AssembledExam, site: SiteContext) {
        let catalog = site.catalog
        let question = exam.questions[index].question
        // Images point at their published copies, as on the exam page.
        let html = QuestionHTML(question: question, site: site)
        let given =
            outcome.given.isEmpty
            ? catalog.text("results.no_answer")
            : ResultPageAdapter.words(outcome.given, question.kind, catalog)
        let points = NumberText.twoPlaces(outcome.points)
        let weight = NumberText.twoPlaces(outcome.weight)
        let correct = ResultPageAdapter.words(outcome.correct, question.kind, catalog)
        givenLine = catalog.text("results.your_answer", ["answer": given])
        correctLine = catalog.text("results.correct_answer", ["answer": correct])
        pointsLine = catalog.text(
            "results.question_points", ["points": points, "weight": weight])
        number = index + 1
        text = html.block(outcome.text)
        self.given = outcome.given.isEmpty ? "(no answer)" : outcome.given
        self.correct = outcome.correct
        self.points = points
        self.weight = weight
        right = outcome.credit >= 1
        feedback = outcome.feedback.map(html.block)
    }

    func value(_ key: Key) -> Any? {
        switch key {
        case .givenLine: givenLine
        case .correctLine: correctLine
        case .pointsLine: pointsLine
        case .number: number
        case .text: text
        case .given: given
        case .correct: correct
        case .points: points
        case .weight: weight
        case .right: right
        case .feedback: feedback
        }
    }
}
