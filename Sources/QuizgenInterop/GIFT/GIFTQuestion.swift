import Foundation
import QuizgenCore

/// One GIFT question being turned into an imported question.
struct GIFTQuestion {
    let reader: GIFTReader
    let name: String
    let title: String?
    let format: SourceTextFormat
    let tags: [String]
    let location: SourceLocation
    let before: [GIFTToken]
    var inside: [GIFTToken]
    let after: [GIFTToken]
    let openToken: GIFTToken

    /// A placeholder for the blank while the text is converted.
    static let blankMark = "QZGBLANKMARK"

    private func at(_ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(path: reader.path, line: line, column: column)
    }

    private func convert(
        _ tokens: [GIFTToken], into result: inout ImportResult, format: SourceTextFormat? = nil
    ) -> String {
        let (own, rest) = GIFTReader.format(tokens.trimmed, default: format ?? self.format)
        return result.markdown(rest.text, format: own, question: name, at: location)
    }

    /// The question, or `nil` when it was reported as not imported.
    mutating func build(into result: inout ImportResult) -> ImportedQuestion? {
        var explanation: String?
        if let general = inside.find("####") {
            explanation = convert(Array(inside[(general + 4)...]), into: &result)
            inside = Array(inside[..<general])
        }
        let body = inside.trimmed
        var text = ""
        func make(_ kind: ImportedKind) -> ImportedQuestion {
            ImportedQuestion(
                title: title, kind: kind, text: text, explanation: explanation, tags: tags,
                location: location)
        }
        let isMissingWord =
            !after.isEmpty && !body.isEmpty
            && !(body.first?.character == "#" && body.first?.escaped == false)
        if !isMissingWord { text = convert(before, into: &result) }
        if body.isEmpty {
            if !after.isEmpty { loseAfter(into: &result) }
            return make(.question(.essay))
        }
        if body.first?.character == "#", body.first?.escaped == false {
            guard let key = numeric(Array(body.dropFirst()), into: &result) else { return nil }
            if !after.isEmpty { loseAfter(into: &result) }
            return make(.question(.numeric(key)))
        }
        if let truth = trueFalse(body, into: &result) {
            if !after.isEmpty { loseAfter(into: &result) }
            return make(.question(.trueFalse(truth)))
        }
        let answers = GIFTAnswer.split(body)
        guard !answers.isEmpty else {
            result.skip(
                "gift.answers",
                "'\(name)': cannot read the answers; each starts with '=' or '~'; question not imported",
                at: at(openToken.line, openToken.column))
            return nil
        }
        if answers.allSatisfy({ $0.marker == "=" }),
            answers.contains(where: { $0.body.find("->") != nil })
        {
            guard let pairs = matching(answers, into: &result) else { return nil }
            if !after.isEmpty { loseAfter(into: &result) }
            return make(.question(.matching(pairs)))
        }
        let isChoice = answers.contains { $0.marker == "~" }
        if !after.isEmpty {
            // Missing word: the blank sits where the braces were.
            guard let blank = blank(answers, choice: isChoice, into: &result) else { return nil }
            let whole =
                before + [GIFTToken(character: " ", escaped: true, line: 0, column: 0)]
                + Self.blankMark.map { GIFTToken(character: $0, escaped: true, line: 0, column: 0) }
                + [GIFTToken(character: " ", escaped: true, line: 0, column: 0)] + after
            text = convert(whole, into: &result).replacingOccurrences(
                of: Self.blankMark, with: blank)
            return make(.blanks)
        }
        if isChoice {
            guard let kind = choices(answers, into: &result) else { return nil }
            return make(.question(kind))
        }
        guard let key = shortAnswer(answers, into: &result) else { return nil }
        return make(.question(.shortAnswer(key)))
    }

    /// The plain text of an answer (HTML tags and entities resolved when the format is HTML).
    private func plain(_ tokens: [GIFTToken]) -> String {
        let (own, rest) = GIFTReader.format(tokens.trimmed, default: format)
        return own == .html
            ? BlankMarkup.plain(html: rest.text)
            : rest.text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private func loseAfter(into result: inout ImportResult) {
        result.lose(
            "gift.after",
            "'\(name)': the text after the answer block is kept only for missing-word questions; it is left out",
            at: location)
    }

    private func trueFalse(_ body: [GIFTToken], into result: inout ImportResult) -> Bool? {
        let hash = body.find("#") ?? body.count
        let word = Array(body[..<hash]).trimmed.text.uppercased()
        guard ["T", "TRUE", "F", "FALSE"].contains(word) else { return nil }
        if hash < body.count {
            result.lose(
                "gift.feedback",
                "'\(name)': true/false answer feedback is not kept (quizgen has none for true/false)",
                at: location)
        }
        return word.hasPrefix("T")
    }

    private func numeric(_ body: [GIFTToken], into result: inout ImportResult) -> NumericKey? {
        var answers = GIFTAnswer.split(body)
        if answers.isEmpty {
            answers = [
                GIFTAnswer(
                    marker: "=", weight: nil, body: body.trimmed, feedback: nil,
                    line: openToken.line, column: openToken.column)
            ]
        }
        var key: NumericKey?
        var lost: [String] = []
        for answer in answers {
            let value = answer.body.text.trimmingCharacters(in: .whitespaces)
            if answer.marker == "~", value.isEmpty {
                lost.append("the catch-all answer")
                continue
            }
            guard let parsed = Self.numericKey(value) else {
                result.skip(
                    "gift.numeric",
                    "'\(name)': cannot read the number '\(value)'; write 'value', 'value:tolerance' or 'min..max'; question not imported",
                    at: at(answer.line, answer.column))
                return nil
            }
            let full = answer.weight.map { $0 >= 100 } ?? (answer.marker == "=")
            if key == nil, full {
                key = parsed
                if answer.feedback.map({ !$0.isEmpty }) ?? false {
                    lost.append("the answer's feedback")
                }
            } else {
                lost.append(
                    full
                        ? "the other correct answer '\(value)'"
                        : "the answer '\(value)' worth \(NumberText.format(answer.weight ?? 0))%")
            }
        }
        guard let key else {
            result.skip(
                "gift.numeric", "'\(name)': no answer is worth 100%; question not imported",
                at: at(openToken.line, openToken.column))
            return nil
        }
        if !lost.isEmpty {
            result.lose(
                "gift.numeric",
                "'\(name)': quizgen keeps one numeric answer; lost \(lost.joined(separator: ", "))",
                at: location)
        }
        return key
    }

    /// `2006`, `2006:1` or `1..5`.
    static func numericKey(_ text: String) -> NumericKey? {
        if let range = text.range(of: "..") {
            guard let low = Double(text[..<range.lowerBound].trimmingCharacters(in: .whitespaces)),
                let high = Double(text[range.upperBound...].trimmingCharacters(in: .whitespaces)),
                low <= high
            else { return nil }
            return NumericKey(minimum: low, maximum: high)
        }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count <= 2, let value = Double(parts[0].trimmingCharacters(in: .whitespaces))
        else { return nil }
        if parts.count == 2 {
            guard let tolerance = Double(parts[1].trimmingCharacters(in: .whitespaces)) else {
                return nil
            }
            return NumericKey(value: value, tolerance: tolerance)
        }
        return NumericKey(value: value)
    }

    private func matching(_ answers: [GIFTAnswer], into result: inout ImportResult) -> [MatchPair]?
    {
        var pairs: [MatchPair] = []
        for answer in answers {
            guard let arrow = answer.body.find("->") else {
                result.skip(
                    "gift.matching",
                    "'\(name)': a matching pair needs 'left -> right'; question not imported",
                    at: at(answer.line, answer.column))
                return nil
            }
            let left = BankMarkdownWriter.oneLine(
                convert(Array(answer.body[..<arrow]), into: &result))
            let right = BankMarkdownWriter.oneLine(
                convert(Array(answer.body[(arrow + 2)...]), into: &result))
            if left.isEmpty {
                result.lose(
                    "gift.matching",
                    "'\(name)': the extra answer '\(right)' (a pair with no left side) is left out: quizgen has no distractor answers in matching",
                    at: at(answer.line, answer.column))
                continue
            }
            pairs.append(MatchPair(id: Choice.id(forIndex: pairs.count), left: left, right: right))
        }
        return pairs
    }

    private func choices(_ answers: [GIFTAnswer], into result: inout ImportResult) -> QuestionKind?
    {
        var choices: [Choice] = []
        for answer in answers {
            let text = BankMarkdownWriter.oneLine(convert(answer.body, into: &result))
            let feedback = answer.feedback.map { convert($0, into: &result) }.flatMap {
                $0.isEmpty ? nil : $0
            }
            choices.append(
                Choice(
                    id: Choice.id(forIndex: choices.count), text: text.isEmpty ? "(empty)" : text,
                    correct: answer.isCorrect,
                    feedback: feedback, location: at(answer.line, answer.column)))
        }
        // With an '=' answer, Moodle reads a single-answer question whose '~%n%' answers are
        // partial credit; without one, the positive weights are the correct answers.
        let equals = answers.filter { $0.marker == "=" && ($0.weight ?? 100) > 0 }.count
        if equals > 0 {
            for index in choices.indices {
                choices[index].correct =
                    answers[index].marker == "=" && (answers[index].weight ?? 100) > 0
            }
        }
        let empty = choices.filter { $0.text == "(empty)" }.count
        if empty > 0 {
            result.lose(
                "gift.empty-choice",
                "'\(name)': \(empty) answer\(empty == 1 ? " has" : "s have") no text; written as '(empty)'",
                at: location)
        }
        let correct = choices.filter(\.correct).count
        guard correct > 0 else {
            result.skip(
                "gift.no-correct",
                "'\(name)': no answer is correct (mark one with '=' or a positive '%weight%'); question not imported",
                at: location)
            return nil
        }
        let weights = answers.compactMap(\.weight)
        let multiple = correct > 1
        if multiple, !weights.isEmpty {
            let written = answers.compactMap { $0.weight.map { "\(NumberText.format($0))%" } }
            result.lose(
                "gift.weights",
                "'\(name)': the answer weights (\(written.joined(separator: ", "))) are not kept; quizgen scores multiple answers by the exam's rule",
                at: location)
        } else if !multiple,
            answers.contains(where: { !($0.isCorrect && $0.marker == "=") && ($0.weight ?? 0) != 0 }
            )
        {
            result.lose(
                "gift.weights", "'\(name)': partial credit on wrong answers is not kept",
                at: location)
        }
        return multiple ? .multipleChoice(choices) : .singleChoice(choices)
    }

    private func shortAnswer(_ answers: [GIFTAnswer], into result: inout ImportResult)
        -> ShortAnswerKey?
    {
        var accepted: [String] = []
        var lost: [String] = []
        for answer in answers {
            let value = answer.body.text.trimmingCharacters(in: .whitespacesAndNewlines)
            if let weight = answer.weight, weight < 100 {
                lost.append("'\(value)' (\(NumberText.format(weight))%)")
            } else if value.contains("*") {
                lost.append("the wildcard answer '\(value)'")
            } else {
                accepted.append(value)
            }
            if answer.feedback.map({ !$0.isEmpty }) ?? false, !lost.contains("feedback") {
                lost.append("feedback")
            }
        }
        guard !accepted.isEmpty else {
            result.skip(
                "gift.short",
                "'\(name)': no short answer quizgen can match exactly (lost \(lost.joined(separator: ", "))); question not imported",
                at: location)
            return nil
        }
        if !lost.isEmpty {
            result.lose(
                "gift.short",
                "'\(name)': short answers keep only fully correct exact answers; lost \(lost.joined(separator: ", "))",
                at: location)
        }
        return ShortAnswerKey(accepted: accepted)
    }

    private func blank(_ answers: [GIFTAnswer], choice: Bool, into result: inout ImportResult)
        -> String?
    {
        if choice {
            guard let kind = choices(answers, into: &result), let options = kind.choices else {
                return nil
            }
            if options.filter(\.correct).count > 1 {
                result.skip(
                    "gift.blank",
                    "'\(name)': a missing-word blank has one correct choice; question not imported",
                    at: location)
                return nil
            }
            if options.contains(where: { $0.feedback != nil }) {
                result.lose(
                    "gift.feedback", "'\(name)': choice feedback inside a blank is not kept",
                    at: location)
            }
            return BlankMarkup.choice(
                zip(answers, options).map { (text: plain($0.0.body), correct: $0.1.correct) })
        }
        guard let key = shortAnswer(answers, into: &result) else { return nil }
        return BlankMarkup.text(key.accepted)
    }
}
