import Foundation
import QuizgenCore

/// Writes an exam or a bank in a format another system imports (`quizgen export`).
///
/// Everything the format cannot express is a warning in the result, at the exam's line (or
/// the question's, for a bank); nothing is changed silently.
public struct Exporter: Sendable {
    /// The site's root folder, where images are read from.
    public let root: URL

    /// Creates an exporter for the site at `root`.
    public init(root: URL) { self.root = root }

    /// Exports `source` as `format`.
    ///
    /// - Parameters:
    ///   - source: The exam or bank.
    ///   - format: The target format.
    /// - Returns: The bytes to write, the warnings, and how many questions were written.
    /// - Throws: Only when a zip cannot be built in memory.
    public func export(_ source: ExportSource, as format: ExportFormat) throws -> ExportResult {
        var diagnostics = Diagnostics()
        let data: Data
        let exported: Int
        switch format {
        case .qti12:
            Self.warnHints(source, format: "QTI 1.2", into: &diagnostics)
            let (files, count) = QTI12Writer(root: root).write(source, into: &diagnostics)
            data = try ZipPackager.zip(files)
            exported = count
        case .qti21:
            let fixed = Self.fixingVariants(source, format: "QTI 2.1", into: &diagnostics)
            Self.warnHints(source, format: "QTI 2.1", into: &diagnostics)
            let (files, count) = QTI21Writer(root: root).write(fixed, into: &diagnostics)
            data = try ZipPackager.zip(files)
            exported = count
        case .moodleXML:
            let (text, count) = MoodleXMLWriter(root: root).write(source, into: &diagnostics)
            data = Data(text.utf8)
            exported = count
        case .gift:
            let fixed = Self.fixingVariants(source, format: "GIFT", into: &diagnostics)
            Self.warnHints(source, format: "GIFT", into: &diagnostics)
            let (text, count) = GIFTWriter().write(fixed, into: &diagnostics)
            data = Data(text.utf8)
            exported = count
        }
        return ExportResult(
            data: data, diagnostics: diagnostics, exported: exported,
            skipped: source.questions.count - exported)
    }

    /// One warning per question with practice hints, for a format that does not write them:
    /// GIFT has no hints, Canvas's QTI 1.2 neither, and quizgen's QTI 2.1 items are not
    /// adaptive (a hint there would be a hint request with its `modalFeedback`); Moodle XML
    /// writes each as a `<hint>`.
    static func warnHints(
        _ source: ExportSource, format: String, into diagnostics: inout Diagnostics
    ) {
        for entry in source.questions where !entry.question.hints.isEmpty {
            let count = entry.question.hints.count
            diagnostics.warning(
                "export.hints",
                "question '\(entry.question.id)' has \(count) hint\(count == 1 ? "" : "s") for practice and \(format) cannot hold them; not exported (Moodle XML keeps them)",
                at: source.location(of: entry.question))
        }
    }

    /// `source` with every parametric question filled in for variant 1, each with a warning,
    /// for a format that has no parameters (GIFT, QTI 2.1); a question with no variant is left
    /// out (a warning too).
    static func fixingVariants(
        _ source: ExportSource, format: String, into diagnostics: inout Diagnostics
    ) -> ExportSource {
        var fixed = source
        fixed.questions = source.questions.compactMap { entry in
            guard entry.question.isParametric else { return entry }
            return ParametricExport.fixedVariant(
                entry.question, source: source, format: format, into: &diagnostics
            ).map { ExamQuestion(question: $0, weight: entry.weight) }
        }
        return fixed
    }
}
