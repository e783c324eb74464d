import Foundation
import QuizgenCompute
import QuizgenCore

/// Moodle's `calculated`, `calculatedsimple` and `calculatedmulti` questions read into
/// parametric questions (Moodle's `qformat_xml` reader and writer define the elements).
///
/// Each `dataset_definition` becomes a parameter (``ParametricImport/definition(of:system:question:into:)``),
/// its wildcard `{a}` in the texts the placeholder `{a}`; each `{=formula}` in a text becomes a
/// computed parameter (`value1`, or `choice_a` in a `calculatedmulti` choice, rounded as the
/// answer's `correctanswerformat` and `correctanswerlength` show it) with its placeholder. A
/// `calculated` answer's formula is the numeric answer, its `tolerance`/`tolerancetype` the
/// tolerance and the unit of multiplier 1 its unit.
struct MoodleCalculated {
    let question: MoodleQuestion
    /// Each wildcard's quizgen name, by its Moodle name.
    private(set) var names: [String: String] = [:]
    private(set) var parameters: [Parameter] = []
    private(set) var locations: [String: SourceLocation] = [:]
    /// The computed parameters made for `{=…}`, by their formula and rounding.
    private var computed: [String: String] = [:]
    private var taken: Set<String> = []
    /// The first formula problem, which leaves the question out.
    private var problem: String?

    init(question: MoodleQuestion) { self.question = question }

    /// What the question becomes, or `nil` when it was reported as not imported.
    mutating func build(into result: inout ImportResult) -> (
        kind: QuestionKind, text: String, explanation: String, parameters: QuestionParameters
    )? {
        let element = question.element
        let name = question.name
        guard readDatasets(into: &result) else { return nil }
        let text = placeholders(element.child("questiontext"), scope: "value", into: &result)
        let explanation = placeholders(
            element.child("generalfeedback"), scope: "value", into: &result)
        var answer: NumericFormula?
        let kind: QuestionKind
        if question.type == "calculatedmulti" {
            guard let choices = multichoice(into: &result) else { return nil }
            kind = choices
        } else {
            guard let (formula, key) = numeric(into: &result) else { return nil }
            answer = formula
            kind = .numeric(key)
        }
        if let problem {
            result.skip(
                "moodle.formula", "question '\(name)': \(problem); not imported",
                at: question.location)
            return nil
        }
        let parameters = QuestionParameters(
            parameters: parameters, answer: answer, locations: locations,
            location: question.location)
        return (kind, text, explanation, parameters)
    }

    // MARK: Datasets

    /// Reads every `dataset_definition` into a parameter.
    private mutating func readDatasets(into result: inout ImportResult) -> Bool {
        let definitions =
            question.element.child("dataset_definitions")?.children("dataset_definition") ?? []
        guard !definitions.isEmpty else {
            result.skip(
                "moodle.dataset",
                "question '\(question.name)' has no dataset definitions for its wildcards; not imported",
                at: question.location)
            return false
        }
        var lists = 0
        for definition in definitions {
            func value(_ tag: String) -> String {
                let node = definition.child(tag)
                return (node?.child("text")?.text ?? node?.text ?? "")
                    .trimmingCharacters(in: .whitespacesAndNewlines)
            }
            let raw = value("name")
            let at = question.reader.location(definition)
            guard !raw.isEmpty else {
                result.skip(
                    "moodle.dataset",
                    "question '\(question.name)': a dataset definition has no name; not imported",
                    at: at)
                return false
            }
            let items =
                definition.child("dataset_items")?.children("dataset_item").compactMap {
                    item -> (Int, Double)? in
                    let number =
                        Int(
                            item.child("number")?.text.trimmingCharacters(
                                in: .whitespacesAndNewlines)
                                ?? "") ?? 0
                    guard
                        let value = Double(
                            item.child("value")?.text.trimmingCharacters(
                                in: .whitespacesAndNewlines) ?? "")
                    else { return nil }
                    return (number, value)
                }.sorted { $0.0 < $1.0 }.map(\.1) ?? []
            if value("status") == "shared" {
                result.lose(
                    "moodle.dataset",
                    "question '\(question.name)': the shared wildcard '\(raw)' becomes the question's own parameter",
                    at: at)
            }
            let wildcard = ParametricImport.Wildcard(
                name: raw, minimum: Double(value("minimum")), maximum: Double(value("maximum")),
                decimals: Int(value("decimals")),
                uniform: value("distribution").lowercased() != "loguniform", items: items,
                location: at)
            guard
                let definition = ParametricImport.definition(
                    of: wildcard, system: "Moodle", question: question.name, into: &result)
            else { return false }
            if case .list = definition { lists += 1 }
            let name = PlaceholderText.safeName(raw, taken: taken)
            taken.insert(name)
            names[raw] = name
            parameters.append(Parameter(name, definition))
            locations[name] = at
        }
        if lists > 1 {
            result.lose(
                "moodle.dataset",
                "question '\(question.name)': Moodle shows the n-th item of every wildcard together; quizgen draws each wildcard's list on its own, so combinations Moodle never showed can occur",
                at: question.location)
        }
        return true
    }

    // MARK: Texts

    /// The Markdown of a text with its wildcards `{a}` as placeholders and each `{=formula}`
    /// as the placeholder of a computed parameter named in `scope`, rounded as `rounding`
    /// (Moodle's `correctanswerformat` and `correctanswerlength`) says.
    mutating func placeholders(
        _ holder: SourceXMLElement?, scope: String, rounding: (format: String, length: Int)? = nil,
        into result: inout ImportResult
    ) -> String {
        guard let holder, let raw = holder.child("text")?.text else { return "" }
        var used: [String] = []
        var prepared = ""
        let characters = Array(raw)
        var index = 0
        while index < characters.count {
            let c = characters[index]
            if c == "{", index + 1 < characters.count, characters[index + 1] == "=",
                let close = Self.formulaEnd(characters, from: index + 2)
            {
                let source = String(characters[(index + 2)..<close])
                if let name = computedParameter(source, scope: scope, rounding: rounding) {
                    prepared += PlaceholderText.token(used.count)
                    used.append(name)
                }
                index = close + 1
                continue
            }
            if c == "{", let close = characters[(index + 1)...].firstIndex(of: "}"),
                let name = names[String(characters[(index + 1)..<close])]
            {
                prepared += PlaceholderText.token(used.count)
                used.append(name)
                index = close + 1
                continue
            }
            prepared.append(c)
            index += 1
        }
        let markdown = result.markdown(
            prepared, format: MoodleXMLReader.format(holder), media: question.media,
            question: question.name, at: question.location)
        return PlaceholderText.restore(markdown, names: used)
    }

    /// The `}` closing a `{=…}` whose formula starts at `start`: Moodle's formulas hold no
    /// braces but those of wildcards (`{={a} + {b}}`).
    static func formulaEnd(_ characters: [Character], from start: Int) -> Int? {
        var index = start
        while index < characters.count {
            switch characters[index] {
            case "}": return index
            case "{":
                guard let close = characters[(index + 1)...].firstIndex(of: "}"),
                    !characters[(index + 1)..<close].contains("{")
                else { return nil }
                index = close + 1
            default: index += 1
            }
        }
        return nil
    }

    /// The name of the computed parameter for the formula `source` (made on first use).
    private mutating func computedParameter(
        _ source: String, scope: String, rounding: (format: String, length: Int)?
    ) -> String? {
        var reader = FormulaReader(.moodle, names: names)
        let formula: Formula
        do throws(FormulaError) {
            formula = try reader.read(source)
        } catch {
            if problem == nil { problem = "the formula {=\(source)}: \(error.message)" }
            return nil
        }
        let rounded = rounding.map { Self.rounded(formula, $0.format, $0.length) } ?? formula
        let text = rounded.quizgen
        if let name = computed[text] { return name }
        let name = PlaceholderText.safeName(scope, taken: taken.union(Set(names.keys)))
        taken.insert(name)
        computed[text] = name
        parameters.append(Parameter(name, .computed(text)))
        locations[name] = question.location
        return name
    }

    /// A choice's value as Moodle shows it: to `length` decimals (`format` 1) or significant
    /// figures (`format` 2).
    static func rounded(_ formula: Formula, _ format: String, _ length: Int) -> Formula {
        let length = min(max(length, 0), 15)
        if format == "2" { return significantFigures(formula, max(length, 1)) }
        return .call(.round, [formula, .number(Double(length))])
    }

    /// `round(x, n - 1 - floor(log10(|x|)))`, its digits kept from -15 to 15 (so 0 rounds to
    /// 0): `x` to `n` significant figures.
    static func significantFigures(_ x: Formula, _ figures: Int) -> Formula {
        let magnitude = Formula.call(
            .floor, [.call(.log10, [.call(.max, [.call(.abs, [x]), .number(1e-15)])])])
        let digits = Formula.call(
            .max,
            [
                .negate(.number(15)),
                .call(
                    .min, [.number(15), .binary(.minus, .number(Double(figures - 1)), magnitude)]),
            ])
        return .call(.round, [x, digits])
    }

    // MARK: Answers

    /// A `calculated` or `calculatedsimple` question's answer formula and key.
    private mutating func numeric(into result: inout ImportResult) -> (NumericFormula, NumericKey)?
    {
        guard let answers = question.answers(into: &result) else { return nil }
        let name = question.name
        var found: (NumericFormula, NumericKey)?
        var lost: [String] = []
        for (answer, fraction) in answers {
            let source =
                answer.child("text")?.text.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            guard found == nil, fraction >= 100 - 0.0001 else {
                lost.append("'\(source)' (\(NumberText.format(fraction))%)")
                continue
            }
            var reader = FormulaReader(.moodle, names: names)
            let formula: Formula
            do throws(FormulaError) {
                formula = try reader.read(source)
            } catch {
                result.skip(
                    "moodle.formula",
                    "question '\(name)': the answer's formula '\(source)': \(error.message); not imported",
                    at: question.reader.location(answer))
                return nil
            }
            func field(_ tag: String) -> String {
                answer.child(tag)?.text.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            }
            let tolerance = ParametricImport.moodleTolerance(
                amount: abs(Double(field("tolerance")) ?? 0), type: field("tolerancetype"),
                format: field("correctanswerformat"),
                length: Int(field("correctanswerlength")) ?? 2, question: name,
                at: question.reader.location(answer), into: &result)
            var key = NumericKey(value: 0)
            key.unit = unit(into: &result)
            found = (
                NumericFormula(
                    formula: formula.quizgen, tolerance: tolerance,
                    location: question.reader.location(answer)), key
            )
            if !(answer.child("feedback")?.child("text")?.text ?? "").trimmingCharacters(
                in: .whitespacesAndNewlines
            ).isEmpty {
                result.lose(
                    "moodle.feedback", "question '\(name)': the answer's feedback is not kept",
                    at: question.reader.location(answer))
            }
        }
        guard let found else {
            result.skip(
                "moodle.numerical", "question '\(name)': no answer is worth 100%; not imported",
                at: question.location)
            return nil
        }
        if !lost.isEmpty {
            result.lose(
                "moodle.numerical",
                "question '\(name)': quizgen keeps one numeric answer; lost \(lost.joined(separator: ", "))",
                at: question.location)
        }
        return found
    }

    /// The unit of multiplier 1 (the answer's own unit); the others are lost.
    private func unit(into result: inout ImportResult) -> String? {
        let units = question.element.child("units")?.children("unit") ?? []
        var unit: String?
        var others: [String] = []
        for element in units {
            let name =
                element.child("unit_name")?.text.trimmingCharacters(in: .whitespacesAndNewlines)
                ?? ""
            let multiplier =
                Double(
                    element.child("multiplier")?.text.trimmingCharacters(
                        in: .whitespacesAndNewlines) ?? "1") ?? 1
            if unit == nil, multiplier == 1, !name.isEmpty, !name.contains(" ") {
                unit = name
            } else if !name.isEmpty {
                others.append("\(name) (× \(NumberText.format(multiplier)))")
            }
        }
        if !others.isEmpty {
            result.lose(
                "moodle.units",
                "question '\(question.name)': quizgen accepts one unit; lost \(others.joined(separator: ", "))",
                at: question.location)
        }
        return unit
    }

    /// A `calculatedmulti` question's choices, each `{=formula}` a computed parameter.
    private mutating func multichoice(into result: inout ImportResult) -> QuestionKind? {
        var texts: [(String, String)] = []
        for (index, answer) in question.element.children("answer").enumerated() {
            let id = Choice.id(forIndex: index)
            func field(_ tag: String) -> String {
                answer.child(tag)?.text.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            }
            let rounding = (
                format: field("correctanswerformat").isEmpty ? "1" : field("correctanswerformat"),
                length: Int(field("correctanswerlength")) ?? 2
            )
            let text = placeholders(
                answer, scope: "choice_\(id)", rounding: rounding, into: &result)
            let feedback = placeholders(
                answer.child("feedback"), scope: "feedback_\(id)", rounding: rounding,
                into: &result)
            texts.append((text, feedback))
        }
        return question.multichoice(into: &result, texts: texts)
    }
}
