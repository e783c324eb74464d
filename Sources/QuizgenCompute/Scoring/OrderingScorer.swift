/// Scores an ordering question: put the items in the right sequence.
public struct OrderingScorer: Sendable, Hashable, Codable {
    /// The items in the correct order.
    public var correctOrder: [String]
    /// All or nothing, or the fraction of items in the right place.
    public var mode: CreditMode

    /// Creates a scorer.
    ///
    /// - Parameters:
    ///   - correctOrder: The items in the correct order.
    ///   - mode: All or nothing (default) or per item.
    public init(correctOrder: [String], mode: CreditMode = .allOrNothing) {
        self.correctOrder = correctOrder
        self.mode = mode
    }

    /// Scores a response.
    ///
    /// - Parameter response: The items in the examinee's order. Missing trailing items are
    ///   wrong; extra items make an all-or-nothing answer wrong.
    /// - Returns: A fraction in 0...1: per item, the number of positions holding the right item
    ///   divided by the number of items. An empty key scores 0.
    public func score(_ response: [String]) -> Double {
        guard !correctOrder.isEmpty else { return 0 }
        switch mode {
        case .allOrNothing:
            return response == correctOrder ? 1 : 0
        case .partial:
            let right = zip(correctOrder, response).reduce(0) { $0 + ($1.0 == $1.1 ? 1 : 0) }
            return Double(right) / Double(correctOrder.count)
        }
    }
}
