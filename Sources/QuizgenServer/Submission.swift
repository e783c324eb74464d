import Foundation
import QuizgenCollect
import QuizgenCore
import QuizgenLoading

/// An exam submission (`quizgen-submission/1`) for the preview's file store: the format's
/// fields (`SubmissionDocument.read`), checked field by field.
///
/// ```json
/// {"format": "quizgen-submission/1", "exam": "GEO-MID", "snapshot": "<sha256 hex>",
///  "examinee": "Ana", "started_at": "2026-11-21T10:00:00Z", "finished_at": "2026-11-21T10:20:00Z",
///  "answers": {"q1": "b", "q2": ["a", "c"], "q3": {"x": "1"}}}
/// ```
struct Submission: Sendable, Hashable {
    /// The format tag every submission carries.
    static let format = SubmissionDocument.format
    /// The longest examinee name accepted, in characters.
    static let maxExamineeLength = 200

    var exam: String
    var examinee: String
    var startedAt: Date
    var finishedAt: Date

    /// Checks `body` against the format for the exam `code` named in the URL.
    ///
    /// - Throws: `SubmissionError` naming the first field that is wrong.
    init(body: [UInt8], code: String) throws(SubmissionError) {
        guard let document = try? SubmissionDocument.read(body, path: "body") else {
            throw SubmissionError("the body must be a JSON object")
        }
        guard document["format"]?.string == Self.format else {
            throw SubmissionError("'format' must be \"\(Self.format)\"")
        }
        guard let exam = document["exam"]?.string, Slug.make(exam) == Slug.make(code) else {
            throw SubmissionError("'exam' must equal the exam code in the URL, \"\(code)\"")
        }
        guard let examinee = document["examinee"]?.string,
            !examinee.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        else { throw SubmissionError("'examinee' must be a non-empty string") }
        guard examinee.count <= Self.maxExamineeLength else {
            throw SubmissionError("'examinee' must be at most \(Self.maxExamineeLength) characters")
        }
        if let snapshot = document["snapshot"] {
            guard let hex = snapshot.string, hex.count == 64, hex.allSatisfy(\.isHexDigit)
            else {
                throw SubmissionError("'snapshot' must be a SHA-256 hex digest (64 hex digits)")
            }
        }
        let started = try Self.date(document["started_at"], field: "started_at")
        let finished = try Self.date(document["finished_at"], field: "finished_at")
        guard finished >= started else {
            throw SubmissionError("'finished_at' is before 'started_at'")
        }
        guard let answers = document.answers else {
            throw SubmissionError("'answers' must be an object mapping question ids to answers")
        }
        // The last answer to a question counts, as in the build.
        var last: [String: SubmissionFields.Answer] = [:]
        for entry in answers { last[entry.questionID] = entry }
        for (id, entry) in last.sorted(by: { $0.key < $1.key }) where !entry.holdsOnlyStrings {
            throw SubmissionError(
                "answer '\(id)' must be a string, an array of strings or an object of strings")
        }
        self.exam = exam
        self.examinee = examinee
        self.startedAt = started
        self.finishedAt = finished
    }

    /// `Content/submissions/<exam slug>/<finished_at compact>-<examinee slug>.json`, relative.
    var relativePath: String {
        let name = "\(SubmissionFile.time(finishedAt))-\(SubmissionFile.person(examinee)).json"
        return "Content/submissions/\(Slug.make(exam))/\(name)"
    }

    /// The date of `value`, read as the build reads it (`SubmissionDate`).
    static func date(_ value: SubmissionFields.Value?, field: String) throws(SubmissionError)
        -> Date
    {
        guard let text = value?.string else {
            throw SubmissionError("'\(field)' must be an ISO 8601 date-time string")
        }
        guard let date = SubmissionDocument.date(text) else {
            throw SubmissionError(
                "'\(field)' must be an ISO 8601 date-time such as 2026-11-21T10:20:00Z, found \"\(text)\""
            )
        }
        return date
    }
}
