import Foundation
import QuizgenCore

/// Reads a CSV file of submissions: a header row with `examinee`, optional `started_at`,
/// `finished_at` and `snapshot`, then one column per question id; one row per examinee.
struct SubmissionCSVReader {
    static let fixedColumns = ["examinee", "started_at", "finished_at", "snapshot"]

    /// The rows that can be graded; every problem is reported at its field.
    ///
    /// - Parameters:
    ///   - text: The file's text.
    ///   - path: Its display path.
    ///   - rejected: Receives the rows left out, with the reason.
    ///   - diagnostics: Receives the problems.
    static func read(
        _ text: String, path: String, rejected: inout [SubmissionIssue], into diagnostics: inout Diagnostics
    ) -> [ExamSubmission] {
        let table: CSVTable
        do {
            table = try CSVTable(parsing: text)
        } catch {
            diagnostics.error("submission.csv-syntax", "invalid CSV: \(error.message)", at: SourceLocation(path: path, line: error.line, column: error.column))
            return []
        }
        guard let header = table.records.first else { return [] }
        let names = header.map { $0.text.trimmingCharacters(in: .whitespaces) }
        guard let examineeColumn = names.firstIndex(of: "examinee") else {
            diagnostics.error("submission.csv-header", "the first row must name the columns, starting with 'examinee'", at: SourceLocation(path: path, line: header[0].line, column: header[0].column))
            return []
        }
        var seen: Set<String> = []
        for (index, name) in names.enumerated() where !seen.insert(name).inserted {
            let field = header[index]
            diagnostics.error("submission.csv-header", "column '\(name)' appears twice", at: SourceLocation(path: path, line: field.line, column: field.column))
            return []
        }
        var result: [ExamSubmission] = []
        for record in table.records.dropFirst() {
            let rowAt = SourceLocation(path: path, line: record[0].line, column: 1)
            guard record.count == names.count else {
                diagnostics.error(
                    "submission.csv-row", "this row has \(record.count) fields, the header has \(names.count); the row is not graded",
                    at: rowAt)
                rejected.append(SubmissionIssue(examinee: record[examineeColumn < record.count ? examineeColumn : 0].text, kind: .excluded, reason: "row has \(record.count) fields, the header \(names.count)", location: rowAt))
                continue
            }
            let examinee = record[examineeColumn].text.trimmingCharacters(in: .whitespaces)
            var ok = true
            var dates: [String: Date] = [:]
            for key in ["started_at", "finished_at"] {
                guard let column = names.firstIndex(of: key) else { continue }
                let field = record[column]
                guard !field.text.isEmpty else { continue }
                if let date = SubmissionDate.parse(field.text.trimmingCharacters(in: .whitespaces)) {
                    dates[key] = date
                } else {
                    diagnostics.error(
                        "submission.time", "'\(key)' must be an ISO 8601 date-time such as 2026-11-21T10:20:00Z, found \"\(field.text)\"; the submission is not graded",
                        at: SourceLocation(path: path, line: field.line, column: field.column))
                    rejected.append(SubmissionIssue(examinee: examinee, kind: .excluded, reason: "malformed '\(key)'", location: rowAt))
                    ok = false
                }
            }
            if examinee.isEmpty {
                diagnostics.error("submission.examinee", "this row has no examinee; the row is not graded", at: rowAt)
                rejected.append(SubmissionIssue(examinee: "", kind: .excluded, reason: "no examinee", location: rowAt))
                ok = false
            }
            if let started = dates["started_at"], let finished = dates["finished_at"], finished < started {
                diagnostics.error("submission.time", "'finished_at' is before 'started_at'", at: rowAt)
                rejected.append(SubmissionIssue(examinee: examinee, kind: .excluded, reason: "finished before it started", location: rowAt))
                ok = false
            }
            guard ok else { continue }
            var answers: [String: SubmittedAnswer] = [:]
            var places: [String: SourceLocation] = [:]
            for (column, name) in names.enumerated() where !fixedColumns.contains(name) {
                let field = record[column]
                guard !field.text.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
                answers[name] = .cell(field.text)
                places[name] = SourceLocation(path: path, line: field.line, column: field.column)
            }
            let snapshot = names.firstIndex(of: "snapshot").map { record[$0].text }.flatMap { $0.isEmpty ? nil : $0 }
            result.append(
                ExamSubmission(
                    examinee: examinee, snapshot: snapshot, startedAt: dates["started_at"], finishedAt: dates["finished_at"],
                    answers: answers, answerLocations: places, location: rowAt))
        }
        return result
    }
}
