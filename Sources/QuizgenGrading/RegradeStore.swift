import Foundation
import QuizgenCompute
import QuizgenCore
import QuizgenLoading

/// Reads and writes an exam's regrade record, `<exam file name>.regrade.json` beside the exam
/// (`midterm.yaml` → `midterm.regrade.json`), and applies it when the exam is assembled: the
/// build's grading and the collector grade with the same record.
public struct RegradeStore: Sendable {
    let reader: SourceReader

    /// Creates a store over the site `reader` reads.
    public init(reader: SourceReader) { self.reader = reader }

    /// The record's file for the exam at `examPath` (relative to the site root).
    public func url(forExamAt examPath: String) -> URL {
        reader.root.appendingPathComponent(examPath).deletingPathExtension()
            .appendingPathExtension("regrade.json")
    }

    /// The exam's record, or `nil` without one (or with an error reported at the file).
    public func load(for exam: Exam, into diagnostics: inout Diagnostics) -> RegradeRecord? {
        let url = url(forExamAt: exam.sourcePath)
        guard FileManager.default.fileExists(atPath: url.path),
            let source = reader.read(url, into: &diagnostics)
        else { return nil }
        let at = SourceLocation(path: source.path, line: 1, column: 1)
        let record: RegradeRecord
        do {
            record = try JSONDecoder().decode(RegradeRecord.self, from: Data(source.text.utf8))
        } catch {
            diagnostics.error(
                "exam.regrade",
                "cannot read the regrade record (\(String(describing: error).prefix(200))); run 'quizgen regrade \(exam.code) --apply' again",
                at: at)
            return nil
        }
        guard record.format == RegradeRecord.currentFormat else {
            diagnostics.error(
                "exam.regrade", "unknown regrade format '\(record.format.prefix(60))'", at: at)
            return nil
        }
        guard Slug.make(record.exam) == exam.slug else {
            diagnostics.error(
                "exam.regrade",
                "this regrade record belongs to exam '\(record.exam.prefix(60))', not '\(exam.code)'",
                at: at)
            return nil
        }
        return record
    }

    /// `assembled` with its record applied; the exam as it is, with an error at the record,
    /// when the record does not fit it.
    public func applying(to assembled: AssembledExam, into diagnostics: inout Diagnostics)
        -> AssembledExam
    {
        guard let record = load(for: assembled.exam, into: &diagnostics) else { return assembled }
        do throws(RegradeError) {
            return try ExamRegrade.apply(record, to: assembled)
        } catch {
            diagnostics.error(
                "exam.regrade", error.message,
                at: SourceLocation(
                    path: reader.displayPath(url(forExamAt: assembled.exam.sourcePath)), line: 1,
                    column: 1))
            return assembled
        }
    }

    /// Writes `record` for the exam `assembled`, atomically.
    @discardableResult
    public func write(_ record: RegradeRecord, for exam: Exam) throws -> URL {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let url = url(forExamAt: exam.sourcePath)
        try encoder.encode(record).write(to: url, options: .atomic)
        return url
    }
}
