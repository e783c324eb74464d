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
    /// A practice page's wrong tries and further draws as canonical JSON, `nil` without.
    var practiceJSON: String?

    /// Checks a request body against the attempt and its exam.
    ///
    /// - Throws: 400 for a malformed body, 409 for another exam or version.
    init(_ body: [UInt8], attempt: Attempt, exam: AssembledExam) throws(CollectError) {
        let document: SubmissionFields
        do {
            document = try SubmissionDocument.read(body, path: "body")
        } catch {
            switch error {
            case .syntax(let message, let location):
                throw CollectError(
                    400,
                    "malformed JSON: invalid JSON: \(message) (line \(location.line), column \(location.column))"
                )
            case .notObject:
                throw CollectError(400, "the body must be a JSON object (quizgen-submission/1)")
            }
        }
        try self.init(document, attempt: attempt, exam: exam)
    }

    /// Checks a submission's fields (a JSON body's, or a form's) against the attempt and its
    /// exam.
    ///
    /// - Throws: 400 for a malformed submission, 409 for another exam or version.
    init(_ document: SubmissionFields, attempt: Attempt, exam: AssembledExam) throws(CollectError) {
        if let format = document["format"], format.string != Self.format {
            throw CollectError(400, "'format' must be \"\(Self.format)\"")
        }
        if let named = document["exam"] {
            guard let text = named.string else {
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
        if let snapshot = document["snapshot"] {
            guard let text = snapshot.string else {
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
        where document[key] != nil && document[key]?.string == nil {
            throw CollectError(
                400,
                "'\(key)' must be a date-time string (it is kept for the record only; the server's times count)"
            )
        }
        guard let entries = document.answers else {
            throw CollectError(400, "'answers' must be an object mapping question ids to answers")
        }
        // The last answer to a question counts, as in a file; numbers and booleans are
        // answers too (their text is graded).
        var answers: [String: SubmissionFields.Answer] = [:]
        for entry in entries { answers[entry.questionID] = entry }
        for (id, entry) in answers.sorted(by: { $0.key < $1.key })
        where !(entry.holdsOnlyStrings || entry.kind == .number || entry.kind == .bool) {
            throw CollectError(
                400,
                "the answer to '\(id.prefix(80))' must be a string, an array of strings or an object of strings"
            )
        }
        try self.init(
            answersJSON: Self.canonical(answers.values), examinee: attempt.examinee, exam: exam,
            status: 400)
        snapshot = quoted
        clientStartedAt = document["started_at"]?.string
        clientFinishedAt = document["finished_at"]?.string
        var problems = Diagnostics()
        guard let practice = SubmissionDocument.practice(document, into: &problems) else {
            throw CollectError(400, problems.items.first?.message ?? "'wrong_tries' cannot be read")
        }
        setPractice(
            SubmissionDocument.practiceJSON(
                wrongTries: practice.wrongTries, questionVariants: practice.questionVariants))
    }

    /// Keeps `json` (``SubmissionDocument/practiceJSON(wrongTries:questionVariants:)``) and
    /// gives the parsed submission its wrong tries and further draws.
    mutating func setPractice(_ json: String?) {
        practiceJSON = json
        let practice = SubmissionDocument.practice(json: json)
        parsed.wrongTries = practice.wrongTries
        parsed.questionVariants = practice.questionVariants
    }

    /// Reads stored answers again.
    init(answersJSON: String, examinee: String, exam: AssembledExam) throws(CollectError) {
        try self.init(answersJSON: answersJSON, examinee: examinee, exam: exam, status: 500)
    }

    /// The answers object `answersJSON` (canonical) as the answers of a document, read by the
    /// format's one reader.
    private init(answersJSON: String, examinee: String, exam: AssembledExam, status: Int)
        throws(CollectError)
    {
        let wrapped = Array(#"{"answers":"#.utf8) + Array(answersJSON.utf8) + [UInt8(ascii: "}")]
        guard let document = try? SubmissionDocument.read(wrapped, path: "body"),
            document.answers != nil
        else {
            throw CollectError(
                status,
                status == 500 ? "a stored submission cannot be read" : "'answers' cannot be read")
        }
        parsed = ExamSubmission(
            examinee: examinee.trimmingCharacters(in: .whitespacesAndNewlines), snapshot: nil,
            startedAt: nil, finishedAt: nil, answers: document.writtenAnswers,
            location: SourceLocation(path: "body", line: 1, column: 1))
        self.answersJSON = answersJSON
        answersHash = SHA256.hash(data: Array(answersJSON.utf8)).map {
            String(format: "%02x", $0)
        }.joined()
    }

    /// The answers as one JSON object with sorted keys (what is stored and hashed), each
    /// written as JSONSerialization writes the value it reads.
    static func canonical(_ answers: some Collection<SubmissionFields.Answer>) throws(CollectError)
        -> String
    {
        var object: [String: Any] = [:]
        for entry in answers {
            switch (entry.kind, entry.answer) {
            case (.number, .text(let text)?):
                object[entry.questionID] =
                    Int(text).map { NSNumber(value: $0) } ?? NSNumber(value: Double(text) ?? 0)
            case (.bool, .text(let text)?): object[entry.questionID] = text == "true"
            case (_, .text(let text)?): object[entry.questionID] = text
            case (_, .list(let list)?): object[entry.questionID] = list
            case (_, .pairs(let pairs)?): object[entry.questionID] = pairs
            default: continue
            }
        }
        guard
            let data = try? JSONSerialization.data(
                withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
        else { throw CollectError(400, "'answers' cannot be read") }
        return String(decoding: data, as: UTF8.self)
    }

    /// The submission on the server's times.
    func submission(startedAt: Date, finishedAt: Date) -> ExamSubmission {
        var submission = parsed
        submission.startedAt = startedAt
        submission.finishedAt = finishedAt
        submission.snapshot = nil
        return submission
    }
}
