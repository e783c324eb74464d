import Foundation
import QuizgenCompute
import QuizgenCore

/// What the writers share for parametric questions: the variants an export draws, the
/// question filled in for one variant where a format cannot hold parameters, and the formulas
/// as trees with the computed parameters written out.
enum ParametricExport {
    /// How many dataset items (Moodle) or answer sets (Canvas) an export writes: the exam's
    /// variants, so that item `k` is the numbers of the build's version `k`; 10 for a bank.
    static func variantCount(_ source: ExportSource) -> Int {
        source.exam.map { max($0.variants, 1) } ?? 10
    }

    /// The seed of `question` in `variant`, as the build draws it: the exam's code, or the
    /// bank's slug for a bank export.
    static func seed(_ source: ExportSource, _ question: Question, variant: Int) -> String {
        QuestionVariants.seed(
            exam: source.exam?.code ?? source.identifier, variant: String(variant),
            question: question.id)
    }

    /// `question` filled in for variants 1 to `count`, in order; `nil` when no variant can be
    /// drawn (a bank check reports that already).
    static func variants(_ question: Question, _ source: ExportSource, count: Int) -> [Question]? {
        var filled: [Question] = []
        for variant in 1...max(count, 1) {
            do throws(VariantError) {
                filled.append(
                    try QuestionVariants.instantiate(
                        question, seed: seed(source, question, variant: variant)))
            } catch {
                return nil
            }
        }
        return filled
    }

    /// Each parameter's value in a filled-in variant, as its texts show it.
    static func values(_ variant: Question) -> [String: String] {
        Dictionary(
            (variant.variantValues?.values ?? []).map { ($0.name, $0.text) },
            uniquingKeysWith: { first, _ in first })
    }

    /// `question` filled in for variant 1 (its numbers as the build's version 1 shows them),
    /// with a warning naming the question, why, and the numbers; `nil` with a warning when no
    /// variant can be drawn.
    static func fixedVariant(
        _ question: Question, source: ExportSource, format: String, reason: String? = nil,
        into diagnostics: inout Diagnostics
    ) -> Question? {
        let at = source.location(of: question)
        guard let variant = variants(question, source, count: 1)?.first else {
            diagnostics.warning(
                "export.parametric",
                "question '\(question.id)': no variant of its parameters can be drawn; not exported",
                at: at)
            return nil
        }
        let numbers = (variant.variantValues?.values ?? []).map { "\($0.name) = \($0.text)" }
        diagnostics.warning(
            "export.parametric",
            "question '\(question.id)' is parametric and \(format) cannot hold its parameters\(reason.map { " (\($0))" } ?? ""); exported as variant 1, the same numbers for everyone (\(numbers.joined(separator: ", ")))",
            at: at)
        return variant
    }

    /// The trees of a question's computed parameters, each with the computed parameters it
    /// uses written out, by name; `nil` when a formula cannot be read.
    static func computedFormulas(_ parameters: QuestionParameters) -> [String: Formula]? {
        let names = Dictionary(
            parameters.parameters.map { ($0.name, $0.name) }, uniquingKeysWith: { a, _ in a })
        var formulas: [String: Formula] = [:]
        for parameter in parameters.parameters {
            guard case .computed(let text) = parameter.definition else { continue }
            var reader = FormulaReader(.quizgen, names: names)
            guard let formula = try? reader.read(text) else { return nil }
            formulas[parameter.name] = formula
        }
        // Write out computed parameters that use others (the bank check rules out cycles; a
        // chain is at most as long as there are parameters).
        for _ in 0..<formulas.count {
            var changed = false
            for (name, formula) in formulas {
                let expanded = formula.substituting(formulas)
                if expanded != formula {
                    formulas[name] = expanded
                    changed = true
                }
            }
            if !changed { break }
        }
        return formulas
    }

    /// A quizgen formula of `parameters` as a tree with every computed parameter written out.
    static func formula(
        _ text: String, _ parameters: QuestionParameters, computed: [String: Formula]
    )
        -> Formula?
    {
        let names = Dictionary(
            parameters.parameters.map { ($0.name, $0.name) }, uniquingKeysWith: { a, _ in a })
        var reader = FormulaReader(.quizgen, names: names)
        return (try? reader.read(text))?.substituting(computed)
    }

    /// The decimals of a step: 0 for 1, 1 for 0.5 or 0.1, 2 for 0.25.
    static func decimals(_ step: Double) -> Int {
        for digits in 0...15 {
            let scaled = step * pow(10, Double(digits))
            if abs(scaled - scaled.rounded()) < 1e-9 * max(1, scaled) { return digits }
        }
        return 15
    }

    /// Whether `step` is a power of ten no larger than 1 (1, 0.1, 0.01, …), as Moodle's
    /// decimals and Canvas's scale draw.
    static func isDecimalStep(_ step: Double) -> Bool {
        abs(step - pow(10, -Double(decimals(step)))) < 1e-12
    }
}
