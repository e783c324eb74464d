import Foundation
import QuizgenSite
import QuizgenTestSupport
import Testing

/// Code fenced with a language is highlighted wherever Markdown is rendered (issue 33): a site
/// with code in a page, a question, a choice, feedback and a feed post is built, and each
/// snippet's keyword span is found in the published files.
@Suite("Code highlighting, end to end")
struct CodeHighlightSiteTests {
    static let files: [String: String] = [
        "quizgen.yaml": QuizFixtures.config + """
            feeds:
              campus:
                title: Campus
                format: quizgen
                source: in/campus

            """,
        "Content/pages/code.md": "---\ntitle: Code\n---\n```python\ndef page_fn(): pass\n```\n",
        "Content/banks/code.md": """
        ## What does this print? {#q-code}

        ```python
        def question_fn(): return 1
        ```

        - [x] One
        - [ ] Two

        > ```python
        > def feedback_fn(): return 2
        > ```

        """,
        "Content/banks/choices.json": #"""
        {"questions": [{"id": "q-choice", "type": "single", "text": "Pick the query.",
          "choices": [
            {"text": "```sql\nSELECT choice_col FROM t\n```", "correct": true},
            {"text": "`DELETE`", "correct": false,
             "feedback": "```sql\nDELETE FROM choice_feedback_t\n```"}]}]}
        """#,
        "Content/exams/code.yaml": "title: Code\ncode: CODE\nquestions: [q-code, q-choice]\n",
        "in/campus/users.json": #"[{"id": "ann", "name": "Ann"}]"#,
        "in/campus/posts.json": #"""
        [{"id": "p1", "author": "ann", "time": "2024-05-01T10:00:00Z",
          "text": "Try this:\n\n```js\nconst post_var = 1;\n```\n"}]
        """#,
    ]

    @Test func everyPlaceHighlights() async throws {
        let site = try TestSite(Self.files)
        defer { site.remove() }
        let result = await site.build(
            plugins: [QuizPlugin.plugin, FeedPlugin.plugin], includeKeys: true)
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.lines)")
        let texts = site.snapshot().compactMapValues { String(data: $0, encoding: .utf8) }
        func found(_ html: String) -> [String] {
            let json = html.replacingOccurrences(of: "\"", with: "\\\"")
            return texts.filter { $0.value.contains(html) || $0.value.contains(json) }.keys.sorted()
        }
        let spans = [
            "page": "<span class=\"hl-kw\">def</span> page_fn",
            "question": "<span class=\"hl-kw\">def</span> question_fn",
            "feedback": "<span class=\"hl-kw\">def</span> feedback_fn",
            "choice": "<span class=\"hl-kw\">SELECT</span> choice_col",
            "choice feedback": "<span class=\"hl-kw\">FROM</span> choice_feedback_t",
            "feed post": "<span class=\"hl-kw\">const</span> post_var",
        ]
        for (place, span) in spans.sorted(by: { $0.key < $1.key }) {
            #expect(!found(span).isEmpty, "no highlighted code in the \(place)")
        }
        #expect(found("<span class=\"hl-kw\">def</span> page_fn").contains("code/index.html"))
        #expect(
            found("<span class=\"hl-kw\">const</span> post_var").contains(where: {
                $0.hasPrefix("feeds/campus/")
            }))
        // The stylesheet colours every class.
        let css = try #require(texts["assets/theme.css"])
        for name in ["kw", "ty", "str", "num", "com", "tag", "attr", "meta"] {
            #expect(css.contains(".hl-\(name) { color: #"), "hl-\(name)")
        }
    }
}
