import QuizgenCore

/// Reads a question bank written in Markdown, on cmark-gfm's AST.
///
/// Each `##` heading starts a question; the heading is its text, with attributes at its end
/// (`{#danube-capitals points=2}`). Paragraphs, images and code after the heading add to the
/// text. The last list is the answer: a task list for choices (`- [x]` correct, `- [ ]` wrong),
/// a numbered list for ordering, `left -> right` items for matching, and plain items for short
/// and numeric answers. A block quote after the list is the explanation; a block quote inside a
/// choice is that choice's feedback. `docs/quiz-format.md` documents the syntax.
public struct QuizBankMarkdownParser {
    /// Attributes a question heading accepts.
    public static let questionAttributes = ["id", "type", "points", "tags", "fixed", "case", "tolerance"]
    /// Attributes a choice accepts.
    public static let choiceAttributes = ["fixed"]

    let path: String
    let lines: [Substring]
    let lineOffset: Int
    let category: String
    let baseFolder: String

    /// Creates a parser for the body of one bank file.
    ///
    /// - Parameters:
    ///   - body: The Markdown after the front matter.
    ///   - bodyLine: The file line on which `body` starts.
    ///   - path: Display path of the file.
    ///   - category: The bank's category title.
    ///   - baseFolder: The file's folder relative to the site root (for images).
    public init(body: String, bodyLine: Int, path: String, category: String, baseFolder: String) {
        self.path = path
        self.lines = body.split(separator: "\n", omittingEmptySubsequences: false)
        self.lineOffset = bodyLine - 1
        self.category = category
        self.baseFolder = baseFolder
    }

    /// The first `# heading` of a body, used as the category when front matter names none.
    public static func title(of body: String) -> String? {
        let document = MarkdownDocument(body)
        return document.rootNode.children.first { $0.kind == .heading && $0.headingLevel == 1 }?.plainText
    }

    /// Parses every question.
    ///
    /// - Parameter diagnostics: Receives syntax problems (unknown types and attributes, answer
    ///   lists that cannot be read); rules such as "exactly one correct choice" are checked later
    ///   by the validators, on the model.
    /// - Returns: The questions in file order.
    public func parse(into diagnostics: inout Diagnostics) -> [Question] {
        let document = MarkdownDocument(lines.joined(separator: "\n"))
        var sections: [(heading: MarkdownNode, blocks: [MarkdownNode])] = []
        for node in document.rootNode.children {
            if node.kind == .heading, node.headingLevel <= 2 {
                if node.headingLevel == 2 { sections.append((node, [])) }
                continue
            }
            if !sections.isEmpty { sections[sections.count - 1].blocks.append(node) }
        }
        if sections.isEmpty {
            diagnostics.warning(
                "bank.empty", "this bank has no questions; start each question with a '## ' heading",
                at: SourceLocation(path: path, line: lineOffset + 1, column: 1))
        }
        return sections.compactMap { question(heading: $0.heading, blocks: $0.blocks, into: &diagnostics) }
    }

    func location(_ line: Int, _ column: Int = 1) -> SourceLocation {
        SourceLocation(path: path, line: line + lineOffset, column: column)
    }

    func question(heading: MarkdownNode, blocks: [MarkdownNode], into diagnostics: inout Diagnostics) -> Question? {
        let raw = String(lines[heading.startLine - 1])
        let marks = raw.prefix { $0 == "#" }.count
        let afterMarks = String(raw.dropFirst(marks))
        let split = AttributeList.split(afterMarks, column: marks + 1)
        let at = location(heading.startLine)
        if let (message, column) = split.problem {
            diagnostics.error("bank.attributes", message, at: location(heading.startLine, column))
        }
        let attributes = split.attributes
        for attribute in attributes.attributes where !Self.questionAttributes.contains(attribute.key) {
            diagnostics.error(
                "bank.unknown-attribute",
                "unknown question attribute '\(attribute.key)'\(Suggestion.didYouMean(attribute.key, in: Self.questionAttributes))",
                at: location(heading.startLine, attribute.column))
        }
        let title = split.text
        let id = attributes["id"].flatMap { $0.isEmpty ? nil : $0 } ?? String(Slug.make(title).prefix(60))
        if id.isEmpty {
            diagnostics.error("bank.id", "cannot make an id from this heading; add one: {#my-question}", at: at)
            return nil
        }
        var points = 1.0
        if let attribute = attributes.attribute("points") {
            if let value = Double(attribute.value ?? "") {
                points = value
            } else {
                diagnostics.error("bank.points", "points must be a number, found '\(attribute.value ?? "")'", at: location(heading.startLine, attribute.column))
            }
        }
        var type = attributes["type"]
        if let attribute = attributes.attribute("type"), !QuestionKind.typeNames.contains(attribute.value ?? "") {
            diagnostics.error(
                "bank.unknown-type",
                "unknown question type '\(attribute.value ?? "")'; use one of \(QuestionKind.typeNames.joined(separator: ", "))\(Suggestion.didYouMean(attribute.value ?? "", in: QuestionKind.typeNames))",
                at: location(heading.startLine, attribute.column))
            return nil
        }

        // Trailing block quotes are the explanation; the last list before them is the answer.
        var body = blocks
        var explanationBlocks: [MarkdownNode] = []
        while let last = body.last, last.kind == .blockQuote {
            explanationBlocks.insert(last, at: 0)
            body.removeLast()
        }
        var answerList: MarkdownNode?
        if type != "essay", let index = body.lastIndex(where: { $0.kind == .list }) {
            answerList = body[index]
            let after = body[(index + 1)...]
            if let stray = after.first {
                diagnostics.error(
                    "bank.stray-content",
                    "only a '> ' explanation may follow the answer list; move this text above the list",
                    at: location(stray.startLine))
            }
            body = Array(body[..<index])
        }
        let prompt = ([title] + body.map(source)).joined(separator: "\n\n")
        let explanation = explanationBlocks.isEmpty ? nil : explanationBlocks.map(quoteContent).joined(separator: "\n\n")
        let tags = (attributes["tags"] ?? "").split(separator: ",").map { $0.trimmingLeadingWhitespace().trimmingTrailingWhitespace() }.filter { !$0.isEmpty }

        guard let kind = kind(type: &type, list: answerList, attributes: attributes, headingLine: heading.startLine, into: &diagnostics) else {
            return nil
        }
        return Question(
            id: id, kind: kind, text: prompt, explanation: explanation, points: points, tags: tags,
            category: category, location: at, baseFolder: baseFolder)
    }

    func kind(
        type: inout String?, list: MarkdownNode?, attributes: AttributeList, headingLine: Int, into diagnostics: inout Diagnostics
    ) -> QuestionKind? {
        if type == "essay" { return .essay }
        guard let list else {
            diagnostics.error(
                "bank.no-answers",
                "this question has no answer list; add choices as '- [x] right' / '- [ ] wrong', or mark it {type=essay}",
                at: location(headingLine))
            return nil
        }
        let items = list.children.filter { $0.kind == .item }
        let tasks = items.filter(\.isTaskItem)
        if !tasks.isEmpty, tasks.count != items.count {
            let plain = items.first { !$0.isTaskItem }!
            diagnostics.error(
                "bank.mixed-list", "every choice needs a box: '- [x]' for a correct one, '- [ ]' for a wrong one",
                at: location(plain.startLine))
            return nil
        }
        if !tasks.isEmpty {
            let choices = items.enumerated().map { choice($0.element, index: $0.offset, into: &diagnostics) }
            let correct = choices.filter(\.correct).count
            let names = Set(choices.map { $0.text.lowercased() })
            let resolved = type ?? (names == ["true", "false"] ? "truefalse" : (correct > 1 ? "multiple" : "single"))
            type = resolved
            switch resolved {
            case "single": return .singleChoice(choices)
            case "multiple": return .multipleChoice(choices)
            case "truefalse":
                guard names == ["true", "false"], choices.count == 2 else {
                    diagnostics.error(
                        "bank.truefalse", "a true/false question has exactly two choices, 'True' and 'False'", at: location(list.startLine))
                    return nil
                }
                guard correct == 1 else {
                    diagnostics.error(
                        "bank.truefalse", "tick exactly one of 'True' and 'False' with [x]", at: location(list.startLine))
                    return nil
                }
                return .trueFalse(choices.first { $0.text.lowercased() == "true" }!.correct)
            default:
                diagnostics.error(
                    "bank.type-mismatch", "a task list gives choices, which fits type single, multiple or truefalse, not '\(resolved)'",
                    at: location(list.startLine))
                return nil
            }
        }
        let texts = items.map { itemText($0) }
        let isMatching = !texts.isEmpty && texts.allSatisfy { Self.matchSeparator(in: $0) != nil }
        let resolved = type ?? (list.isOrderedList ? "ordering" : (isMatching ? "matching" : nil))
        switch resolved {
        case "ordering":
            return .ordering(texts.map { OrderItem(id: Self.contentID(prefix: "i", $0), text: $0) })
        case "matching":
            var pairs: [MatchPair] = []
            for (index, (item, text)) in zip(items, texts).enumerated() {
                guard let range = Self.matchSeparator(in: text) else {
                    diagnostics.error("bank.matching", "write each pair as 'left -> right'", at: location(item.startLine))
                    continue
                }
                let left = text[..<range.lowerBound].trimmingTrailingWhitespace()
                let right = text[range.upperBound...].trimmingLeadingWhitespace()
                pairs.append(MatchPair(id: Choice.id(forIndex: index), left: left, right: right))
            }
            return .matching(pairs)
        case "short":
            let caseSensitive = attributes["case"] == "sensitive"
            if let value = attributes["case"], !["sensitive", "insensitive"].contains(value) {
                diagnostics.error(
                    "bank.case", "case must be 'sensitive' or 'insensitive', found '\(value)'",
                    at: location(headingLine, attributes.attribute("case")!.column))
            }
            return .shortAnswer(ShortAnswerKey(accepted: texts, caseSensitive: caseSensitive))
        case "numeric":
            guard texts.count == 1, let key = Self.numericKey(texts[0], tolerance: attributes["tolerance"]) else {
                diagnostics.error(
                    "bank.numeric",
                    "a numeric answer is one item: a value ('2850'), a value with a tolerance ('2850 ± 50') or a range ('2800..2900')",
                    at: location(list.startLine))
                return nil
            }
            return .numeric(key)
        case nil:
            diagnostics.error(
                "bank.ambiguous-list",
                "cannot tell what this list is: use '- [x]'/'- [ ]' for choices, a numbered list for ordering, 'left -> right' for matching, or set {type=short} or {type=numeric}",
                at: location(list.startLine))
            return nil
        default:
            diagnostics.error(
                "bank.type-mismatch",
                "type '\(resolved!)' needs choices written as a task list ('- [x]' / '- [ ]')",
                at: location(list.startLine))
            return nil
        }
    }

    func choice(_ item: MarkdownNode, index: Int, into diagnostics: inout Diagnostics) -> Choice {
        let text = itemText(item)
        let split = AttributeList.split(text)
        for attribute in split.attributes.attributes where !Self.choiceAttributes.contains(attribute.key) {
            diagnostics.error(
                "bank.unknown-attribute",
                "unknown choice attribute '\(attribute.key)'\(Suggestion.didYouMean(attribute.key, in: Self.choiceAttributes))",
                at: location(item.startLine))
        }
        let feedback = item.children.filter { $0.kind == .blockQuote }.map(quoteContent).joined(separator: "\n\n")
        return Choice(
            id: Choice.id(forIndex: index), text: split.text, correct: item.isChecked,
            feedback: feedback.isEmpty ? nil : feedback, fixed: split.attributes["fixed"] != nil,
            location: location(item.startLine, item.startColumn))
    }

    /// The Markdown of an item's first paragraph, without its task box.
    func itemText(_ item: MarkdownNode) -> String {
        guard let paragraph = item.children.first(where: { $0.kind == .paragraph }) else { return "" }
        var text = source(paragraph).split(separator: "\n").map { $0.trimmingLeadingWhitespace() }.joined(separator: " ")
        for box in ["[ ] ", "[x] ", "[X] "] where text.hasPrefix(box) {
            text = String(text.dropFirst(box.count))
        }
        return text.trimmingLeadingWhitespace().trimmingTrailingWhitespace()
    }

    /// The source lines of a block, with the block's own indentation removed.
    func source(_ node: MarkdownNode) -> String {
        let slice = lines[(node.startLine - 1)...(min(node.endLine, lines.count) - 1)]
        let firstIndent = node.startColumn - 1
        return slice.enumerated().map { index, line in
            let indent = index == 0 ? firstIndent : min(firstIndent, line.prefix { $0 == " " }.count)
            return String(line.utf8.count >= indent ? String(line.dropFirst(Self.characters(in: line, bytes: indent))) : "")
        }.joined(separator: "\n")
    }

    /// The Markdown inside a block quote, without its `>` markers.
    func quoteContent(_ quote: MarkdownNode) -> String {
        lines[(quote.startLine - 1)...(min(quote.endLine, lines.count) - 1)].map { line in
            var rest = line.drop { $0 == " " || $0 == "\t" }
            if rest.first == ">" { rest = rest.dropFirst() }
            if rest.first == " " { rest = rest.dropFirst() }
            return String(rest)
        }.joined(separator: "\n").trimmingTrailingWhitespace()
    }

    static func characters(in line: Substring, bytes: Int) -> Int {
        var count = 0, used = 0
        for c in line {
            if used >= bytes { break }
            used += c.utf8.count
            count += 1
        }
        return count
    }

    static func matchSeparator(in text: String) -> Range<String.Index>? {
        text.range(of: " -> ") ?? text.range(of: " → ")
    }

    /// An id from an item's text, so published ids never reveal the author's (correct) order.
    public static func contentID(prefix: String, _ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        return prefix + String(hash, radix: 16).prefix(8)
    }

    static func numericKey(_ text: String, tolerance: String?) -> NumericKey? {
        let cleaned = text.replacingOccurrences(of: "+-", with: "±").replacingOccurrences(of: "+/-", with: "±")
        if let range = cleaned.range(of: "..") {
            guard let low = Double(cleaned[..<range.lowerBound].trimmingTrailingWhitespace()),
                let high = Double(cleaned[range.upperBound...].trimmingLeadingWhitespace()), low <= high
            else { return nil }
            return NumericKey(minimum: low, maximum: high)
        }
        let parts = cleaned.split(separator: "±")
        guard let value = Double(parts[0].trimmingLeadingWhitespace().trimmingTrailingWhitespace()) else { return nil }
        var spread = Double(tolerance ?? "0") ?? 0
        if parts.count == 2 {
            guard let t = Double(parts[1].trimmingLeadingWhitespace().trimmingTrailingWhitespace()) else { return nil }
            spread = t
        } else if parts.count > 2 {
            return nil
        }
        return NumericKey(value: value, tolerance: spread)
    }
}

extension String {
    fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
