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
        case triesLine = "tries_line"
        case number, text, given, correct, points, weight, right, feedback
    }

    /// "Your answer: …" in the site's language.
    var givenLine: String
    /// "Correct answer: …".
    var correctLine: String
    /// "Points: 1 of 2".
    var pointsLine: String
    /// Practice: "2 wrong tries: −33.3 % of the question's points each"; `nil` without any.
    var triesLine: String?
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
        triesLine = ResultPageAdapter.triesLine(outcome, exam: exam, catalog: catalog)
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
        case .triesLine: triesLine
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

extension ResultPageAdapter {
    /// The wrong tries of a practice question and what each cost, in the site's language;
    /// `nil` without any.
    public static func triesLine(_ outcome: QuestionOutcome, exam: AssembledExam, catalog: Catalog)
        -> String?
    {
        guard let wrong = outcome.wrongTries, wrong > 0 else { return nil }
        let percent = (exam.exam.practice.penalty * 1000).rounded() / 10
        return catalog.plural(
            "results.wrong_tries", count: wrong, ["penalty": NumberText.format(percent)])
    }
}
