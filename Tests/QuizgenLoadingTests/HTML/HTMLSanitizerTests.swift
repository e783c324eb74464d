import Testing

@testable import QuizgenLoading

@Suite("HTMLSanitizer")
struct HTMLSanitizerTests {
    let sanitizer = HTMLSanitizer()

    @Test("keeps Mastodon's markup: paragraphs, mentions, hashtags, shortened links")
    func mastodonMarkup() {
        let input = """
            <p><span class="h-card"><a href="https://example.social/@ann" class="u-url mention">@<span>ann</span></a></span> hi <a href="https://example.social/tags/quiz" class="mention hashtag" rel="tag">#<span>quiz</span></a><br>line <a href="https://example.org/a/very/long/path" target="_blank" rel="nofollow noopener noreferrer"><span class="invisible">https://</span><span class="ellipsis">example.org/a/very/</span><span class="invisible">long/path</span></a></p>
            """
        #expect(
            sanitizer.sanitize(input) == """
                <p><span class="h-card"><a href="https://example.social/@ann" class="u-url mention" rel="nofollow noopener noreferrer ugc">@<span>ann</span></a></span> hi <a href="https://example.social/tags/quiz" class="mention hashtag" rel="nofollow noopener noreferrer ugc">#<span>quiz</span></a><br>line <a href="https://example.org/a/very/long/path" rel="nofollow noopener noreferrer ugc"><span class="invisible">https://</span><span class="ellipsis">example.org/a/very/</span><span class="invisible">long/path</span></a></p>
                """)
    }

    @Test("drops unknown classes and keeps the allowed ones")
    func classes() {
        #expect(
            sanitizer.sanitize(#"<span class="evil invisible x">a</span><p class="h-card">b</p>"#)
                == #"<span class="invisible">a</span><p>b</p>"#)
        #expect(sanitizer.sanitize(#"<span class="">a</span>"#) == "<span>a</span>")
    }

    @Test("escapes text and attribute values")
    func escaping() {
        #expect(sanitizer.sanitize("a &lt; b &amp;&amp; c > d") == "a &lt; b &amp;&amp; c &gt; d")
        #expect(
            sanitizer.sanitize(#"<a href='https://x.org/?a=1&amp;b="2"'>q</a>"#)
                == #"<a href="https://x.org/?a=1&amp;b=&quot;2&quot;" rel="nofollow noopener noreferrer ugc">q</a>"#
        )
    }

    @Test(
        "script, style and friends disappear with their content",
        arguments: [
            ("<p>a<script>alert(1)</script>b</p>", "<p>ab</p>"),
            ("<style>p{color:red}</style><p>x</p>", "<p>x</p>"),
            (#"<iframe src="https://evil.example"></iframe>ok"#, "ok"),
            (#"<object data="x.swf"><embed src="x.swf"></object>ok"#, "ok"),
            ("<template><img src=x onerror=alert(1)></template>ok", "ok"),
            ("a<noscript><p>n</p></noscript>ok", "aok"),
            ("<svg onload=alert(1)><text>t</text></svg>ok", "ok"),
            // MathML Core survives (quizgen's formulas); the HTML inside it goes with its content.
            (
                "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
                "<math><mtext></mtext></math>"
            ),
            // `<p>` breaks out of foreign content; the style inside it is still dropped whole.
            ("<svg><p><style><img src=x onerror=alert(1)></style></p></svg>", "<p></p>"),
        ])
    func droppedWithContent(input: String, expected: String) {
        #expect(sanitizer.sanitize(input) == expected)
    }

    @Test(
        "unsafe links lose their tag but keep their text",
        arguments: [
            "javascript:alert(1)",
            "JaVaScRiPt:alert(1)",
            "&#106;avascript:alert(1)",
            "&#x6A;&#x61;vascript:alert(1)",
            " \t javascript:alert(1)",
            "java\tscript:alert(1)",
            "java&#x09;script:alert(1)",
            "java&#10;script:alert(1)",
            "\u{01}javascript:alert(1)",
            "jav\u{0}ascript:alert(1)",
            "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
            "vbscript:msgbox(1)",
            "/relative/path",
            "//evil.example/x",
            "",
        ])
    func unsafeHref(href: String) {
        let output = sanitizer.sanitize("<a href=\"\(href)\">click</a>")
        #expect(output == "click")
    }

    @Test("http, https and mailto links are kept, with whitespace trimmed")
    func safeHref() {
        #expect(
            sanitizer.sanitize(#"<a href="  HTTPS://example.org/x ">x</a>"#)
                == #"<a href="HTTPS://example.org/x" rel="nofollow noopener noreferrer ugc">x</a>"#)
        #expect(
            sanitizer.sanitize(#"<a href="mailto:a@example.org" rel="me" onclick="x()">m</a>"#)
                == #"<a href="mailto:a@example.org" rel="nofollow noopener noreferrer ugc">m</a>"#)
    }

    @Test(
        "event handlers and unknown elements are stripped",
        arguments: [
            (#"<img src=x onerror=alert(1)>"#, ""),
            (#"<p onclick="alert(1)" style="x">t</p>"#, "<p>t</p>"),
            (#"<div><b onmouseover=alert(1)>bold</b></div>"#, "<b>bold</b>"),
            (#"<p title="a"b">q</p>"#, "<p>q</p>"),
            (
                #"<a href="https://x.org" title='"><script>alert(1)</script>'>t</a>"#,
                #"<a href="https://x.org" rel="nofollow noopener noreferrer ugc">t</a>"#
            ),
            ("<p>unclosed <b>bold <i>both", "<p>unclosed <b>bold <i>both</i></b></p>"),
            // gumbo reads `<scr<script>` as one unknown tag, as browsers do.
            ("<scr<script>ipt>alert(1)</script>", "ipt&gt;alert(1)"),
            ("<!-- <script>alert(1)</script> -->c", "c"),
            (
                "<textarea><script>alert(1)</script></textarea>",
                "&lt;script&gt;alert(1)&lt;/script&gt;"
            ),
            ("<ul><li>one<li>two</ul>", "<ul><li>one</li><li>two</li></ul>"),
            ("<pre><code>x &lt; y</code></pre>", "<pre><code>x &lt; y</code></pre>"),
            (
                "<blockquote>q</blockquote><del>d</del><s>s</s><u>u</u><em>e</em><strong>s</strong><ol><li>1</li></ol>",
                "<blockquote>q</blockquote><del>d</del><s>s</s><u>u</u><em>e</em><strong>s</strong><ol><li>1</li></ol>"
            ),
        ])
    func stripped(input: String, expected: String) {
        #expect(sanitizer.sanitize(input) == expected)
    }

    @Test("nothing dangerous survives a battery of payloads")
    func battery() {
        let payloads = [
            "<script>alert(1)</script>", "<SCRIPT SRC=//x.js></SCRIPT>",
            "<img src=x onerror=alert(1)>", "<body onload=alert(1)>",
            "<a href=\"javascript:alert(1)\">x</a>", "<a href=\"JaVaScRiPt:alert(1)\">x</a>",
            "<a href=\"&#106;avascript:alert(1)\">x</a>",
            "<a href=\"&#0000106&#0000097vascript:alert(1)\">x</a>",
            "<a href=\"\u{0B}javascript:alert(1)\">x</a>",
            "<a href=\"data:text/html,<script>alert(1)</script>\">x</a>",
            "<svg onload=alert(1)>", "<svg><script>alert(1)</script></svg>",
            "<iframe src=javascript:alert(1)>", "<style>@import 'x'</style>",
            "<math><maction actiontype=statusline xlink:href=javascript:alert(1)>x</maction></math>",
            "<math href=\"javascript:alert(1)\">CLICK</math>",
            "<form><button formaction=javascript:alert(1)>x", "<input autofocus onfocus=alert(1)>",
            "<details open ontoggle=alert(1)>", "<p <script>alert(1)</script>",
            "<a href=\"https://ok.example\" onclick=\"alert(1)\">ok</a>",
            "<span class=\"x\" onmouseover=\"alert(1)\" style=\"behavior:url(x)\">s</span>",
            "<<script>script>alert(1)<</script>/script>",
            "<img src=\"x\" alt=\"\"onerror=\"alert(1)\">", "<p>\"><script>alert(1)</script></p>",
            "<noscript><p title=\"</noscript><img src=x onerror=alert(1)>\">",
            "<xmp><script>alert(1)</script></xmp>",
            "<meta http-equiv=refresh content=0;url=javascript:alert(1)>",
        ]
        for payload in payloads {
            let output = sanitizer.sanitize(payload).lowercased()
            #expect(!output.contains("<script"), "\(payload) -> \(output)")
            #expect(!output.contains("javascript:"), "\(payload) -> \(output)")
            #expect(!Self.hasEventHandler(output), "\(payload) -> \(output)")
            #expect(
                !output.contains("<img") && !output.contains("<svg") && !output.contains("<iframe"))
        }
    }

    /// Whether the output has an ` on…=` attribute inside a tag (text outside tags is escaped).
    static func hasEventHandler(_ html: String) -> Bool {
        var inTag = false
        var previous: Character = " "
        let characters = Array(html)
        for (index, character) in characters.enumerated() {
            if character == "<" { inTag = true }
            if character == ">" { inTag = false }
            if inTag, character == "o", index + 2 < characters.count, characters[index + 1] == "n",
                previous == " " || previous == "/" || previous == "\""
            {
                var cursor = index + 2
                while cursor < characters.count, characters[cursor].isLetter { cursor += 1 }
                if cursor > index + 2, cursor < characters.count, characters[cursor] == "=" {
                    return true
                }
            }
            previous = character
        }
        return false
    }

    /// gumbo itself is quadratic in nesting depth (about 2 s for 8,000 open spans in a debug
    /// build); the walk here is iterative and linear.
    @Test("deep nesting does not overflow the stack")
    func deepNesting() {
        let input = String(repeating: "<span>", count: 4_000) + "x"
        #expect(sanitizer.sanitize(input).contains("x"))
    }

    @Test("a withheld URL written out as text goes; a longer URL that starts the same way stays")
    func withheldURLInText() {
        let hidden: Set<String> = ["https://social.example/@ann/7", "7"]
        let output = sanitizer.sanitize(
            "<p>See https://social.example/@ann/7. Or <code>https://social.example/@ann/7</code>, "
                + "https://social.example/@ann/77 and https://social.example/@ann/7.html, post 7</p>",
            replacingLinksTo: hidden, with: "[not public]")
        #expect(
            output
                == "<p>See [not public]. Or <code>[not public]</code>, "
                + "https://social.example/@ann/77 and https://social.example/@ann/7.html, post 7</p>"
        )
    }

    @Test("empty and text-only input")
    func plain() {
        #expect(sanitizer.sanitize("") == "")
        #expect(sanitizer.sanitize("just text") == "just text")
    }
}
