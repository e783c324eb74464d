import Foundation
import QuizgenSite
import QuizgenTestSupport
import Testing

/// axe-core 4.x over every page the default theme publishes, in a real headless Chromium, with
/// and without JavaScript (every page with a script or a `<noscript>`): the example site (with result pages) and a site with every question
/// type, a task list and imported feed archives. Any violation fails, listed page by page with
/// the elements and what to fix. `AccessibilityStateTests` covers the states scripts reach.
///
/// Run: `swift test --skip-build --filter Accessibility` (after `scripts/bootstrap.sh --browser`,
/// which installs chromium, chromium-driver and axe-core; without them the suites are skipped).
@Suite(
    "Accessibility: axe-core over every page kind", .serialized,
    .enabled(
        if: AxeCore.isAvailable && StaticSiteServer.isAvailable,
        Comment(rawValue: AxeCore.unavailableReason)))
struct AccessibilityTests {
    /// Rules not run, each with its reason. Keep this empty unless a rule cannot apply.
    static let disabledRules: [String: String] = [:]

    /// Runs axe over `pages` of the served site with the suite's rules and known issues.
    static func audit(
        _ pages: [String], on server: StaticSiteServer, javaScript: Bool,
        knownIssues: [AxeKnownIssue] = []
    ) async throws -> AxeAudit {
        let core = try #require(AxeCore.located())
        var audit = AxeAudit(core: core, disabledRules: disabledRules, knownIssues: knownIssues)
        let label = javaScript ? "" : " (no JavaScript)"
        let downloads = FileManager.default.temporaryDirectory.appendingPathComponent(
            "axe-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: downloads) }
        try await withBrowserSession(downloadFolder: downloads, javaScript: javaScript) { session in
            let clock = ContinuousClock()
            for page in pages {
                let start = clock.now
                do {
                    try await session.navigate(to: server.url(page))
                    let loaded = clock.now
                    try await audit.check(session, page: page + label)
                    if ProcessInfo.processInfo.environment["QUIZGEN_AXE_TIMING"] != nil {
                        print(
                            "axe: \(page)\(label): load \(loaded - start), axe \(clock.now - loaded)"
                        )
                    }
                } catch {
                    Issue.record("\(page)\(label): \(error)")
                }
            }
        }
        return audit
    }

    @Test(arguments: [true, false])
    func exampleSite(javaScript: Bool) async throws {
        let audit = try await AccessibilitySites.withBuiltSite(try AccessibilitySites.example()) {
            pages, server in
            #expect(pages.count > 40)
            #expect(
                pages.contains { $0.hasPrefix("/results/") },
                "the example site publishes result pages with the secret set")
            let checked =
                javaScript ? pages : AccessibilitySites.scriptedPages(pages, in: server.folder)
            #expect(checked.contains("/exams/geo-mid/take/"))
            let audit = try await Self.audit(checked, on: server, javaScript: javaScript)
            #expect(audit.pages.count == checked.count)
            return audit
        }
        #expect(audit.findings.isEmpty, "\(audit.report)")
    }

    @Test(arguments: [true, false])
    func everyKindSite(javaScript: Bool) async throws {
        let audit = try await AccessibilitySites.withBuiltSite(try AccessibilitySites.everyKind()) {
            pages, server in
            for kind in [
                "/feeds/toots/", "/feeds/tweets/", "/exams/geo-mid/take/", "/exams/practice/take/",
                "/checklist/", "/404.html",
            ] {
                #expect(pages.contains(kind), "\(kind) is published")
            }
            let checked =
                javaScript ? pages : AccessibilitySites.scriptedPages(pages, in: server.folder)
            return try await Self.audit(
                checked, on: server, javaScript: javaScript, knownIssues: [])
        }
        #expect(audit.findings.isEmpty, "\(audit.report)")
    }
}
