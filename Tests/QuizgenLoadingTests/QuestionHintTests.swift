import Foundation
import QuizgenCore
import QuizgenLoading
import Testing

/// Hints for practice mode (issue 31): `> [!hint]` quotes in Markdown banks, `hints` in data
/// banks, each problem located.
@Suite("Question hints")
struct QuestionHintTests {
    func markdown(_ body: String) -> ([Question], [String]) {
        var diagnostics = Diagnostics()
        let questions = QuizBankMarkdownParser(
            body: body, bodyLine: 1, path: "Content/banks/rivers.md", category: "Rivers",
            baseFolder: "Content/banks"
        ).parse(into: &diagnostics)
        return (
            questions,
            diagnostics.items.map { "\($0.location!): \($0.severity.rawValue): \($0.message)" }
        )
    }

    func data(_ text: String, path: String = "Content/banks/c.json") -> ([Question], [String]) {
        var diagnostics = Diagnostics()
        guard let root = StructuredTextParser.parse(text, path: path, into: &diagnostics) else {
            return ([], diagnostics.items.map(\.message))
        }
        let (_, questions) = QuizBankDataParser(root: root, baseFolder: "Content/banks")
            .parse(defaultCategory: "C", into: &diagnostics)
        return (questions, diagnostics.items.map { "\($0.location!): \($0.message)" })
    }

    @Test func markdownHintsInOrderBesideTheExplanation() throws {
        let (questions, problems) = markdown(
            """
            ## Into which sea does the Danube flow? {#danube-mouth}

            - [ ] The North Sea
            - [x] The Black Sea
              > [!hint] not a hint: a choice's quote is its feedback

            > [!hint] The Danube flows *east*.

            > The delta is a biosphere reserve.

            > [!HINT]
            > Its delta lies in Romania
            > and Ukraine.
            """)
        #expect(problems == [])
        let q = try #require(questions.first)
        #expect(q.hints == ["The Danube flows *east*.", "Its delta lies in Romania\nand Ukraine."])
        #expect(q.explanation == "The delta is a biosphere reserve.")
        #expect(
            q.kind.choices?[1].feedback == "[!hint] not a hint: a choice's quote is its feedback")
    }

    @Test func markdownEmptyHintIsLocated() {
        let (questions, problems) = markdown(
            """
            ## Longest river? {#longest}

            - [x] Danube
            - [ ] Rhine

            > [!hint]
            """)
        #expect(questions.first?.hints == [])
        #expect(
            problems == [
                "Content/banks/rivers.md:6:1: error: a '> [!hint]' quote needs the hint's text after the marker"
            ])
    }

    @Test func dataHintsAsListOrOneText() throws {
        let (questions, problems) = data(
            """
            { "questions": [
              { "id": "a", "type": "short", "text": "Capital of Serbia?", "answers": ["Belgrade"],
                "hints": ["Where the Sava meets the Danube.", "It starts with B."] },
              { "id": "b", "type": "truefalse", "text": "Vienna is on the Danube.", "answer": true,
                "hints": "Look at a map." }
            ] }
            """)
        #expect(problems == [])
        #expect(
            questions.map(\.hints) == [
                ["Where the Sava meets the Danube.", "It starts with B."], ["Look at a map."],
            ])
    }

    @Test func dataHintProblemsAreLocated() {
        let (_, problems) = data(
            """
            { "questions": [
              { "id": "a", "type": "short", "text": "Capital?", "answers": ["Belgrade"],
                "hints": ["Sava.", "  ", {"text": "x"}] },
              { "id": "b", "type": "short", "text": "Capital?", "answers": ["Belgrade"],
                "hint": "Sava." }
            ] }
            """)
        #expect(
            problems == [
                "Content/banks/c.json:3:30: items of 'hints' must be text, found a mapping",
                "Content/banks/c.json:3:24: hint 2 is empty",
                "Content/banks/c.json:5:5: unknown key 'hint' in short question; did you mean 'hints'?",
            ])
    }

    /// A question without hints encodes as before hints existed, so frozen snapshots' hashes
    /// and question versions do not change for it (every frozen exam warned "changed since it
    /// was frozen" when an empty `hints` was written).
    @Test func aQuestionWithoutHintsEncodesNoHintsKey() throws {
        var question = Question(
            id: "q", kind: .trueFalse(true), text: "T", category: "c",
            location: SourceLocation(path: ""))
        let plain = String(decoding: try JSONEncoder().encode(question), as: UTF8.self)
        #expect(!plain.contains("hints"))
        question.hints = ["Look east."]
        let hinted = try JSONEncoder().encode(question)
        #expect(String(decoding: hinted, as: UTF8.self).contains(#""hints":["Look east."]"#))
        #expect(try JSONDecoder().decode(Question.self, from: hinted) == question)
    }
}
