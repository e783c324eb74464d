import Foundation

/// Runs axe-core over many pages (and page states) in one browser session and collects what
/// fails, so one test reports every violation on every page at once.
///
/// Rules are turned off only with a written reason (``disabledRules``); violations that another
/// branch fixes are tolerated through ``knownIssues``. Everything else is a finding.
///
/// ```swift
/// var audit = AxeAudit(core: core)
/// try await session.navigate(to: url)
/// try await audit.check(session, page: "/exams/")
/// #expect(audit.findings.isEmpty, "\(audit.report)")
/// ```
public struct AxeAudit: Sendable {
    /// A violation on one page (or page state).
    public struct Finding: Sendable, Hashable, Codable {
        /// The page's label, such as `/exams/web-1/take/ (question 2)`.
        public var page: String
        /// What failed.
        public var violation: AxeViolation
    }

    /// The axe-core script.
    public let core: AxeCore
    /// Rules not run, by id, each with the reason.
    public let disabledRules: [String: String]
    /// Violations tolerated on some pages, each with the reason.
    public let knownIssues: [AxeKnownIssue]
    /// Violations not covered by a known issue, in the order found.
    public private(set) var findings: [Finding] = []
    /// Violations a known issue covered.
    public private(set) var tolerated: [Finding] = []
    /// Every page label checked, in order.
    public private(set) var pages: [String] = []

    /// An audit with nothing checked yet.
    ///
    /// - Parameters:
    ///   - core: The axe-core script.
    ///   - disabledRules: Rule ids to skip, each with the reason (written in the test).
    ///   - knownIssues: Violations to tolerate on some pages.
    public init(
        core: AxeCore, disabledRules: [String: String] = [:], knownIssues: [AxeKnownIssue] = []
    ) {
        self.core = core
        self.disabledRules = disabledRules
        self.knownIssues = knownIssues
    }

    /// Runs axe on the session's current page as it is now and records its violations.
    ///
    /// - Parameters:
    ///   - session: The browser session, showing the page (or state) to check.
    ///   - page: The label findings carry, such as the site path plus the state.
    /// - Returns: The violations found here that no known issue covers.
    /// - Throws: ``WebDriverError`` or ``AxeRunError``.
    @discardableResult
    public mutating func check(_ session: WebDriverSession, page: String) async throws
        -> [AxeViolation]
    {
        var rules: [String: JSONValue] = [:]
        for rule in disabledRules.keys.sorted() { rules[rule] = ["enabled": false] }
        let violations = try await session.runAxe(core, options: .object(["rules": .object(rules)]))
        pages.append(page)
        var new: [AxeViolation] = []
        for violation in violations {
            let finding = Finding(page: page, violation: violation)
            if knownIssues.contains(where: { $0.covers(rule: violation.id, page: page) }) {
                tolerated.append(finding)
            } else {
                findings.append(finding)
                new.append(violation)
            }
        }
        return new
    }

    /// Known issues that covered nothing on the pages checked: stale entries to delete.
    public var unusedKnownIssues: [AxeKnownIssue] {
        knownIssues.filter { issue in
            !tolerated.contains { issue.covers(rule: $0.violation.id, page: $0.page) }
        }
    }

    /// The findings as text: per page, each violation with its elements; `no violations on N
    /// pages` when there are none.
    public var report: String {
        guard !findings.isEmpty else { return "no violations on \(pages.count) pages" }
        var lines = [
            "\(findings.count) violations on \(Set(findings.map(\.page)).count) of \(pages.count) pages:"
        ]
        for finding in findings { lines.append("\(finding.page): \(finding.violation)") }
        return lines.joined(separator: "\n")
    }
}
