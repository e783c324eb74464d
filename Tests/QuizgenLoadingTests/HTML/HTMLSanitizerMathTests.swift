import QuizgenLoading
import Testing

@Suite("HTMLSanitizer and MathML")
struct HTMLSanitizerMathTests {
    let sanitizer = HTMLSanitizer()

    @Test func quizgenFormulasSurviveUnchanged() {
        let formula =
            "<p>so <math display=\"block\"><mrow><mfrac><mi>a</mi><mn>2</mn></mfrac><mo stretchy=\"false\">(</mo>"
            + "<msubsup><mo>∑</mo><mi>i</mi><mi>n</mi></msubsup><mover accent=\"true\"><mi>x</mi><mo>^</mo></mover>"
            + "<mtable columnalign=\"left left\" rowspacing=\"0.36em\" columnspacing=\"1em\"><mtr><mtd><mi mathvariant=\"double-struck\">R</mi></mtd>"
            + "<mtd><mtext>if&nbsp;x</mtext></mtd></mtr></mtable><mspace width=\"0.1667em\"></mspace></mrow></math></p>"
        let expected = formula.replacingOccurrences(of: "&nbsp;", with: "\u{A0}")
        #expect(sanitizer.sanitize(formula) == expected)
    }

    @Test func mathLosesWhatIsNotMathMLCore() {
        #expect(
            sanitizer.sanitize(
                "<math><mi onclick=\"alert(1)\" style=\"color:red\" href=\"javascript:alert(1)\">x</mi></math>"
            )
                == "<math><mi>x</mi></math>")
        #expect(
            sanitizer.sanitize(
                "<math><maction actiontype=\"toggle\"><mi>x</mi></maction><mi>y</mi></math>")
                == "<math><mi>y</mi></math>")
        #expect(
            sanitizer.sanitize(
                "<math><semantics><mi>x</mi><annotation-xml encoding=\"text/html\"><img src=x onerror=alert(1)></annotation-xml></semantics></math>"
            )
                == "<math><semantics><mi>x</mi></semantics></math>")
        #expect(
            sanitizer.sanitize("<math><mtext><p>x</p><script>alert(1)</script></mtext></math>")
                == "<math><mtext></mtext></math>")
    }

    @Test func onlyADisplayFormulaKeepsItsKeyboardStop() {
        #expect(
            sanitizer.sanitize(
                "<math display=\"block\" tabindex=\"0\"><mi tabindex=\"0\">x</mi></math>")
                == "<math display=\"block\" tabindex=\"0\"><mi>x</mi></math>")
        #expect(
            sanitizer.sanitize("<math tabindex=\"5\"><mi>x</mi></math>")
                == "<math><mi>x</mi></math>")
    }
}
