import Foundation
import QuizgenCore

/// Reads one `quizgen-submission/1` JSON file (see docs/grading.md), reporting every problem
/// with its line and column.
struct SubmissionJSONReader {
    static let format = SubmissionDocument.format
    static let keys = SubmissionDocument.keys

    /// The submission, or `nil` after reporting why it cannot be graded.
    ///
    /// - Parameters:
    ///   - bytes: The file's bytes.
    ///   - path: Its display path.
    ///   - examSlug: The folder's exam slug; `exam` must name the same exam.
    ///   - lists: Shares equal answer lists with other submissions.
    ///   - diagnostics: Receives the problems.
    static func read(
        _ bytes: [UInt8], path: String, examSlug: String, lists: inout AnswerListPool,
        into diagnostics: inout Diagnostics
    ) -> ExamSubmission? {
        let root: JSONNode
        do {
            var parser = JSONParser(bytes: bytes)
            root = try parser.parseDocument()
        } catch {
            diagnostics.error(
                "submission.syntax", "invalid JSON: \(error.message)",
                at: SourceLocation(path: path, line: error.line, column: error.column))
            return nil
        }
        let top = root.location(in: path)
        guard case .object(let fields) = root.value else {
            diagnostics.error(
                "submission.type", "a submission must be a JSON object, found \(root.kindName)",
                at: top)
            return nil
        }
        for field in fields where !keys.contains(field.key) {
            diagnostics.warning(
                "submission.unknown-key",
                "unknown key '\(field.key)' in submission (ignored)\(Suggestion.didYouMean(field.key, in: keys))",
                at: field.node.location(in: path))
        }
        var ok = true
        if let format = root["format"], format.string != Self.format {
            diagnostics.error(
                "submission.format",
                "'format' must be \"\(Self.format)\", found \(format.string.map { "\"\($0)\"" } ?? format.kindName)",
                at: format.location(in: path))
            ok = false
        }
        if let exam = root["exam"], lists.slug(of: exam.string ?? "") != examSlug {
            diagnostics.error(
                "submission.exam",
                "this submission is for exam '\(exam.string ?? "")', but it is in the folder of '\(examSlug)'",
                at: exam.location(in: path))
            ok = false
        }
        let examinee = root["examinee"]?.string.map(Self.trimmed) ?? ""
        if examinee.isEmpty {
            diagnostics.error(
                "submission.examinee", "a submission needs a non-empty 'examinee'",
                at: root["examinee"]?.location(in: path) ?? top)
            ok = false
        }
        let started = date(
            root["started_at"], "started_at", path: path, ok: &ok, into: &diagnostics)
        let finished = date(
            root["finished_at"], "finished_at", path: path, ok: &ok, into: &diagnostics)
        if let started, let finished, finished < started, let at = root["finished_at"] {
            diagnostics.error(
                "submission.time", "'finished_at' is before 'started_at'", at: at.location(in: path)
            )
            ok = false
        }
        var answers: [WrittenAnswer] = []
        if let node = root["answers"] {
            if case .object(let entries) = node.value {
                answers.reserveCapacity(entries.count)
                var seen = Set<String>(minimumCapacity: entries.count)
                for entry in entries {
                    let first = seen.insert(entry.key).inserted
                    if !first {
                        diagnostics.warning(
                            "submission.duplicate-answer",
                            "question '\(entry.key)' is answered twice; the last answer counts",
                            at: entry.node.location(in: path))
                    }
                    guard let answer = answer(entry.node, lists: &lists) else {
                        diagnostics.warning(
                            "submission.answer-type",
                            "the answer to '\(entry.key)' must be a string, an array of strings or an object of strings, found \(entry.node.kindName) (ignored)",
                            at: entry.node.location(in: path))
                        if first { seen.remove(entry.key) }
                        continue
                    }
                    let written = WrittenAnswer(
                        questionID: entry.key, answer: answer, line: entry.node.line,
                        column: entry.node.column)
                    if !first,
                        let earlier = answers.firstIndex(where: { $0.questionID == entry.key })
                    {
                        answers[earlier] = written
                    } else {
                        answers.append(written)
                    }
                }
            } else if !node.isNull {
                diagnostics.error(
                    "submission.answers",
                    "'answers' must be an object mapping question ids to answers, found \(node.kindName)",
                    at: node.location(in: path))
                ok = false
            }
        }
        var finishedByServer = false
        if let by = root["finished_by"] {
            if by.string == SubmissionDocument.finishedByServer {
                finishedByServer = true
            } else {
                diagnostics.error(
                    "submission.finished-by",
                    "'finished_by' can only be \"\(SubmissionDocument.finishedByServer)\" (the collector finished the attempt at time-up)",
                    at: by.location(in: path))
                ok = false
            }
        }
        guard ok else { return nil }
        var submission = ExamSubmission(
            examinee: examinee, snapshot: root["snapshot"]?.string, startedAt: started,
            finishedAt: finished,
            answers: answers, location: top)
        submission.finishedByServer = finishedByServer
        return submission
    }

    /// `text` without surrounding whitespace and newlines (without Foundation when there is
    /// nothing to trim, the usual case).
    static func trimmed(_ text: String) -> String {
        let utf8 = text.utf8
        guard let first = utf8.first, let last = utf8.last else { return text }
        if (0x21...0x7E).contains(first), (0x21...0x7E).contains(last) { return text }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static func answer(_ node: JSONNode, lists: inout AnswerListPool) -> SubmittedAnswer? {
        switch node.value {
        case .string(let text): return .text(text)
        case .bool(let flag): return .text(flag ? "true" : "false")
        case .number(let text): return .text(text)
        case .array(let items):
            let texts = items.compactMap(\.string)
            return texts.count == items.count ? .list(lists.shared(texts)) : nil
        case .object(let fields):
            var pairs: [String: String] = [:]
            for field in fields {
                guard let text = field.node.string else { return nil }
                pairs[field.key] = text
            }
            return .pairs(pairs)
        case .null: return nil
        }
    }

    static func date(
        _ node: JSONNode?, _ key: String, path: String, ok: inout Bool,
        into diagnostics: inout Diagnostics
    ) -> Date? {
        guard let node, !node.isNull else { return nil }
        if let text = node.string, let date = SubmissionDate.parse(text) { return date }
        diagnostics.error(
            "submission.time",
            "'\(key)' must be an ISO 8601 date-time such as 2026-11-21T10:20:00Z, found \(node.string.map { "\"\($0)\"" } ?? node.kindName); the submission is not graded",
            at: node.location(in: path))
        ok = false
        return nil
    }
}
