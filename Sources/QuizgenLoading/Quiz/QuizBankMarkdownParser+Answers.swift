import Foundation
import QuizgenCompute
import QuizgenCore

/// Reading a question's answer list: choices, ordering, matching, short and numeric answers.
extension QuizBankMarkdownParser {
    func kind(
        type: inout String?, list: MarkdownNode?, attributes: AttributeList, headingLine: Int,
        placeholders: Set<String> = [], formula: inout NumericFormula?,
        into diagnostics: inout Diagnostics
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
                "bank.mixed-list",
                "every choice needs a box: '- [x]' for a correct one, '- [ ]' for a wrong one",
                at: location(plain.startLine))
            return nil
        }
        if !tasks.isEmpty {
            let choices = items.enumerated().map {
                choice(
                    $0.element, index: $0.offset, placeholders: placeholders, into: &diagnostics)
            }
            let correct = choices.filter(\.correct).count
            let names = Set(choices.map { $0.text.lowercased() })
            let resolved =
                type
                ?? (names == ["true", "false"]
                    ? "truefalse" : (correct > 1 ? "multiple" : "single"))
            if type == nil, resolved == "multiple" {
                // Checkboxes tell students that several answers may be right; that should be a
                // decision, not a side effect of a second [x].
                diagnostics.warning(
                    "bank.implicit-multiple",
                    "\(correct) choices are ticked [x] and the heading sets no type, so students will see checkboxes and may tick several; if several answers are right, add type=multiple to the heading's attributes ({type=multiple}, or inside its existing {...}); otherwise tick only the right choice",
                    at: location(headingLine))
            }
            type = resolved
            switch resolved {
            case "single": return .singleChoice(choices)
            case "multiple": return .multipleChoice(choices)
            case "truefalse":
                guard names == ["true", "false"], choices.count == 2 else {
                    diagnostics.error(
                        "bank.truefalse",
                        "a true/false question has exactly two choices, 'True' and 'False'",
                        at: location(list.startLine))
                    return nil
                }
                guard correct == 1 else {
                    diagnostics.error(
                        "bank.truefalse", "tick exactly one of 'True' and 'False' with [x]",
                        at: location(list.startLine))
                    return nil
                }
                return .trueFalse(choices.first { $0.text.lowercased() == "true" }!.correct)
            default:
                diagnostics.error(
                    "bank.type-mismatch",
                    "a task list gives choices, which fits type single, multiple or truefalse, not '\(resolved)'",
                    at: location(list.startLine))
                return nil
            }
        }
        let texts = items.map { itemText($0) }
        let isMatching = !texts.isEmpty && texts.allSatisfy { Self.matchSeparator(in: $0) != nil }
        let resolved = type ?? (list.isOrderedList ? "ordering" : (isMatching ? "matching" : nil))
        switch resolved {
        case "ordering":
            return .ordering(texts.map { OrderItem(id: ContentID.make(prefix: "i", $0), text: $0) })
        case "matching":
            var pairs: [MatchPair] = []
            for (index, (item, text)) in zip(items, texts).enumerated() {
                guard let range = Self.matchSeparator(in: text) else {
                    diagnostics.error(
                        "bank.matching", "write each pair as 'left -> right'",
                        at: location(item.startLine))
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
            if let attribute = attributes.attribute("tolerance"),
                Self.tolerance(attribute.value ?? "") == nil
            {
                diagnostics.error(
                    "bank.numeric",
                    "tolerance must be a number ('50'), a percentage ('2%') or significant figures ('3sf'), found '\(attribute.value ?? "")'",
                    at: location(headingLine, attribute.column))
                return nil
            }
            let unit = attributes["unit"].flatMap { $0.isEmpty ? nil : $0 }
            if texts.count == 1, texts[0].hasPrefix("=") {
                let item = items[0]
                guard
                    let parsed = answerFormula(
                        texts[0], tolerance: attributes["tolerance"], line: item.startLine,
                        column: item.startColumn + 2, into: &diagnostics)
                else { return nil }
                formula = parsed
                var key = NumericKey(minimum: 0, maximum: 0)
                key.unit = unit
                return .numeric(key)
            }
            guard texts.count == 1,
                var key = Self.numericKey(texts[0], tolerance: attributes["tolerance"])
            else {
                diagnostics.error(
                    "bank.numeric",
                    "a numeric answer is one item: a value ('2850'), a value with a tolerance ('2850 ± 50' or '2850 ± 2%'), a range ('2800..2900') or, with parameters, a formula ('= a * t')",
                    at: location(list.startLine))
                return nil
            }
            key.unit = unit
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

    func choice(
        _ item: MarkdownNode, index: Int, placeholders: Set<String> = [],
        into diagnostics: inout Diagnostics
    ) -> Choice {
        let text = itemText(item)
        let split = AttributeList.split(text, placeholders: placeholders)
        for attribute in split.attributes.attributes
        where !Self.choiceAttributes.contains(attribute.key) {
            diagnostics.error(
                "bank.unknown-attribute",
                "unknown choice attribute '\(attribute.key)'\(Suggestion.didYouMean(attribute.key, in: Self.choiceAttributes))",
                at: location(item.startLine))
        }
        let feedback = item.children.filter { $0.kind == .blockQuote }.map(quoteContent).joined(
            separator: "\n\n")
        return Choice(
            id: Choice.id(forIndex: index), text: split.text, correct: item.isChecked,
            feedback: feedback.isEmpty ? nil : feedback, fixed: split.attributes["fixed"] != nil,
            location: location(item.startLine, item.startColumn))
    }

    static func matchSeparator(in text: String) -> Range<String.Index>? {
        text.range(of: " -> ") ?? text.range(of: " → ")
    }

    static func numericKey(_ text: String, tolerance: String?) -> NumericKey? {
        let cleaned = text.replacingOccurrences(of: "+-", with: "±").replacingOccurrences(
            of: "+/-", with: "±")
        if let range = cleaned.range(of: "..") {
            guard let low = Double(cleaned[..<range.lowerBound].trimmingTrailingWhitespace()),
                let high = Double(cleaned[range.upperBound...].trimmingLeadingWhitespace()),
                low <= high, low.isFinite, high.isFinite
            else { return nil }
            return NumericKey(minimum: low, maximum: high)
        }
        let parts = cleaned.split(separator: "±")
        // "±" alone splits into no parts.
        guard let first = parts.first,
            let value = Double(first.trimmingLeadingWhitespace().trimmingTrailingWhitespace()),
            value.isFinite
        else { return nil }
        var spread = tolerance.flatMap(Self.tolerance) ?? .absolute(0)
        if parts.count == 2 {
            guard let t = Self.tolerance(String(parts[1])) else { return nil }
            spread = t
        } else if parts.count > 2 {
            return nil
        }
        let (low, high) = QuestionVariants.range(value, spread)
        return NumericKey(minimum: low, maximum: high)
    }
}
