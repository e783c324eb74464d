import Foundation
import QuizgenCompute
import QuizgenCore
import QuizgenSite
import QuizgenTestSupport
import Testing

/// Formulas in question text and choice feedback reach the examinee's result page as MathML.
@Suite("Math on result pages")
struct MathResultPageTests {
    @Test func questionTextAndFeedbackKeepTheirMath() async throws {
        var files = GradingFixtures.site(submissions: [
            "ana.json": GradingFixtures.json(
                "Ana", answers: #"{"q1": "a", "q2": "b", "q3": ["a"], "q4": "b"}"#)
        ])
        files["Content/banks/self.md"] = GradingFixtures.bank
            .replacingOccurrences(of: "## One? {#q1}", with: "## Is $\\frac{1}{2} < 1$? {#q1}")
            .replacingOccurrences(of: "  > Not this one.", with: "  > Not when $x^2 > 4$.")
        let site = try TestSite(files)
        defer { site.remove() }
        let result = await site.build(
            plugins: [QuizPlugin.plugin, GradingPlugin.plugin],
            environment: ["QUIZGEN_RESULTS_SECRET": "s3cret"])
        #expect(result.diagnostics.lines == [])
        let token = ResultToken.make(secret: "s3cret", examCode: "SELF", examinee: "Ana")
        let page = try #require(site.output("results/self/\(token)/index.html"))
        #expect(
            page.contains(
                "Is <math><mrow><mfrac><mn>1</mn><mn>2</mn></mfrac><mo>&lt;</mo><mn>1</mn></mrow></math>?"
            ))
        #expect(
            page.contains(
                "Not when <math><mrow><msup><mi>x</mi><mn>2</mn></msup><mo>&gt;</mo><mn>4</mn></mrow></math>."
            ))
    }
}
