import Testing

@testable import QuizgenLoading

/// A fenced block's language is a class of its `code`, never an HTML `lang` attribute: `lang`
/// names a human language, and `lang="python"` is invalid (axe's `valid-lang`, which the example
/// site's guide with a Markdown block failed).
@Suite("Markdown code languages")
struct MarkdownCodeLanguageTests {
    @Test func theLanguageIsAClassOfTheCode() {
        let html = MarkdownDocument("```python\nprint(1)\n```\n").html()
        #expect(html == "<pre><code class=\"language-python\">print(1)\n</code></pre>\n")
        #expect(!html.contains("lang="))
    }
}
