import Foundation
import QuizgenSite
import QuizgenTestSupport
import Testing

/// `theme.colors` pairs the default theme draws text with get a located warning below 4.5:1.
@Suite("Theme colour contrast warnings")
struct ThemeContrastTests {
    func lines(_ config: String) async throws -> [String] {
        let site = try TestSite([
            "quizgen.yaml": config, "Content/index.md": "---\ntitle: Home\n---\nHi\n",
        ])
        defer { site.remove() }
        return await site.build(write: false).diagnostics.lines
    }

    @Test func pairsBelowTheMinimumAreNamedWithTheirRatio() async throws {
        let lines = try await lines(
            """
            title: T
            theme:
              colors:
                accent: "#4da3ff"
                muted: "#777"
                text: "#1b1f24"
            """)
        #expect(
            lines == [
                "quizgen.yaml:4:13: warning: theme colours 'accent' #4da3ff on 'background' #ffffff have a contrast ratio of 2.62:1; WCAG 2.1 AA asks at least 4.5:1 for links and button labels",
                "quizgen.yaml:5:12: warning: theme colours 'muted' #777 on 'background' #ffffff have a contrast ratio of 4.47:1; WCAG 2.1 AA asks at least 4.5:1 for secondary text",
            ])
    }

    @Test func aDarkBackgroundIsBlamedWhenTheTextIsTheDefault() async throws {
        let lines = try await lines("title: T\ntheme:\n  colors:\n    background: \"#333333\"\n")
        #expect(
            lines.first
                == "quizgen.yaml:4:17: warning: theme colours 'text' #1b1f24 on 'background' #333333 have a contrast ratio of 1.31:1; WCAG 2.1 AA asks at least 4.5:1 for body text"
        )
        #expect(lines.count == 3)
    }

    @Test func theDefaultsAndTheExampleSitePass() async throws {
        #expect(try await lines("title: T\ntheme:\n  colors:\n    accent: \"#1f5fbf\"\n") == [])
        #expect(try await lines("title: T\n") == [])
    }
}
