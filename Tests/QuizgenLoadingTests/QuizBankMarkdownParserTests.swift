import QuizgenCore
import QuizgenLoading
import Testing

@Suite("Markdown question banks")
struct QuizBankMarkdownParserTests {
    func parse(_ body: String, bodyLine: Int = 1) -> ([Question], [String]) {
        var diagnostics = Diagnostics()
        let questions = QuizBankMarkdownParser(
            body: body, bodyLine: bodyLine, path: "Content/banks/rivers.md", category: "Rivers",
            baseFolder: "Content/banks"
        ).parse(into: &diagnostics)
        return (
            questions,
            diagnostics.items.map { "\($0.location!): \($0.severity.rawValue): \($0.message)" }
        )
    }

    @Test func danubeMultipleChoiceInAuthorOrderWithFeedbackAndExplanation() throws {
        let (questions, problems) = parse(
            """
            # European rivers

            ## Which capitals does the Danube flow through? {#danube-capitals type=multiple points=2 tags=capitals,danube}

            Pick **all** that apply.

            - [x] Vienna
            - [x] Bratislava
            - [x] Belgrade
            - [ ] Bucharest
              > Bucharest lies on the Dâmbovița, about 60 km from the Danube.
            - [ ] None of these {fixed}

            > The Danube also flows through Budapest.
            """)
        #expect(problems == [])
        let q = try #require(questions.first)
        #expect(q.id == "danube-capitals")
        #expect(q.points == 2)
        #expect(q.tags == ["capitals", "danube"])
        #expect(
            q.text == "Which capitals does the Danube flow through?\n\nPick **all** that apply.")
        #expect(q.explanation == "The Danube also flows through Budapest.")
        #expect(q.location == SourceLocation(path: "Content/banks/rivers.md", line: 3, column: 1))
        guard case .multipleChoice(let choices) = q.kind else {
            Issue.record("not multiple: \(q.kind)")
            return
        }
        #expect(
            choices.map(\.text) == [
                "Vienna", "Bratislava", "Belgrade", "Bucharest", "None of these",
            ])
        #expect(choices.map(\.id) == ["a", "b", "c", "d", "e"])
        #expect(choices.map(\.correct) == [true, true, true, false, false])
        #expect(
            choices[3].feedback == "Bucharest lies on the Dâmbovița, about 60 km from the Danube.")
        #expect(choices[4].fixed)
        #expect(choices[1].location.line == 8)
    }

    @Test func everyTypeFromMarkdown() throws {
        let (questions, problems) = parse(
            """
            ## Longest river in the EU? {#longest}
            - [ ] Rhine
            - [x] Danube

            ## The Elbe flows into the North Sea. {#elbe-north}
            - [x] True
            - [ ] False

            ## Capital of Austria? {#capital-at type=short}
            - Vienna
            - Wien

            ## How long is the Danube in km? {#danube-length type=numeric}
            - 2850 ± 50

            ## Order from west to east. {#order}
            1. Vienna
            2. Bratislava
            3. Budapest

            ## Match rivers to seas. {#match}
            - Danube -> Black Sea
            - Rhine -> North Sea

            ## Why do rivers meander? {#essay type=essay}
            Write a paragraph.
            - with examples
            """)
        #expect(problems == [])
        #expect(
            questions.map(\.kind.typeName) == [
                "single", "truefalse", "short", "numeric", "ordering", "matching", "essay",
            ])
        #expect(questions[1].kind == .trueFalse(true))
        #expect(
            questions[2].kind
                == .shortAnswer(ShortAnswerKey(accepted: ["Vienna", "Wien"], caseSensitive: false)))
        #expect(questions[3].kind == .numeric(NumericKey(minimum: 2800, maximum: 2900)))
        guard case .ordering(let items) = questions[4].kind,
            case .matching(let pairs) = questions[5].kind
        else {
            Issue.record("wrong kinds")
            return
        }
        #expect(items.map(\.text) == ["Vienna", "Bratislava", "Budapest"])
        #expect(items.allSatisfy { $0.id.hasPrefix("i") && $0.id.count == 9 })
        #expect(pairs.map(\.right) == ["Black Sea", "North Sea"])
        #expect(
            questions[6].text == "Why do rivers meander?\n\nWrite a paragraph.\n\n- with examples")
    }

    @Test func syntaxProblemsAreLocated() {
        let (_, problems) = parse(
            """
            ---
            ## A {#a weigth=2}
            - [x] One
            - Two

            ## B {#b type=multi}
            - [x] x

            ## C {#c}
            Some text only.

            ## D {#d type=numeric}
            - about 3
            """, bodyLine: 3)
        #expect(
            problems == [
                "Content/banks/rivers.md:4:10: error: unknown question attribute 'weigth'",
                "Content/banks/rivers.md:6:1: error: every choice needs a box: '- [x]' for a correct one, '- [ ]' for a wrong one",
                "Content/banks/rivers.md:8:10: error: unknown question type 'multi'; use one of single, multiple, truefalse, short, numeric, ordering, matching, essay, blanks; did you mean 'multiple'?",
                "Content/banks/rivers.md:11:1: error: this question has no answer list; add choices as '- [x] right' / '- [ ] wrong', or mark it {type=essay}",
                "Content/banks/rivers.md:15:1: error: a numeric answer is one item: a value ('2850'), a value with a tolerance ('2850 ± 50' or '2850 ± 2%'), a range ('2800..2900') or, with parameters, a formula ('= a * t')",
            ])
    }

    /// cmark ends an HTML block that closes on its first line one line before it starts; the
    /// text keeps the block (this trapped on a range whose end was before its start).
    @Test func oneLineAndEmptyHTMLBlocksInTheText() throws {
        let (questions, problems) = parse(
            """
            ## What does this print? {#pre-one-line}

            <pre>x = 1</pre>

            <pre></pre>

            - [x] 1
            - [ ] 2

            ## Fill in [[x]] {#pre-blanks}

            <pre>y = 2</pre>
            """)
        #expect(problems == [])
        #expect(
            questions.map(\.text) == [
                "What does this print?\n\n<pre>x = 1</pre>\n\n<pre></pre>",
                "Fill in \(BlankText.placeholder(1))\n\n<pre>y = 2</pre>",
            ])
    }

    /// Choice ids run past "zz" to "aaa" (703 choices trapped on an index past the alphabet).
    @Test func sevenHundredAndThreeChoicesAndPairs() throws {
        let choices = (0..<703).map { "- [\($0 == 0 ? "x" : " ")] c\($0)" }.joined(separator: "\n")
        let pairs = (0..<703).map { "- l\($0) -> r\($0)" }.joined(separator: "\n")
        let (questions, problems) = parse(
            "## Many {#many}\n\n\(choices)\n\n## Pairs {#pairs}\n\n\(pairs)\n")
        #expect(problems == [])
        guard questions.count == 2, case .singleChoice(let ids) = questions[0].kind,
            case .matching(let matched) = questions[1].kind
        else {
            Issue.record("unexpected questions: \(questions.map(\.kind))")
            return
        }
        #expect(ids.map(\.id).suffix(3) == ["zy", "zz", "aaa"])
        #expect(matched.map(\.id).suffix(3) == ["zy", "zz", "aaa"])
        #expect(Set(ids.map(\.id)).count == 703)
    }

    /// cmark ends a line at a lone "\r"; the parser's lines did not, and a heading past its last
    /// line trapped (found by the bank-md fuzz target).
    @Test func loneCarriageReturnsEndLines() throws {
        let (questions, problems) = parse(
            "## One {#one}\r\r- [x] a\r- [ ] b\r\r## Two {#two}\r- [x] c\r- [ ] d\r")
        #expect(problems == [])
        #expect(questions.map(\.id) == ["one", "two"])
    }

    /// A numeric answer of "±" alone split into no parts and trapped (found by the bank-md
    /// fuzz target).
    @Test func numericAnswerOfOnlyAPlusMinus() {
        let (questions, problems) = parse(
            "## How many? {#n type=numeric}\n\n- ±\n\n## And? {#m type=numeric}\n\n- +-\n")
        #expect(questions.isEmpty)
        let message =
            "error: a numeric answer is one item: a value ('2850'), a value with a tolerance ('2850 ± 50' or '2850 ± 2%'), a range ('2800..2900') or, with parameters, a formula ('= a * t')"
        #expect(
            problems == [
                "Content/banks/rivers.md:3:1: \(message)",
                "Content/banks/rivers.md:7:1: \(message)",
            ])
    }

    /// Infinite and NaN points and answers are not numbers: '-inf' points trapped when the exam
    /// converted them to an integer.
    @Test func infiniteNumbersAreNotNumbers() {
        let (questions, problems) = parse(
            "## A {#a points=-inf}\n- [x] x\n- [ ] y\n\n## B {#b type=numeric}\n\n- inf\n")
        #expect(questions.map(\.id) == ["a"])
        #expect(
            problems == [
                "Content/banks/rivers.md:1:10: error: points must be a number, found '-inf'",
                "Content/banks/rivers.md:7:1: error: a numeric answer is one item: a value ('2850'), a value with a tolerance ('2850 ± 50' or '2850 ± 2%'), a range ('2800..2900') or, with parameters, a formula ('= a * t')",
            ])
    }
}
