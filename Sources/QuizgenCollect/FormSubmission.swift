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
    /// - Throws: `CollectError` 400 for an ordering question with two items in one position.
    public static func json(form body: [UInt8], exam: AssembledExam, at: Date) throws(CollectError) -> [UInt8] {
        let fields = FormFields(body)
        let document = try FormAnswers.submissionBody(fields, exam: exam)
        guard var object = (try? JSONSerialization.jsonObject(with: Data(document))) as? [String: Any] else { return document }
        object["examinee"] = (fields["examinee"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        object["started_at"] = CollectService.text(at)
        object["finished_at"] = CollectService.text(at)
        return [UInt8]((try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data(document))
    }
}
