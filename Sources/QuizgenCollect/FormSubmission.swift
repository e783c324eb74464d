import Foundation
import QuizgenCore

/// The exam page's form, posted without JavaScript, as a `quizgen-submission/1` document: the
/// same reading of `q.<id>` fields as the collector's form path. The preview server stores
/// such a form as a file.
public enum FormSubmission {
    /// Whether a request's `Content-Type` is a form.
    public static func isForm(_ contentType: String?) -> Bool {
        contentType?.lowercased().hasPrefix("application/x-www-form-urlencoded") ?? false
    }

    /// The JSON document for a posted form of `exam`: its answers, the `examinee` field, and
    /// `at` as both start and finish (a form knows no start).
    ///
    /// - Throws: `CollectError` 400 for a body that is not URL-encoded UTF-8, or an ordering
    ///   question with two items in one position.
    public static func json(form body: [UInt8], exam: AssembledExam, at: Date) throws(CollectError)
        -> [UInt8]
    {
        let fields = try FormFields.strict(body)
        return try FormAnswers.submissionBody(
            fields, exam: exam,
            examinee: (fields["examinee"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines),
            startedAt: CollectService.text(at), finishedAt: CollectService.text(at))
    }
}
