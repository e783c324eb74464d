/// One element that fails an axe rule.
public struct AxeNode: Sendable, Hashable, Codable {
    /// CSS selectors that reach the element (more than one when it sits in frames or shadow roots).
    public var target: [String]
    /// The start of the element's HTML, as axe reports it.
    public var html: String
    /// axe's explanation of what to fix on this element.
    public var failureSummary: String

    /// A node.
    ///
    /// - Parameters:
    ///   - target: CSS selectors for the element.
    ///   - html: The element's HTML.
    ///   - failureSummary: What to fix.
    public init(target: [String], html: String, failureSummary: String = "") {
        self.target = target
        self.html = html
        self.failureSummary = failureSummary
    }
}
