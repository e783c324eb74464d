import QuizgenCore
import QuizgenGrading

/// The gradebook of one exam (names and grades) as `gradebook.csv` and `gradebook.json`;
/// only ever published into the separate grading folder.
public struct Gradebook: Sendable, Hashable {
    /// The graded exam.
    public var results: ExamResults
    /// The route prefix.
    public var prefix: String
}
