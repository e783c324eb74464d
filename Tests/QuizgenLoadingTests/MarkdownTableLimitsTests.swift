import QuizgenCore
import Testing

@testable import QuizgenLoading

/// Issue 35, class 2: cmark-gfm's table extension grows with the square of a row's cells and
/// fills short rows up to the header's width without a limit, so tables are held to a width and
/// to a number of filled-in cells before cmark sees them.
@Suite("Markdown tables held to a width")
struct MarkdownTableLimitsTests {
    static func row(_ cells: Int, _ text: String = "a") -> String {
        "|" + Array(repeating: text, count: cells).joined(separator: "|") + "|"
    }

    static func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test func tablesWithinTheLimitsAreLeftAsTheyAre() {
        let text = "Intro\n\n| a | b \\| c |\n|---|:-:|\n| 1 | 2 |\n| 3 |\n\n```\n|x|\n|-|\n```\n"
        let bounded = MarkdownTableLimits.bounded(text)
        #expect(bounded.text == text)
        #expect(bounded.changes == [])
        let html = MarkdownDocument(text).html()
        #expect(html.contains("<table>"))
        #expect(Self.count("<td", in: html) == 4)
    }

    @Test func aTableWiderThanTheLimitIsText() {
        let width = MarkdownTableLimits.maximumColumns + 1
        let text =
            Self.row(width, "h") + "\n" + Self.row(width, "-") + "\n" + Self.row(width) + "\n"
        let bounded = MarkdownTableLimits.bounded(text)
        #expect(
            bounded.changes == [
                .init(
                    line: 2,
                    message:
                        "a table of 513 columns is kept as text: quizgen makes tables of at most 512 columns"
                )
            ])
        let html = MarkdownDocument(text).html()
        #expect(!html.contains("<table"))
        #expect(html.hasPrefix("<p>|h|h|"))
        // The text is all there: the escaped pipe shows as a pipe.
        #expect(Self.count("|", in: html) == 3 * (width + 1))
    }

    @Test func aRowPastTheLimitLosesOnlyCellsGFMWouldDrop() {
        let text = "|a|b|\n|-|-|\n" + Self.row(2_000, "x") + "\n"
        let bounded = MarkdownTableLimits.bounded(text)
        #expect(bounded.changes.map(\.line) == [3])
        #expect(
            bounded.changes.first?.message.hasPrefix("a table row of 2000 cells is cut") == true)
        #expect(MarkdownDocument(text).html() == MarkdownDocument("|a|b|\n|-|-|\n|x|x|\n").html())
    }

    @Test func filledInCellsStopTheTableWhereTheLaterCmarkDoes() {
        let width = 500
        let rows = MarkdownTableLimits.maximumFilledCells / (width - 1) + 10
        let text =
            Self.row(width, "h") + "\n" + Self.row(width, "-") + "\n"
            + String(repeating: "x\n", count: rows)
        let bounded = MarkdownTableLimits.bounded(text)
        let stop = 2 + MarkdownTableLimits.maximumFilledCells / (width - 1) + 1
        #expect(bounded.changes.map(\.line) == [stop])
        let html = MarkdownDocument(text).html()
        #expect(Self.count("<td", in: html) <= MarkdownTableLimits.maximumFilledCells + rows)
        #expect(html.contains("</table>\n<p>x\nx"))
    }

    @Test func tablesInQuotesAndWithWindowsLineEndsAreSeen() {
        let width = 600
        let text = "> " + Self.row(width, "h") + "\r\n> " + Self.row(width, "-") + "\r\n"
        let bounded = MarkdownTableLimits.bounded(text)
        #expect(bounded.changes.map(\.line) == [2])
        #expect(
            bounded.text == "> " + Self.row(width, "h") + "\r\n> \\" + Self.row(width, "-") + "\r\n"
        )
    }

    @Test func aPageWarnsWhereItsTableWasChanged() throws {
        let width = 700
        let body = "# Wide\n\n" + Self.row(width, "h") + "\n" + Self.row(width, "-") + "\n"
        var diagnostics = Diagnostics()
        MarkdownTableLimits.check(body, path: "Content/pages/wide.md", line: 4, into: &diagnostics)
        #expect(
            diagnostics.lines == [
                "Content/pages/wide.md:7:1: warning: a table of 700 columns is kept as text: quizgen makes tables of at most 512 columns"
            ])
    }
}

/// gumbo looks through its open elements at every tag, so deep nesting grows with its square:
/// quizgen gives gumbo no more nesting than a browser makes.
@Suite("HTML nested deeper than browsers nest")
struct HTMLNestingTests {
    @Test func depthIsMeasuredAsAParserNests() {
        let limit = HTMLNesting.maximumDepth
        #expect(HTMLNesting.exceeds(String(repeating: "<div>", count: limit + 1)))
        #expect(!HTMLNesting.exceeds(String(repeating: "<div>", count: limit)))
        // Siblings, void elements, self-closing paragraphs and comments do not nest.
        #expect(!HTMLNesting.exceeds(String(repeating: "<div>a</div>", count: 5_000)))
        #expect(!HTMLNesting.exceeds(String(repeating: "<p>a<br><img src=x>", count: 5_000)))
        #expect(!HTMLNesting.exceeds(String(repeating: "<!-- <div> -->", count: 5_000)))
        // An end tag closes what is open inside its element, as the HTML parser does.
        #expect(!HTMLNesting.exceeds(String(repeating: "<div><span><b>a</div>", count: 5_000)))
        #expect(HTMLNesting.exceeds(String(repeating: "<DIV><span>", count: 300)))
    }

    @Test func deepHTMLIsSanitisedToItsText() {
        let deep = String(repeating: "<div>", count: 100_000) + "deep &amp; text<script>x</script>"
        let out = HTMLSanitizer().sanitize(deep)
        #expect(!out.contains("<"))
        #expect(out.contains("deep &amp; text"))
    }

    @Test func textKeepsWhatIsNotATag() {
        #expect(HTMLNesting.text(of: "a < b <i>c</i><!-- d -->e <3") == "a < b ce <3")
    }
}
