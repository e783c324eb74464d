/// How often one choice of a question was selected, and by whom.
public struct ChoiceFrequency: Sendable, Hashable, Codable {
    /// The choice id.
    public var choice: String
    /// Number of examinees who selected it.
    public var count: Int
    /// `count` as a percentage of all examinees; `nil` when there are none.
    public var proportion: Double?
    /// Mean total score of the examinees who selected it; `nil` when nobody did. A distractor
    /// whose choosers score higher than the key's choosers deserves a look.
    public var meanTotal: Double?

    /// Creates a frequency row.
    public init(choice: String, count: Int, proportion: Double?, meanTotal: Double?) {
        self.choice = choice
        self.count = count
        self.proportion = proportion
        self.meanTotal = meanTotal
    }

    private enum CodingKeys: String, CodingKey {
        case choice, count, proportion
        case meanTotal = "mean_total"
    }

    /// Encodes every key, writing `null` for undefined values so the keys are stable.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(choice, forKey: .choice)
        try container.encode(count, forKey: .count)
        try container.encode(proportion, forKey: .proportion)
        try container.encode(meanTotal, forKey: .meanTotal)
    }
}
