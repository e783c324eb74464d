import Foundation
import QuizgenCompute
import QuizgenCore

/// What the readers of Moodle's calculated questions and Canvas's formula questions share:
/// a wildcard's values as a quizgen parameter, and the bank's own check of the result.
enum ParametricImport {
    /// A wildcard (Moodle) or variable (Canvas) as the source defines it.
    struct Wildcard {
        /// The name in the source.
        var name: String
        /// The smallest and largest value new draws come from, and their decimals.
        var minimum: Double?
        var maximum: Double?
        var decimals: Int?
        /// Whether the source draws uniformly between them (Moodle's `uniform`; Canvas always).
        var uniform = true
        /// The values the source stored and shows its students, in order.
        var items: [Double]
        var location: SourceLocation
    }

    /// The parameter for `wildcard`.
    ///
    /// The range is what the author asked for and what the source draws new values from:
    /// `minimum..maximum step 10^-decimals`, kept when the stored items are values of it. When
    /// they are not (edited by hand, drawn log-uniformly, or no usable range), the items are
    /// the source of truth and become a list of exactly those numbers, with a warning.
    static func definition(
        of wildcard: Wildcard, system: String, question: String, into result: inout ImportResult
    ) -> ParameterDefinition? {
        let items = wildcard.items
        func list(_ why: String) -> ParameterDefinition? {
            guard !items.isEmpty else {
                result.skip(
                    "parameter",
                    "question '\(question)': \(system)'s wildcard '\(wildcard.name)' has \(why) and no stored values; not imported",
                    at: wildcard.location)
                return nil
            }
            result.lose(
                "parameter",
                "question '\(question)': wildcard '\(wildcard.name)' \(why); imported as the list of its \(items.count) stored value\(items.count == 1 ? "" : "s")",
                at: wildcard.location)
            return .list(items.map { .number($0) })
        }
        guard let low = wildcard.minimum, let high = wildcard.maximum, low <= high,
            low.isFinite, high.isFinite, let decimals = wildcard.decimals,
            (0...15).contains(decimals)
        else { return list("has no range quizgen can draw from") }
        guard wildcard.uniform else {
            return list("is drawn log-uniformly, which quizgen's ranges are not")
        }
        let step = pow(10, -Double(decimals))
        let scale = pow(10, Double(decimals))
        func onGrid(_ value: Double) -> Bool {
            abs(value * scale - (value * scale).rounded()) < 1e-6 * max(1, abs(value * scale))
        }
        guard onGrid(low) else {
            return list(
                "has a minimum (\(NumberText.format(low))) with more than \(decimals) decimals")
        }
        guard (high - low) / step + 1 <= Double(ParameterSet.maximumRangeCount) else {
            return list(
                "ranges over more than \(ParameterSet.maximumRangeCount) values of \(decimals) decimals"
            )
        }
        let outside = items.filter { !onGrid($0) || $0 < low - step / 2 || $0 > high + step / 2 }
        if !outside.isEmpty {
            return list(
                "has stored values that are not in \(NumberText.format(low))..\(NumberText.format(high)) with \(decimals) decimals (\(outside.prefix(3).map { NumberText.format($0) }.joined(separator: ", ")))"
            )
        }
        return .range(min: low, max: high, step: step)
    }

    /// Checks `question` as a bank check would (``QuestionVariants/check(_:into:)``): names,
    /// formulas, placeholders and that a variant can be drawn. A problem leaves the question
    /// out with an error, so nothing is imported that its bank would reject.
    static func check(
        _ question: ImportedQuestion, name: String, into result: inout ImportResult
    ) -> Bool {
        guard let parameters = question.parameters, case .question(let kind) = question.kind
        else { return true }
        var model = Question(
            id: "imported", kind: kind, text: question.text, explanation: question.explanation,
            category: "", location: question.location)
        model.parameters = parameters
        var diagnostics = Diagnostics()
        guard !QuestionVariants.check(model, into: &diagnostics) else { return true }
        let messages = diagnostics.items.map(\.message)
        result.skip(
            "parameter",
            "question '\(name)': \(messages.joined(separator: "; ")); not imported",
            at: question.location)
        return false
    }

    /// The tolerance of a Moodle answer: `tolerancetype` 1 relative, 2 nominal (absolute),
    /// 3 geometric (read as relative: `[a / (1 + t), a * (1 + t)]` becomes
    /// `[a * (1 - t), a * (1 + t)]`, a little wider below, with a warning). A relative
    /// tolerance of exactly 5×10⁻ⁿ with the answer shown to `n` significant figures is what
    /// quizgen writes for `± n sf`, and reads back as that.
    static func moodleTolerance(
        amount: Double, type: String, format: String, length: Int, question: String,
        at location: SourceLocation, into result: inout ImportResult
    ) -> Tolerance {
        switch type {
        case "1", "relative":
            if format == "2", (1...15).contains(length),
                abs(amount - 5 * pow(10, -Double(length))) < 1e-12
            {
                return .significantFigures(length)
            }
            return .relative(amount)
        case "3", "geometric":
            result.lose(
                "tolerance",
                "question '\(question)': Moodle's geometric tolerance \(NumberText.format(amount)) becomes a relative one (± \(NumberText.format(amount * 100))%), which accepts a little more below the answer",
                at: location)
            return .relative(amount)
        default:
            return .absolute(amount)
        }
    }
}
