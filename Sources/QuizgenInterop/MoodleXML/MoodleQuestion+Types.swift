import Foundation
import QuizgenCore

/// The answer keys of Moodle's question types.
extension MoodleQuestion {
    /// A `multichoice` question's choices; `texts` gives each answer's text and feedback when
    /// they are read otherwise (a `calculatedmulti` question's placeholders).
    func multichoice(into result: inout ImportResult, texts: [(String, String)]? = nil)
        -> QuestionKind?
    {
        guard let answers = answers(into: &result) else { return nil }
        // Moodle's `trans_single`: "false", "0" and an empty element are multiple answers
        // (`multichoice` writes true/false, the calculated types 1/0).
        let raw =
            element.child("single")?.text.trimmingCharacters(in: .whitespacesAndNewlines) ?? "true"
        let single = !(raw == "false" || raw == "0" || raw.isEmpty)
        var choices: [Choice] = []
        for (index, (answer, fraction)) in answers.enumerated() {
            let given = texts.flatMap { $0.indices.contains(index) ? $0[index] : nil }
            let choiceText = BankMarkdownWriter.oneLine(
                given?.0 ?? text(answer, into: &result))
            let feedback = given?.1 ?? text(answer.child("feedback"), into: &result)
            choices.append(
                Choice(
                    id: Choice.id(forIndex: choices.count),
                    text: choiceText.isEmpty ? "(empty)" : choiceText,
                    correct: single ? fraction >= 100 - 0.0001 : fraction > 0,
                    feedback: feedback.isEmpty ? nil : feedback,
                    location: reader.location(answer)))
        }
        let empty = choices.filter { $0.text == "(empty)" }.count
        if empty > 0 {
            result.lose(
                "moodle.empty-choice",
                "question '\(name)': \(empty) answer\(empty == 1 ? " has" : "s have") no text; written as '(empty)'",
                at: location)
        }
        guard choices.count >= 2 else {
            result.skip(
                "moodle.choices", "question '\(name)' needs at least two answers; not imported",
                at: location)
            return nil
        }
        guard choices.contains(where: \.correct) else {
            result.skip(
                "moodle.no-correct", "question '\(name)': no answer is fully correct; not imported",
                at: location)
            return nil
        }
        let fractions: [Double] = answers.map(\.fraction)
        let partial: [Double] = fractions.filter { value in
            single ? (value != 0 && value < 99.9999) : value != 0
        }
        if single, !partial.isEmpty {
            result.lose(
                "moodle.fraction",
                "question '\(name)': partial credit (\(partial.map { NumberText.format($0) + "%" }.joined(separator: ", "))) is not kept; those answers count as wrong",
                at: location)
        } else if !single,
            Set(partial.map { NumberText.format($0) }).count > 1
                || partial.contains(where: { $0 < 0 })
        {
            result.lose(
                "moodle.fraction",
                "question '\(name)': the answer grades (\(partial.map { NumberText.format($0) + "%" }.joined(separator: ", "))) are not kept; quizgen scores multiple answers by the exam's rule",
                at: location)
        }
        if !single || choices.filter(\.correct).count > 1 { return .multipleChoice(choices) }
        return .singleChoice(choices)
    }

    func trueFalse(into result: inout ImportResult) -> Bool? {
        guard let answers = answers(into: &result) else { return nil }
        for (answer, fraction) in answers where fraction >= 100 - 0.0001 {
            let word =
                answer.child("text")?.text.trimmingCharacters(in: .whitespacesAndNewlines)
                .lowercased() ?? ""
            if word == "true" || word == "false" {
                if answers.contains(where: {
                    !(($0.element.child("feedback")?.child("text")?.text ?? "").isEmpty)
                }) {
                    result.lose(
                        "moodle.feedback",
                        "question '\(name)': true/false answer feedback is not kept", at: location)
                }
                return word == "true"
            }
        }
        result.skip(
            "moodle.truefalse",
            "question '\(name)': neither 'true' nor 'false' is the answer worth 100%; not imported",
            at: location)
        return nil
    }

    func shortAnswer(into result: inout ImportResult) -> ShortAnswerKey? {
        guard let answers = answers(into: &result) else { return nil }
        var accepted: [String] = []
        var lost: [String] = []
        for (answer, fraction) in answers {
            let value =
                answer.child("text")?.text.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            if fraction < 100 - 0.0001 {
                if fraction != 0 {
                    lost.append("'\(value)' (\(NumberText.format(fraction))%)")
                } else {
                    lost.append("the wrong answer '\(value)' and its feedback")
                }
            } else if value.contains("*") {
                lost.append("the wildcard answer '\(value)'")
            } else {
                accepted.append(value)
            }
        }
        guard !accepted.isEmpty else {
            result.skip(
                "moodle.short",
                "question '\(name)': no answer quizgen can match exactly (\(lost.joined(separator: ", "))); not imported",
                at: location)
            return nil
        }
        if !lost.isEmpty {
            result.lose(
                "moodle.short",
                "question '\(name)': short answers keep only fully correct exact answers; lost \(lost.joined(separator: ", "))",
                at: location)
        }
        let caseSensitive =
            element.child("usecase")?.text.trimmingCharacters(in: .whitespacesAndNewlines) == "1"
        return ShortAnswerKey(accepted: accepted, caseSensitive: caseSensitive)
    }

    func numerical(into result: inout ImportResult) -> NumericKey? {
        guard let answers = answers(into: &result) else { return nil }
        var key: NumericKey?
        var lost: [String] = []
        for (answer, fraction) in answers {
            let value =
                answer.child("text")?.text.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            if value == "*" {
                lost.append("the catch-all answer")
                continue
            }
            let tolerance =
                answer.child("tolerance").flatMap {
                    Double($0.text.trimmingCharacters(in: .whitespacesAndNewlines))
                } ?? 0
            guard let number = Double(value) else {
                result.skip(
                    "moodle.numerical",
                    "question '\(name)': '\(value)' is not a number; not imported",
                    at: reader.location(answer))
                return nil
            }
            if key == nil, fraction >= 100 - 0.0001 {
                key = NumericKey(value: number, tolerance: tolerance)
            } else {
                lost.append("'\(value)' (\(NumberText.format(fraction))%)")
            }
        }
        guard let key else {
            result.skip(
                "moodle.numerical", "question '\(name)': no answer is worth 100%; not imported",
                at: location)
            return nil
        }
        if !lost.isEmpty {
            result.lose(
                "moodle.numerical",
                "question '\(name)': quizgen keeps one numeric answer; lost \(lost.joined(separator: ", "))",
                at: location)
        }
        if element.child("units")?.children.isEmpty == false {
            result.lose("moodle.units", "question '\(name)': units are not kept", at: location)
        }
        return key
    }

    func matching(into result: inout ImportResult) -> [MatchPair]? {
        var pairs: [MatchPair] = []
        for sub in element.children("subquestion") {
            let left = BankMarkdownWriter.oneLine(text(sub, into: &result))
            let right =
                sub.child("answer")?.child("text")?.text.trimmingCharacters(
                    in: .whitespacesAndNewlines) ?? ""
            if left.isEmpty {
                result.lose(
                    "moodle.matching",
                    "question '\(name)': the extra answer '\(right)' (a sub-question with no text) is left out: quizgen has no distractor answers in matching",
                    at: reader.location(sub))
                continue
            }
            pairs.append(
                MatchPair(
                    id: Choice.id(forIndex: pairs.count), left: left,
                    right: MarkdownEscaper.escape(right)))
        }
        guard pairs.count >= 2 else {
            result.skip(
                "moodle.matching", "question '\(name)' needs at least two pairs; not imported",
                at: location)
            return nil
        }
        return pairs
    }
}
