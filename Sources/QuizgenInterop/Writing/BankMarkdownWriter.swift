import QuizgenCore

/// Writes an imported bank in quizgen's Markdown bank format (`docs/quiz-format.md`).
///
/// The first paragraph of a question's text becomes its `##` heading (the heading is the
/// question); a text that starts with something else (an image, a list) gets the source's title
/// as its heading. Every question states its `type` so nothing depends on inference.
struct BankMarkdownWriter {
    /// The Markdown file's text for `bank`, whose questions have the ids `ids`.
    func write(_ bank: ImportedBank, ids: [String]) -> String {
        var output = "---\ncategory: \(Self.yamlString(bank.category))\n---\n"
        for (question, id) in zip(bank.questions, ids) {
            output += "\n" + write(question, id: id)
        }
        return output
    }

    /// One question, ending in a newline.
    func write(_ question: ImportedQuestion, id: String) -> String {
        var blocks = Self.blocks(question.text)
        var heading = ""
        if let first = blocks.first, Self.isParagraph(first) {
            heading = Self.oneLine(first)
            blocks.removeFirst()
        } else {
            heading = MarkdownEscaper.escape(question.title ?? "Question")
        }
        var attributes = ["#\(id)", "type=\(question.kind.typeName)"]
        if question.points != 1 {
            attributes.append("points=\(NumberText.format(question.points))")
        }
        if !question.tags.isEmpty {
            attributes.append("tags=\(question.tags.joined(separator: ","))")
        }
        if case .question(.shortAnswer(let key)) = question.kind, key.caseSensitive {
            attributes.append("case=sensitive")
        }
        if case .question(.numeric(let key)) = question.kind, let unit = key.unit {
            attributes.append("unit=\(unit)")
        }
        var parts = ["## \(heading) {\(attributes.joined(separator: " "))}"]
        parts.append(contentsOf: blocks)
        if let parameters = question.parameters {
            parts.append(Self.parametersBlock(parameters))
        }
        if let formula = question.parameters?.answer {
            parts.append("- = \(formula.formula)\(Self.plusMinus(formula.tolerance))")
        } else if let list = answerList(question.kind) {
            parts.append(list)
        }
        for hint in question.hints {
            parts.append(Self.quote("[!hint] " + hint, indent: ""))
        }
        if let explanation = question.explanation, !explanation.isEmpty {
            parts.append(Self.quote(explanation, indent: ""))
        }
        return parts.joined(separator: "\n\n") + "\n"
    }

    private func answerList(_ kind: ImportedKind) -> String? {
        guard case .question(let question) = kind else { return nil }
        switch question {
        case .singleChoice(let choices), .multipleChoice(let choices):
            return choices.map { choice in
                var item = "- [\(choice.correct ? "x" : " ")] \(Self.oneLine(choice.text))"
                if choice.fixed { item += " {fixed}" }
                if let feedback = choice.feedback, !feedback.isEmpty {
                    item += "\n" + Self.quote(feedback, indent: "  ")
                }
                return item
            }.joined(separator: "\n")
        case .trueFalse(let answer):
            return "- [\(answer ? "x" : " ")] True\n- [\(answer ? " " : "x")] False"
        case .shortAnswer(let key):
            return key.accepted.map { "- \(Self.oneLine($0))" }.joined(separator: "\n")
        case .numeric(let key):
            if key.minimum == key.maximum { return "- \(NumberText.format(key.minimum))" }
            let middle = (key.minimum + key.maximum) / 2
            let tolerance = (key.maximum - key.minimum) / 2
            let simple = NumberText.format(middle).count + NumberText.format(tolerance).count <= 12
            return simple
                ? "- \(NumberText.format(middle)) ± \(NumberText.format(tolerance))"
                : "- \(NumberText.format(key.minimum))..\(NumberText.format(key.maximum))"
        case .ordering(let items):
            return items.enumerated().map { "\($0.offset + 1). \(Self.oneLine($0.element.text))" }
                .joined(separator: "\n")
        case .matching(let pairs):
            return pairs.map { "- \(Self.oneLine($0.left)) -> \(Self.oneLine($0.right))" }.joined(
                separator: "\n")
        case .essay, .blanks:
            return nil
        }
    }

    /// A ```` ```parameters ```` block: one parameter per line in draw order, then each
    /// constraint as `where …`.
    static func parametersBlock(_ parameters: QuestionParameters) -> String {
        var lines = ["```parameters"]
        for parameter in parameters.parameters {
            let value: String
            switch parameter.definition {
            case .range(let low, let high, let step):
                value =
                    "\(NumberText.format(low))..\(NumberText.format(high))"
                    + (step == 1 ? "" : " step \(NumberText.format(step))")
            case .list(let values):
                value = Self.list(values) { "\"\($0)\"" }
            case .computed(let formula):
                value = formula
            }
            lines.append("\(parameter.name) = \(value)")
        }
        lines += parameters.constraints.map { "where \($0)" }
        lines.append("```")
        return lines.joined(separator: "\n")
    }

    /// A list parameter's values, `[1.5, 2, "kg"]`, each text written by `quote`.
    static func list(_ values: [ParameterValue], quote: (String) -> String) -> String {
        "["
            + values.map {
                switch $0 {
                case .number(let number): NumberText.format(number)
                case .text(let text): quote(text)
                }
            }.joined(separator: ", ") + "]"
    }

    /// ` ± 0.5`, ` ± 2%` or ` ± 3 sf` after an answer formula; nothing for an exact answer.
    static func plusMinus(_ tolerance: Tolerance) -> String {
        switch tolerance {
        case .absolute(let amount): amount == 0 ? "" : " ± \(NumberText.format(amount))"
        case .relative(let fraction): " ± \(NumberText.format(fraction * 100))%"
        case .significantFigures(let figures): " ± \(figures) sf"
        }
    }

    /// The Markdown blocks of a text (split on blank lines outside fenced code).
    static func blocks(_ text: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring] = []
        var fence: Substring?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if let open = fence {
                current.append(line)
                if trimmed.hasPrefix(open) { fence = nil }
                continue
            }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                fence = trimmed.prefix { $0 == "`" || $0 == "~" }
                current.append(line)
                continue
            }
            if line.allSatisfy({ $0 == " " || $0 == "\t" }) {
                if !current.isEmpty { blocks.append(current.joined(separator: "\n")) }
                current = []
            } else {
                current.append(line)
            }
        }
        if !current.isEmpty { blocks.append(current.joined(separator: "\n")) }
        return blocks
    }

    /// Whether a block is a plain paragraph that can be a heading.
    static func isParagraph(_ block: String) -> Bool {
        let first = block.drop { $0 == " " }
        for prefix in ["```", "~~~", "> ", ">", "- ", "* ", "+ ", "![", "    ", "|"]
        where first.hasPrefix(prefix) { return false }
        let digits = first.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, let after = first.dropFirst(digits.count).first,
            after == "." || after == ")"
        {
            return false
        }
        return !block.contains("\n    ")
    }

    /// A paragraph on one line: hard breaks and line breaks become spaces.
    static func oneLine(_ text: String) -> String {
        text.split(separator: "\n").map { line -> String in
            var line = String(line).trimming(" ")
            if line.hasSuffix("\\"), !line.hasSuffix("\\\\") {
                line = String(line.dropLast()).trimming(" ")
            }
            return line
        }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// `text` as a block quote, each line prefixed with `indent` and `> `.
    static func quote(_ text: String, indent: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.isEmpty ? "\(indent)>" : "\(indent)> \(line)"
        }.joined(separator: "\n")
    }

    /// A YAML double-quoted scalar.
    static func yamlString(_ value: String) -> String { YAMLText.doubleQuoted(value) }
}
