import Foundation
import QuizgenCompute
import QuizgenCore

/// Canvas's formula question (`calculated_question`) read into a parametric numeric question.
///
/// `<itemproc_extension><calculated>` holds the `vars` (each `min`, `max` and `scale`, its
/// decimals), the `formulas` (the last one the answer, earlier `name = formula` lines computed
/// values) with their `decimal_places`, the `answer_tolerance` (a number, or a percentage) and
/// the `var_sets` Canvas generated. A variable becomes the range `min..max step 10^-scale`
/// (or the list of its generated values when they are not values of that range), `[x]` in the
/// text the placeholder `{x}`, and the answer `round(formula, decimal_places)`, as Canvas
/// stores it. Every generated set is then computed with the imported formula: a set whose
/// answer Canvas gives differently leaves the question out (a function Canvas computes
/// otherwise is not imported wrongly).
extension QTI12Item {
    func calculated(points: Double, explanation: String?, into result: inout ImportResult)
        -> ImportedQuestion?
    {
        guard let calculated = item.descendant("itemproc_extension")?.child("calculated") else {
            result.skip(
                "qti.calculated",
                "item '\(name)': a calculated question without <itemproc_extension><calculated>; not imported",
                at: location)
            return nil
        }
        func trimmed(_ element: SourceXMLElement?) -> String {
            element?.text.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        }
        func at(_ element: SourceXMLElement) -> SourceLocation {
            SourceLocation(path: path, line: element.line, column: element.column)
        }
        let sets = calculated.child("var_sets")?.children("var_set") ?? []
        var names: [String: String] = [:]
        var taken: Set<String> = []
        var parameters: [Parameter] = []
        var locations: [String: SourceLocation] = [:]
        for variable in calculated.child("vars")?.children("var") ?? [] {
            let raw = variable.attributes["name"] ?? ""
            let values = sets.compactMap { set in
                set.children("var").first { $0.attributes["name"] == raw }.flatMap {
                    Double(trimmed($0))
                }
            }
            let wildcard = ParametricImport.Wildcard(
                name: raw, minimum: Double(trimmed(variable.child("min"))),
                maximum: Double(trimmed(variable.child("max"))),
                decimals: Int(variable.attributes["scale"] ?? "0"), items: values,
                location: at(variable))
            guard
                let definition = ParametricImport.definition(
                    of: wildcard, system: "Canvas", question: name, into: &result)
            else { return nil }
            let quizgen = PlaceholderText.safeName(raw, taken: taken)
            taken.insert(quizgen)
            names[raw] = quizgen
            parameters.append(Parameter(quizgen, definition))
            locations[quizgen] = at(variable)
        }
        // The formulas: `name = formula` lines define values the later ones use; the last
        // line is the answer.
        let formulas = calculated.child("formulas")
        let lines = (formulas?.children("formula") ?? []).map(trimmed).filter { !$0.isEmpty }
        guard !lines.isEmpty else {
            result.skip(
                "qti.calculated", "item '\(name)': the question has no formula; not imported",
                at: location)
            return nil
        }
        var answer = Formula.number(0)
        for (index, line) in lines.enumerated() {
            var source = line
            var defined: String?
            if let equals = line.firstIndex(of: "="),
                !line[line.index(after: equals)...].hasPrefix("=")
            {
                defined = line[..<equals].trimmingCharacters(in: .whitespaces)
                source = String(line[line.index(after: equals)...])
            }
            var reader = FormulaReader(.canvas, names: names)
            do throws(FormulaError) {
                let formula = try reader.read(source)
                if index == lines.count - 1 {
                    answer = formula
                } else if let defined, !defined.isEmpty {
                    let quizgen = PlaceholderText.safeName(defined, taken: taken)
                    taken.insert(quizgen)
                    names[defined] = quizgen
                    parameters.append(Parameter(quizgen, .computed(formula.quizgen)))
                    locations[quizgen] = location
                } else {
                    throw FormulaError(
                        "only the last formula may stand alone; the others define a value, as 'y = 2 * x'"
                    )
                }
            } catch {
                result.skip(
                    "qti.formula",
                    "item '\(name)': the formula '\(line)': \(error.message); not imported",
                    at: formulas.map(at) ?? location)
                return nil
            }
        }
        if let places = formulas?.attributes["decimal_places"].flatMap({ Int($0) }),
            (0...15).contains(places)
        {
            answer = .call(.round, [answer, .number(Double(places))])
        }
        let toleranceText = trimmed(calculated.child("answer_tolerance"))
        let tolerance: Tolerance
        if toleranceText.hasSuffix("%"),
            let percent = Double(toleranceText.dropLast().trimmingCharacters(in: .whitespaces))
        {
            tolerance = .relative(abs(percent) / 100)
        } else {
            tolerance = .absolute(abs(Double(toleranceText) ?? 0))
        }
        guard check(answer, sets: sets, names: names, parameters: parameters, into: &result)
        else { return nil }
        let text = placeholders(names: names, into: &result)
        let question = ImportedQuestion(
            title: item.attributes["title"], kind: .question(.numeric(NumericKey(value: 0))),
            text: text, explanation: explanation, points: points, location: location,
            parameters: QuestionParameters(
                parameters: parameters,
                answer: NumericFormula(
                    formula: answer.quizgen, tolerance: tolerance, location: location),
                locations: locations, location: location))
        return ParametricImport.check(question, name: name, into: &result) ? question : nil
    }

    /// Whether the answer formula gives every generated set's answer, as Canvas stored it.
    private func check(
        _ answer: Formula, sets: [SourceXMLElement], names: [String: String],
        parameters: [Parameter], into result: inout ImportResult
    ) -> Bool {
        for set in sets {
            var values: [String: Double] = [:]
            for variable in set.children("var") {
                if let quizgen = names[variable.attributes["name"] ?? ""],
                    let value = Double(
                        variable.text.trimmingCharacters(in: .whitespacesAndNewlines))
                {
                    values[quizgen] = value
                }
            }
            guard
                let stored = set.child("answer").flatMap({
                    Double($0.text.trimmingCharacters(in: .whitespacesAndNewlines))
                })
            else { continue }
            do throws(ExpressionError) {
                for parameter in parameters {
                    if case .computed(let formula) = parameter.definition {
                        values[parameter.name] = try Expression(formula).evaluate(values)
                    }
                }
                let computed = try Expression(answer.quizgen).evaluate(values)
                guard abs(computed - stored) <= 1e-9 * max(1, abs(stored)) else {
                    let shown = values.sorted { $0.key < $1.key }.map {
                        "\($0.key) = \(NumberText.format($0.value))"
                    }.joined(separator: ", ")
                    result.skip(
                        "qti.formula",
                        "item '\(name)': the formula gives \(NumberText.format(computed)) for \(shown), but Canvas's answer is \(NumberText.format(stored)); not imported",
                        at: SourceLocation(path: path, line: set.line, column: set.column))
                    return false
                }
            } catch {
                result.skip(
                    "qti.formula",
                    "item '\(name)': the formula cannot be computed for a generated set: \(error.message); not imported",
                    at: SourceLocation(path: path, line: set.line, column: set.column))
                return false
            }
        }
        return true
    }

    /// The question's text with each `[x]` of a variable as the placeholder `{x}`.
    private func placeholders(names: [String: String], into result: inout ImportResult)
        -> String
    {
        guard let mattext = item.child("presentation")?.child("material")?.child("mattext")
        else { return "" }
        var used: [String] = []
        var prepared = ""
        let characters = Array(mattext.text)
        var index = 0
        while index < characters.count {
            if characters[index] == "[",
                let close = characters[(index + 1)...].firstIndex(of: "]"),
                let quizgen = names[String(characters[(index + 1)..<close])]
            {
                prepared += PlaceholderText.token(used.count)
                used.append(quizgen)
                index = close + 1
                continue
            }
            prepared.append(characters[index])
            index += 1
        }
        let format: SourceTextFormat =
            (mattext.attributes["texttype"] ?? "text/plain") == "text/html" ? .html : .plain
        let markdown = result.markdown(
            prepared, format: format, media: media, question: name, at: location)
        return PlaceholderText.restore(markdown, names: used)
    }
}
