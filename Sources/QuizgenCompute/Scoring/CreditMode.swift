/// Whether a multi-part answer scores all or nothing, or a share per part.
public enum CreditMode: String, Sendable, Hashable, Codable, CaseIterable {
    /// Full credit only when every part is right, otherwise 0.
    case allOrNothing = "all_or_nothing"
    /// The fraction of parts that are right.
    case partial
}
