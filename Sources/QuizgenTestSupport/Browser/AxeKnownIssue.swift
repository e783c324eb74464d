/// A violation a test tolerates for now, on some pages, with the reason written down.
///
/// Known issues are for work that lands elsewhere (another branch, an upstream fix); the audit
/// reports a known issue that no longer occurs, so the entry is removed once the fix is in.
public struct AxeKnownIssue: Sendable, Hashable, Codable {
    /// The axe rule id.
    public var rule: String
    /// The pages it applies to: a label is covered when it starts with one of these.
    public var pagePrefixes: [String]
    /// Why it is tolerated and when it goes away.
    public var reason: String

    /// A known issue.
    ///
    /// - Parameters:
    ///   - rule: The axe rule id.
    ///   - pagePrefixes: Page labels (usually site paths) it covers, by prefix.
    ///   - reason: Why it is tolerated, and what removes it.
    public init(rule: String, pagePrefixes: [String], reason: String) {
        self.rule = rule
        self.pagePrefixes = pagePrefixes
        self.reason = reason
    }

    /// Whether this entry covers `rule` on the page labelled `page`.
    ///
    /// - Parameters:
    ///   - rule: An axe rule id.
    ///   - page: The page's label.
    /// - Returns: `true` when the rule matches and the label starts with one of the prefixes.
    public func covers(rule: String, page: String) -> Bool {
        rule == self.rule && pagePrefixes.contains { page.hasPrefix($0) }
    }
}
