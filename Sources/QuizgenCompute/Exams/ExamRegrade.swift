import QuizgenCore

/// Applies a regrade record to an assembled exam, and the versions it records.
public enum ExamRegrade {
    /// A question's version: the first 16 hex digits of the SHA-256 of its whole content, key
    /// included (where it is written aside). Never published: a hash of the key would let a
    /// page's reader test guesses against it.
    public static func version(of question: Question) -> String {
        String(ExamAssembler.fullHash([ExamQuestion(question: question, weight: 0)]).prefix(16))
    }

    /// `exam` graded as `record` says: each corrected key in place of the question's (its
    /// texts must be the ones given), dropped questions out, the record kept for full credit
    /// and the dashboards.
    ///
    /// - Throws: A sentence naming the first entry that does not fit the exam.
    public static func apply(_ record: RegradeRecord, to exam: AssembledExam) throws(RegradeError)
        -> AssembledExam
    {
        var regraded = exam
        for entry in record.entries {
            guard
                let index = regraded.questions.firstIndex(where: {
                    $0.question.id == entry.question
                })
            else {
                throw RegradeError(
                    "the regrade names '\(entry.question)', which is not a question of '\(exam.exam.code)'\(Suggestion.didYouMean(entry.question, in: exam.questions.map(\.question.id)))"
                )
            }
            switch entry.action {
            case .key:
                guard var corrected = entry.corrected, corrected.id == entry.question else {
                    throw RegradeError(
                        "the corrected key of '\(entry.question)' is missing; run 'quizgen regrade \(exam.exam.code)' again"
                    )
                }
                let given = regraded.questions[index]
                guard sameForExaminees(given.question, corrected, weight: given.weight) else {
                    throw RegradeError(
                        "the corrected '\(entry.question)' shows examinees other texts or choices than the question they answered; a regrade corrects keys only"
                    )
                }
                corrected.location = given.question.location
                regraded.questions[index].question = corrected
            case .drop:
                regraded.questions.remove(at: index)
            case .fullCredit:
                break
            }
        }
        regraded.regrade = record
        return regraded
    }

    /// Whether the corrected question shows examinees what the given one did (ids, type,
    /// texts, choices, parameters): the key-free hash of both agrees.
    public static func sameForExaminees(_ given: Question, _ corrected: Question, weight: Double)
        -> Bool
    {
        let exam = Exam(
            title: "", code: "", items: [], sourcePath: "", location: SourceLocation(path: ""))
        return ExamAssembler.publicHash(
            exam: exam, questions: [ExamQuestion(question: given, weight: weight)])
            == ExamAssembler.publicHash(
                exam: exam, questions: [ExamQuestion(question: corrected, weight: weight)])
    }
}

/// Why a regrade record does not fit its exam.
public struct RegradeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The sentence.
    public let message: String

    /// Creates an error.
    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
