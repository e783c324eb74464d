import QuizgenGrading

/// What the grading plugin keeps on the build: the graded submissions, one entry per exam with
/// a submissions folder.
public struct GradingState: BuildState {
    /// The results by exam, in the order the exams were graded.
    public var results: [ExamResults] = []

    /// No results yet.
    public init() {}
}
