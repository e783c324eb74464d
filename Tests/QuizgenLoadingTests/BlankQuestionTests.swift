import QuizgenCore
import QuizgenLoading
import QuizgenTestSupport
import Testing

/// Fill-in-the-blank questions from Markdown and JSON: the syntax, inference and every
/// malformed blank as a located diagnostic.
@Suite("fill-in-the-blank questions")
struct BlankQuestionTests {
    func markdown(_ body: String) -> ([Question], [String]) {
        var diagnostics = Diagnostics()
        let questions = QuizBankMarkdownParser(
            body: body, bodyLine: 1, path: "Content/banks/blanks.md", category: "Blanks",
            baseFolder: "Content/banks"
        ).parse(into: &diagnostics)
        return (
            questions,
            diagnostics.items.map { "\($0.location!): \($0.severity.rawValue): \($0.message)" }
        )
    }

    func json(_ text: String) -> ([Question], [String]) {
        var diagnostics = Diagnostics()
        guard
            let root = StructuredTextParser.parse(
                text, path: "Content/banks/fill.json", into: &diagnostics)
        else { return ([], []) }
        let (_, questions) = QuizBankDataParser(root: root, baseFolder: "Content/banks").parse(
            defaultCategory: "Fill", into: &diagnostics)
        return (questions, diagnostics.items.map { "\($0.location!): \($0.message)" })
    }

    @Test func typedAndWeightedChoiceBlanksWithCodeLeftAlone() throws {
        let body = String(QuizFixtures.blanksBank.split(separator: "---\n", maxSplits: 2)[1])
        let (questions, problems) = markdown(body)
        #expect(problems == [])
        let q = try #require(questions.first)
        #expect(q.id == "prague-river")
        #expect(q.kind.typeName == "blanks")
        #expect(
            q.text
                == "Prague lies on the ⟦1⟧.\n\nIt flows into the ⟦2⟧ at Mělník; `[[not a blank]]` is code."
        )
        #expect(q.explanation == "The Vltava is the longest Czech river.")
        guard case .blanks(let blanks) = q.kind else {
            Issue.record("not blanks")
            return
        }
        #expect(blanks.count == 2)
        #expect(blanks[0].answer == .text(ShortAnswerKey(accepted: ["Vltava", "Moldau"])))
        #expect(blanks[0].weight == 1)
        #expect(
            blanks[0].location
                == SourceLocation(path: "Content/banks/blanks.md", line: 1, column: 23))
        let options = try #require(blanks[1].answer.options)
        #expect(options.map(\.text) == ["Elbe", "Danube", "Oder"])
        #expect(options.map(\.correct) == [true, false, false])
        #expect(options.map(\.id) == ["Elbe", "Danube", "Oder"].map(Blank.optionID))
        #expect(blanks[1].weight == 2)
        #expect(
            blanks[1].location
                == SourceLocation(path: "Content/banks/blanks.md", line: 3, column: 19))
        #expect(
            BlankText.markdown(of: q.text, blanks: blanks).hasPrefix(
                "Prague lies on the [[Vltava|Moldau]].\n\nIt flows into the [[*Elbe|Danube|Oder]]{weight=2} at"
            ))
    }

    @Test func escapesHeadingWeightsAndDefaultIDsWithoutTheAnswers() throws {
        let (questions, problems) = markdown(
            """
            ## Pipes: [[a\\|b|c\\]d]]{weight=1.5}

            ## With a list {type=blanks case=sensitive}

            - Capital of France: [[Paris]]
            - Capital of Spain: [[*Madrid|Barcelona]]
            """)
        #expect(problems == [])
        #expect(questions.map(\.id) == ["pipes", "with-a-list"])
        guard case .blanks(let first) = questions[0].kind,
            case .blanks(let second) = questions[1].kind
        else {
            Issue.record("not blanks")
            return
        }
        #expect(first[0].answer == .text(ShortAnswerKey(accepted: ["a|b", "c]d"])))
        #expect(first[0].weight == 1.5)
        #expect(second[0].answer == .text(ShortAnswerKey(accepted: ["Paris"], caseSensitive: true)))
        #expect(
            questions[1].text == "With a list\n\n- Capital of France: ⟦1⟧\n- Capital of Spain: ⟦2⟧")
    }

    @Test func codeBlocksAndSpansHoldNoBlanks() throws {
        let (questions, problems) = markdown(
            "## Code {#code}\n\nFill [[in]] or `a[[0]]`:\n\n```\nlet x = a[[0]]\n```\n")
        #expect(problems == [])
        guard case .blanks(let blanks) = questions.first?.kind else {
            Issue.record("not blanks")
            return
        }
        #expect(blanks.count == 1)
        #expect(questions[0].text == "Code\n\nFill ⟦1⟧ or `a[[0]]`:\n\n```\nlet x = a[[0]]\n```")
    }

    /// What importers rely on: a blank written back with `BlankText.markup` reads the same.
    @Test func markupReadsBackTheSameBlanks() throws {
        let blanks = [
            Blank(
                answer: .text(ShortAnswerKey(accepted: ["a|b", "c]d", "e\\f"])), weight: 2.5,
                location: SourceLocation(path: "")),
            Blank(
                answer: .choice(
                    ["x", "y|z"].enumerated().map {
                        Choice(
                            id: Blank.optionID($0.element), text: $0.element,
                            correct: $0.offset == 1, location: SourceLocation(path: ""))
                    }), location: SourceLocation(path: "")),
        ]
        let markdown = BlankText.markdown(of: "Fill ⟦1⟧ and ⟦2⟧.", blanks: blanks)
        #expect(markdown == "Fill [[a\\|b|c\\]d|e\\\\f]]{weight=2.5} and [[x|*y\\|z]].")
        let (questions, problems) = self.markdown("## Round trip {#rt}\n\n" + markdown + "\n")
        #expect(problems == [])
        guard case .blanks(let read) = questions.first?.kind else {
            Issue.record("not blanks")
            return
        }
        #expect(read[0].answer == blanks[0].answer)
        #expect(
            read[1].answer.options?.map { "\($0.id) \($0.text) \($0.correct)" }
                == blanks[1].answer.options?.map { "\($0.id) \($0.text) \($0.correct)" })
        #expect(read.map(\.weight) == [2.5, 1])
    }

    @Test func aQuestionWithAnAnswerListKeepsBracketsAsText() throws {
        let (questions, problems) = markdown("## See [[Main Page]] {#wiki}\n- [x] Yes\n- [ ] No\n")
        #expect(problems == [])
        #expect(questions.first?.kind.typeName == "single")
        #expect(questions.first?.text == "See [[Main Page]]")
    }

    @Test func everyMalformedBlankIsLocated() {
        let (questions, problems) = markdown(
            """
            ## Broken {#broken type=blanks}

            Empty [[ ]], gap [[a||b]], star [[*|b]], one [[*x]], twice [[*x|x]].
            Weights [[x]]{wieght=2} and [[y]]{weight=0} and `[[code]]` then [[open
            """)
        #expect(questions.count == 1)
        #expect(
            problems == [
                "Content/banks/blanks.md:3:7: error: this blank is empty: write the accepted answers inside, as in [[Vltava|Moldau]]",
                "Content/banks/blanks.md:3:18: error: this blank has an empty answer between '|' separators",
                "Content/banks/blanks.md:3:33: error: '*' marks a correct option, but the option after it is empty",
                "Content/banks/blanks.md:3:46: error: a choice blank needs at least two options, one marked correct with '*'; for a typed answer leave out the '*': [[x]]",
                "Content/banks/blanks.md:3:60: error: the option 'x' appears twice in this blank",
                "Content/banks/blanks.md:4:15: error: unknown blank attribute 'wieght'; did you mean 'weight'?",
                "Content/banks/blanks.md:4:35: error: a blank's weight must be a number above 0, found '0'",
                "Content/banks/blanks.md:4:65: error: this blank is not closed: end it with ']]' on the same line (write '\\[[' for two literal brackets)",
            ])
    }

    @Test func thePlaceholderCharacterIsReserved() {
        let (_, problems) = markdown("## Brackets ⟦1⟧ and [[x]] {#reserved}\n")
        #expect(
            problems == [
                "Content/banks/blanks.md:1:13: error: '⟦' marks blanks inside quizgen; write it as the HTML entity &#x27E6;"
            ])
    }

    @Test func blanksTypeWithoutBlanksIsAnError() {
        let (questions, problems) = markdown("## Nothing here {#none type=blanks}\n")
        #expect(questions.isEmpty)
        #expect(
            problems == [
                "Content/banks/blanks.md:1:1: error: a blanks question needs at least one blank in its text, as in [[Vltava|Moldau]]"
            ])
    }

    @Test func jsonInfersBlanksAndLocatesProblems() throws {
        let (questions, problems) = json(QuizFixtures.blanksJSONBank)
        #expect(problems == [])
        let q = try #require(questions.first)
        #expect(q.kind.typeName == "blanks")
        #expect(q.text == "The ⟦1⟧ rises in ⟦2⟧.")
        guard case .blanks(let blanks) = q.kind else { return }
        #expect(blanks[0].answer == .text(ShortAnswerKey(accepted: ["Rhine"], caseSensitive: true)))
        let (_, broken) = json(
            """
            {"questions": [
              {"id": "b", "text": "A [[*only]] blank."},
              {"id": "c", "type": "blanks", "text": "No blank."}
            ]}
            """)
        #expect(
            broken == [
                "Content/banks/fill.json:2:26: a choice blank needs at least two options, one marked correct with '*'; for a typed answer leave out the '*': [[only]]",
                "Content/banks/fill.json:3:41: a blanks question needs at least one blank in its text, as in [[Vltava|Moldau]]",
            ])
    }
}
