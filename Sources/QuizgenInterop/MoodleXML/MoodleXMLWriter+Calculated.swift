import Foundation
import QuizgenCompute
import QuizgenCore

/// A parametric question written as Moodle's `calculated` (numeric) or `calculatedmulti`
/// (choices) question, in the layout of Moodle's own `qformat_xml` writer.
///
/// Each drawn parameter is a `dataset_definition`: a range `min..max step 10^-d` is Moodle's
/// uniform distribution with `d` decimals (another step, or a list, is written as the uniform
/// range around it, with a warning), and its `dataset_items` are the numbers of the exam's
/// variants 1 to n (10 draws for a bank), so Moodle's item `k` is quizgen's version `k`. A
/// computed parameter is written out where it is used: `{=formula}` in a text, the formula
/// itself in an answer. Constraints have no place in Moodle: the items written meet them.
extension MoodleXMLWriter {
    /// The type and elements of a parametric question, or why Moodle cannot hold it.
    enum Calculated {
        case written(type: String, extra: String, transform: (String) -> String)
        case cannot(String)
    }

    func calculated(
        _ entry: ExamQuestion, source: ExportSource, fields: inout Fields, at: SourceLocation,
        into diagnostics: inout Diagnostics
    ) -> Calculated {
        let q = entry.question
        guard let parameters = q.parameters else { return .cannot("it has no parameters") }
        let isNumeric: Bool
        switch q.kind {
        case .numeric where parameters.answer != nil: isNumeric = true
        case .singleChoice, .multipleChoice: isNumeric = false
        default:
            return .cannot(
                "Moodle's calculated questions are numeric or multiple choice, not \(q.kind.typeName)"
            )
        }
        for parameter in parameters.parameters {
            if case .list(let values) = parameter.definition,
                values.contains(where: { $0.number == nil })
            {
                return .cannot("Moodle's wildcards are numbers; '\(parameter.name)' is a text")
            }
        }
        guard let computed = ParametricExport.computedFormulas(parameters) else {
            return .cannot("a computed parameter's formula cannot be read")
        }
        let count = ParametricExport.variantCount(source)
        guard let variants = ParametricExport.variants(q, source, count: count) else {
            return .cannot("no variant of its parameters can be drawn")
        }
        let known = Set(parameters.parameters.map(\.name))
        func spell(_ name: String) -> String {
            computed[name].map { "{=\($0.moodle)}" } ?? "{\(name)}"
        }
        let transform: (String) -> String = {
            PlaceholderText.map($0, known: known, spell: spell)
        }
        var extra = "    <synchronize>0</synchronize>\n"
        if isNumeric {
            guard let answer = parameters.answer,
                let formula = ParametricExport.formula(
                    answer.formula, parameters, computed: computed)
            else { return .cannot("its answer's formula cannot be read") }
            extra +=
                "    <single>0</single>\n    <answernumbering>abc</answernumbering>\n    <shuffleanswers>0</shuffleanswers>\n"
            extra += Self.combinedFeedback
            let (amount, type, format, length) = Self.tolerance(
                answer.tolerance, q, at: at, into: &diagnostics)
            extra += "    <answer fraction=\"100\">\n"
            extra += "      <text>\(MarkupEscaping.xml(formula.moodle))</text>\n"
            extra += Self.answerFields(amount, type, format, length)
            extra += "      <feedback format=\"html\">\n        <text></text>\n      </feedback>\n"
            extra += "    </answer>\n"
            if case .numeric(let key) = q.kind, let unit = key.unit {
                extra +=
                    "    <unitgradingtype>0</unitgradingtype>\n    <unitpenalty>0.1000000</unitpenalty>\n    <showunits>0</showunits>\n    <unitsleft>0</unitsleft>\n"
                extra +=
                    "    <units>\n      <unit>\n        <multiplier>1</multiplier>\n        <unit_name>\(MarkupEscaping.xml(unit))</unit_name>\n      </unit>\n    </units>\n"
            } else {
                extra +=
                    "    <unitgradingtype>0</unitgradingtype>\n    <unitpenalty>0.1000000</unitpenalty>\n    <showunits>3</showunits>\n    <unitsleft>0</unitsleft>\n"
            }
        } else {
            let choices = q.kind.choices ?? []
            var single = false
            if case .singleChoice = q.kind { single = true }
            let shuffle = source.exam?.shuffleChoices ?? false
            extra +=
                "    <single>\(single ? 1 : 0)</single>\n    <answernumbering>abc</answernumbering>\n    <shuffleanswers>\(shuffle ? 1 : 0)</shuffleanswers>\n"
            extra += Self.combinedFeedback
            let right = choices.filter(\.correct).count
            let wrong = choices.count - right
            for choice in choices {
                let fraction =
                    single
                    ? (choice.correct ? "100" : "0")
                    : GIFTWriter.percent(
                        choice.correct
                            ? 100 / Double(max(right, 1)) : -100 / Double(max(wrong, 1)))
                // Moodle rounds every `{=…}` of an answer one way: the first computed value's.
                let first = PlaceholderText.pieces(choice.text, known: known).lazy.compactMap {
                    piece -> Formula? in
                    if case .placeholder(let name) = piece { return computed[name] }
                    return nil
                }.first
                let rounding = first?.moodleRounding
                let choiceTransform: (String) -> String = { html in
                    PlaceholderText.map(html, known: known) { name in
                        guard let formula = computed[name] else { return "{\(name)}" }
                        let own = formula.moodleRounding
                        if let rounding, own.format == rounding.format,
                            own.length == rounding.length
                        {
                            return "{=\(own.value.moodle)}"
                        }
                        return "{=\(formula.moodle)}"
                    }
                }
                extra += "    <answer fraction=\"\(fraction)\" format=\"html\">\n"
                extra += fields.inner(choice.text, indent: "      ", transform: choiceTransform)
                extra += Self.answerFields(
                    0.01, 1, rounding?.format ?? 1, rounding?.length ?? 2)
                extra += fields.element(
                    "feedback", choice.feedback ?? "", indent: "      ",
                    transform: choiceTransform)
                extra += "    </answer>\n"
            }
        }
        extra += datasets(q, parameters, variants: variants, at: at, into: &diagnostics)
        if !parameters.constraints.isEmpty {
            diagnostics.warning(
                "export.lost",
                "question '\(q.id)': Moodle has no constraints (\(parameters.constraints.map { "'\($0)'" }.joined(separator: ", "))); the dataset items written meet them, values Moodle generates anew may not",
                at: at)
        }
        return .written(
            type: isNumeric ? "calculated" : "calculatedmulti", extra: extra, transform: transform)
    }

    static let combinedFeedback = [
        "correctfeedback", "partiallycorrectfeedback", "incorrectfeedback",
    ]
    .map { "    <\($0) format=\"html\">\n      <text></text>\n    </\($0)>\n" }.joined()

    static func answerFields(_ amount: Double, _ type: Int, _ format: Int, _ length: Int)
        -> String
    {
        "      <tolerance>\(NumberText.format(amount))</tolerance>\n      <tolerancetype>\(type)</tolerancetype>\n      <correctanswerformat>\(format)</correctanswerformat>\n      <correctanswerlength>\(length)</correctanswerlength>\n"
    }

    /// Moodle's tolerance for quizgen's: absolute is nominal (2), relative is relative (1);
    /// `n` significant figures has no Moodle equivalent and becomes a relative 5×10⁻ⁿ with
    /// the answer shown to `n` figures (a warning), which an import reads back as `n` figures.
    static func tolerance(
        _ tolerance: Tolerance, _ q: Question, at: SourceLocation,
        into diagnostics: inout Diagnostics
    ) -> (amount: Double, type: Int, format: Int, length: Int) {
        switch tolerance {
        case .absolute(let amount): return (amount, 2, 1, 2)
        case .relative(let fraction): return (fraction, 1, 1, 2)
        case .significantFigures(let figures):
            let amount = 5 * pow(10, -Double(figures))
            diagnostics.warning(
                "export.lost",
                "question '\(q.id)': Moodle has no significant-figure tolerance; ± \(figures) sf becomes ± \(NumberText.format(amount * 100))% with the answer shown to \(figures) figures",
                at: at)
            return (amount, 1, 2, figures)
        }
    }

    /// A `dataset_definition` per drawn parameter, with the variants' values as its items.
    func datasets(
        _ q: Question, _ parameters: QuestionParameters, variants: [Question],
        at: SourceLocation, into diagnostics: inout Diagnostics
    ) -> String {
        let drawn = variants.map(ParametricExport.values)
        var out = "    <dataset_definitions>\n"
        for parameter in parameters.parameters {
            let low: Double
            let high: Double
            let decimals: Int
            switch parameter.definition {
            case .computed: continue
            case .range(let min, let max, let step):
                (low, high, decimals) = (min, max, ParametricExport.decimals(step))
                if !ParametricExport.isDecimalStep(step) {
                    diagnostics.warning(
                        "export.lost",
                        "question '\(q.id)': parameter '\(parameter.name)' steps by \(NumberText.format(step)); Moodle generates new values with \(decimals) decimal\(decimals == 1 ? "" : "s") between \(NumberText.format(min)) and \(NumberText.format(max)) (the items written are quizgen's draws)",
                        at: at)
                }
            case .list(let values):
                let numbers = values.compactMap(\.number)
                (low, high) = (numbers.min() ?? 0, numbers.max() ?? 0)
                decimals = numbers.map { ParametricExport.decimals(abs($0)) }.max() ?? 0
                diagnostics.warning(
                    "export.lost",
                    "question '\(q.id)': parameter '\(parameter.name)' is a list; Moodle has none, so it is written as the range \(NumberText.format(low))..\(NumberText.format(high)) with \(decimals) decimal\(decimals == 1 ? "" : "s") (the items written are quizgen's draws from the list)",
                    at: at)
            }
            func text(_ tag: String, _ value: String) -> String {
                "        <\(tag)>\n          <text>\(MarkupEscaping.xml(value))</text>\n        </\(tag)>\n"
            }
            out += "      <dataset_definition>\n"
            out += text("status", "private") + text("name", parameter.name)
            out += "        <type>calculated</type>\n"
            out += text("distribution", "uniform") + text("minimum", NumberText.format(low))
            out += text("maximum", NumberText.format(high)) + text("decimals", String(decimals))
            out += "        <itemcount>\(drawn.count)</itemcount>\n        <dataset_items>\n"
            for (index, values) in drawn.enumerated() {
                out +=
                    "          <dataset_item>\n            <number>\(index + 1)</number>\n            <value>\(MarkupEscaping.xml(values[parameter.name] ?? "0"))</value>\n          </dataset_item>\n"
            }
            out +=
                "        </dataset_items>\n        <number_of_items>\(drawn.count)</number_of_items>\n"
            out += "      </dataset_definition>\n"
        }
        return out + "    </dataset_definitions>\n"
    }
}
