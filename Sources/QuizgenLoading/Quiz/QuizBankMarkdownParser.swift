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
    public static let questionAttributes = [
        "id", "type", "points", "tags", "fixed", "case", "tolerance", "unit",
    ]
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
        // cmark ends a line at a lone "\r" too: split the same way, or its line numbers run
        // past these lines (a lone "\r" in a bank trapped on an index out of range).
        let text =
            body.contains("\r")
            ? body.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(
                of: "\r", with: "\n") : body
        self.lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        self.lineOffset = bodyLine - 1
        self.category = category
        self.baseFolder = baseFolder
    }

    /// The first `# heading` of a body, used as the category when front matter names none.
    public static func title(of body: String) -> String? {
        let document = MarkdownDocument(body)
        return document.rootNode.children.first { $0.kind == .heading && $0.headingLevel == 1 }?
            .plainText
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
                "bank.empty",
                "this bank has no questions; start each question with a '## ' heading",
                at: SourceLocation(path: path, line: lineOffset + 1, column: 1))
        }
        return sections.compactMap {
            question(heading: $0.heading, blocks: $0.blocks, into: &diagnostics)
        }
    }

    func location(_ line: Int, _ column: Int = 1) -> SourceLocation {
        SourceLocation(path: path, line: line + lineOffset, column: column)
    }

    func question(
        heading: MarkdownNode, blocks: [MarkdownNode], into diagnostics: inout Diagnostics
    ) -> Question? {
        let raw =
            lines.indices.contains(heading.startLine - 1)
            ? String(lines[heading.startLine - 1]) : ""
        let marks = raw.prefix { $0 == "#" }.count
        let afterMarks = String(raw.dropFirst(marks))
        // A ```parameters block makes the question parametric; it is not part of the text.
        var blocks = blocks
        var parameters: QuestionParameters?
        if let index = Self.parametersBlock(in: blocks) {
            parameters = self.parameters(blocks[index], into: &diagnostics)
            blocks.remove(at: index)
        }
        let placeholders = Set(parameters?.parameters.map(\.name) ?? [])
        let split =
            Self.endsWithBlankWeight(afterMarks)
            ? (
                text: afterMarks.trimmingLeadingWhitespace().trimmingTrailingWhitespace(),
                attributes: AttributeList(attributes: []), problem: nil
            )
            : AttributeList.split(afterMarks, column: marks + 1, placeholders: placeholders)
        let at = location(heading.startLine)
        if let (message, column) = split.problem {
            diagnostics.error("bank.attributes", message, at: location(heading.startLine, column))
        }
        let attributes = split.attributes
        for attribute in attributes.attributes
        where !Self.questionAttributes.contains(attribute.key) {
            diagnostics.error(
                "bank.unknown-attribute",
                "unknown question attribute '\(attribute.key)'\(Suggestion.didYouMean(attribute.key, in: Self.questionAttributes))",
                at: location(heading.startLine, attribute.column))
        }
        let title = split.text
        let id =
            attributes["id"].flatMap { $0.isEmpty ? nil : $0 }
            ?? String(Slug.make(title).prefix(60))
        if id.isEmpty {
            diagnostics.error(
                "bank.id", "cannot make an id from this heading; add one: {#my-question}", at: at)
            return nil
        }
        var points = 1.0
        if let attribute = attributes.attribute("points") {
            if let value = Double(attribute.value ?? ""), value.isFinite {
                points = value
            } else {
                diagnostics.error(
                    "bank.points", "points must be a number, found '\(attribute.value ?? "")'",
                    at: location(heading.startLine, attribute.column))
            }
        }
        var type = attributes["type"]
        if let attribute = attributes.attribute("type"),
            !QuestionKind.typeNames.contains(attribute.value ?? "")
        {
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
        if type == nil, infersBlanks(title: title, blocks: body) { type = "blanks" }
        var answerList: MarkdownNode?
        if type != "essay", type != "blanks",
            let index = body.lastIndex(where: { $0.kind == .list })
        {
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
        // A trailing quote that starts with `[!hint]` is a hint; the others are the explanation.
        var hints: [String] = []
        var explanationParts: [String] = []
        for quote in explanationBlocks {
            let content = quoteContent(quote)
            guard let hint = Self.hint(in: content) else {
                explanationParts.append(content)
                continue
            }
            if hint.isEmpty {
                diagnostics.error(
                    "bank.hint", "a '> [!hint]' quote needs the hint's text after the marker",
                    at: location(quote.startLine, quote.startColumn))
            } else {
                hints.append(hint)
            }
        }
        let explanation =
            explanationParts.isEmpty ? nil : explanationParts.joined(separator: "\n\n")
        let tags = (attributes["tags"] ?? "").split(separator: ",").map {
            $0.trimmingLeadingWhitespace().trimmingTrailingWhitespace()
        }.filter { !$0.isEmpty }

        if type == "blanks" {
            let titleColumn = marks + 1 + afterMarks.prefix { $0 == " " || $0 == "\t" }.count
            let (text, blanks) = blankPrompt(
                title: title, titleColumn: titleColumn, headingLine: heading.startLine,
                blocks: body,
                caseSensitive: attributes["case"] == "sensitive", into: &diagnostics)
            if blanks.isEmpty {
                diagnostics.error(
                    "bank.no-blanks",
                    "a blanks question needs at least one blank in its text, as in [[Vltava|Moldau]]",
                    at: at)
                return nil
            }
            // A default id from the heading must not spell out the answers.
            let titleText = BlankText.replacingBlanks(in: String(text.prefix { $0 != "\n" })) { _ in
                ""
            }
            let blankID =
                attributes["id"].flatMap { $0.isEmpty ? nil : $0 }
                ?? String(Slug.make(titleText).prefix(60))
            var question = Question(
                id: blankID.isEmpty ? id : blankID, kind: .blanks(blanks), text: text,
                explanation: explanation, points: points, tags: tags,
                category: category, location: at, baseFolder: baseFolder)
            question.parameters = parameters
            question.hints = hints
            return question
        }
        var formula: NumericFormula?
        guard
            let kind = kind(
                type: &type, list: answerList, attributes: attributes,
                headingLine: heading.startLine, placeholders: placeholders, formula: &formula,
                into: &diagnostics)
        else {
            return nil
        }
        if formula != nil, parameters == nil {
            diagnostics.error(
                "bank.answer-formula",
                "an answer written as a formula ('= …') needs parameters: add a ```parameters block to the question",
                at: answerList.map { location($0.startLine, $0.startColumn) } ?? at)
            return nil
        }
        parameters?.answer = formula
        var question = Question(
            id: id, kind: kind, text: prompt, explanation: explanation, points: points, tags: tags,
            category: category, location: at, baseFolder: baseFolder)
        question.parameters = parameters
        question.hints = hints
        return question
    }

    /// The hint of a quote's content that starts with the marker `[!hint]` (any case), on its
    /// own line or before the text; `nil` for a quote without the marker.
    static func hint(in content: String) -> String? {
        let marker = "[!hint]"
        let trimmed = content.trimmingLeadingWhitespace()
        guard trimmed.prefix(marker.count).lowercased() == marker else { return nil }
        return String(trimmed.dropFirst(marker.count)).trimmingLeadingWhitespace()
            .trimmingTrailingWhitespace()
    }

    /// The Markdown of an item's first paragraph, without its task box.
    func itemText(_ item: MarkdownNode) -> String {
        guard let paragraph = item.children.first(where: { $0.kind == .paragraph }) else {
            return ""
        }
        var text = source(paragraph).split(separator: "\n").map { $0.trimmingLeadingWhitespace() }
            .joined(separator: " ")
        for box in ["[ ] ", "[x] ", "[X] "] where text.hasPrefix(box) {
            text = String(text.dropFirst(box.count))
        }
        return text.trimmingLeadingWhitespace().trimmingTrailingWhitespace()
    }

    /// The source lines of a block, with the block's own indentation removed.
    func source(_ node: MarkdownNode) -> String {
        let slice = lineSlice(node)
        let firstIndent = node.startColumn - 1
        return slice.enumerated().map { index, line in
            let indent =
                index == 0 ? firstIndent : min(firstIndent, line.prefix { $0 == " " }.count)
            return String(
                line.utf8.count >= indent
                    ? String(line.dropFirst(Self.characters(in: line, bytes: indent))) : "")
        }.joined(separator: "\n")
    }

    /// The Markdown inside a block quote, without its `>` markers.
    func quoteContent(_ quote: MarkdownNode) -> String {
        lineSlice(quote).map { line in
            var rest = line.drop { $0 == " " || $0 == "\t" }
            if rest.first == ">" { rest = rest.dropFirst() }
            if rest.first == " " { rest = rest.dropFirst() }
            return String(rest)
        }.joined(separator: "\n").trimmingTrailingWhitespace()
    }

    /// The source lines of a block. cmark ends an HTML block that closes on its first line
    /// (`<pre>x = 1</pre>`) on the line before it, so the end is taken as at least the start.
    func lineSlice(_ node: MarkdownNode) -> ArraySlice<Substring> {
        let first = min(max(node.startLine, 1), lines.count)
        let last = min(max(node.endLine, first), lines.count)
        return lines[max(first - 1, 0)..<last]
    }

    static func characters(in line: Substring, bytes: Int) -> Int {
        var count = 0
        var used = 0
        for c in line {
            if used >= bytes { break }
            used += c.utf8.count
            count += 1
        }
        return count
    }
}
