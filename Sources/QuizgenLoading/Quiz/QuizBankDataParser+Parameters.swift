import QuizgenCore

/// Reading a parametric question's `parameters` and `constraints` in a data bank.
extension QuizBankDataParser {
    /// The question's parameters: `parameters` maps each name, in draw order, to a range
    /// (`{min, max, step}`), a list (`[4, 5, 6]` or texts) or a formula (`"a * t"`);
    /// `constraints` lists conditions (`"b != 0"`). `nil` without `parameters`.
    func parameters(of q: inout MappingReader, node: LocatedNode) -> QuestionParameters? {
        guard let map = q.value("parameters") else {
            if let constraints = q.value("constraints") {
                q.diagnostics.error(
                    "bank.parameter", "'constraints' needs 'parameters' to constrain",
                    at: constraints.location)
            }
            return nil
        }
        var result = QuestionParameters(parameters: [], location: map.location)
        guard let entries = map.entries else {
            q.diagnostics.error(
                "schema.type",
                "'parameters' must map each name to a range {min, max, step}, a list or a formula, found \(map.kindDescription)",
                at: map.location)
            return result
        }
        for entry in entries {
            let value = entry.value
            let at = Self.valueStart(value)
            result.locations[entry.key] = at
            if value.isMapping {
                guard
                    var range = MappingReader(
                        value, what: "range", knownKeys: ["min", "max", "step"],
                        diagnostics: &q.diagnostics)
                else { continue }
                let low = range.double("min", required: true)
                let high = range.double("max", required: true)
                let step = range.double("step") ?? 1
                range.finish(into: &q.diagnostics)
                guard let low, let high else { continue }
                result.parameters.append(
                    Parameter(entry.key, .range(min: low, max: high, step: step)))
            } else if let items = value.items {
                result.parameters.append(
                    Parameter(
                        entry.key,
                        .list(
                            items.map { item in
                                !item.isQuoted && item.double != nil
                                    ? .number(item.double!) : .text(item.string ?? "")
                            })))
            } else if value.isScalar, let text = value.string {
                if !value.isQuoted, let number = value.double {
                    result.parameters.append(Parameter(entry.key, .list([.number(number)])))
                } else {
                    result.parameters.append(Parameter(entry.key, .computed(text)))
                }
            } else {
                q.diagnostics.error(
                    "schema.type",
                    "parameter '\(entry.key)' must be a range {min, max, step}, a list or a formula, found \(value.kindDescription)",
                    at: value.location)
            }
        }
        if let constraints = q.value("constraints") {
            if let items = constraints.items {
                for item in items {
                    guard let text = item.string, item.isScalar else {
                        q.diagnostics.error(
                            "schema.type", "each constraint must be a condition such as \"b != 0\"",
                            at: item.location)
                        continue
                    }
                    result.constraints.append(text)
                    result.constraintLocations.append(Self.valueStart(item))
                }
            } else {
                q.diagnostics.error(
                    "schema.type",
                    "'constraints' must be a list of conditions, found \(constraints.kindDescription)",
                    at: constraints.location)
            }
        }
        if result.parameters.isEmpty, entries.isEmpty {
            q.diagnostics.error(
                "bank.parameter", "'parameters' is empty; give at least one", at: map.location)
        }
        return result
    }

    /// Where a value's text starts: after the opening quote of a JSON or quoted YAML string,
    /// so a formula's columns point into it.
    static func valueStart(_ node: LocatedNode) -> SourceLocation {
        let at = node.location
        guard node.isQuoted, at.line > 0 else { return at }
        return SourceLocation(path: at.path, line: at.line, column: at.column + 1)
    }

    /// A tolerance: a number (absolute), `"2%"` (relative) or `"3sf"` (significant figures).
    static func tolerance(_ node: LocatedNode) -> Tolerance? {
        if !node.isQuoted, let number = node.double {
            return number.isFinite && number >= 0 ? .absolute(number) : nil
        }
        return node.string.flatMap(QuizBankMarkdownParser.tolerance)
    }
}
