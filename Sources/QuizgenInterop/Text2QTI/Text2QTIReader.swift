import Foundation
import QuizgenCore

/// Reads text2qti's plain-text quiz format (Markdown chunks in a line-based wrapper).
///
/// Executable code blocks (```` ```{.python .run} ````) are refused with an error and never run.
/// A `GROUP` … `END_GROUP` becomes a tag (`group-1`) on its questions, with a warning saying how
/// to draw `pick:` of them in an exam.
struct Text2QTIReader {
    /// Display path of the file.
    let path: String
    /// The file's text, line endings normalised to `\n`.
    let text: String

    /// Splits the file into top-level elements with their continuation lines.
    func elements(into result: inout ImportResult) -> [Text2QTILine] {
        var elements: [Text2QTILine] = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        var pendingBlank = 0
        while index < lines.count {
            let line = lines[index]
            let number = index + 1
            index += 1
            if line.trimming(" \t").isEmpty {
                pendingBlank += 1
                continue
            }
            if line.first == " " || line.first == "\t" {
                // A continuation of the previous element's Markdown.
                if var last = elements.popLast() {
                    let body = Self.dedent(line)
                    last.text += String(repeating: "\n", count: pendingBlank == 0 ? 1 : 2) + body
                    elements.append(last)
                } else {
                    result.error(
                        "text2qti.indent", "an indented line with nothing before it to continue",
                        at: SourceLocation(path: path, line: number, column: 1))
                }
                pendingBlank = 0
                continue
            }
            pendingBlank = 0
            let (kind, marker, rest) = Text2QTILine.classify(line)
            if case .fence(let run) = kind {
                // Skip to the closing fence; an executable block is refused, never run.
                var end = index
                while end < lines.count, !lines[end].hasPrefix("```") { end += 1 }
                if run {
                    result.error(
                        "text2qti.code",
                        "executable code block refused: quizgen never runs code from a quiz; the questions it would print are not imported",
                        at: SourceLocation(path: path, line: number, column: 1))
                } else {
                    result.error(
                        "text2qti.code",
                        "a code block outside a question; indent it under the question it belongs to",
                        at: SourceLocation(path: path, line: number, column: 1))
                }
                index = min(end + 1, lines.count)
                continue
            }
            elements.append(Text2QTILine(kind: kind, text: rest, line: number, marker: marker))
        }
        return elements
    }

    /// Removes the continuation indent (up to four spaces or one tab).
    static func dedent(_ line: String) -> String {
        if line.hasPrefix("\t") { return String(line.dropFirst()) }
        let spaces = line.prefix { $0 == " " }.count
        return String(line.dropFirst(min(spaces, 4)))
    }

    /// Reads every question into `result`, in the quiz's title or `category`.
    func read(into result: inout ImportResult, category initial: String) {
        let all = elements(into: &result)
        var category = initial
        var pendingTitle: String?
        var pendingPoints: Double?
        var group = 0
        var inGroup = false
        var groupPick = 1
        var groupPoints: Double?
        var index = 0
        while index < all.count {
            let element = all[index]
            let at = SourceLocation(path: path, line: element.line, column: 1)
            switch element.kind {
            case .quizTitle:
                category = element.text.isEmpty ? category : element.text
                result.touch(category)
            case .quizDescription:
                result.lose(
                    "text2qti.description",
                    "the quiz description is not kept (a bank has none); put it in the exam's introduction",
                    at: at)
            case .quizOption(let option):
                result.lose(
                    "text2qti.option",
                    "'\(option) \(element.text)' is an exam setting; set it in the exam (e.g. shuffle:)",
                    at: at)
            case .title:
                pendingTitle = element.text
            case .points:
                guard let value = Double(element.text), value > 0 else {
                    result.error(
                        "text2qti.points",
                        "points must be a positive number, found '\(element.text)'", at: at)
                    break
                }
                pendingPoints = value
            case .textTitle, .textRegion:
                result.lose(
                    "text2qti.text", "a text region is not a question and is not kept", at: at)
            case .group:
                group += 1
                inGroup = true
                groupPick = 1
                groupPoints = nil
            case .pick:
                groupPick = Int(element.text) ?? 1
            case .pointsPerQuestion:
                groupPoints = Double(element.text)
            case .endGroup:
                if inGroup {
                    result.lose(
                        "text2qti.group",
                        "question group \(group) draws \(groupPick) of its questions; they are tagged 'group-\(group)': draw them in an exam with { pick: \(groupPick), tag: group-\(group) }",
                        at: at)
                }
                inGroup = false
            case .question:
                var end = index + 1
                while end < all.count, Self.belongsToQuestion(all[end].kind) { end += 1 }
                let parts = Array(all[index..<end])
                var tags: [String] = []
                if inGroup { tags.append("group-\(group)") }
                let points = inGroup ? (groupPoints ?? 1) : (pendingPoints ?? 1)
                if let question = Text2QTIQuestion(
                    reader: self, parts: parts, title: pendingTitle, points: points, tags: tags
                ).build(into: &result) {
                    result.add(question, category: category)
                }
                pendingTitle = nil
                pendingPoints = nil
                index = end
                continue
            default:
                result.error(
                    "text2qti.syntax",
                    "'\(element.marker)' outside a question; a question starts with '1.  text'",
                    at: at)
            }
            index += 1
        }
    }

    static func belongsToQuestion(_ kind: Text2QTILine.Kind) -> Bool {
        switch kind {
        case .generalFeedback, .correctFeedback, .incorrectFeedback, .choice, .checkbox, .numeric,
            .short, .essay, .upload, .unknown:
            true
        default: false
        }
    }
}
