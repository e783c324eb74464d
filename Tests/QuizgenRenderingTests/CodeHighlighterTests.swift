import Foundation
import QuizgenCore
import QuizgenLoading
import Testing

@testable import QuizgenRendering

@Suite("CodeHighlighter")
struct CodeHighlighterTests {
    static let languages = [
        "python", "r", "java", "c", "cpp", "csharp", "javascript", "typescript", "sql", "swift",
        "go", "rust", "kotlin", "php", "ruby", "bash", "html", "css", "json", "yaml",
    ]

    func highlighted(_ code: String, _ language: String) -> String {
        CodeHighlighter.html(code, language: language) ?? "(none)"
    }

    @Test func pythonTokens() {
        #expect(
            highlighted("def f(x):  # twice\n    return x * 2.5 or \"\"\"a\nb\"\"\"", "python")
                == "<span class=\"hl-kw\">def</span> f(x):  <span class=\"hl-com\"># twice</span>\n"
                + "    <span class=\"hl-kw\">return</span> x * <span class=\"hl-num\">2.5</span> "
                + "<span class=\"hl-kw\">or</span> <span class=\"hl-str\">&quot;&quot;&quot;a\n"
                + "b&quot;&quot;&quot;</span>")
    }

    @Test func cFamilyTokens() {
        #expect(
            highlighted("#include <stdio.h>\nint main() { /* x */ return 0x1F; }", "c")
                == "<span class=\"hl-meta\">#include</span> &lt;stdio.h&gt;\n"
                + "<span class=\"hl-ty\">int</span> main() { <span class=\"hl-com\">/* x */</span> "
                + "<span class=\"hl-kw\">return</span> <span class=\"hl-num\">0x1F</span>; }")
        #expect(
            highlighted("const s = `a ${b}`; // c", "js")
                == "<span class=\"hl-kw\">const</span> s = <span class=\"hl-str\">`a ${b}`</span>; "
                + "<span class=\"hl-com\">// c</span>")
    }

    @Test func rustCharactersAndLifetimes() {
        #expect(
            highlighted("fn f<'a>(c: &'a str) -> char { 'x' }", "rust")
                == "<span class=\"hl-kw\">fn</span> f&lt;'a&gt;(c: &amp;'a <span class=\"hl-ty\">str</span>) "
                + "-&gt; <span class=\"hl-ty\">char</span> { <span class=\"hl-str\">'x'</span> }")
    }

    @Test func sqlIsCaseInsensitive() {
        #expect(
            highlighted("SELECT name FROM t WHERE id = 'x' -- one", "SQL")
                == "<span class=\"hl-kw\">SELECT</span> name <span class=\"hl-kw\">FROM</span> t "
                + "<span class=\"hl-kw\">WHERE</span> id = <span class=\"hl-str\">'x'</span> "
                + "<span class=\"hl-com\">-- one</span>")
    }

    @Test func shellCommentsAndHeredocs() {
        #expect(
            highlighted("echo $# # n\ncat <<EOF\n<b>\nEOF\nls", "sh")
                == "<span class=\"hl-ty\">echo</span> $# <span class=\"hl-com\"># n</span>\n"
                + "<span class=\"hl-ty\">cat</span> <span class=\"hl-str\">&lt;&lt;EOF</span>\n"
                + "<span class=\"hl-str\">&lt;b&gt;\nEOF</span>\n<span class=\"hl-ty\">ls</span>")
    }

    @Test func dataLanguages() {
        #expect(
            highlighted("{\"a\": [1, true, \"b\"]}", "json")
                == "{<span class=\"hl-attr\">&quot;a&quot;</span>: [<span class=\"hl-num\">1</span>, "
                + "<span class=\"hl-ty\">true</span>, <span class=\"hl-str\">&quot;b&quot;</span>]}"
        )
        #expect(
            highlighted("title: Quiz # c\n- weight: 2\n", "yml")
                == "<span class=\"hl-attr\">title</span>: Quiz <span class=\"hl-com\"># c</span>\n"
                + "- <span class=\"hl-attr\">weight</span>: <span class=\"hl-num\">2</span>\n")
    }

    @Test func markupAndStyles() {
        #expect(
            highlighted("<a href=\"x\">t</a><!-- c -->", "html")
                == "<span class=\"hl-tag\">&lt;a</span> <span class=\"hl-attr\">href</span>="
                + "<span class=\"hl-str\">&quot;x&quot;</span><span class=\"hl-tag\">&gt;</span>t"
                + "<span class=\"hl-tag\">&lt;/a</span><span class=\"hl-tag\">&gt;</span>"
                + "<span class=\"hl-com\">&lt;!-- c --&gt;</span>")
        #expect(
            highlighted("p{color:#fff;margin:0 1.5em}", "css")
                == "<span class=\"hl-tag\">p</span>{<span class=\"hl-attr\">color</span>:"
                + "<span class=\"hl-num\">#fff</span>;<span class=\"hl-attr\">margin</span>:"
                + "<span class=\"hl-num\">0</span> <span class=\"hl-num\">1.5em</span>}")
    }

    @Test func aliasesAnyCase() {
        let pairs = [
            ("py", "python"), ("JS", "javascript"), ("ts", "typescript"), ("zsh", "bash"),
            ("shell", "bash"), ("C++", "cpp"), ("cs", "csharp"), ("kt", "kotlin"), ("rb", "ruby"),
            ("yml", "yaml"), ("golang", "go"), ("rs", "rust"), ("xml", "html"),
            ("Python", "python"),
        ]
        let code = "if x: return \"s\" # 1"
        for (alias, name) in pairs {
            #expect(highlighted(code, alias) == highlighted(code, name), "\(alias)")
        }
    }

    @Test func unknownLanguageIsNotHighlighted() {
        #expect(CodeHighlighter.html("x", language: "brainfuck") == nil)
        let renderer = MarkdownRenderer()
        #expect(
            renderer.html("```brainfuck\n<+>\n```\n")
                == "<pre><code class=\"language-brainfuck\">&lt;+&gt;\n</code></pre>\n")
        #expect(
            renderer.html("```python extra words\nx = 1\n```\n")
                == "<pre><code class=\"language-python\">x = <span class=\"hl-num\">1</span>\n</code></pre>\n"
        )
    }

    @Test(arguments: languages) func escapesEverything(language: String) {
        let code = "<script>alert(\"x\" & 'y')</script> // # -- /* <!-- \"<script>\"\n`<script>`"
        let html = highlighted(code, language)
        #expect(!html.contains("<script"))
        let text = html.replacingOccurrences(
            of: "<span class=\"hl-[a-z]+\">|</span>", with: "", options: .regularExpression)
        #expect(text == MarkupEscaping.htmlAttribute(code))
        #expect(!text.contains("<"))
    }

    @Test(arguments: languages) func byteSoupsNeverBreak(language: String) {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("\"'`#/*<>-!@$:{}[]\\\n \tabcEOF0123.x=r;&é".utf8)
        for _ in 0..<200 {
            let length = Int.random(in: 0..<80, using: &generator)
            let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator) ?? 0x20 }
            let code = String(decoding: bytes, as: UTF8.self)
            let html = highlighted(code, language)
            let text = html.replacingOccurrences(
                of: "<span class=\"hl-[a-z]+\">|</span>", with: "", options: .regularExpression)
            #expect(text == MarkupEscaping.htmlAttribute(code))
            #expect(html.utf8.count <= 40 * max(code.utf8.count, 1))
        }
    }

    @Test func contrastPassesAAInLightAndDark() throws {
        let schemes = [
            ("light", ThemeColors()),
            (
                "dark",
                ThemeColors(
                    accent: "#7cb7ff", background: "#15181d", text: "#e6e9ee", muted: "#9aa4b1")
            ),
        ]
        for (name, colors) in schemes {
            let block = try #require(ColorContrast.mix(colors.muted, 0.1, over: colors.background))
            for tokenClass in CodeTokenClass.allCases {
                let color = try #require(CodePalette.colors(on: colors.background)[tokenClass])
                let ratio = try #require(ColorContrast.ratio(color, on: block))
                #expect(ratio >= 4.5, "\(name) hl-\(tokenClass.rawValue) \(color): \(ratio)")
            }
        }
    }
}
