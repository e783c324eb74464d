/// The list of published exams at `/exams/`, with a form to open an exam by its code.
public struct ExamIndex: Sendable, Hashable, Codable {
    /// The published exams, by title.
    public var exams: [Exam]

    /// Creates the index.
    public init(exams: [Exam]) { self.exams = exams }
}

/// The exam page script at `/assets/exam.js`: the same file for every exam, key-free.
public struct ExamScript: Sendable, Hashable, Codable {
    /// Creates the model.
    public init() {}
}
