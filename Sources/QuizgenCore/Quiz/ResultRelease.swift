/// What an examinee sees of their result and when (`results: { show, when }`).
public struct ResultRelease: Sendable, Hashable, Codable {
    /// How much of the result is shown.
    public enum Show: String, Sendable, Hashable, Codable, CaseIterable {
        /// The grade and, per question, the answer, the correct one and the explanation.
        case answers
        /// The grade only.
        case grade
        /// Nothing but the receipt.
        case none
    }

    /// When it is shown.
    public enum When: String, Sendable, Hashable, Codable, CaseIterable {
        /// As soon as the submission is received.
        case submit
        /// Once the exam's window has closed (`closes`); right away without one.
        case close
    }

    /// How much is shown; default `answers`.
    public var show: Show
    /// When; default `submit`.
    public var when: When

    /// Creates a release rule (default: answers, at submit).
    public init(show: Show = .answers, when: When = .submit) {
        self.show = show
        self.when = when
    }
}
