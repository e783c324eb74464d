import QuizgenCore

/// What one export format can say about an exam, and the warnings for what it cannot.
struct ExportAbilities: Sendable {
    /// The format's name in messages (`QTI 1.2 (Canvas)`).
    var name: String
    var timeLimit = false
    var shuffleQuestions = false
    var shuffleChoices = false
    /// The credit modes it can score matching and ordering questions with.
    var matching: Set<ExamGrading.Credit> = []
    var ordering: Set<ExamGrading.Credit> = []
    /// How it scores multiple choice when partial credit is asked for: its own rule, named.
    var multipleRule: String
    /// Whether it can score multiple choice all or nothing.
    var multipleAllOrNothing = false

    /// One warning per exam setting the format cannot express, at the exam's line.
    func examWarnings(_ source: ExportSource, into diagnostics: inout Diagnostics) {
        guard let exam = source.exam else { return }
        let at = source.location
        func lost(_ what: String) {
            diagnostics.warning("export.lost", "\(name) cannot express \(what)", at: at)
        }
        if exam.basePoints > 0 {
            lost("base points (\(exam.basePoints)); the maximum there is the sum of the weights")
        }
        if exam.timeLimitSeconds > 0, !timeLimit { lost("the time limit; set it in the LMS") }
        if exam.shuffleQuestions, !shuffleQuestions {
            lost("shuffled questions; set it in the LMS")
        }
        if exam.shuffleChoices, !shuffleChoices { lost("shuffled choices; set it in the LMS") }
        if exam.passMark != nil { lost("the pass mark; set it in the LMS") }
        if !exam.gradeScale.isEmpty { lost("the grade scale; set it in the LMS") }
        if exam.opens != nil || exam.closes != nil {
            lost("when the exam opens and closes; set it in the LMS")
        }
        let grading = exam.grading
        if grading.latePolicy != .accept || grading.lateGraceSeconds > 0 { lost("the late policy") }
        let kinds = source.questions.map(\.question.kind)
        if kinds.contains(where: { if case .multipleChoice = $0 { true } else { false } }) {
            if grading.multiple == .partial {
                lost(
                    "quizgen's partial credit rule '\(grading.rule)' for multiple choice; \(multipleRule)"
                )
            } else if !multipleAllOrNothing {
                lost("all-or-nothing scoring for multiple choice; \(multipleRule)")
            }
            if grading.negative {
                lost("negative marks for multiple choice; no question scores below 0 there")
            }
        }
        if kinds.contains(where: { if case .matching = $0 { true } else { false } }),
            !matching.contains(grading.matching)
        {
            lost(
                "\(grading.matching.rawValue) scoring for matching; it scores each pair (\(matching.map(\.rawValue).sorted().joined(separator: ", ")))"
            )
        }
        if kinds.contains(where: { if case .ordering = $0 { true } else { false } }),
            !ordering.isEmpty, !ordering.contains(grading.ordering)
        {
            lost(
                "\(grading.ordering.rawValue) scoring for ordering; it scores \(ordering.map(\.rawValue).sorted().joined(separator: ", "))"
            )
        }
    }
}
