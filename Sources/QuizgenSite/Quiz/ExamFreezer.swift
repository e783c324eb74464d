import Foundation
import QuizgenCompute
import QuizgenCore
import QuizgenGrading
import QuizgenLoading

/// Freezes one exam: assembles it from the current banks (ignoring any earlier snapshot) and
/// writes `<exam file>.frozen.json` beside it.
public struct ExamFreezer: Sendable {
    let reader: SourceReader

    /// Creates a freezer for the site at `root`.
    public init(root: URL) { reader = SourceReader(root: root) }

    /// What a freeze did.
    public struct Outcome: Sendable {
        /// Every problem found while loading and assembling.
        public var diagnostics: Diagnostics
        /// The snapshot written, as a display path; `nil` when nothing was written.
        public var written: String?
        /// The exam's code and its number of questions, when found.
        public var exam: (code: String, questions: Int)?
        /// The known exam codes, for suggestions when `exam` was not found.
        public var knownCodes: [String]
    }

    /// Freezes the exam whose code (or file name) is `name`.
    ///
    /// - Throws: File-system errors while writing the snapshot.
    public func freeze(_ name: String) throws -> Outcome {
        var diagnostics = Diagnostics()
        let (banks, exams) = ExamCatalog.sources(reader: reader, into: &diagnostics)
        var outcome = Outcome(
            diagnostics: diagnostics, written: nil, exam: nil, knownCodes: exams.map(\.code))
        guard
            let exam = exams.first(where: {
                Slug.make($0.code) == Slug.make(name)
                    || ($0.sourcePath as NSString).lastPathComponent == name
                    || $0.sourcePath == name
            })
        else { return outcome }
        let assembled = ExamAssembler(banks: banks).assemble(exam, into: &diagnostics)
        outcome.diagnostics = diagnostics
        outcome.exam = (exam.code, assembled?.questions.count ?? 0)
        guard let assembled, !diagnostics.hasErrors else { return outcome }
        outcome.written = reader.displayPath(
            try ExamSnapshotStore(reader: reader).freeze(assembled))
        return outcome
    }
}
