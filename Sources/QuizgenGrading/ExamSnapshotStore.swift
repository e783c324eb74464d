import Foundation
import QuizgenCompute
import QuizgenCore
import QuizgenLoading

/// Reads and writes the frozen snapshots of exams (`<exam file>.frozen.json`).
public struct ExamSnapshotStore: Sendable {
    let reader: SourceReader

    /// Creates a store for the site read by `reader`.
    public init(reader: SourceReader) { self.reader = reader }

    /// The snapshot file for an exam defined in `examPath` (display path).
    public func url(forExamAt examPath: String) -> URL {
        let exam = reader.root.appendingPathComponent(examPath)
        return exam.deletingPathExtension().appendingPathExtension("frozen.json")
    }

    /// Loads the snapshot of `exam`, if it has one.
    ///
    /// - Returns: The snapshot, or `nil` when there is none or it cannot be read (reported).
    public func load(for exam: Exam, into diagnostics: inout Diagnostics) -> ExamSnapshot? {
        let url = url(forExamAt: exam.sourcePath)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        guard let source = reader.read(url, into: &diagnostics) else { return nil }
        let at = SourceLocation(path: source.path, line: 1, column: 1)
        do {
            let snapshot = try JSONDecoder().decode(ExamSnapshot.self, from: Data(source.text.utf8))
            guard snapshot.format == ExamSnapshot.currentFormat else {
                diagnostics.error(
                    "exam.snapshot",
                    "unknown snapshot format '\(snapshot.format)'; run 'quizgen freeze \(exam.code)' again",
                    at: at)
                return nil
            }
            guard Slug.make(snapshot.exam) == exam.slug else {
                diagnostics.error(
                    "exam.snapshot",
                    "this snapshot belongs to exam '\(snapshot.exam)', not '\(exam.code)'", at: at)
                return nil
            }
            return snapshot
        } catch {
            diagnostics.error(
                "exam.snapshot",
                "cannot read the frozen snapshot (\(error)); run 'quizgen freeze \(exam.code)' again",
                at: at)
            return nil
        }
    }

    /// Writes a snapshot of `assembled` atomically.
    ///
    /// - Returns: The file written.
    @discardableResult
    public func freeze(_ assembled: AssembledExam) throws -> URL {
        let snapshot = ExamSnapshot(
            exam: assembled.exam.code, snapshot: assembled.snapshotHash,
            sourceHash: ExamAssembler.fullHash(assembled.questions),
            questions: assembled.questions)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let url = url(forExamAt: assembled.exam.sourcePath)
        try encoder.encode(snapshot).write(to: url, options: .atomic)
        return url
    }
}
