import QuizgenCore

/// The questions of one attempt of an exam whose variants the collector draws: the exam filled
/// in with the attempt's numbers, rendered with the site's `exam-questions` partial (the list
/// the taking page shows) for the start's answer, so the page replaces its own list with it.
struct AttemptQuestions: Sendable, Hashable {
    var exam: AssembledExam
}
