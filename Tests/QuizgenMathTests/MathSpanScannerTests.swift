import Testing

@testable import QuizgenMath

@Suite("MathSpanScanner")
struct MathSpanScannerTests {
    func texts(_ markdown: String) -> [String] {
        MathSpanScanner.spans(in: markdown).map { ($0.display ? "D:" : "") + $0.tex }
    }

    @Test func findsEveryDelimiter() {
        #expect(
            texts("a $x^2$ b $$\\sum_i i$$ c \\(y\\) d \\[z\\]") == [
                "x^2", "D:\\sum_i i", "y", "D:z",
            ])
    }

    @Test func pricesInProseStayText() {
        #expect(texts("It costs $5 and $10 today.") == [])
        // As in Pandoc, a price before a formula on the same line pairs with it; `\$` keeps it text.
        #expect(texts("Pay $5, then $x$ more.") == ["5, then $x"])
        #expect(texts("Pay \\$5, then $x$ more.") == ["x"])
        #expect(texts("From $ 3 to $4") == [])
        #expect(texts("$x $ is not closed by a dollar after a space") == [])
        #expect(texts("$x$5 is not math: a digit follows the closing dollar") == [])
        #expect(texts("Between $20 and $30$ it pairs like Pandoc") == ["20 and $30"])
    }

    @Test func escapedDollarsAreText() {
        #expect(texts("\\$5 and \\$x\\$") == [])
        #expect(texts("$a \\$ b$") == ["a \\$ b"])
    }

    @Test func notInsideCode() {
        #expect(texts("`$x$` and ``a $y$ b`` but $z$") == ["z"])
        #expect(texts("```\n$x$\n```\n$y$") == ["y"])
        #expect(texts("~~~ tex\n$$a$$\n~~~") == [])
        #expect(texts("> ```\n> $x$\n> ```") == [])
        #expect(texts("$5 and `code $x$`") == [])
    }

    @Test func inlineMathStaysOnOneLine() {
        #expect(texts("$a\nb$") == [])
        #expect(texts("$$\na\n\\\\ b\n$$") == ["D:\na\n\\\\ b\n"])
        #expect(texts("$$a\n\nb$$") == [])
    }

    @Test func locatesTheTeX() throws {
        let span = try #require(MathSpanScanner.spans(in: "first\nsecond é $\\frac{a}{b}$").first)
        #expect(span.line == 2)
        #expect(span.column == 11)
        #expect(span.position(ofTeXOffset: 1) == (2, 12))
        let display = try #require(MathSpanScanner.spans(in: "$$\nx\n\\bad\n$$").first)
        #expect(display.position(ofTeXOffset: 3) == (3, 1))
    }

    @Test func mayContainMathIsCheap() {
        #expect(!MathSpanScanner.mayContainMath("plain text (with parens) [and brackets]"))
        #expect(MathSpanScanner.mayContainMath("\\(x\\)"))
        #expect(MathSpanScanner.mayContainMath("$"))
        // Code's `\(` (Swift interpolation) or `\[` with no closing after it holds no formula, and
        // the scanner agrees; an escaped backslash escapes nothing.
        let code = "```swift\nprint(\"\\(total) points\")\n```\nand a \\[ regex"
        #expect(!MathSpanScanner.mayContainMath(code))
        #expect(MathSpanScanner.spans(in: code).isEmpty)
        #expect(!MathSpanScanner.mayContainMath("\\\\(x\\\\)"))
        #expect(MathSpanScanner.mayContainMath("a \\[ x^2 \\] b"))
    }

    /// The byte-at-a-time definition of `backslashFormula`.
    static func referenceBackslashFormula(_ bytes: [UInt8]) -> Bool {
        var previous: UInt8 = 0
        var openedParen = false
        var openedBracket = false
        for byte in bytes {
            if byte == UInt8(ascii: "$") { return true }
            if previous == UInt8(ascii: "\\") {
                switch byte {
                case UInt8(ascii: "("): openedParen = true
                case UInt8(ascii: "["): openedBracket = true
                case UInt8(ascii: ")") where openedParen: return true
                case UInt8(ascii: "]") where openedBracket: return true
                case UInt8(ascii: "\\"):
                    previous = 0
                    continue
                default: break
                }
            }
            previous = byte
        }
        return false
    }

    @Test("backslash formulas found by jumping between backslashes, as a byte at a time")
    func backslashScanMatchesTheDefinition() {
        let pieces = ["\\", "(", ")", "[", "]", "a", " ", "$", "\\\\"]
        var generator = SystemRandomNumberGenerator()
        var found = 0
        for _ in 0..<5000 {
            var count = Int.random(in: 0...14, using: &generator)
            var bytes: [UInt8] = []
            while count > 0 {
                bytes += Array(pieces.randomElement(using: &generator)!.utf8)
                count -= 1
            }
            let expected = Self.referenceBackslashFormula(bytes)
            if expected { found += 1 }
            #expect(
                bytes.withUnsafeBufferPointer { MathSpanScanner.backslashFormula($0) } == expected,
                "\(String(decoding: bytes, as: UTF8.self).debugDescription)")
        }
        #expect(found > 100)
    }
}

@Suite("MathMLConverter errors")
struct MathConversionErrorTests {
    let converter = MathMLConverter()

    func error(_ tex: String) -> MathConversionError? {
        do {
            _ = try converter.mathML(for: tex, display: false)
            return nil
        } catch {
            return error
        }
    }

    @Test func unknownCommandPointsAtTheBackslash() {
        #expect(
            error("a + \\frobnicate{x}")
                == MathConversionError("unknown or unsupported command '\\frobnicate'", at: 4))
    }

    @Test func unclosedBracePointsAtTheBrace() {
        #expect(error("\\frac{a}{b") == MathConversionError("'{' is never closed", at: 8))
    }

    @Test func strayCloser() {
        #expect(error("a}") == MathConversionError("unexpected '}'", at: 1))
        #expect(
            error("a & b")
                == MathConversionError(
                    "'&' is only allowed inside an environment such as 'matrix' or 'aligned'", at: 2
                )
        )
        #expect(
            error("x \\right)")
                == MathConversionError("'\\right' without a matching '\\left'", at: 2))
    }

    @Test func environments() {
        #expect(
            error("\\begin{foo} a \\end{foo}")
                == MathConversionError("unknown or unsupported environment 'foo'", at: 7)
        )
        #expect(
            error("\\begin{matrix} a \\end{pmatrix}")
                == MathConversionError("'\\end{pmatrix}' does not match '\\begin{matrix}'", at: 17))
        #expect(
            error("\\begin{cases} a")
                == MathConversionError("'\\begin{cases}' without a matching '\\end{cases}'", at: 0))
    }

    @Test func scriptsAndArguments() {
        #expect(
            error("x^2^3") == MathConversionError("double superscript; use braces: x^{ab}", at: 3))
        #expect(error("\\frac{a}") == MathConversionError("'\\frac' needs an argument", at: 0))
        #expect(
            error("\\left( x")
                == MathConversionError("'\\left' without a matching '\\right'", at: 0))
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let tex = String(repeating: "{", count: 5000) + "x" + String(repeating: "}", count: 5000)
        #expect(error(tex)?.message == "formula nested too deeply")
    }

    @Test func outputIsEscaped() throws {
        let html = try converter.mathML(for: "a < b \\text{<script>}", display: false)
        #expect(!html.contains("<script>"))
        #expect(html.contains("&lt;script&gt;"))
    }
}
