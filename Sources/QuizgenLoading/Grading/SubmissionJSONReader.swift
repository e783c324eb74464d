import Foundation
import QuizgenCore

/// Reads one `quizgen-submission/1` JSON file (see docs/grading.md), reporting every problem
/// with its line and column.
struct SubmissionJSONReader {
    static let format = SubmissionDocument.format
    static let keys = SubmissionDocument.keys
    static let maxExtraSeconds = SubmissionDocument.maxExtraSeconds

    /// The document's fields: the one reading of the format, for every reader's rules.
    ///
    /// - Parameters:
    ///   - bytes: The document.
    ///   - path: Its display path.
    ///   - lists: Shares equal answer lists with other submissions.
    /// - Throws: ``SubmissionReadError`` when the bytes are not JSON or not an object.
    static func fields(_ bytes: [UInt8], path: String, lists: inout AnswerListPool)
        throws(SubmissionReadError) -> SubmissionFields
    {
        let root: JSONNode
        do {
            var parser = JSONParser(bytes: bytes)
            root = try parser.parseDocument()
        } catch {
            throw .syntax(
                message: error.message,
                location: SourceLocation(path: path, line: error.line, column: error.column))
        }
        guard case .object(let entries) = root.value else {
            throw .notObject(kindName: root.kindName, location: root.location(in: path))
        }
        var values: [String: SubmissionFields.Value] = [:]
        var keys: [(key: String, line: Int, column: Int)] = []
        keys.reserveCapacity(entries.count)
        var answersNode: JSONNode?
        for entry in entries {
            keys.append((entry.key, entry.node.line, entry.node.column))
            values[entry.key] = value(entry.node)
            if entry.key == "answers" { answersNode = entry.node }
        }
        var answers: [SubmissionFields.Answer]?
        if let answersNode, case .object(let items) = answersNode.value {
            answers = items.map { item in
                SubmissionFields.Answer(
                    questionID: item.key, answer: answer(item.node, lists: &lists),
                    kind: item.node.kind, holdsOnlyStrings: holdsOnlyStrings(item.node),
                    line: item.node.line, column: item.node.column)
            }
        }
        var fields = SubmissionFields(
            path: path, location: root.location(in: path), keys: keys, values: values,
            answers: answers)
        for entry in entries where SubmissionDocument.practiceKeys.contains(entry.key) {
            guard case .object(let items) = entry.node.value else { continue }
            fields.practice[entry.key] = items.map { ($0.key, value($0.node)) }
        }
        return fields
    }

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
        let document: SubmissionFields
        do {
            document = try fields(bytes, path: path, lists: &lists)
        } catch {
            switch error {
            case .syntax(let message, let location):
                diagnostics.error("submission.syntax", "invalid JSON: \(message)", at: location)
            case .notObject(let kindName, let location):
                diagnostics.error(
                    "submission.type", "a submission must be a JSON object, found \(kindName)",
                    at: location)
            }
            return nil
        }
        let top = document.location
        for (key, line, column) in document.keys where !keys.contains(key) {
            diagnostics.warning(
                "submission.unknown-key",
                "unknown key '\(key)' in submission (ignored)\(Suggestion.didYouMean(key, in: keys))",
                at: SourceLocation(path: path, line: line, column: column))
        }
        var ok = true
        if let format = document["format"], format.stringOrNumber != Self.format {
            diagnostics.error(
                "submission.format",
                "'format' must be \"\(Self.format)\", found \(format.stringOrNumber.map { "\"\($0)\"" } ?? format.kindName)",
                at: document.location(of: format))
            ok = false
        }
        if let exam = document["exam"], lists.slug(of: exam.stringOrNumber ?? "") != examSlug {
            diagnostics.error(
                "submission.exam",
                "this submission is for exam '\(exam.stringOrNumber ?? "")', but it is in the folder of '\(examSlug)'",
                at: document.location(of: exam))
            ok = false
        }
        let examinee = document["examinee"]?.stringOrNumber.map(Self.trimmed) ?? ""
        if examinee.isEmpty {
            diagnostics.error(
                "submission.examinee", "a submission needs a non-empty 'examinee'",
                at: document["examinee"].map(document.location(of:)) ?? top)
            ok = false
        }
        let started = date(document, "started_at", ok: &ok, into: &diagnostics)
        let finished = date(document, "finished_at", ok: &ok, into: &diagnostics)
        if let started, let finished, finished < started, let at = document["finished_at"] {
            diagnostics.error(
                "submission.time", "'finished_at' is before 'started_at'",
                at: document.location(of: at))
            ok = false
        }
        let answers = writtenAnswers(document, into: &diagnostics)
        if let node = document["answers"], document.answers == nil, node.kind != .null {
            diagnostics.error(
                "submission.answers",
                "'answers' must be an object mapping question ids to answers, found \(node.kindName)",
                at: document.location(of: node))
            ok = false
        }
        var finishedByServer = false
        if let by = document["finished_by"] {
            if by.stringOrNumber == SubmissionDocument.finishedByServer {
                finishedByServer = true
            } else {
                diagnostics.error(
                    "submission.finished-by",
                    "'finished_by' can only be \"\(SubmissionDocument.finishedByServer)\" (the collector finished the attempt at time-up)",
                    at: document.location(of: by))
                ok = false
            }
        }
        var extraSeconds = 0
        if let extra = document["extra_seconds"] {
            if extra.kind == .number, let value = extra.text.flatMap({ Int($0) }),
                (0...Self.maxExtraSeconds).contains(value)
            {
                extraSeconds = value
            } else {
                diagnostics.error(
                    "submission.extra-seconds",
                    "'extra_seconds' must be a whole number of seconds from 0 to \(Self.maxExtraSeconds) (a week: the time a teacher gave the attempt), found \(extra.stringOrNumber.map { "'\($0.prefix(40))'" } ?? extra.kindName)",
                    at: document.location(of: extra))
                ok = false
            }
        }
        var variant: String?
        if let node = document["variant"] {
            let text = node.stringOrNumber.map(Self.trimmed) ?? ""
            if node.kind == .string || node.kind == .number, !text.isEmpty, text.count <= 64,
                text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") })
            {
                variant = text
            } else {
                diagnostics.error(
                    "submission.variant",
                    "'variant' must name the variant the examinee was given, a number such as 3 (letters, digits and '-', at most 64), found \(node.stringOrNumber.map { "'\($0.prefix(40))'" } ?? node.kindName)",
                    at: document.location(of: node))
                ok = false
            }
        }
        let (wrongTries, questionVariants) = practice(document, ok: &ok, into: &diagnostics)
        guard ok else { return nil }
        var submission = ExamSubmission(
            examinee: examinee, snapshot: document["snapshot"]?.stringOrNumber,
            startedAt: started, finishedAt: finished, answers: answers, location: top)
        submission.finishedByServer = finishedByServer
        submission.attempt = document["attempt"]?.string
        submission.extraSeconds = extraSeconds
        submission.variant = variant
        submission.wrongTries = wrongTries
        submission.questionVariants = questionVariants
        submission.student = document["student"]?.stringOrNumber.map(Self.trimmed).flatMap {
            $0.isEmpty ? nil : $0
        }
        return submission
    }

    /// The answers grading counts, in file order: the last of two answers to one question
    /// (with a warning), without the entries that are not answers (with a warning).
    static func writtenAnswers(_ document: SubmissionFields, into diagnostics: inout Diagnostics)
        -> [WrittenAnswer]
    {
        guard let entries = document.answers else { return [] }
        var answers: [WrittenAnswer] = []
        answers.reserveCapacity(entries.count)
        var seen = Set<String>(minimumCapacity: entries.count)
        for entry in entries {
            let first = seen.insert(entry.questionID).inserted
            if !first {
                diagnostics.warning(
                    "submission.duplicate-answer",
                    "question '\(entry.questionID)' is answered twice; the last answer counts",
                    at: document.location(of: entry))
            }
            guard let answer = entry.answer else {
                diagnostics.warning(
                    "submission.answer-type",
                    "the answer to '\(entry.questionID)' must be a string, an array of strings or an object of strings, found \(entry.kindName) (ignored)",
                    at: document.location(of: entry))
                if first { seen.remove(entry.questionID) }
                continue
            }
            let written = WrittenAnswer(
                questionID: entry.questionID, answer: answer, line: entry.line,
                column: entry.column)
            if !first,
                let earlier = answers.firstIndex(where: { $0.questionID == entry.questionID })
            {
                answers[earlier] = written
            } else {
                answers.append(written)
            }
        }
        return answers
    }

    static func value(_ node: JSONNode) -> SubmissionFields.Value {
        let text: String?
        switch node.value {
        case .string(let string), .number(let string): text = string
        case .bool(let flag): text = flag ? "true" : "false"
        default: text = nil
        }
        return SubmissionFields.Value(
            kind: node.kind, text: text, line: node.line, column: node.column)
    }

    static func holdsOnlyStrings(_ node: JSONNode) -> Bool {
        func isString(_ node: JSONNode) -> Bool {
            if case .string = node.value { return true }
            return false
        }
        switch node.value {
        case .string: return true
        case .array(let items): return items.allSatisfy(isString)
        case .object(let fields): return fields.allSatisfy { isString($0.node) }
        default: return false
        }
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
        _ document: SubmissionFields, _ key: String, ok: inout Bool,
        into diagnostics: inout Diagnostics
    ) -> Date? {
        guard let value = document[key], value.kind != .null else { return nil }
        if let text = value.stringOrNumber, let date = SubmissionDate.parse(text) { return date }
        diagnostics.error(
            "submission.time",
            "'\(key)' must be an ISO 8601 date-time such as 2026-11-21T10:20:00Z, found \(value.stringOrNumber.map { "\"\($0)\"" } ?? value.kindName); the submission is not graded",
            at: document.location(of: value))
        ok = false
        return nil
    }
}
