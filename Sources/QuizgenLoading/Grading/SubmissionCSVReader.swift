import Foundation
import QuizgenCore
import QuizgenSystem

/// Reads a CSV file of submissions: a header row with `examinee`, optional `started_at`,
/// `finished_at` and `snapshot`, then one column per question id; one row per examinee.
///
/// Rows are read in parallel chunks straight from the bytes (no table of strings); the rows,
/// the rejected rows and the diagnostics come out in row order all the same.
struct SubmissionCSVReader {
    static let fixedColumns = [
        "examinee", "started_at", "finished_at", "snapshot", "student", "variant",
    ]
    /// Rows per parallel chunk.
    static let chunkSize = 2048

    /// The rows that can be graded; every problem is reported at its field.
    ///
    /// - Parameters:
    ///   - text: The file's text.
    ///   - path: Its display path.
    ///   - rejected: Receives the rows left out, with the reason.
    ///   - diagnostics: Receives the problems.
    static func read(
        _ text: String, path: String, rejected: inout [SubmissionIssue],
        into diagnostics: inout Diagnostics
    ) -> [ExamSubmission] {
        var text = text
        text.makeContiguousUTF8()
        return text.utf8.withContiguousStorageIfAvailable { bytes in
            read(bytes, path: path, rejected: &rejected, into: &diagnostics)
        } ?? []
    }

    static func read(
        _ bytes: UnsafeBufferPointer<UInt8>, path: String, rejected: inout [SubmissionIssue],
        into diagnostics: inout Diagnostics
    ) -> [ExamSubmission] {
        let table: CSVRecords
        do {
            table = try CSVRecords(scanning: bytes)
        } catch {
            diagnostics.error(
                "submission.csv-syntax", "invalid CSV: \(error.message)",
                at: SourceLocation(path: path, line: error.line, column: error.column))
            return []
        }
        guard !table.records.isEmpty else { return [] }
        var header: [CSVRecords.Field] = []
        table.fields(ofRecord: 0, in: bytes, into: &header)
        let names = header.map { CSVText.trimmingWhitespace(CSVRecords.text(of: $0, in: bytes)) }
        guard let examineeColumn = names.firstIndex(of: "examinee") else {
            diagnostics.error(
                "submission.csv-header",
                "the first row must name the columns, starting with 'examinee'",
                at: SourceLocation(path: path, line: header[0].line, column: header[0].column))
            return []
        }
        var seen: Set<String> = []
        for (index, name) in names.enumerated() where !seen.insert(name).inserted {
            let field = header[index]
            diagnostics.error(
                "submission.csv-header", "column '\(name)' appears twice",
                at: SourceLocation(path: path, line: field.line, column: field.column))
            return []
        }
        let columns = Columns(names: names, examinee: examineeColumn)
        let chunks = ParallelChunks.map(count: table.records.count - 1, chunkSize: chunkSize) {
            range in
            var rows = Rows()
            var fields: [CSVRecords.Field] = []
            fields.reserveCapacity(names.count)
            for index in range {
                table.fields(ofRecord: index + 1, in: bytes, into: &fields)
                row(fields, bytes: bytes, columns: columns, path: path, into: &rows)
            }
            return rows
        }
        var result: [ExamSubmission] = []
        result.reserveCapacity(chunks.reduce(0) { $0 + $1.submissions.count })
        for chunk in chunks {
            result += chunk.submissions
            rejected += chunk.rejected
            diagnostics.merge(chunk.diagnostics)
        }
        return result
    }

    /// The header's columns, looked up once per file.
    struct Columns: Sendable {
        var names: [String]
        var examinee: Int
        /// `started_at` and `finished_at`, when present.
        var dates: [(key: String, column: Int)]
        var snapshot: Int?
        /// `student`, a roster's student id, when present.
        var student: Int?
        /// `variant`, the variant of the exam's parametric questions, when present.
        var variant: Int?
        /// The question columns, in header order.
        var answers: [Int]

        init(names: [String], examinee: Int) {
            self.names = names
            self.examinee = examinee
            dates = ["started_at", "finished_at"].compactMap { key in
                names.firstIndex(of: key).map { (key, $0) }
            }
            snapshot = names.firstIndex(of: "snapshot")
            student = names.firstIndex(of: "student")
            variant = names.firstIndex(of: "variant")
            answers = names.indices.filter { !SubmissionCSVReader.fixedColumns.contains(names[$0]) }
        }
    }

    /// What one chunk of rows gives, in row order.
    struct Rows: Sendable {
        var submissions: [ExamSubmission] = []
        var rejected: [SubmissionIssue] = []
        var diagnostics = Diagnostics()
    }

    /// Reads one row.
    static func row(
        _ record: [CSVRecords.Field], bytes: UnsafeBufferPointer<UInt8>, columns: Columns,
        path: String, into rows: inout Rows
    ) {
        let names = columns.names
        let rowAt = SourceLocation(path: path, line: record[0].line, column: 1)
        func text(_ column: Int) -> String { CSVRecords.text(of: record[column], in: bytes) }
        guard record.count == names.count else {
            rows.diagnostics.error(
                "submission.csv-row",
                "this row has \(record.count) fields, the header has \(names.count); the row is not graded",
                at: rowAt)
            rows.rejected.append(
                SubmissionIssue(
                    examinee: text(columns.examinee < record.count ? columns.examinee : 0),
                    kind: .excluded,
                    reason: "row has \(record.count) fields, the header \(names.count)",
                    location: rowAt))
            return
        }
        let examinee = CSVText.trimmingWhitespace(text(columns.examinee))
        var ok = true
        var started: Date?
        var finished: Date?
        for (key, column) in columns.dates {
            let field = record[column]
            guard !CSVText.isEmpty(field, in: bytes) else { continue }
            if let date = CSVText.date(field, in: bytes) {
                if key == "started_at" { started = date } else { finished = date }
            } else {
                rows.diagnostics.error(
                    "submission.time",
                    "'\(key)' must be an ISO 8601 date-time such as 2026-11-21T10:20:00Z, found \"\(text(column))\"; the submission is not graded",
                    at: SourceLocation(path: path, line: field.line, column: field.column))
                rows.rejected.append(
                    SubmissionIssue(
                        examinee: examinee, kind: .excluded, reason: "malformed '\(key)'",
                        location: rowAt))
                ok = false
            }
        }
        if examinee.isEmpty {
            rows.diagnostics.error(
                "submission.examinee", "this row has no examinee; the row is not graded", at: rowAt)
            rows.rejected.append(
                SubmissionIssue(
                    examinee: "", kind: .excluded, reason: "no examinee", location: rowAt))
            ok = false
        }
        if let started, let finished, finished < started {
            rows.diagnostics.error(
                "submission.time", "'finished_at' is before 'started_at'", at: rowAt)
            rows.rejected.append(
                SubmissionIssue(
                    examinee: examinee, kind: .excluded, reason: "finished before it started",
                    location: rowAt))
            ok = false
        }
        guard ok else { return }
        var answers: [WrittenAnswer] = []
        answers.reserveCapacity(columns.answers.count)
        for column in columns.answers {
            let field = record[column]
            guard !CSVText.isBlank(field, in: bytes) else { continue }
            answers.append(
                WrittenAnswer(
                    questionID: names[column], answer: .cell(text(column)), line: field.line,
                    column: field.column))
        }
        let snapshot = columns.snapshot.map(text).flatMap { $0.isEmpty ? nil : $0 }
        var submission = ExamSubmission(
            examinee: examinee, snapshot: snapshot, startedAt: started, finishedAt: finished,
            answers: answers, location: rowAt)
        submission.student = columns.student.map { CSVText.trimmingWhitespace(text($0)) }.flatMap {
            $0.isEmpty ? nil : $0
        }
        submission.variant = columns.variant.map { CSVText.trimmingWhitespace(text($0)) }.flatMap {
            $0.isEmpty ? nil : $0
        }
        rows.submissions.append(submission)
    }
}
