/// One reason, in a form the dashboards put into plain words, to look at a question again;
/// found by ``QuestionReviewer``.
public struct ReviewFinding: Sendable, Hashable, Codable {
    /// What is wrong, most serious first (the order sorts the review list).
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
        /// Discrimination index below 0: stronger examinees did worse on it than weaker ones.
        case negativeDiscrimination = "negative_discrimination"
        /// Examinees who chose this wrong choice scored higher on the whole exam than those who
        /// chose the answer.
        case distractorAttractsStrong = "distractor_attracts_strong"
        /// Discrimination index below 30 % or discriminative efficiency below 15 %: it does not
        /// separate strong from weak examinees.
        case weakDiscrimination = "weak_discrimination"
        /// Facility above 90 %.
        case almostAllRight = "almost_all_right"
        /// Facility below 10 %.
        case almostNoneRight = "almost_none_right"
        /// Everyone got the same mark, neither full nor none.
        case sameMark = "same_mark"
        /// Nobody chose this wrong choice.
        case unchosenDistractor = "unchosen_distractor"

        /// Whether `a` is more serious than `b` (comes earlier in `allCases`).
        public static func < (a: Kind, b: Kind) -> Bool {
            allCases.firstIndex(of: a) ?? 0 < allCases.firstIndex(of: b) ?? 0
        }
    }

    /// What is wrong.
    public var kind: Kind
    /// The choice concerned, by id, for the two findings about a choice.
    public var choice: String?

    /// Creates a finding.
    public init(_ kind: Kind, choice: String? = nil) {
        self.kind = kind
        self.choice = choice
    }
}
