/// The search script, at `/assets/search.js` (the `search.js` template).
public struct SearchScript: Sendable, Hashable {
    /// Creates the model.
    public init() {}
}
