import QuizgenCore

/// Finds the `[[…]]` blanks in a question's Markdown text and replaces each with its
/// placeholder (`BlankText.placeholder(_:)`).
///
/// Syntax: `[[Vltava|Moldau]]` accepts either answer; `[[*Vltava|Elbe|Danube]]` is a choice
/// whose `*` options are correct; `{weight=2}` right after `]]` weighs the blank (default 1);
/// `\|`, `\]` and `\\` escape inside a blank. Code spans and code blocks, found on cmark-gfm's
/// AST, hold no blanks. A blank ends on the line it starts.
struct BlankScanner {
    /// Attributes a blank accepts after its `]]`.
    static let attributes = ["weight"]

    /// The text with placeholders, and the blanks in order.
    struct Result {
        var text: String
        var blanks: [Blank]
        /// How many `[[` openers outside code the text has (blanks, broken or not).
        var openers: Int
    }

    let caseSensitive: Bool
    /// Maps a 1-based line and column (Unicode scalars) of the scanned text to a location.
    let locate: (Int, Int) -> SourceLocation

    /// Whether `markdown` has a `[[` outside code (a blank, or an attempt at one).
    static func hasBlanks(_ markdown: String) -> Bool {
        guard markdown.contains("[[") else { return false }
        var ignored = Diagnostics()
        let scanner = BlankScanner(caseSensitive: false) { _, _ in SourceLocation(path: "") }
        return scanner.scan(markdown, firstNumber: 1, into: &ignored).openers > 0
    }

    /// Scans `markdown`, numbering its blanks from `firstNumber`.
    ///
    /// - Parameters:
    ///   - markdown: Question text in Markdown.
    ///   - firstNumber: The number of the first blank found (blanks number across a question).
    ///   - diagnostics: Receives every malformed blank, at its place.
    /// - Returns: The text with placeholders, the blanks and the count of openers.
    func scan(_ markdown: String, firstNumber: Int, into diagnostics: inout Diagnostics) -> Result {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map {
            Array($0.unicodeScalars)
        }
        let code =
            markdown.contains("`") || markdown.contains("    ") || markdown.contains("~~~")
                || markdown.contains("\t")
            ? Self.codeMask(markdown, lines: lines)
            : lines.map { [Bool](repeating: false, count: $0.count) }
        var result = Result(text: "", blanks: [], openers: 0)
        var output: [String] = []
        for (row, line) in lines.enumerated() {
            var text = String.UnicodeScalarView()
            var i = 0
            let mask = code[row]
            while i < line.count {
                let c = line[i]
                if mask[i] {
                    text.append(c)
                    i += 1
                } else if c == "⟦" {
                    // Reserved: the loaded text marks blanks with it (BlankText).
                    diagnostics.error(
                        "bank.blank",
                        "'⟦' marks blanks inside quizgen; write it as the HTML entity &#x27E6;",
                        at: locate(row + 1, i + 1))
                    text.append(contentsOf: "&#x27E6;".unicodeScalars)
                    i += 1
                } else if c == "\\", i + 1 < line.count {
                    text.append(c)
                    text.append(line[i + 1])
                    i += 2
                } else if c == "[", i + 1 < line.count, line[i + 1] == "[", !mask[i + 1] {
                    result.openers += 1
                    let at = locate(row + 1, i + 1)
                    guard
                        let (blank, end) = blank(
                            in: line, mask: mask, from: i, at: at, into: &diagnostics)
                    else {
                        text.append(contentsOf: line[i...(i + 1)])
                        i += 2
                        continue
                    }
                    text.append(
                        contentsOf: BlankText.placeholder(firstNumber + result.blanks.count)
                            .unicodeScalars)
                    result.blanks.append(blank)
                    i = end
                } else {
                    text.append(c)
                    i += 1
                }
            }
            output.append(String(text))
        }
        result.text = output.joined(separator: "\n")
        return result
    }

    /// Reads the blank whose `[[` is at `start`; returns it and the index after it (and its
    /// weight), or nil after reporting why it is not one.
    func blank(
        in line: [Unicode.Scalar], mask: [Bool], from start: Int, at location: SourceLocation,
        into diagnostics: inout Diagnostics
    ) -> (Blank, Int)? {
        var options = [""]
        var j = start + 2
        var closed = false
        while j < line.count, !mask[j] {
            let c = line[j]
            if c == "\\", j + 1 < line.count, ["|", "]", "\\"].contains(line[j + 1]) {
                options[options.count - 1].unicodeScalars.append(line[j + 1])
                j += 2
            } else if c == "|" {
                options.append("")
                j += 1
            } else if c == "]", j + 1 < line.count, line[j + 1] == "]" {
                closed = true
                j += 2
                break
            } else {
                options[options.count - 1].unicodeScalars.append(c)
                j += 1
            }
        }
        guard closed else {
            diagnostics.error(
                "bank.blank",
                "this blank is not closed: end it with ']]' on the same line (write '\\[[' for two literal brackets)",
                at: location)
            return nil
        }
        var weight = 1.0
        if j < line.count, line[j] == "{", let close = line[j...].firstIndex(of: "}"), !mask[close]
        {
            let inner = String(String.UnicodeScalarView(line[(j + 1)..<close]))
            weight =
                readWeight(
                    inner, column: location.column + (j + 1 - start), location: location,
                    into: &diagnostics) ?? 1
            j = close + 1
        }
        options = options.map { $0.trimmingLeadingWhitespace().trimmingTrailingWhitespace() }
        if options.allSatisfy(\.isEmpty) {
            diagnostics.error(
                "bank.blank",
                "this blank is empty: write the accepted answers inside, as in [[Vltava|Moldau]]",
                at: location)
            return nil
        }
        if options.contains(where: \.isEmpty) {
            diagnostics.error(
                "bank.blank", "this blank has an empty answer between '|' separators", at: location)
            return nil
        }
        guard options.contains(where: { $0.hasPrefix("*") }) else {
            return (
                Blank(
                    answer: .text(ShortAnswerKey(accepted: options, caseSensitive: caseSensitive)),
                    weight: weight, location: location), j
            )
        }
        let texts = options.map {
            $0.hasPrefix("*") ? String($0.dropFirst()).trimmingLeadingWhitespace() : $0
        }
        if texts.contains(where: \.isEmpty) {
            diagnostics.error(
                "bank.blank", "'*' marks a correct option, but the option after it is empty",
                at: location)
            return nil
        }
        if texts.count < 2 {
            diagnostics.error(
                "bank.blank",
                "a choice blank needs at least two options, one marked correct with '*'; for a typed answer leave out the '*': [[\(texts[0])]]",
                at: location)
            return nil
        }
        if let duplicate = texts.first(where: { text in texts.filter { $0 == text }.count > 1 }) {
            diagnostics.error(
                "bank.blank", "the option '\(duplicate)' appears twice in this blank", at: location)
            return nil
        }
        let choices = zip(options, texts).map { option, text in
            Choice(
                id: Blank.optionID(text), text: text, correct: option.hasPrefix("*"),
                location: location)
        }
        return (Blank(answer: .choice(choices), weight: weight, location: location), j)
    }

    /// Reads `weight=2` from the braces after a blank.
    func readWeight(
        _ inner: String, column: Int, location: SourceLocation, into diagnostics: inout Diagnostics
    ) -> Double? {
        let at = SourceLocation(path: location.path, line: location.line, column: column)
        var weight: Double?
        for token in inner.split(separator: " ") {
            let parts = token.split(separator: "=", maxSplits: 1)
            let key = String(parts[0])
            guard Self.attributes.contains(key) else {
                diagnostics.error(
                    "bank.unknown-attribute",
                    "unknown blank attribute '\(key)'\(Suggestion.didYouMean(key, in: Self.attributes))",
                    at: at)
                continue
            }
            let value = parts.count == 2 ? String(parts[1]) : ""
            guard let number = Double(value), number > 0, number.isFinite else {
                diagnostics.error(
                    "bank.blank", "a blank's weight must be a number above 0, found '\(value)'",
                    at: at)
                continue
            }
            weight = number
        }
        return weight
    }

    /// Which scalars of each line are code (code spans with their backticks, code blocks).
    static func codeMask(_ markdown: String, lines: [[Unicode.Scalar]]) -> [[Bool]] {
        var mask = lines.map { [Bool](repeating: false, count: $0.count) }
        let document = MarkdownDocument(markdown)
        for node in document.rootNode.descendants {
            switch node.kind {
            case .codeBlock:
                // The end is at least the start (cmark can end a one-line block before it).
                let first = max(node.startLine - 1, 0)
                let end = min(max(node.endLine, node.startLine), lines.count)
                for row in first..<max(end, first) {
                    mask[row] = [Bool](repeating: true, count: lines[row].count)
                }
            case .code:
                let row = node.startLine - 1
                guard row >= 0, row < lines.count else { continue }
                let line = lines[row]
                var first = scalarIndex(line, byteColumn: node.startColumn)
                var last =
                    node.endLine == node.startLine
                    ? scalarIndex(line, byteColumn: node.endColumn) : line.count - 1
                while first > 0, line[first - 1] == "`" || line[first - 1] == " " { first -= 1 }
                while last + 1 < line.count, line[last + 1] == "`" || line[last + 1] == " " {
                    last += 1
                }
                if first <= last, last < line.count {
                    for index in first...last { mask[row][index] = true }
                }
            default:
                break
            }
        }
        return mask
    }

    /// The 0-based scalar index of a 1-based byte column.
    static func scalarIndex(_ line: [Unicode.Scalar], byteColumn: Int) -> Int {
        var bytes = 0
        for (index, scalar) in line.enumerated() {
            if bytes >= byteColumn - 1 { return index }
            bytes += String(scalar).utf8.count
        }
        return max(line.count - 1, 0)
    }
}
