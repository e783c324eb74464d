import QuizgenCore

/// What is exported: an exam's questions with their weights and settings, or a whole bank.
public struct ExportSource: Sendable {
    /// Title of the quiz in the target system.
    public var title: String
    /// A stable identifier (the exam's or bank's slug).
    public var identifier: String
    /// The questions in order, each with its weight.
    public var questions: [ExamQuestion]
    /// The exam, when an exam is exported (its settings may not all be expressible).
    public var exam: Exam?
    /// Where warnings about the whole export point: the exam's line, or the bank file.
    public var location: SourceLocation
    /// Where the exam lists each question it names by id (`- { id: q1, weight: 2 }`).
    var itemLocations: [String: SourceLocation] = [:]

    /// An exam's questions (from the banks or its frozen snapshot).
    public init(exam assembled: AssembledExam) {
        title = assembled.exam.title
        identifier = assembled.exam.slug
        questions = assembled.questions
        exam = assembled.exam
        location = assembled.exam.location
        for item in assembled.exam.items {
            if case .question(let id, _, let at) = item, itemLocations[id] == nil {
                itemLocations[id] = at
            }
        }
    }

    /// Every question of a bank, each weighted by its points.
    public init(bank: QuestionBank) {
        title = bank.category
        identifier = bank.slug
        questions = bank.questions.map { ExamQuestion(question: $0, weight: $0.points) }
        exam = nil
        location = SourceLocation(path: bank.sourcePath, line: 1, column: 1)
    }

    /// Where a warning about `question` points: for an exam, the line that names it (the
    /// exam's first line for a random draw), else the question's own line in its bank.
    func location(of question: Question) -> SourceLocation {
        exam == nil ? question.location : itemLocations[question.id] ?? location
    }
}
