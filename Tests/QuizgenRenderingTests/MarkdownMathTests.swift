import QuizgenLoading
import QuizgenRendering
import Testing

@Suite("MarkdownRenderer and math")
struct MarkdownMathTests {
    let renderer = MarkdownRenderer()

    @Test func markdownNeverSeesTheTeX() {
        // `_` and `*` make no emphasis, `\\` is no escape, `|` splits no cell.
        #expect(
            renderer.html("$a_1 * b_2 * c$")
                == "<p><math><mrow><msub><mi>a</mi><mn>1</mn></msub><mo>∗</mo><msub><mi>b</mi><mn>2</mn></msub><mo>∗</mo><mi>c</mi></mrow></math></p>\n"
        )
        #expect(
            renderer.html("\\(\\{x\\}\\)")
                == "<p><math><mrow><mo stretchy=\"false\">{</mo><mi>x</mi><mo stretchy=\"false\">}</mo></mrow></math></p>\n"
        )
        #expect(renderer.html("*see $x$*") == "<p><em>see <math><mi>x</mi></math></em></p>\n")
    }

    @Test func codeLinksAndImagesKeepTheTeXAsWritten() {
        #expect(
            renderer.html("    $x_1$ in an indented code block\n")
                == "<pre><code>$x_1$ in an indented code block\n</code></pre>\n")
        #expect(
            renderer.html("![area $\\pi r^2$](c.png)")
                == "<p><img src=\"c.png\" alt=\"area $\\pi r^2$\" /></p>\n")
        #expect(
            renderer.html("[the $x$ link](https://example.org/$y$)")
                == "<p><a href=\"https://example.org/$y$\">the <math><mi>x</mi></math> link</a></p>\n"
        )
    }

    @Test func aBrokenFormulaShowsItsTeXMarkedAsAnError() {
        #expect(
            renderer.html("See $\\oops{<b>}$.")
                == "<p>See <code class=\"math-error\" title=\"unknown or unsupported command '\\oops'\">$\\oops{&lt;b&gt;}$</code>.</p>\n"
        )
    }

    @Test func inlineHTMLOfAChoice() {
        #expect(
            renderer.inlineHTML("$\\frac{3}{4}$")
                == "<math><mfrac><mn>3</mn><mn>4</mn></mfrac></math>")
    }

    @Test func theRenderedMathSurvivesTheSanitizer() {
        let html = renderer.html(
            "Sum $$\\sum_{i=1}^n \\frac{i}{2} \\quad \\text{for } \\mathbb{N}$$ and $\\begin{cases} 1 & x \\\\ 0 \\end{cases}$"
        )
        #expect(
            html.contains("<math display=\"block\" tabindex=\"0\">") && html.contains("<mtable"))
        #expect(HTMLSanitizer().sanitize(html) == html)
    }

    @Test func textWithoutMathRendersAsBefore() {
        let text = "Prices: $5 and $10, `code $x$`, \\$y\\$ and (parens) [brackets]."
        #expect(renderer.html(text) == MarkdownDocument(text).html())
    }
}
