import Crypto
import Foundation
import QuizgenCore
import QuizgenLoading

/// A submission body checked for the collector: the answers as canonical JSON with their
/// hash, and the submission as the build's loader reads it.
struct SubmissionBody {
    static let format = SubmissionDocument.format

    /// The answers object, canonical (sorted keys), as text.
    var answersJSON: String
    /// SHA-256 hex of `answersJSON`.
    var answersHash: String
    var snapshot: String?
    var clientStartedAt: String?
    var clientFinishedAt: String?
    /// The submission as the loader read it (without times).
    var parsed: ExamSubmission

    /// Checks a request body against the attempt and its exam.
    ///
    /// - Throws: 400 for a malformed body, 409 for another exam or version.
    init(_ body: [UInt8], attempt: Attempt, exam: AssembledExam) throws(CollectError) {
        guard
            let any = try? JSONSerialization.jsonObject(
                with: Data(body), options: [.fragmentsAllowed])
        else {
            var diagnostics = Diagnostics()
            _ = SubmissionLoader.readSubmission(
                body, path: "body", examSlug: attempt.exam, into: &diagnostics)
            let first = diagnostics.items.first { $0.severity == .error }
            let place = first?.location.map { " (line \($0.line), column \($0.column))" } ?? ""
            throw CollectError(
                400, "malformed JSON: \(first?.message ?? "the body is not JSON")\(place)")
        }
        guard let object = any as? [String: Any] else {
            throw CollectError(400, "the body must be a JSON object (quizgen-submission/1)")
        }
        if let format = object["format"], format as? String != Self.format {
            throw CollectError(400, "'format' must be \"\(Self.format)\"")
        }
        if let named = object["exam"] {
            guard let text = named as? String else {
                throw CollectError(400, "'exam' must be the exam's code as text")
            }
            guard Slug.make(text) == attempt.exam else {
                throw CollectError(
                    409,
                    "this attempt is of exam '\(exam.exam.code)', but the submission is for '\(text.prefix(80))'"
                )
            }
        }
        var quoted: String?
        if let snapshot = object["snapshot"] {
            guard let text = snapshot as? String else {
                throw CollectError(400, "'snapshot' must be the exam page's snapshot hash as text")
            }
            guard text == exam.snapshotHash else {
                throw CollectError(
                    409,
                    "the submission answers another version of '\(exam.exam.code)' (snapshot \(text.prefix(12))…); reload the exam page",
                    key: "other_version", ["code": exam.exam.code])
            }
            quoted = text
        }
        for key in ["started_at", "finished_at"]
        where object[key] != nil && !(object[key] is String) {
            throw CollectError(
                400,
                "'\(key)' must be a date-time string (it is kept for the record only; the server's times count)"
            )
        }
        guard let answers = object["answers"] as? [String: Any] else {
            throw CollectError(400, "'answers' must be an object mapping question ids to answers")
        }
        for (id, answer) in answers.sorted(by: { $0.key < $1.key }) where !Self.isAnswer(answer) {
            throw CollectError(
                400,
                "the answer to '\(id.prefix(80))' must be a string, an array of strings or an object of strings"
            )
        }
        try self.init(answers: answers, examinee: attempt.examinee, exam: exam)
        snapshot = quoted
        clientStartedAt = object["started_at"] as? String
        clientFinishedAt = object["finished_at"] as? String
    }

    /// Reads stored answers again.
    init(answersJSON: String, examinee: String, exam: AssembledExam) throws(CollectError) {
        guard
            let answers = (try? JSONSerialization.jsonObject(with: Data(answersJSON.utf8)))
                as? [String: Any]
        else {
            throw CollectError(500, "a stored submission cannot be read")
        }
        try self.init(answers: answers, examinee: examinee, exam: exam)
    }

    private init(answers: [String: Any], examinee: String, exam: AssembledExam) throws(CollectError)
    {
        guard
            let canonical = try? JSONSerialization.data(
                withJSONObject: answers, options: [.sortedKeys, .withoutEscapingSlashes]),
            case let document = SubmissionDocument.write(
                exam: exam.exam.code, examinee: examinee, answers: answers), !document.isEmpty
        else { throw CollectError(400, "'answers' cannot be read") }
        var diagnostics = Diagnostics()
        guard
            let parsed = SubmissionLoader.readSubmission(
                [UInt8](document), path: "body", examSlug: exam.exam.slug, into: &diagnostics)
        else {
            let first = diagnostics.items.first { $0.severity == .error }
            throw CollectError(400, first?.message ?? "the submission cannot be read")
        }
        self.parsed = parsed
        answersJSON = String(decoding: canonical, as: UTF8.self)
        answersHash = SHA256.hash(data: canonical).map { String(format: "%02x", $0) }.joined()
    }

    /// The submission on the server's times.
    func submission(startedAt: Date, finishedAt: Date) -> ExamSubmission {
        var submission = parsed
        submission.startedAt = startedAt
        submission.finishedAt = finishedAt
        submission.snapshot = nil
        return submission
    }

    static func isAnswer(_ value: Any) -> Bool {
        if value is String || value is NSNumber { return true }
        if let list = value as? [Any] { return list.allSatisfy { $0 is String } }
        if let map = value as? [String: Any] { return map.values.allSatisfy { $0 is String } }
        return false
    }
}
