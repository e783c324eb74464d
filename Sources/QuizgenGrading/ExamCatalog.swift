import Foundation
import QuizgenCompute
import QuizgenCore
import QuizgenLoading

/// The site's exams as given: banks and exam files loaded and each exam assembled, from its
/// frozen snapshot when it has one. The build (`QuizPlugin`) and the collector read exams
/// through this one type, so both grade the same questions.
public struct ExamCatalog: Sendable {
    /// Every bank, published or not.
    public var banks: [QuestionBank]
    /// Every exam definition, drafts included.
    public var exams: [Exam]
    /// Assembled exams (drafts included), by exam code slug.
    public var assembled: [String: AssembledExam]
    /// The roster of each exam that has one, by exam slug (``RosterLoader``): private, never
    /// published.
    public var rosters: [String: Roster]

    /// Loads the banks and exams below `reader.root` and assembles every exam.
    ///
    /// - Parameters:
    ///   - reader: Reads the site's files.
    ///   - diagnostics: Receives every problem, located.
    public init(reader: SourceReader, into diagnostics: inout Diagnostics) {
        (banks, exams) = Self.sources(reader: reader, into: &diagnostics)
        assembled = Self.assemble(exams: exams, banks: banks, reader: reader, into: &diagnostics)
        rosters = RosterLoader(reader: reader).load(for: exams, into: &diagnostics)
        for (slug, roster) in rosters {
            let identity: ExamIdentity = roster.hasCodes ? .studentIDAndCode : .studentID
            for index in exams.indices where exams[index].slug == slug {
                exams[index].identity = identity
            }
            assembled[slug]?.exam.identity = identity
        }
    }

    /// Reads the banks and the exam definitions below `reader.root`, not yet assembled (the one
    /// place that loads them: the build, `grade`, `freeze` and the collector all come here).
    ///
    /// - Parameters:
    ///   - reader: Reads the site's files.
    ///   - diagnostics: Receives every problem, located.
    /// - Returns: The banks and the exams, each in its loader's order.
    public static func sources(reader: SourceReader, into diagnostics: inout Diagnostics) -> (
        banks: [QuestionBank], exams: [Exam]
    ) {
        let banks = QuizBankLoader(reader: reader).load(into: &diagnostics)
        let exams = ExamLoader(reader: reader).load(into: &diagnostics)
        return (banks, exams)
    }

    /// Assembles every exam, preferring its frozen snapshot and warning when banks have changed.
    ///
    /// - Parameters:
    ///   - exams: The exam definitions.
    ///   - banks: The question banks.
    ///   - reader: Reads the snapshots beside the exam files.
    ///   - diagnostics: Receives assembly problems and `exam.changed-since-freeze`.
    /// - Returns: The assembled exams by slug.
    public static func assemble(
        exams: [Exam], banks: [QuestionBank], reader: SourceReader, regrades apply: Bool = true,
        into diagnostics: inout Diagnostics
    ) -> [String: AssembledExam] {
        let assembler = ExamAssembler(banks: banks)
        let snapshots = ExamSnapshotStore(reader: reader)
        let regrades = RegradeStore(reader: reader)
        var result: [String: AssembledExam] = [:]
        for exam in exams {
            let current = assembler.assemble(exam, into: &diagnostics)
            if let snapshot = snapshots.load(for: exam, into: &diagnostics) {
                if let current, ExamAssembler.fullHash(current.questions) != snapshot.sourceHash {
                    diagnostics.warning(
                        "exam.changed-since-freeze",
                        "the questions of '\(exam.code)' changed since it was frozen; the frozen version is published and graded (run 'quizgen freeze \(exam.code)' to take the changes)",
                        at: exam.location)
                }
                let frozen = AssembledExam(
                    exam: exam, questions: snapshot.questions, snapshotHash: snapshot.snapshot,
                    frozen: true)
                result[exam.slug] =
                    apply ? regrades.applying(to: frozen, into: &diagnostics) : frozen
            } else if let current {
                result[exam.slug] =
                    apply ? regrades.applying(to: current, into: &diagnostics) : current
            }
        }
        return result
    }
}
