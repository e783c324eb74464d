import Foundation
import QuizgenCore
import QuizgenSite
import QuizgenTestSupport
import Testing

/// The theme's styles for math in a real Chromium: a display formula wider than a phone scrolls
/// sideways inside itself instead of widening the page, and a formula that could not be
/// converted (shown as its TeX in `code.math-error`) is visibly marked and passes axe.
@Suite(
    "Math layout on narrow and zoomed screens", .serialized,
    .enabled(
        if: AxeCore.isAvailable && StaticSiteServer.isAvailable,
        Comment(rawValue: AxeCore.unavailableReason))
)
struct MathLayoutBrowserTests {
    static let wide = (1...60).map { "x_{\($0)}" }.joined(separator: " + ")

    /// The pages of a site with a wide formula and a broken one. A broken formula is an error,
    /// so the build publishes nothing; the rendered files (what `quizgen serve` shows while the
    /// error is being fixed) are written out here instead.
    static func pages(into folder: URL) async throws -> [String] {
        let site = try TestSite([
            "quizgen.yaml": "title: Test\nbase_url: https://quiz.example.org/\n",
            "Content/pages/wide.md":
                "---\ntitle: Wide\n---\nA sum:\n\n$$\n\(wide)\n$$\n\nAnd $x^2$ inline.\n",
            "Content/pages/broken.md":
                "---\ntitle: Broken\n---\nThis $\\frobnicate{\(wide)}$ fails.\n",
        ])
        defer { site.remove() }
        let result = await site.build(write: false)
        #expect(result.diagnostics.lines.count == 1)
        for file in result.files {
            let url = folder.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents).write(to: url)
        }
        return ["/wide/", "/broken/"]
    }

    @Test(arguments: ["390 px", "200 % zoom"])
    func wideAndBrokenFormulasFitTheScreen(screen: String) async throws {
        let core = try #require(AxeCore.located())
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "math-layout-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let pages = try await Self.pages(into: folder.appendingPathComponent("Site"))
        let server = try await StaticSiteServer.start(
            serving: folder.appendingPathComponent("Site"))
        defer { server.stop() }
        var audit = AxeAudit(core: core)
        audit = try await withBrowserSession(
            downloadFolder: folder.appendingPathComponent("downloads"), javaScript: false
        ) {
            session in
            if screen == "390 px" {
                try await session.setWindowSize(width: 390, height: 844)
            } else {
                try await session.emulateZoom(percent: 200, width: 1280, height: 800)
            }
            var audit = audit
            for page in pages {
                try await session.navigate(to: server.url(page))
                let overflow = try await session.horizontalOverflow()
                #expect(
                    overflow.pixels == 0 && overflow.culprits.isEmpty,
                    "\(page) at \(screen): \(overflow)")
                try await audit.check(session, page: "\(page) at \(screen)")
            }
            try await session.navigate(to: server.url("/wide/"))
            // The formula keeps its width and scrolls inside its own box.
            let box = try await session.executeScript(
                """
                const m = document.querySelector('math[display=block]');
                return {scroll: m.scrollWidth, client: m.clientWidth, page: document.documentElement.clientWidth,
                        overflow: getComputedStyle(m).overflowX};
                """)
            let scroll = box["scroll"]?.numberValue ?? 0
            let client = box["client"]?.numberValue ?? 0
            #expect(box["overflow"]?.stringValue == "auto")
            #expect(
                scroll > client && client > 0 && client <= box["page"]?.numberValue ?? 0, "\(box)")

            try await session.navigate(to: server.url("/broken/"))
            let error = try await session.executeScript(
                """
                const c = document.querySelector('code.math-error'), s = getComputedStyle(c);
                return {border: s.borderTopStyle, width: s.borderTopWidth, title: c.title, text: c.textContent,
                        before: getComputedStyle(c, '::before').content};
                """)
            #expect(
                error["border"]?.stringValue == "dashed" && error["width"]?.stringValue == "2px")
            #expect(error["title"]?.stringValue == "unknown or unsupported command '\\frobnicate'")
            #expect(error["text"]?.stringValue?.hasPrefix("$\\frobnicate{x_{1} + ") == true)
            #expect(
                error["before"]?.stringValue?.unicodeScalars.contains("\u{26A0}") == true,
                "\(error)")
            return audit
        }
        #expect(audit.pages.count == 2)
        #expect(audit.findings.isEmpty, "\(audit.report)")
    }
}
