/// Points given by hand (an essay), from `Content/submissions/<exam>/marks.yaml`.
public struct ManualMark: Sendable, Hashable, Codable {
    /// The examinee, as written in their submission.
    public var examinee: String
    /// The question id.
    public var questionID: String
    /// The points, in 0...the question's weight in the exam.
    public var points: Double
    /// Where the mark is written.
    public var location: SourceLocation

    /// Creates a mark.
    public init(examinee: String, questionID: String, points: Double, location: SourceLocation) {
        self.examinee = examinee
        self.questionID = questionID
        self.points = points
        self.location = location
    }
}
