/// One axe rule that failed on a page, with the elements that fail it.
public struct AxeViolation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The rule id, such as `color-contrast` or `label`.
    public var id: String
    /// `minor`, `moderate`, `serious` or `critical`.
    public var impact: String
    /// A one-line description of the rule.
    public var help: String
    /// axe's documentation of the rule.
    public var helpURL: String
    /// The failing elements.
    public var nodes: [AxeNode]

    /// A violation.
    ///
    /// - Parameters:
    ///   - id: The rule id.
    ///   - impact: The rule's impact.
    ///   - help: What the rule asks.
    ///   - helpURL: The rule's documentation.
    ///   - nodes: The failing elements.
    public init(id: String, impact: String, help: String, helpURL: String = "", nodes: [AxeNode]) {
        self.id = id
        self.impact = impact
        self.help = help
        self.helpURL = helpURL
        self.nodes = nodes
    }

    /// `rule (impact): help`, then one line per element with its selector, HTML and what to fix.
    public var description: String {
        var lines = ["\(id) (\(impact)): \(help)"]
        for node in nodes {
            let summary = node.failureSummary.split(separator: "\n").map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            .filter { !$0.isEmpty }.joined(separator: " ")
            lines.append(
                "  \(node.target.joined(separator: " >>> ")): \(node.html.prefix(160)) -- \(summary)"
            )
        }
        return lines.joined(separator: "\n")
    }
}
