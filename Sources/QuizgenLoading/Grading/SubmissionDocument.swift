import Foundation
import QuizgenCore

/// The `quizgen-submission/1` format (docs/grading.md) spelled once: its tag, its keys, its one
/// reader (``read(_:path:)``, for the build, the collector and the preview server) and its one
/// writer (for the collector's export and its form path).
public enum SubmissionDocument {
    /// The format tag every document carries.
    public static let format = "quizgen-submission/1"
    /// The most `extra_seconds` a document may carry: a week (a teacher reopening an attempt
    /// days after it started gives it the time up to the new deadline).
    public static let maxExtraSeconds = 7 * 24 * 3600
    /// The keys a document may have.
    public static let keys = [
        "format", "exam", "snapshot", "examinee", "started_at", "finished_at", "answers", "attempt",
        "finished_by", "student", "extra_seconds", "variant", "wrong_tries", "question_variants",
    ]
    /// The keys a practice page adds: per question id, the wrong tries before the answer
    /// (`wrong_tries`, which the grader's penalty applies to) and the variant of a further draw
    /// answered instead of the page's ("Try another like this", `question_variants`).
    public static let practiceKeys = ["wrong_tries", "question_variants"]
    /// The most wrong tries a submission may give one question.
    public static let maxWrongTries = 100
    /// `finished_by`'s one value: the collector finished the attempt at time-up with the
    /// answers the page last saved, because it was never handed in.
    public static let finishedByServer = "server"

    /// Reads a document into its fields, each located; what they must hold is the caller's
    /// rule (the build's are in `SubmissionJSONReader`).
    ///
    /// - Parameters:
    ///   - bytes: The document.
    ///   - path: The name its locations carry.
    /// - Returns: The fields.
    /// - Throws: ``SubmissionReadError`` when the bytes are not JSON, or not an object.
    public static func read(_ bytes: [UInt8], path: String) throws(SubmissionReadError)
        -> SubmissionFields
    {
        var lists = AnswerListPool()
        return try SubmissionJSONReader.fields(bytes, path: path, lists: &lists)
    }

    /// Reads a document as the build reads a submission file of `Content/submissions/<examSlug>/`,
    /// with the build's rules: the teacher's console grades the collector's submissions through
    /// it, so its figures are the build's on the exported files.
    ///
    /// - Parameters:
    ///   - bytes: The document.
    ///   - path: The name its locations carry (the file's path under the site).
    ///   - examSlug: The exam's slug.
    ///   - diagnostics: Receives the problems.
    /// - Returns: The submission, or `nil` when it cannot be graded.
    public static func submission(
        _ bytes: [UInt8], path: String, examSlug: String, into diagnostics: inout Diagnostics
    ) -> ExamSubmission? {
        var lists = AnswerListPool()
        return SubmissionJSONReader.read(
            bytes, path: path, examSlug: examSlug, lists: &lists, into: &diagnostics)
    }

    /// The date of a `started_at` or `finished_at` text, as the build grades it:
    /// `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)`.
    ///
    /// - Parameter text: The field's text.
    /// - Returns: The date, or `nil` when the text is not one.
    public static func date(_ text: String) -> Date? { SubmissionDate.parse(text) }

    /// How a document is laid out.
    public enum Style: Sendable {
        /// One line, keys sorted: a request body, or a form turned into one.
        case compact
        /// Indented, keys sorted, slashes as they are, a final newline: a file a teacher may read.
        case file
    }

    /// A document with these fields; `nil` fields are left out.
    ///
    /// - Parameters:
    ///   - exam: The exam's code.
    ///   - examinee: Who took it.
    ///   - snapshot: The exam version's hash, as the exam page gives it.
    ///   - startedAt: When the attempt started (ISO 8601).
    ///   - finishedAt: When it was handed in (ISO 8601).
    ///   - answers: Answers by question id: a string, an array of strings or an object of strings.
    ///   - attempt: The collector's attempt id.
    ///   - finishedByServer: Whether the collector finished the attempt at time-up.
    ///   - student: The roster's student id, when the attempt was started from one.
    ///   - extraSeconds: The time a teacher gave the attempt in the console (left out when 0).
    ///   - variant: The variant of the exam's parametric questions the examinee was given.
    ///   - practice: A practice page's fields as ``practiceJSON(wrongTries:questionVariants:)``
    ///     wrote them (`wrong_tries`, `question_variants`).
    ///   - style: The layout.
    /// - Returns: The document's UTF-8 bytes.
    public static func write(
        exam: String, examinee: String? = nil, snapshot: String? = nil, startedAt: String? = nil,
        finishedAt: String? = nil,
        answers: [String: Any], attempt: String? = nil, finishedByServer: Bool = false,
        student: String? = nil, extraSeconds: Int = 0, variant: String? = nil,
        practice: String? = nil, style: Style = .compact
    ) -> [UInt8] {
        var object: [String: Any] = ["format": format, "exam": exam, "answers": answers]
        let (wrongTries, questionVariants) = Self.practice(json: practice)
        if !wrongTries.isEmpty { object["wrong_tries"] = wrongTries }
        if !questionVariants.isEmpty { object["question_variants"] = questionVariants }
        if let attempt { object["attempt"] = attempt }
        if finishedByServer { object["finished_by"] = Self.finishedByServer }
        if let student { object["student"] = student }
        if extraSeconds > 0 { object["extra_seconds"] = extraSeconds }
        if let variant { object["variant"] = variant }
        if let examinee { object["examinee"] = examinee }
        if let snapshot { object["snapshot"] = snapshot }
        if let startedAt { object["started_at"] = startedAt }
        if let finishedAt { object["finished_at"] = finishedAt }
        switch style {
        case .compact:
            return [UInt8](
                (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]))
                    ?? Data())
        case .file:
            let data =
                (try? JSONSerialization.data(
                    withJSONObject: object,
                    options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
            return [UInt8](data) + [0x0A]
        }
    }
}
