import QuizgenCompute
import QuizgenCore

/// Works out an attempt's outcomes in words (the answer and the correct answer, feedback) when
/// a result page asks for them: grading keeps only each question's points and the answers as
/// submitted, not the words for every examinee and question.
final class OutcomeWriter: Sendable {
    let scorer: AnswerScorer
    /// The grader that gave the attempt its points.
    let grader: WeightedGrader
    /// The graded exam's snapshot hash, so attempts of different exams never compare equal.
    let snapshot: String
    /// The questions a regrade gave everyone full credit for.
    let fullCredit: Set<String>

    init(
        scorer: AnswerScorer, grader: WeightedGrader, snapshot: String,
        fullCredit: Set<String> = []
    ) {
        self.scorer = scorer
        self.grader = grader
        self.snapshot = snapshot
        self.fullCredit = fullCredit
    }

    /// One outcome per exam question, in exam order: read and scored again exactly as when it
    /// was graded (nothing is reported the second time), essays with the points they were given.
    func outcomes(of attempt: GradedAttempt) -> [QuestionOutcome] {
        var repeated = Diagnostics()
        var answers: [String: WrittenAnswer] = [:]
        for written in attempt.answers { answers[written.questionID] = written }
        return scorer.questions.indices.map { index in
            let entry = scorer.questions[index]
            let written = answers[entry.question.id]
            var outcome = scorer.outcome(
                index, answer: written?.answer,
                at: AnswerScorer.Place(line: written?.line ?? 0, column: written?.column ?? 0),
                in: attempt.location, examinee: attempt.examinee, into: &repeated)
            // The points as graded: the grader's for the credit, an essay's mark as given.
            if fullCredit.contains(entry.question.id) {
                outcome.credit = 1
                outcome.points = grader.points(index, credit: 1)
            } else if case .essay = entry.question.kind, index < attempt.questionPoints.count {
                outcome.points = attempt.questionPoints[index]
                outcome.credit = grader.credit(index, points: outcome.points)
            } else {
                outcome.points = grader.points(index, credit: outcome.credit)
                // Practice: the points as graded, after the penalty of the wrong tries.
                if let wrong = attempt.wrongTries[entry.question.id] {
                    outcome.wrongTries = wrong
                    if index < attempt.questionPoints.count {
                        outcome.points = attempt.questionPoints[index]
                    }
                }
            }
            return outcome
        }
    }
}
