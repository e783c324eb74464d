import QuizgenCore

/// The exam form of one started attempt, rendered by the collector for browsers without
/// JavaScript: the site's `exam-take` template, posting to the attempt with its id and token
/// in hidden fields.
struct AttemptExamPage: Sendable, Hashable {
    var exam: AssembledExam
    var attempt: Attempt
    var token: String
}
