import Foundation
import QuizgenSite
import QuizgenTestSupport
import Testing

/// A built page's formulas in a real headless Chromium with JavaScript off: MathML Core lays
/// them out (a fraction stacks, a root has room for its sign), and no TeX shows as text.
@Suite(
    "Math in a real browser without JavaScript", .serialized,
    .enabled(
        if: ChromeDriverProcess.isAvailable,
        "needs chromium and chromium-driver (scripts/bootstrap.sh --browser)")
)
struct MathBrowserTests {
    @Test func formulasHaveHeightAndWidthWithJavaScriptOff() async throws {
        let site = try TestSite([
            "quizgen.yaml": "title: Test\nbase_url: https://quiz.example.org/\n",
            "Content/pages/math.md": """
            ---
            title: Math
            ---
            Inline $\\frac{a+b}{c}$ in a sentence.

            $$
            \\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}
            $$

            Matrix: $\\begin{pmatrix} 1 & 0 \\\\ 0 & 1 \\end{pmatrix}$
            """,
        ])
        defer { site.remove() }
        let result = await site.build()
        #expect(result.diagnostics.lines == [])
        let page = site.output.appendingPathComponent("math/index.html")
        try await withBrowserSession(
            downloadFolder: site.root.appendingPathComponent("downloads"), javaScript: false
        ) {
            session in
            try await session.navigate(to: page)
            let formulas = try await session.findElements(css: "math")
            #expect(formulas.count == 3)
            let body = try await session.findElement(css: "body").text()
            #expect(!body.contains("\\frac") && !body.contains("$"), "raw TeX shows: \(body)")

            // One letter of the formula stands for a line of text.
            let plain = try await session.findElement(css: "p math mfrac > mi").rect()
            let inline = try await formulas[0].rect()
            let fraction = try await session.findElement(css: "p math mfrac").rect()
            let numerator = try await session.findElement(css: "p math mfrac > mrow").rect()
            let denominator = plain
            #expect(inline.width > 10 && inline.height > 0)
            // A stacked fraction is taller than a line's letter, its numerator above its denominator.
            #expect(
                plain.height > 5 && fraction.height > plain.height * 1.8,
                "fraction \(fraction) vs text \(plain)")
            #expect(numerator.y + numerator.height <= denominator.y + 1)

            let display = try await session.findElement(css: "math[display=block]").rect()
            #expect(display.width > 50 && display.height > plain.height * 1.5)
            let table = try await session.findElement(css: "mtable").rect()
            #expect(table.height > plain.height * 1.5 && table.width > 10)

            // The screenshot, for a person to look at: QUIZGEN_MATH_SCREENSHOT=/tmp/math.png.
            let png = try await session.screenshotPNG()
            #expect(png.count > 1000)
            if let path = ProcessInfo.processInfo.environment["QUIZGEN_MATH_SCREENSHOT"] {
                try png.write(to: URL(fileURLWithPath: path))
            }
        }
    }
}
