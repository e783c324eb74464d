import Foundation
import QuizgenCore

/// The Canvas question types.
extension QTI12Item {
    /// The question, or `nil` when it was reported as not imported.
    mutating func build(into result: inout ImportResult) -> ImportedQuestion? {
        let type = metadata("question_type") ?? Self.inferType(item)
        let points = metadata("points_possible").flatMap(Double.init) ?? 1
        let presentation = item.child("presentation")
        let lids = presentation?.descendants("response_lid") ?? []
        var explanation = feedback("general_fb", into: &result)
        if explanation == nil { explanation = nil }
        if item.children("itemfeedback").contains(where: {
            ["correct_fb", "general_incorrect_fb"].contains($0.attributes["ident"] ?? "")
                && !$0.allText.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        }) {
            result.lose(
                "qti.feedback", "item '\(name)': the correct/incorrect feedback is not kept",
                at: location)
        }
        let scoring = scoring()
        let correctValues = Set(scoring.flatMap { $0.required.map(\.value) })
        func text() -> String { markdown(presentation?.child("material"), into: &result) }
        func make(_ kind: ImportedKind, _ body: String) -> ImportedQuestion {
            ImportedQuestion(
                title: item.attributes["title"], kind: kind, text: body, explanation: explanation,
                points: points, location: location)
        }
        switch type {
        case "multiple_choice_question", "true_false_question", "multiple_answers_question":
            let body = text()
            var choices: [Choice] = []
            for label in lids.first?.descendants("response_label") ?? [] {
                let ident = label.attributes["ident"] ?? ""
                let choiceText = BankMarkdownWriter.oneLine(
                    markdown(label.child("material"), into: &result))
                choices.append(
                    Choice(
                        id: Choice.id(forIndex: choices.count),
                        text: choiceText.isEmpty ? "(empty)" : choiceText,
                        correct: correctValues.contains(ident),
                        feedback: feedback("\(ident)_fb", into: &result),
                        location: SourceLocation(path: path, line: label.line, column: label.column)
                    ))
            }
            guard choices.contains(where: \.correct) else {
                result.skip(
                    "qti.no-correct", "item '\(name)': no choice scores; not imported", at: location
                )
                return nil
            }
            let empty = choices.filter { $0.text == "(empty)" }.count
            if empty > 0 {
                result.lose(
                    "qti.empty-choice",
                    "item '\(name)': \(empty) choice\(empty == 1 ? " has" : "s have") no text; written as '(empty)'",
                    at: location)
            }
            if type == "true_false_question", choices.count == 2,
                let right = choices.first(where: \.correct),
                ["true", "false"].contains(right.text.lowercased())
            {
                return make(.question(.trueFalse(right.text.lowercased() == "true")), body)
            }
            let multiple =
                type == "multiple_answers_question" || choices.filter(\.correct).count > 1
            return make(
                .question(multiple ? .multipleChoice(choices) : .singleChoice(choices)), body)
        case "short_answer_question":
            let accepted = scoring.flatMap { $0.required.map(\.value) }.reduce(into: [String]()) {
                list, value in
                if !list.contains(value) { list.append(value) }
            }
            guard !accepted.isEmpty else {
                result.skip(
                    "qti.short", "item '\(name)': no accepted answer; not imported", at: location)
                return nil
            }
            return make(.question(.shortAnswer(ShortAnswerKey(accepted: accepted))), text())
        case "numerical_question":
            guard let key = numericKey(scoring, into: &result) else { return nil }
            return make(.question(.numeric(key)), text())
        case "essay_question":
            return make(.question(.essay), text())
        case "matching_question":
            var pairs: [MatchPair] = []
            var used: Set<String> = []
            var labels: [String: String] = [:]
            for lid in lids {
                for label in lid.descendants("response_label") {
                    labels[label.attributes["ident"] ?? ""] = raw(label.child("material"))
                }
            }
            for lid in lids {
                let ident = lid.attributes["ident"] ?? ""
                let left = BankMarkdownWriter.oneLine(
                    markdown(lid.child("material"), into: &result))
                if left.isEmpty {
                    result.lose(
                        "qti.matching", "item '\(name)': a pair with no left text is left out",
                        at: SourceLocation(path: path, line: lid.line, column: lid.column))
                    continue
                }
                guard
                    let match = scoring.flatMap(\.required).first(where: { $0.respident == ident }),
                    let right = labels[match.value]
                else {
                    result.skip(
                        "qti.matching",
                        "item '\(name)': '\(left)' has no correct match; not imported", at: location
                    )
                    return nil
                }
                used.insert(match.value)
                pairs.append(
                    MatchPair(
                        id: Choice.id(forIndex: pairs.count), left: left,
                        right: MarkdownEscaper.escape(right)))
            }
            let extra = Set(labels.keys).subtracting(used).compactMap { labels[$0] }.filter {
                !$0.isEmpty
            }.sorted()
            if !extra.isEmpty {
                result.lose(
                    "qti.matching",
                    "item '\(name)': the extra answers \(extra.map { "'\($0)'" }.joined(separator: ", ")) are left out: quizgen has no distractor answers in matching",
                    at: location)
            }
            return make(.question(.matching(pairs)), text())
        case "fill_in_multiple_blanks_question", "multiple_dropdowns_question":
            guard
                let body = blanks(
                    type: type, presentation: presentation, lids: lids, scoring: scoring,
                    into: &result)
            else { return nil }
            return make(.blanks, body)
        case "calculated_question":
            return calculated(points: points, explanation: explanation, into: &result)
        case "text_only_question":
            result.skip(
                "qti.text-only", "item '\(name)' is text only, not a question; not imported",
                at: location)
            return nil
        default:
            result.skip(
                "qti.type",
                "item '\(name)': Canvas's '\(type)' has no quizgen equivalent; not imported",
                at: location)
            return nil
        }
    }

    static func inferType(_ item: SourceXMLElement) -> String {
        if let lid = item.descendant("response_lid") {
            return lid.attributes["rcardinality"] == "Multiple"
                ? "multiple_answers_question" : "multiple_choice_question"
        }
        if let str = item.descendant("response_str") {
            return str.descendant("render_fib")?.attributes["fibtype"] == "Decimal"
                ? "numerical_question" : "short_answer_question"
        }
        return "essay_question"
    }

    private func numericKey(
        _ scoring: [(
            required: [(respident: String, value: String)], ranges: [(String, Double?, Double?)]
        )], into result: inout ImportResult
    ) -> NumericKey? {
        var keys: [NumericKey] = []
        for condition in scoring {
            let low = condition.ranges.compactMap(\.1).first
            let high = condition.ranges.compactMap(\.2).first
            if let low, let high {
                keys.append(NumericKey(minimum: low, maximum: high))
            } else if let exact = condition.required.first.flatMap({ Double($0.value) }) {
                keys.append(NumericKey(value: exact))
            }
        }
        guard let first = keys.first else {
            result.skip(
                "qti.numeric", "item '\(name)': no accepted number or range; not imported",
                at: location)
            return nil
        }
        if keys.count > 1 {
            result.lose(
                "qti.numeric",
                "item '\(name)': quizgen keeps one numeric answer; \(keys.count - 1) other accepted range(s) lost",
                at: location)
        }
        return first
    }

    private func blanks(
        type: String, presentation: SourceXMLElement?, lids: [SourceXMLElement],
        scoring: [(
            required: [(respident: String, value: String)], ranges: [(String, Double?, Double?)]
        )], into result: inout ImportResult
    ) -> String? {
        var html = presentation?.child("material")?.child("mattext")?.text ?? ""
        var blanks: [String] = []
        let variables = lids.map {
            raw($0.child("material")).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        let scannable = QTI12BlankVariables.scannable(variables)
        let inText = scannable ? QTI12BlankVariables.names(in: html) : []
        var markers: [String: String] = [:]
        var correctByIdent: [String: Set<String>] = [:]
        for required in scoring.flatMap(\.required) {
            correctByIdent[required.respident, default: []].insert(required.value)
        }
        for (index, lid) in lids.enumerated() {
            let variable = variables[index]
            let ident = lid.attributes["ident"] ?? ""
            let labels = lid.descendants("response_label").map {
                ($0.attributes["ident"] ?? "", raw($0.child("material")))
            }
            let correct = correctByIdent[ident] ?? []
            guard !correct.isEmpty else {
                result.skip(
                    "qti.blanks",
                    "item '\(name)': blank [\(variable)] has no correct answer; not imported",
                    at: location)
                return nil
            }
            let options: [String]
            if type == "multiple_dropdowns_question" {
                options = [
                    BlankMarkup.choice(
                        labels.map {
                            (
                                text: $0.1.trimmingCharacters(in: .whitespacesAndNewlines),
                                correct: correct.contains($0.0)
                            )
                        })
                ]
            } else {
                options = [
                    BlankMarkup.text(
                        labels.filter { correct.contains($0.0) }.map {
                            $0.1.trimmingCharacters(in: .whitespacesAndNewlines)
                        })
                ]
            }
            // A name an earlier blank took is no longer in the text.
            guard
                scannable
                    ? inText.contains(variable) && markers[variable] == nil
                    : html.contains("[\(variable)]")
            else {
                result.skip(
                    "qti.blanks",
                    "item '\(name)': the text has no [\(variable)] for its blank; not imported",
                    at: location)
                return nil
            }
            if scannable {
                markers[variable] = BlankMarkup.marker(index)
            } else {
                html = html.replacingOccurrences(
                    of: "[\(variable)]", with: BlankMarkup.marker(index))
            }
            blanks.append(options.joined())
        }
        if scannable { html = QTI12BlankVariables.replacing(markers, in: html) }
        let format: SourceTextFormat =
            presentation?.child("material")?.child("mattext")?.attributes["texttype"] == "text/html"
            ? .html : .plain
        let text = result.markdown(html, format: format, media: media, question: name, at: location)
        return BlankMarkup.fill(text, with: blanks)
    }
}
