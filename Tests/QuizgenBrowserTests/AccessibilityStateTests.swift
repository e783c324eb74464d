import Foundation
import QuizgenServiceTestSupport
import QuizgenSite
import QuizgenTestSupport
import Testing

/// axe-core over the states the exam page's script reaches (the start screen with its error,
/// each question, the review, the finished screen, a practice answer checked) and over the
/// preview's error overlay, plus the exam at 390 px and at 200 % zoom.
@Suite(
    "Accessibility: exam states, the error overlay, narrow and zoomed screens", .serialized,
    .enabled(
        if: AxeCore.isAvailable && StaticSiteServer.isAvailable,
        Comment(rawValue: AxeCore.unavailableReason)))
struct AccessibilityStateTests {
    static func downloads() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("axe-\(UUID().uuidString)")
    }

    @Test func everyExamState() async throws {
        let core = try #require(AxeCore.located())
        var audit = AxeAudit(core: core, disabledRules: AccessibilityTests.disabledRules)
        let folder = Self.downloads()
        defer { try? FileManager.default.removeItem(at: folder) }
        audit = try await AccessibilitySites.withBuiltSite(try AccessibilitySites.everyKind()) {
            _, server in
            var audit = audit
            try await withBrowserSession(downloadFolder: folder) { session in
                try await session.navigate(to: server.url("/exams/geo-mid/take/"))
                try await audit.check(session, page: "take: start")
                try await session.findElement(css: "[data-action=next]").click()
                #expect(try await session.findElement(css: "#examinee-error").isDisplayed())
                #expect(
                    try await session.findElement(css: "#examinee").attribute("aria-invalid")
                        == "true")
                try await audit.check(session, page: "take: start, name missing")
                try await session.findElement(css: "#examinee").sendKeys("Ana")
                try await session.findElement(css: "[data-action=next]").click()
                var number = 1
                while true {
                    let text = try await session.findElement(css: "#exam-progress-text").text()
                    #expect(text.hasPrefix("Question \(number) of "))
                    // Focus is on the new question's heading.
                    #expect(
                        try await session.focusedElementMatches(
                            "li.question:not([hidden]) .question-heading"))
                    try await audit.check(session, page: "take: question \(number)")
                    if try await !session.findElement(css: "[data-action=next]").isDisplayed() {
                        break
                    }
                    try await session.findElement(css: "[data-action=next]").click()
                    number += 1
                }
                #expect(number == 10)
                try await session.findElement(css: "[data-action=done]").click()
                try await waitUntil("the review") {
                    try await session.findElement(css: "#review-heading").isDisplayed()
                }
                #expect(try await session.focusedElementMatches("#review-heading"))
                try await audit.check(session, page: "take: review (nothing answered)")
                try await session.findElement(css: "[data-action=hand-in]").click()
                try await waitUntil("the finished screen") {
                    try await session.findElement(css: "#finished-heading").isDisplayed()
                }
                try await audit.check(session, page: "take: finished")

                try await session.navigate(to: server.url("/exams/practice/take/"))
                try await session.findElement(css: "#examinee").sendKeys("Bo")
                try await session.findElement(css: "[data-action=next]").click()
                try await session.findElement(css: "li.question:not([hidden]) input[value=true]")
                    .click()
                try await session.findElement(css: "li.question:not([hidden]) [data-action=check]")
                    .click()
                try await waitUntil("the feedback") {
                    try await session.findElement(css: "li.question:not([hidden]) .feedback")
                        .isDisplayed()
                }
                try await audit.check(session, page: "practice: answer checked")
            }
            return audit
        }
        #expect(audit.pages.count == 15)
        #expect(audit.findings.isEmpty, "\(audit.report)")
    }

    @Test func previewErrorOverlay() async throws {
        let long = String(repeating: "very-long-unbroken-token-", count: 20)
        let site = try TestSite([
            "quizgen.yaml": "title: Broken\nbase_url: https://example.org/\n",
            "Content/index.md": "---\ntitle: Home\n---\n# Home\n",
            "Content/pages/bad.md": "---\ntitle: Bad\nweight: \(long)\n---\n# Bad\n",
        ])
        let server = try await RunningServer.start(site, plugins: AccessibilitySites.plugins)
        let core = try #require(AxeCore.located())
        var audit = AxeAudit(core: core, disabledRules: AccessibilityTests.disabledRules)
        let folder = Self.downloads()
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try await withBrowserSession(downloadFolder: folder) { session in
                for width in [1280, 390] {
                    try await session.setWindowSize(width: width, height: 800)
                    try await session.navigate(
                        to: try #require(URL(string: "http://127.0.0.1:\(server.port)/")))
                    #expect(try await session.findElement(css: "#quizgen-overlay").isDisplayed())
                    try await audit.check(session, page: "overlay at \(width) px")
                    // Long lines wrap: nothing in the overlay is wider than the overlay.
                    let overflow = try await session.executeScript(
                        "const o = document.getElementById('quizgen-overlay'); return o.scrollWidth - o.clientWidth"
                    )
                    #expect(
                        overflow.numberValue == 0, "the overlay scrolls sideways at \(width) px")
                }
            }
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
        #expect(audit.findings.isEmpty, "\(audit.report)")
    }

    /// A phone held upright (390 CSS px) and a laptop window at 200 % zoom (640 CSS px, drawn at
    /// twice the size).
    enum Screen: String, CaseIterable, Sendable {
        case phone390 = "390 px"
        case zoom200 = "200 % zoom"

        func apply(to session: WebDriverSession) async throws {
            switch self {
            case .phone390: try await session.setWindowSize(width: 390, height: 844)
            case .zoom200: try await session.emulateZoom(percent: 200, width: 1280, height: 800)
            }
        }
    }

    /// Every page of the example site and of the every-kind site fits the screen (no sideways
    /// scrolling, nothing sticking out), axe passes on the exam page there, and the exam can be
    /// taken to the end with its buttons on screen.
    @Test(arguments: Screen.allCases)
    func narrowAndZoomed(screen: Screen) async throws {
        let core = try #require(AxeCore.located())
        let folder = Self.downloads()
        defer { try? FileManager.default.removeItem(at: folder) }
        var overflows: [String] = []
        for site in [try AccessibilitySites.example(), try AccessibilitySites.everyKind()] {
            overflows += try await AccessibilitySites.withBuiltSite(site) { pages, server in
                try await withBrowserSession(downloadFolder: folder) { session in
                    try await screen.apply(to: session)
                    var found: [String] = []
                    for page in pages {
                        try await session.navigate(to: server.url(page))
                        let overflow = try await session.horizontalOverflow()
                        let overflows = overflow.pixels > 0 || !overflow.culprits.isEmpty
                        if overflows {
                            found.append(
                                "\(page): \(overflow.pixels) px wider than the screen; \(overflow.culprits.joined(separator: ", "))"
                            )
                        }
                    }
                    return found
                }
            }
        }
        #expect(overflows.isEmpty, "at \(screen.rawValue):\n\(overflows.joined(separator: "\n"))")

        var audit = AxeAudit(core: core, disabledRules: AccessibilityTests.disabledRules)
        audit = try await AccessibilitySites.withBuiltSite(try AccessibilitySites.everyKind()) {
            _, server in
            var audit = audit
            try await withBrowserSession(downloadFolder: folder) { session in
                try await screen.apply(to: session)
                try await session.navigate(to: server.url("/exams/geo-mid/take/"))
                try await session.findElement(css: "#examinee").sendKeys("Ana")
                try await session.findElement(css: "[data-action=next]").click()
                var number = 1
                while true {
                    #expect(
                        try await Self.onScreen(
                            session,
                            "[data-action=next]:not([hidden]), [data-action=done]:not([hidden])"))
                    let overflow = try await session.horizontalOverflow()
                    #expect(
                        overflow.pixels == 0,
                        "question \(number) at \(screen.rawValue): \(overflow.culprits)")
                    try await audit.check(
                        session, page: "take at \(screen.rawValue): question \(number)")
                    if try await !session.findElement(css: "[data-action=next]").isDisplayed() {
                        break
                    }
                    try await session.findElement(css: "[data-action=next]").click()
                    number += 1
                }
                try await session.findElement(css: "[data-action=done]").click()
                try await waitUntil("the review") {
                    try await session.findElement(css: "#review-heading").isDisplayed()
                }
                try await audit.check(session, page: "take at \(screen.rawValue): review")
                try await session.findElement(css: "[data-action=hand-in]").click()
                try await waitUntil("the finished screen") {
                    try await session.findElement(css: "#finished-heading").isDisplayed()
                }
                try await audit.check(session, page: "take at \(screen.rawValue): finished")
            }
            return audit
        }
        #expect(audit.findings.isEmpty, "\(audit.report)")
    }

    /// Whether every element matching `css` lies inside the viewport horizontally once scrolled
    /// into view.
    static func onScreen(_ session: WebDriverSession, _ css: String) async throws -> Bool {
        try await session.executeScript(
            """
            const width = document.documentElement.clientWidth;
            return Array.from(document.querySelectorAll(arguments[0])).every(e => {
              e.scrollIntoView({block: 'nearest'}); const r = e.getBoundingClientRect();
              return r.width > 0 && r.left >= 0 && r.right <= width; });
            """, args: [.string(css)]
        ).boolValue == true
    }
}
