import Foundation
import QuizgenCompute
import QuizgenCore

/// A parametric numeric question written as Canvas's formula question (`calculated_question`),
/// where one formula and its variables can hold it: every drawn parameter a range with a step
/// of 1, 0.1, 0.01, … (Canvas's `scale`), named with letters and digits only, the texts using
/// drawn parameters only (`[x]`), the formula in Canvas's functions, and an absolute or relative
/// tolerance. The `var_sets` are the variants' numbers with their answers, as Canvas stores
/// them. Anything else is exported as a fixed variant (``ParametricExport``).
extension QTI12Items {
    /// The item, or why Canvas cannot hold the question.
    enum Calculated {
        case written(XMLTree)
        case cannot(String)
    }

    mutating func calculated(_ entry: ExamQuestion, into diagnostics: inout Diagnostics)
        -> Calculated
    {
        let q = entry.question
        let at = source.location(of: q)
        guard let parameters = q.parameters, case .numeric(let key) = q.kind,
            let answer = parameters.answer
        else { return .cannot("Canvas's formula questions are numeric") }
        var drawn: [(name: String, low: Double, high: Double, scale: Int)] = []
        for parameter in parameters.parameters {
            switch parameter.definition {
            case .computed: continue
            case .list:
                return .cannot("Canvas's variables are ranges; '\(parameter.name)' is a list")
            case .range(let low, let high, let step):
                guard ParametricExport.isDecimalStep(step) else {
                    return .cannot(
                        "Canvas's variables step by 1, 0.1, 0.01, …; '\(parameter.name)' steps by \(NumberText.format(step))"
                    )
                }
                drawn.append((parameter.name, low, high, ParametricExport.decimals(step)))
            }
            guard parameter.name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
                return .cannot(
                    "Canvas's variable names are letters and digits; '\(parameter.name)' is not")
            }
        }
        guard let computed = ParametricExport.computedFormulas(parameters),
            var formula = ParametricExport.formula(answer.formula, parameters, computed: computed)
        else { return .cannot("its answer's formula cannot be read") }
        let texts = [q.text, q.explanation ?? ""]
        let known = Set(parameters.parameters.map(\.name))
        for text in texts {
            for case .placeholder(let name) in PlaceholderText.pieces(text, known: known)
            where computed[name] != nil {
                return .cannot(
                    "Canvas shows only its variables in a text, not the computed '\(name)'")
            }
        }
        let tolerance: String
        switch answer.tolerance {
        case .absolute(let amount): tolerance = NumberText.format(amount)
        case .relative(let fraction): tolerance = NumberText.format(fraction * 100) + "%"
        case .significantFigures:
            return .cannot("Canvas has no significant-figure tolerance")
        }
        // Canvas stores each answer rounded to `decimal_places`: a formula rounded at the top
        // is written as that rounding.
        var places = 6
        if case .call(.round, let arguments) = formula, arguments.count == 2,
            case .number(let digits) = arguments[1], (0...10).contains(digits),
            digits == digits.rounded()
        {
            formula = arguments[0]
            places = Int(digits)
        } else if case .absolute(let amount) = answer.tolerance, amount > 0 {
            places = min(10, max(0, Int((-log10(amount)).rounded(.up)) + 1))
        }
        guard let canvasFormula = formula.canvas else {
            return .cannot(
                "its formula uses a function Canvas lacks (log(x, base) or round(x, digits))")
        }
        guard
            let variants = ParametricExport.variants(
                q, source, count: ParametricExport.variantCount(source))
        else { return .cannot("no variant of its parameters can be drawn") }
        if !parameters.constraints.isEmpty {
            diagnostics.warning(
                "export.lost",
                "question '\(q.id)': Canvas has no constraints (\(parameters.constraints.map { "'\($0)'" }.joined(separator: ", "))); the answer sets written meet them, sets Canvas generates anew may not",
                at: at)
        }
        if let unit = key.unit {
            diagnostics.warning(
                "export.lost",
                "question '\(q.id)': Canvas's formula questions have no unit; '\(unit)' is not written",
                at: at)
        }
        var sets: [XMLTree] = []
        for (index, variant) in variants.enumerated() {
            let values = ParametricExport.values(variant)
            guard case .numeric(let filled) = variant.kind else { continue }
            let value = (filled.minimum + filled.maximum) / 2
            let scale = pow(10, Double(places))
            let rounded = (value * scale).rounded(.toNearestOrAwayFromZero) / scale
            sets.append(
                XMLTree(
                    "var_set", [("ident", String(index + 1))],
                    drawn.map { XMLTree("var", [("name", $0.name)], text: values[$0.name] ?? "0") }
                        + [XMLTree("answer", text: ParameterText.format(rounded, decimals: places))]
                ))
        }
        let spell: (String) -> String = { "[\($0)]" }
        let prompt = PlaceholderText.map(
            html(q.text, q, at: at, into: &diagnostics), known: known, spell: spell)
        var scoring: [XMLTree] = []
        var feedbacks: [XMLTree] = []
        if let explanation = q.explanation {
            let feedback = PlaceholderText.map(
                html(explanation, q, at: at, into: &diagnostics), known: known, spell: spell)
            feedbacks.append(
                XMLTree(
                    "itemfeedback", [("ident", "general_fb")],
                    [XMLTree("flow_mat", [Self.material(feedback)])]))
            scoring.append(
                Self.condition([XMLTree("other")], feedback: "general_fb", continues: true))
        }
        scoring.append(
            XMLTree(
                "respcondition", [("title", "correct")],
                [
                    XMLTree("conditionvar", [XMLTree("other")]),
                    XMLTree("setvar", [("varname", "SCORE"), ("action", "Set")], text: "100"),
                ]))
        scoring.append(
            XMLTree(
                "respcondition", [("title", "incorrect")],
                [
                    XMLTree("conditionvar", [XMLTree("not", [XMLTree("other")])]),
                    XMLTree("setvar", [("varname", "SCORE"), ("action", "Set")], text: "0"),
                ]))
        let calculated = XMLTree(
            "calculated",
            [
                XMLTree("answer_tolerance", text: tolerance),
                XMLTree(
                    "formulas", [("decimal_places", String(places))],
                    [XMLTree("formula", text: canvasFormula)]),
                XMLTree(
                    "vars",
                    drawn.map {
                        XMLTree(
                            "var", [("name", $0.name), ("scale", String($0.scale))],
                            [
                                XMLTree("min", text: NumberText.format($0.low)),
                                XMLTree("max", text: NumberText.format($0.high)),
                            ])
                    }),
                XMLTree("var_sets", sets),
            ])
        let metadata = [
            Self.field("question_type", "calculated_question"),
            Self.field("points_possible", NumberText.format(entry.weight)),
            Self.field(
                "assessment_question_identifierref", StableID.make("quizgen_question_ref", q.id)),
        ]
        let outcomes = XMLTree(
            "outcomes",
            [
                XMLTree(
                    "decvar",
                    [
                        ("maxvalue", "100"), ("minvalue", "0"), ("varname", "SCORE"),
                        ("vartype", "Decimal"),
                    ])
            ])
        return .written(
            XMLTree(
                "item", [("ident", Self.ident(q)), ("title", q.id)],
                [
                    XMLTree("itemmetadata", [XMLTree("qtimetadata", metadata)]),
                    XMLTree("presentation", [Self.material(prompt), Self.decimalResponse()]),
                    XMLTree("resprocessing", [outcomes] + scoring),
                    XMLTree("itemproc_extension", [calculated]),
                ] + feedbacks))
    }

    /// The typed-number response of a formula question, as Canvas writes it.
    static func decimalResponse() -> XMLTree {
        XMLTree(
            "response_str", [("ident", "response1"), ("rcardinality", "Single")],
            [
                XMLTree(
                    "render_fib", [("fibtype", "Decimal")],
                    [XMLTree("response_label", [("ident", "answer1")])])
            ])
    }
}
