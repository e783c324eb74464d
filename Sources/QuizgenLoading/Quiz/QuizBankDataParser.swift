import QuizgenCompute
import QuizgenCore

/// Reads a question bank written in JSON or YAML (`docs/schemas/bank.schema.json`).
public struct QuizBankDataParser {
    static let commonKeys = [
        "id", "type", "text", "points", "tags", "explanation", "hints", "parameters",
        "constraints",
    ]
    static let keysByType: [String: [String]] = [
        "single": ["choices"], "multiple": ["choices"], "truefalse": ["answer"],
        "short": ["answers", "case_sensitive"],
        "numeric": ["value", "tolerance", "min", "max", "formula", "unit"],
        "ordering": ["items"], "matching": ["pairs"], "essay": [], "blanks": ["case_sensitive"],
    ]
    static let choiceKeys = ["text", "correct", "feedback", "fixed"]

    let root: LocatedNode
    let baseFolder: String
    let source: SourceText?

    /// Creates a parser for a bank document.
    ///
    /// - Parameters:
    ///   - root: The parsed document.
    ///   - baseFolder: The file's folder relative to the site root (for images).
    ///   - source: The document's text, so formulas in plain and block values are located exactly.
    public init(root: LocatedNode, baseFolder: String, source: SourceText? = nil) {
        self.root = root
        self.baseFolder = baseFolder
        self.source = source
    }

    /// Parses the bank.
    ///
    /// - Parameters:
    ///   - defaultCategory: The category when the document names none (from the file name).
    ///   - diagnostics: Receives every problem.
    /// - Returns: The category title and the questions.
    public func parse(defaultCategory: String, into diagnostics: inout Diagnostics) -> (
        category: String, questions: [Question]
    ) {
        guard
            var bank = MappingReader(
                root, what: "bank", knownKeys: ["$schema", "category", "questions"],
                diagnostics: &diagnostics)
        else {
            return (defaultCategory, [])
        }
        let category = bank.string("category") ?? defaultCategory
        var questions: [Question] = []
        if let list = bank.value("questions") {
            if let items = list.items {
                for item in items {
                    if let question = question(item, category: category, into: &bank.diagnostics) {
                        questions.append(question)
                    }
                }
            } else {
                bank.diagnostics.error(
                    "schema.type", "'questions' must be a list, found \(list.kindDescription)",
                    at: list.location)
            }
        } else {
            bank.diagnostics.error(
                "schema.missing-key", "bank is missing the required key 'questions'",
                at: root.location)
        }
        bank.finish(into: &diagnostics)
        return (category, questions)
    }

    /// Reports the formulas of a Markdown string value that cannot become MathML, where written.
    func checkMath(_ value: LocatedNode?, into diagnostics: inout Diagnostics) {
        MathChecker.check(value, source: source, into: &diagnostics)
    }

    func question(_ node: LocatedNode, category: String, into diagnostics: inout Diagnostics)
        -> Question?
    {
        // Without a type, a text with blanks and no answer keys is a blanks question.
        let answerKeys = Set(Self.keysByType.values.joined()).subtracting(["case_sensitive"])
        let typeName =
            node["type"]?.string
            ?? (BlankScanner.hasBlanks(node["text"]?.string ?? "")
                && !answerKeys.contains { node[$0] != nil } ? "blanks" : "single")
        guard let extra = Self.keysByType[typeName] else {
            let at = node["type"]?.location ?? node.location
            diagnostics.error(
                "bank.unknown-type",
                "unknown question type '\(typeName)'; use one of \(QuestionKind.typeNames.joined(separator: ", "))\(Suggestion.didYouMean(typeName, in: QuestionKind.typeNames))",
                at: at)
            return nil
        }
        guard
            var q = MappingReader(
                node, what: "\(typeName) question", knownKeys: Self.commonKeys + extra,
                diagnostics: &diagnostics)
        else {
            return nil
        }
        defer { q.finish(into: &diagnostics) }
        guard let id = q.string("id", required: true), let text = q.string("text", required: true)
        else { return nil }
        let points = q.double("points") ?? 1
        let tags = q.strings("tags") ?? []
        let explanation = q.string("explanation")
        checkMath(node["text"], into: &q.diagnostics)
        checkMath(node["explanation"], into: &q.diagnostics)
        let hints = self.hints(of: &q, node: node)
        let parameters = self.parameters(of: &q, node: node)
        let kind: QuestionKind
        switch typeName {
        case "single", "multiple":
            guard let list = q.value("choices"), let items = list.items else {
                q.diagnostics.error(
                    "schema.missing-key", "a \(typeName)-choice question needs a 'choices' list",
                    at: node.location)
                return nil
            }
            var choices: [Choice] = []
            for (index, item) in items.enumerated() {
                guard
                    var c = MappingReader(
                        item, what: "choice", knownKeys: Self.choiceKeys,
                        diagnostics: &q.diagnostics)
                else { continue }
                let choice = Choice(
                    id: Choice.id(forIndex: index), text: c.string("text", required: true) ?? "",
                    correct: c.bool("correct") ?? false, feedback: c.string("feedback"),
                    fixed: c.bool("fixed") ?? false,
                    location: item.location)
                checkMath(item["text"], into: &q.diagnostics)
                checkMath(item["feedback"], into: &q.diagnostics)
                c.finish(into: &q.diagnostics)
                choices.append(choice)
            }
            kind = typeName == "single" ? .singleChoice(choices) : .multipleChoice(choices)
        case "truefalse":
            guard let answer = q.bool("answer", required: true) else { return nil }
            kind = .trueFalse(answer)
        case "short":
            guard let answers = q.strings("answers"), !answers.isEmpty else {
                q.diagnostics.error(
                    "schema.missing-key",
                    "a short-answer question needs a non-empty 'answers' list", at: node.location)
                return nil
            }
            kind = .shortAnswer(
                ShortAnswerKey(accepted: answers, caseSensitive: q.bool("case_sensitive") ?? false))
        case "numeric":
            var tolerance = Tolerance.absolute(0)
            if let node = q.value("tolerance") {
                guard let parsed = Self.tolerance(node) else {
                    q.diagnostics.error(
                        "bank.numeric",
                        "'tolerance' must be a number (50), a percentage (\"2%\") or significant figures (\"3sf\"), found \(node.string.map { "'\($0.prefix(40))'" } ?? node.kindDescription)",
                        at: node.location)
                    return nil
                }
                tolerance = parsed
            }
            let unit = q.string("unit").flatMap { $0.isEmpty ? nil : $0 }
            if let formulaNode = q.value("formula") {
                guard let formulaText = q.string("formula"), !formulaText.isEmpty else {
                    q.diagnostics.error(
                        "bank.answer-formula", "'formula' must be a formula, as \"a * t\"",
                        at: formulaNode.location)
                    return nil
                }
                guard var parameters else {
                    q.diagnostics.error(
                        "bank.answer-formula",
                        "an answer given as a 'formula' needs 'parameters' to compute it from",
                        at: formulaNode.location)
                    return nil
                }
                parameters.answer = NumericFormula(
                    formula: formulaText, tolerance: tolerance,
                    location: Self.valueStart(formulaNode))
                var key = NumericKey(minimum: 0, maximum: 0)
                key.unit = unit
                var question = Question(
                    id: id, kind: .numeric(key), text: text, explanation: explanation,
                    points: points, tags: tags, category: category, location: node.location,
                    baseFolder: baseFolder)
                question.parameters = parameters
                question.hints = hints
                return question
            }
            if let value = q.double("value") {
                let (low, high) = QuestionVariants.range(value, tolerance)
                var key = NumericKey(minimum: low, maximum: high)
                key.unit = unit
                kind = .numeric(key)
            } else if let low = q.double("min"), let high = q.double("max") {
                guard low <= high else {
                    q.diagnostics.error(
                        "bank.numeric", "'min' (\(low)) is greater than 'max' (\(high))",
                        at: q.value("min")!.location)
                    return nil
                }
                var key = NumericKey(minimum: low, maximum: high)
                key.unit = unit
                kind = .numeric(key)
            } else {
                q.diagnostics.error(
                    "bank.numeric",
                    "a numeric question needs 'value' (and 'tolerance'), 'min' and 'max', or with 'parameters' a 'formula'",
                    at: node.location)
                return nil
            }
        case "ordering":
            guard let items = q.strings("items"), !items.isEmpty else {
                q.diagnostics.error(
                    "schema.missing-key", "an ordering question needs 'items' in the correct order",
                    at: node.location)
                return nil
            }
            for item in q.value("items")?.items ?? [] { checkMath(item, into: &q.diagnostics) }
            kind = .ordering(items.map { OrderItem(id: ContentID.make(prefix: "i", $0), text: $0) })
        case "matching":
            guard let list = q.value("pairs")?.items else {
                q.diagnostics.error(
                    "schema.missing-key",
                    "a matching question needs a 'pairs' list of {left, right}", at: node.location)
                return nil
            }
            var pairs: [MatchPair] = []
            for (index, item) in list.enumerated() {
                guard
                    var p = MappingReader(
                        item, what: "pair", knownKeys: ["left", "right"],
                        diagnostics: &q.diagnostics)
                else { continue }
                checkMath(item["left"], into: &q.diagnostics)
                checkMath(item["right"], into: &q.diagnostics)
                if let left = p.string("left", required: true),
                    let right = p.string("right", required: true)
                {
                    pairs.append(
                        MatchPair(id: Choice.id(forIndex: index), left: left, right: right))
                }
                p.finish(into: &q.diagnostics)
            }
            kind = .matching(pairs)
        case "blanks":
            let textNode = q.value("text")
            let start = textNode?.location ?? node.location
            // JSON strings start after their quote; columns are counted on the text's own lines.
            let shift = start.path.hasSuffix(".json") ? 1 : 0
            let scanner = BlankScanner(caseSensitive: q.bool("case_sensitive") ?? false) {
                row, column in
                SourceLocation(
                    path: start.path, line: start.line + row - 1,
                    column: row == 1 ? start.column + shift + column - 1 : column)
            }
            let scanned = scanner.scan(text, firstNumber: 1, into: &q.diagnostics)
            guard !scanned.blanks.isEmpty else {
                if scanned.openers == 0 {
                    q.diagnostics.error(
                        "bank.no-blanks",
                        "a blanks question needs at least one blank in its text, as in [[Vltava|Moldau]]",
                        at: start)
                }
                return nil
            }
            var question = Question(
                id: id, kind: .blanks(scanned.blanks), text: scanned.text, explanation: explanation,
                points: points, tags: tags,
                category: category, location: node.location, baseFolder: baseFolder)
            question.parameters = parameters
            question.hints = hints
            return question
        default:
            kind = .essay
        }
        var question = Question(
            id: id, kind: kind, text: text, explanation: explanation, points: points, tags: tags,
            category: category,
            location: node.location, baseFolder: baseFolder)
        question.parameters = parameters
        question.hints = hints
        return question
    }
}
