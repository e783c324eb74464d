import QuizgenLoading
import Testing

@Suite("Markdown as plain text, formulas as TeX")
struct MarkdownPlainTextTests {
    @Test func formulasStayAsWrittenAndMarkdownGoes() {
        #expect(
            MarkdownPlainText.text("*Sum* $a*b*c$ and \\(\\{x\\}\\), `$y$`")
                == "Sum $a*b*c$ and \\(\\{x\\}\\), $y$")
        #expect(MarkdownPlainText.text("It costs $5 and $10.") == "It costs $5 and $10.")
        #expect(
            MarkdownPlainText.blocks("# Title $x_1$\n\nText $$y^2$$") == [
                "Title $x_1$", "Text $$y^2$$",
            ])
        #expect(
            MarkdownPlainText.firstParagraph("# H\n\nFirst $a*b*c$.\n\nSecond") == "First $a*b*c$.")
        #expect(MarkdownPlainText.firstParagraph("# Only a heading") == nil)
    }

    @Test func oneReadGivesTheFirstParagraphAndTheSearchText() {
        let markdown =
            "# Head $x_1$\n\nFirst $a*b*c$ *para*.\n\n| a | b |\n|---|---|\n| c | d |\n\n- [ ] task\n\n```\ncode\n```\n"
        let read = MarkdownPlainText.read(markdown, searchText: true)
        #expect(read.firstParagraph == MarkdownPlainText.firstParagraph(markdown))
        #expect(read.firstParagraph == "First $a*b*c$ para.")
        #expect(read.searchText == "Head $x_1$ First $a*b*c$ para. a b c d task code\n ")
        #expect(MarkdownPlainText.searchText(markdown) == read.searchText)
        #expect(MarkdownPlainText.read(markdown, searchText: false).searchText == nil)
        #expect(MarkdownPlainText.read("# Only a heading", searchText: true).firstParagraph == nil)
    }
}
