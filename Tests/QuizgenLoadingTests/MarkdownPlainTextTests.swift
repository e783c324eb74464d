import QuizgenLoading
import Testing

@Suite("Markdown as plain text, formulas as TeX")
struct MarkdownPlainTextTests {
    @Test func formulasStayAsWrittenAndMarkdownGoes() {
        #expect(MarkdownPlainText.text("*Sum* $a*b*c$ and \\(\\{x\\}\\), `$y$`") == "Sum $a*b*c$ and \\(\\{x\\}\\), $y$")
        #expect(MarkdownPlainText.text("It costs $5 and $10.") == "It costs $5 and $10.")
        #expect(MarkdownPlainText.blocks("# Title $x_1$\n\nText $$y^2$$") == ["Title $x_1$", "Text $$y^2$$"])
        #expect(MarkdownPlainText.firstParagraph("# H\n\nFirst $a*b*c$.\n\nSecond") == "First $a*b*c$.")
        #expect(MarkdownPlainText.firstParagraph("# Only a heading") == nil)
    }
}
