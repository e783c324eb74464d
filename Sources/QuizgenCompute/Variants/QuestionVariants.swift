import Foundation
import QuizgenCore

/// Fills in the variants of parametric questions: one draw of the parameters per question and
/// variant, reproducible from a seed text, and the question with every `{name}` replaced.
///
/// A variant of a question is an ordinary question (no parameters) whose key is computed from
/// its draw: a numeric answer from the answer formula and its tolerance, choices and other
/// texts from their placeholders. So the exam pages, the grader and the statistics work on
/// variants as on any other question, and the key of a variant exists only where the key of a
/// question does.
public enum QuestionVariants {
    /// How many times a draw is repeated (with a new seed) when its choices come out alike.
    static let distinctChoiceTries = 50

    /// The seed text of `question` in `variant` of the exam `code`: the exam's code, the
    /// variant and the question's id, so a question keeps its numbers in a variant whatever
    /// else the exam holds, and a rebuild or another machine draws the same.
    public static func seed(exam code: String, variant: String, question: String) -> String {
        "quizgen-variant/1\u{1F}\(code)\u{1F}\(variant)\u{1F}\(question)"
    }

    /// `exam` with every parametric question filled in for `variant`; an exam without
    /// parametric questions is returned as it is, with `variant` set.
    ///
    /// - Throws: ``VariantError`` naming the question whose parameters cannot be drawn.
    public static func variant(_ exam: AssembledExam, _ variant: String) throws(VariantError)
        -> AssembledExam
    {
        var filled = exam
        filled.variant = variant
        for index in filled.questions.indices where filled.questions[index].question.isParametric {
            let question = filled.questions[index].question
            filled.questions[index].question = try instantiate(
                question, seed: seed(exam: exam.exam.code, variant: variant, question: question.id))
        }
        return filled
    }

    /// `question` filled in from the draw `seed` gives; a question without parameters is
    /// returned as it is.
    ///
    /// Choices, ordering items and pairs must come out different from each other: a draw
    /// that makes two alike (a sign error equal to the answer when it is 0) is drawn again
    /// from the next seed.
    ///
    /// - Throws: ``VariantError`` when the parameters are wrong or cannot be drawn.
    public static func instantiate(_ question: Question, seed: String) throws(VariantError)
        -> Question
    {
        guard let parameters = question.parameters else { return question }
        let set: ParameterSet
        do throws(ParameterSetError) {
            set = try ParameterSet(
                parameters: parameters.parameters, constraints: parameters.constraints)
        } catch {
            throw VariantError(question: question.id, message: error.description)
        }
        var last: VariantError?
        for attempt in 0..<distinctChoiceTries {
            let draw: ParameterDraw
            do throws(ParameterDrawError) {
                draw = try set.draw(seed: attempt == 0 ? seed : "\(seed)\u{1F}\(attempt)")
            } catch {
                throw VariantError(question: question.id, message: error.message)
            }
            let filled = try fill(question, parameters, draw)
            if let repeated = repeatedText(filled.kind) {
                last = VariantError(
                    question: question.id,
                    message:
                        "the parameters make two answers alike ('\(repeated)') in \(distinctChoiceTries) draws in a row; add a constraint that keeps them apart"
                )
                continue
            }
            return filled
        }
        throw last ?? VariantError(question: question.id, message: "no variant could be drawn")
    }

    /// The question with the draw's values in every text and the key computed.
    static func fill(_ question: Question, _ parameters: QuestionParameters, _ draw: ParameterDraw)
        throws(VariantError) -> Question
    {
        var filled = question
        filled.parameters = nil
        func put(_ text: String) throws(VariantError) -> String {
            do throws(ParameterText.SubstitutionError) {
                return try ParameterText.substitute(text, values: draw.values)
            } catch {
                throw VariantError(question: question.id, message: error.description)
            }
        }
        filled.text = try put(question.text)
        if let explanation = question.explanation { filled.explanation = try put(explanation) }
        var hints: [String] = []
        for hint in question.hints { hints.append(try put(hint)) }
        filled.hints = hints
        var worked: String?
        switch question.kind {
        case .singleChoice(let choices):
            filled.kind = .singleChoice(try fillChoices(choices, put))
        case .multipleChoice(let choices):
            filled.kind = .multipleChoice(try fillChoices(choices, put))
        case .shortAnswer(var key):
            var accepted: [String] = []
            for answer in key.accepted { accepted.append(try put(answer)) }
            key.accepted = accepted
            filled.kind = .shortAnswer(key)
        case .numeric(var key):
            if let answer = parameters.answer {
                let value: Double
                do throws(ExpressionError) {
                    value = try Expression(answer.formula).evaluate(draw.numbers)
                } catch {
                    throw VariantError(
                        question: question.id,
                        message:
                            "the answer `\(answer.formula)` cannot be computed: \(error.message)")
                }
                let (low, high) = range(value, answer.tolerance)
                key.minimum = low
                key.maximum = high
                worked = workedAnswer(answer.formula, draw: draw, value: value, unit: key.unit)
            }
            if let unit = key.unit { key.unit = try put(unit) }
            filled.kind = .numeric(key)
        case .ordering(let items):
            var filledItems: [OrderItem] = []
            for item in items {
                let text = try put(item.text)
                filledItems.append(OrderItem(id: ContentID.make(prefix: "i", text), text: text))
            }
            filled.kind = .ordering(filledItems)
        case .matching(let pairs):
            var filledPairs: [MatchPair] = []
            for pair in pairs {
                filledPairs.append(
                    MatchPair(id: pair.id, left: try put(pair.left), right: try put(pair.right)))
            }
            filled.kind = .matching(filledPairs)
        case .blanks(let blanks):
            var filledBlanks: [Blank] = []
            for var blank in blanks {
                switch blank.answer {
                case .text(var key):
                    var accepted: [String] = []
                    for answer in key.accepted { accepted.append(try put(answer)) }
                    key.accepted = accepted
                    blank.answer = .text(key)
                case .choice(let options):
                    var filledOptions: [Choice] = []
                    for var option in options {
                        option.text = try put(option.text)
                        option.id = Blank.optionID(option.text)
                        filledOptions.append(option)
                    }
                    blank.answer = .choice(filledOptions)
                }
                filledBlanks.append(blank)
            }
            filled.kind = .blanks(filledBlanks)
        case .trueFalse, .essay:
            break
        }
        filled.variantValues = VariantValues(
            values: draw.names.compactMap { name in
                draw.values[name].map { DrawnValue(name: name, text: text(of: $0)) }
            },
            workedAnswer: worked)
        return filled
    }

    static func fillChoices(_ choices: [Choice], _ put: (String) throws(VariantError) -> String)
        throws(VariantError) -> [Choice]
    {
        var filled: [Choice] = []
        for var choice in choices {
            choice.text = try put(choice.text)
            if let feedback = choice.feedback { choice.feedback = try put(feedback) }
            filled.append(choice)
        }
        return filled
    }

    /// The accepted range of a computed answer: the tolerance around it, or for significant
    /// figures the numbers that round to the same figures.
    public static func range(_ value: Double, _ tolerance: Tolerance) -> (Double, Double) {
        switch tolerance {
        case .absolute(let amount):
            return (value - abs(amount), value + abs(amount))
        case .relative(let fraction):
            let spread = abs(fraction * value)
            return (value - spread, value + spread)
        case .significantFigures(let figures):
            guard value != 0, value.isFinite else { return (value, value) }
            let magnitude = floor(log10(abs(value)))
            let unit = pow(10, magnitude - Double(max(figures, 1) - 1))
            let rounded = (value / unit).rounded(.toNearestOrAwayFromZero) * unit
            // Half a unit of the last figure either side, less a hair: 3.145 does not round
            // to 3.14 at 3 figures.
            let half = unit / 2 * (1 - 1e-9)
            return (rounded - half, rounded + half)
        }
    }

    /// `a * t = 3 * 5 = 15 m/s`: the formula, with each parameter replaced by its value, and
    /// the value.
    static func workedAnswer(_ formula: String, draw: ParameterDraw, value: Double, unit: String?)
        -> String
    {
        var numbers = ""
        var name = ""
        func flush() {
            guard !name.isEmpty else { return }
            if let known = draw.values[name] {
                numbers += text(of: known)
            } else {
                numbers += name
            }
            name = ""
        }
        for character in formula {
            if character.isLetter || character == "_" || (!name.isEmpty && character.isNumber) {
                name.append(character)
            } else {
                flush()
                numbers.append(character)
            }
        }
        flush()
        var parts = [formula]
        if numbers != formula { parts.append(numbers) }
        parts.append(ParameterText.format(value) + (unit.map { " " + $0 } ?? ""))
        return parts.joined(separator: " = ")
    }

    static func text(of value: ParameterValue) -> String {
        switch value {
        case .number(let number): ParameterText.format(number)
        case .text(let text): text
        }
    }

    /// The first text two answers share after filling in, if any.
    static func repeatedText(_ kind: QuestionKind) -> String? {
        let texts: [String]
        switch kind {
        case .singleChoice(let choices), .multipleChoice(let choices): texts = choices.map(\.text)
        case .ordering(let items): texts = items.map(\.text)
        case .matching(let pairs): texts = pairs.map(\.left)
        case .blanks(let blanks):
            for blank in blanks {
                if let options = blank.answer.options,
                    let repeated = firstRepeat(options.map(\.text))
                {
                    return repeated
                }
            }
            return nil
        default: return nil
        }
        return firstRepeat(texts)
    }

    static func firstRepeat(_ texts: [String]) -> String? {
        var seen: Set<String> = []
        for text in texts where !seen.insert(text).inserted { return text }
        return nil
    }
}

/// Why a variant of a parametric question cannot be made.
public struct VariantError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The question's id.
    public let question: String
    /// What is wrong.
    public let message: String

    public var description: String { "question '\(question)': \(message)" }
}
