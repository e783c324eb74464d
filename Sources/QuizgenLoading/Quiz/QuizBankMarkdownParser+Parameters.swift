import Foundation
import QuizgenCore

/// Reading a parametric question's ```` ```parameters ```` block and its answer formula.
extension QuizBankMarkdownParser {
    /// The info string that makes a fenced code block a question's parameters.
    static let parametersFence = "parameters"

    /// The index of the question's parameters block among its blocks, if it has one.
    static func parametersBlock(in blocks: [MarkdownNode]) -> Int? {
        blocks.firstIndex {
            $0.kind == .codeBlock
                && $0.fenceInfo?.trimmingLeadingWhitespace().trimmingTrailingWhitespace()
                    == parametersFence
        }
    }

    /// Reads a parameters block: one parameter per line, `name = 1..10`, `name = 0.5..4.5
    /// step 0.5`, `name = [4, 5, 6]` (or texts), `name = a * t` (computed), and constraints
    /// as `where a != b`; `#` starts a comment.
    func parameters(_ block: MarkdownNode, into diagnostics: inout Diagnostics)
        -> QuestionParameters
    {
        var result = QuestionParameters(
            parameters: [], location: location(block.startLine, block.startColumn))
        let slice = lineSlice(block)
        // The fences are the first and the last line (cmark counts an unclosed block to the
        // end of the question).
        for (offset, raw) in slice.enumerated() {
            let line = block.startLine + offset
            if offset == 0 { continue }
            let trimmedLine = raw.trimmingLeadingWhitespace().trimmingTrailingWhitespace()
            if offset == slice.count - 1,
                trimmedLine.hasPrefix("```") || trimmedLine.hasPrefix("~~~")
            {
                continue
            }
            let indent = raw.count - raw.trimmingLeadingWhitespace().count
            var text = Substring(raw.dropFirst(indent))
            if let hash = text.firstIndex(of: "#") { text = text[..<hash] }
            let content = text.trimmingTrailingWhitespace()
            guard !content.isEmpty else { continue }
            let column = indent + 1
            if content == "where" || content.hasPrefix("where ") || content.hasPrefix("where\t") {
                let condition = String(content.dropFirst(5)).trimmingLeadingWhitespace()
                let conditionColumn = column + content.count - condition.count
                guard !condition.isEmpty else {
                    diagnostics.error(
                        "bank.parameter", "'where' needs a condition, as in 'where b != 0'",
                        at: location(line, column))
                    continue
                }
                result.constraints.append(condition)
                result.constraintLocations.append(location(line, conditionColumn))
                continue
            }
            guard let equals = content.firstIndex(of: "="),
                content[content.index(after: equals)...].first != "="
            else {
                diagnostics.error(
                    "bank.parameter",
                    "write each parameter as 'name = 1..10', 'name = [4, 5, 6]' or 'name = a * b', and each constraint as 'where a != b'",
                    at: location(line, column))
                continue
            }
            let name = content[..<equals].trimmingTrailingWhitespace()
            let value = content[content.index(after: equals)...].trimmingLeadingWhitespace()
            let valueColumn = column + content.count - value.count
            let at = location(line, valueColumn)
            guard !value.isEmpty else {
                diagnostics.error(
                    "bank.parameter", "parameter '\(name)' has no value after '='", at: at)
                continue
            }
            guard let definition = Self.parameterDefinition(value) else {
                diagnostics.error(
                    "bank.parameter",
                    "parameter '\(name)': cannot read '\(value.prefix(60))'; a range is 'min..max' or 'min..max step s' with numbers",
                    at: at)
                continue
            }
            if result.locations[name] == nil { result.locations[name] = at }
            result.parameters.append(Parameter(name, definition))
        }
        if result.parameters.isEmpty {
            diagnostics.error(
                "bank.parameter",
                "this parameters block defines no parameter; write one per line, as 'a = 1..10'",
                at: result.location)
        }
        return result
    }

    /// `1..10`, `0.5..4.5 step 0.5`, `[4, 5, 6]`, `[kg, g]` or a formula.
    static func parameterDefinition(_ value: String) -> ParameterDefinition? {
        if value.hasPrefix("[") {
            guard value.hasSuffix("]") else { return nil }
            let items = value.dropFirst().dropLast().split(
                separator: ",", omittingEmptySubsequences: false
            ).map { item -> ParameterValue in
                var text = item.trimmingLeadingWhitespace().trimmingTrailingWhitespace()
                if text.count >= 2, text.first == "\"", text.last == "\"" {
                    return .text(String(text.dropFirst().dropLast()))
                }
                if let number = Double(text) { return .number(number) }
                if text.first == "'", text.last == "'", text.count >= 2 {
                    text = String(text.dropFirst().dropLast())
                }
                return .text(text)
            }
            return .list(items.count == 1 && items[0] == .text("") ? [] : items)
        }
        if let dots = value.range(of: "..") {
            let low = value[..<dots.lowerBound].trimmingTrailingWhitespace()
            var rest = value[dots.upperBound...].trimmingLeadingWhitespace()
            var step = "1"
            if let range = rest.range(of: " step ") {
                step = rest[range.upperBound...].trimmingLeadingWhitespace()
                rest = rest[..<range.lowerBound].trimmingTrailingWhitespace()
            }
            guard let min = Double(low), let max = Double(rest), let by = Double(step) else {
                return nil
            }
            return .range(min: min, max: max, step: by)
        }
        return .computed(value)
    }

    /// A numeric answer written as a formula, `= a * t` with an optional `± 2%`, `± 0.5` or
    /// `± 3 sf`; the heading's `tolerance=` otherwise. `nil` with an error when the text is
    /// not a formula answer.
    func answerFormula(
        _ text: String, tolerance attribute: String?, line: Int, column: Int,
        into diagnostics: inout Diagnostics
    ) -> NumericFormula? {
        var body = text.dropFirst().trimmingLeadingWhitespace()  // after "="
        var tolerance: Tolerance = .absolute(0)
        if let attribute {
            guard let parsed = Self.tolerance(attribute) else { return nil }
            tolerance = parsed
        }
        let normalized = body.replacingOccurrences(of: "+/-", with: "±").replacingOccurrences(
            of: "+-", with: "±")
        if let plusMinus = normalized.firstIndex(of: "±") {
            guard
                let parsed = Self.tolerance(
                    String(normalized[normalized.index(after: plusMinus)...]))
            else {
                diagnostics.error(
                    "bank.numeric",
                    "the tolerance after '±' must be a number ('± 0.5'), a percentage ('± 2%') or significant figures ('± 3 sf')",
                    at: location(line, column))
                return nil
            }
            tolerance = parsed
            body = normalized[..<plusMinus].trimmingTrailingWhitespace()
        }
        guard !body.isEmpty else {
            diagnostics.error(
                "bank.numeric", "write the answer's formula after '=', as '= a * t'",
                at: location(line, column))
            return nil
        }
        return NumericFormula(
            formula: body, tolerance: tolerance,
            location: location(
                line, column + text.count - text.dropFirst().trimmingLeadingWhitespace().count))
    }

    /// `0.5` (absolute), `2%` (relative) or `3sf` / `3 sf` (significant figures).
    static func tolerance(_ text: String) -> Tolerance? {
        let trimmed = text.trimmingLeadingWhitespace().trimmingTrailingWhitespace()
        if trimmed.hasSuffix("%") {
            guard let percent = Double(trimmed.dropLast().trimmingTrailingWhitespace()),
                percent.isFinite, percent >= 0
            else { return nil }
            return .relative(percent / 100)
        }
        if trimmed.lowercased().hasSuffix("sf") {
            guard let figures = Int(trimmed.dropLast(2).trimmingTrailingWhitespace()),
                (1...15).contains(figures)
            else { return nil }
            return .significantFigures(figures)
        }
        guard let amount = Double(trimmed), amount.isFinite, amount >= 0 else { return nil }
        return .absolute(amount)
    }
}
