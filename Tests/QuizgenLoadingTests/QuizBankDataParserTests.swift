import QuizgenCore
import QuizgenLoading
import QuizgenTestSupport
import Testing

@Suite("JSON and YAML question banks")
struct QuizBankDataParserTests {
    func parse(_ text: String, path: String = "Content/banks/c.json") -> (
        String, [Question], [String]
    ) {
        var diagnostics = Diagnostics()
        guard let root = StructuredTextParser.parse(text, path: path, into: &diagnostics) else {
            return ("", [], diagnostics.items.map(\.message))
        }
        let (category, questions) = QuizBankDataParser(root: root, baseFolder: "Content/banks")
            .parse(defaultCategory: "C", into: &diagnostics)
        return (category, questions, diagnostics.items.map { "\($0.location!): \($0.message)" })
    }

    @Test func everyTypeFromJSON() throws {
        let (category, questions, problems) = parse(QuizFixtures.jsonBank)
        #expect(problems == [])
        #expect(category == "Capitals")
        #expect(
            questions.map(\.kind.typeName) == [
                "single", "multiple", "truefalse", "short", "numeric", "ordering", "matching",
                "essay",
            ])
        guard case .singleChoice(let choices) = questions[0].kind else {
            Issue.record("not single")
            return
        }
        #expect(choices.map(\.id) == ["a", "b"])
        #expect(choices[1].feedback == "No.")
        #expect(questions[1].points == 2)
        #expect(questions[2].kind == .trueFalse(true))
        #expect(
            questions[3].kind
                == .shortAnswer(
                    ShortAnswerKey(accepted: ["Belgrade", "Beograd"], caseSensitive: true)))
        #expect(questions[4].kind == .numeric(NumericKey(minimum: 1.8, maximum: 2.1)))
        guard case .matching(let pairs) = questions[6].kind else {
            Issue.record("not matching")
            return
        }
        #expect(pairs.map(\.right) == ["Vienna", "Prague"])
        #expect(questions[7].tags == ["capitals"])
        #expect(
            questions[0].location
                == SourceLocation(path: "Content/banks/c.json", line: 4, column: 5))
    }

    @Test func yamlBankWithProblems() {
        let yaml = """
            category: Rivers
            questions:
              - id: a
                type: numeric
                text: How long?
                min: 10
                max: 2
              - id: b
                type: short
                text: Name it
              - type: single
                text: No id
                choices: [{text: x, correct: true}, {text: y, corect: true}]
            """
        let (_, questions, problems) = parse(yaml, path: "Content/banks/r.yaml")
        #expect(questions.isEmpty)
        #expect(
            problems == [
                "Content/banks/r.yaml:6:10: 'min' (10.0) is greater than 'max' (2.0)",
                "Content/banks/r.yaml:8:5: a short-answer question needs a non-empty 'answers' list",
                "Content/banks/r.yaml:11:5: single question is missing the required key 'id'",
            ])
    }
}
