import Foundation
import QuizgenSite
import QuizgenTestSupport
import Testing

/// A right-to-left site (`language: ar`) in a real headless Chromium: the page says `dir="rtl"`,
/// the header and the skip link sit where the left-to-right site has them, mirrored, and a phone
/// never scrolls sideways.
@Suite(
    "Right-to-left pages in a real browser", .serialized,
    .enabled(
        if: ChromeDriverProcess.isAvailable && StaticSiteServer.isAvailable,
        "needs chromium, chromium-driver (scripts/bootstrap.sh --browser) and python3")
)
struct RightToLeftBrowserTests {
    static func site(language: String) throws -> TestSite {
        try TestSite([
            "quizgen.yaml": "title: Course\nlanguage: \(language)\n",
            "Content/index.md":
                "---\ntitle: Home\n---\nWelcome to a course with a long first sentence that wraps on a phone.\n",
            "Content/pages/about.md":
                "---\ntitle: About\nmenu: main\n---\n> A quotation.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n",
            "Content/pages/notes/one.md":
                "---\ntitle: One\ndate: 2026-11-24\ntags: [first]\n---\nText.\n",
            "Content/pages/lessons/two.md": "---\ntitle: Two\n---\nText.\n",
        ])
    }

    /// The rectangles the test compares, in CSS pixels from the viewport's left edge.
    struct Layout {
        var viewport: Double
        var brand: (x: Double, width: Double)
        var menu: (x: Double, width: Double)
        var skip: (x: Double, width: Double)
        var direction: String
        var overflowAt390: Int
    }

    static func layout(of page: URL, session: WebDriverSession) async throws -> Layout {
        try await session.setViewport(width: 1024, height: 768)
        try await session.navigate(to: page)
        let viewport =
            try await session.executeScript("return document.documentElement.clientWidth")
            .numberValue ?? 0
        let direction =
            try await session.executeScript("return getComputedStyle(document.body).direction")
            .stringValue ?? ""
        let brand = try await session.findElement(css: ".site-header .brand").rect()
        let menu = try await session.findElement(css: ".site-header nav ul").rect()
        _ = try await session.executeScript("document.querySelector('.skip').focus()")
        let skip = try await session.findElement(css: ".skip").rect()
        try await session.setViewport(width: 390, height: 844)
        try await session.navigate(to: page)
        let overflow = try await session.horizontalOverflow()
        return Layout(
            viewport: viewport, brand: (brand.x, brand.width), menu: (menu.x, menu.width),
            skip: (skip.x, skip.width),
            direction: direction, overflowAt390: overflow.pixels)
    }

    @Test func headerAndSkipLinkAreMirroredAndPhonesDoNotScrollSideways() async throws {
        let ltr = try Self.site(language: "en")
        let rtl = try Self.site(language: "ar")
        defer {
            ltr.remove()
            rtl.remove()
        }
        _ = await ltr.build()
        _ = await rtl.build()
        let page = "about/index.html"
        #expect(rtl.output(page)?.contains("<html lang=\"ar\" dir=\"rtl\">") == true)
        // Served as a static host would (the pages link /assets/theme.css).
        let ltrServer = try await StaticSiteServer.start(serving: ltr.output)
        defer { ltrServer.stop() }
        let rtlServer = try await StaticSiteServer.start(serving: rtl.output)
        defer { rtlServer.stop() }
        try await withBrowserSession(downloadFolder: rtl.root.appendingPathComponent("downloads")) {
            session in
            for path in ["/about/", "/", "/notes/one/"] {
                let left = try await Self.layout(of: ltrServer.url(path), session: session)
                let right = try await Self.layout(of: rtlServer.url(path), session: session)
                #expect(left.direction == "ltr" && right.direction == "rtl")
                // The brand starts the header on the reading side: left in English, right in Arabic,
                // the same distance from the edge.
                let width = right.viewport
                #expect(
                    abs((right.brand.x + right.brand.width) - (width - left.brand.x)) <= 2,
                    "\(path): brand \(left.brand) / \(right.brand)")
                // The menu follows the brand: to its right in English, to its left in Arabic.
                #expect(left.menu.x >= left.brand.x + left.brand.width)
                #expect(
                    right.menu.x + right.menu.width <= right.brand.x + 1,
                    "\(path): menu \(right.menu), brand \(right.brand)")
                // The focused skip link sits 1rem from the reading side's edge.
                #expect(abs(left.skip.x - 16) <= 1, "\(path): \(left.skip)")
                #expect(
                    abs((right.skip.x + right.skip.width) - (width - 16)) <= 1,
                    "\(path): \(right.skip)")
                #expect(
                    left.overflowAt390 == 0 && right.overflowAt390 == 0,
                    "\(path): \(left.overflowAt390) / \(right.overflowAt390) px")
            }
        }
    }
}
