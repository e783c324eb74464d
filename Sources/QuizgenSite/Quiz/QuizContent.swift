import QuizgenCore
import QuizgenGrading

/// Everything the quiz plugin loaded, kept on the build for validators and later steps.
public struct QuizContent: BuildState {
    /// Every bank, published or not.
    public var banks: [QuestionBank] = []
    /// Every exam definition, drafts included.
    public var exams: [Exam] = []
    /// Assembled exams (drafts included), by exam code slug.
    public var assembled: [String: AssembledExam] = [:]
    /// The roster of each exam that has one, by exam slug: private, never published.
    public var rosters: [String: Roster] = [:]

    /// Creates empty quiz content.
    public init() {}

    /// The content of an exam catalog: its banks, exams and assembled exams.
    public init(_ catalog: ExamCatalog) {
        banks = catalog.banks
        exams = catalog.exams
        assembled = catalog.assembled
        rosters = catalog.rosters
    }

    /// Every question of every bank.
    public var questions: [Question] { banks.flatMap(\.questions) }
}
