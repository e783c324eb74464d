/// Scores a matching question: pair every prompt with its answer.
public struct MatchingScorer: Sendable, Hashable, Codable {
    /// The correct answer for each prompt.
    public var correctPairs: [String: String]
    /// All or nothing, or the fraction of prompts matched right.
    public var mode: CreditMode

    /// Creates a scorer.
    ///
    /// - Parameters:
    ///   - correctPairs: Prompt to correct answer.
    ///   - mode: All or nothing (default) or per item.
    public init(correctPairs: [String: String], mode: CreditMode = .allOrNothing) {
        self.correctPairs = correctPairs
        self.mode = mode
    }

    /// Scores a response.
    ///
    /// - Parameter response: Prompt to the answer the examinee chose; unanswered prompts are
    ///   absent. Pairs for unknown prompts are ignored.
    /// - Returns: A fraction in 0...1: per item, right prompts divided by all prompts; an empty
    ///   key scores 0.
    public func score(_ response: [String: String]) -> Double {
        guard !correctPairs.isEmpty else { return 0 }
        let right = correctPairs.reduce(0) { $0 + (response[$1.key] == $1.value ? 1 : 0) }
        switch mode {
        case .allOrNothing: return right == correctPairs.count ? 1 : 0
        case .partial: return Double(right) / Double(correctPairs.count)
        }
    }
}
