import QuizgenCore

extension QuestionVariants {
    /// Checks a parametric question where it is written: its parameters and constraints
    /// (names, formulas, ranges, cycles), its answer formula, every `{name}` in its texts, and
    /// that a variant can be drawn at all. Each problem is an error at the definition, the
    /// constraint or the question it concerns.
    ///
    /// - Returns: Whether the question is sound.
    @discardableResult
    public static func check(_ question: Question, into diagnostics: inout Diagnostics) -> Bool {
        guard let parameters = question.parameters else { return true }
        func at(_ base: SourceLocation, _ column: Int?) -> SourceLocation {
            guard let column, base.line > 0 else { return base }
            return SourceLocation(
                path: base.path, line: base.line, column: max(base.column, 1) + column - 1)
        }
        let set: ParameterSet
        do throws(ParameterSetError) {
            set = try ParameterSet(
                parameters: parameters.parameters, constraints: parameters.constraints)
        } catch {
            for problem in error.problems {
                let base =
                    problem.parameter.flatMap { parameters.locations[$0] }
                    ?? problem.constraint.flatMap {
                        parameters.constraintLocations.indices.contains($0)
                            ? parameters.constraintLocations[$0] : nil
                    } ?? parameters.location
                diagnostics.error("bank.parameter", problem.message, at: at(base, problem.column))
            }
            return false
        }
        if let answer = parameters.answer {
            let numbers = Set(
                set.parameters.filter {
                    if case .list(let values) = $0.definition {
                        return values.allSatisfy { $0.number != nil }
                    }
                    return true
                }.map(\.name))
            do throws(ExpressionError) {
                let expression = try Expression(answer.formula)
                if expression.isCondition {
                    diagnostics.error(
                        "bank.answer-formula",
                        "the answer `\(answer.formula)` is a condition, not a number",
                        at: answer.location)
                    return false
                }
                for name in expression.parameterNames where !numbers.contains(name) {
                    let known = set.parameters.contains { $0.name == name }
                    diagnostics.error(
                        "bank.answer-formula",
                        known
                            ? "the answer uses '\(name)', a text parameter; an answer computes with numbers"
                            : "the answer uses '\(name)', which is not a parameter\(Suggestion.didYouMean(name, in: numbers))",
                        at: answer.location)
                    return false
                }
            } catch {
                diagnostics.error(
                    "bank.answer-formula", "the answer `\(answer.formula)`: \(error.message)",
                    at: at(answer.location, error.column))
                return false
            }
        }
        // Every `{name}` of every text names a parameter (checked before a draw, so each
        // unknown name is reported where its text is).
        let names = Dictionary(
            uniqueKeysWithValues: set.parameters.map { ($0.name, ParameterValue.number(1)) })
        var unknown = false
        for (what, text, location) in texts(of: question) {
            do throws(ParameterText.SubstitutionError) {
                _ = try ParameterText.substitute(text, values: names)
            } catch {
                unknown = true
                for name in error.unknownNames {
                    diagnostics.error("bank.parameter", "\(what): \(name.message)", at: location)
                }
            }
        }
        guard !unknown else { return false }
        do throws(VariantError) {
            _ = try instantiate(question, seed: "quizgen-check\u{1F}\(question.id)")
        } catch {
            diagnostics.error("bank.parameter", error.message, at: parameters.location)
            return false
        }
        return true
    }

    /// Each text of a question that may hold placeholders: what it is, the text, and where.
    static func texts(of question: Question) -> [(String, String, SourceLocation)] {
        let at = question.location
        var texts: [(String, String, SourceLocation)] = [("the question's text", question.text, at)]
        if let explanation = question.explanation {
            texts.append(("the explanation", explanation, at))
        }
        for (index, hint) in question.hints.enumerated() {
            texts.append(("hint \(index + 1)", hint, at))
        }
        switch question.kind {
        case .singleChoice(let choices), .multipleChoice(let choices):
            for choice in choices {
                texts.append(("choice \(choice.id)", choice.text, choice.location))
                if let feedback = choice.feedback {
                    texts.append(("the feedback of choice \(choice.id)", feedback, choice.location))
                }
            }
        case .shortAnswer(let key):
            texts += key.accepted.map { ("an accepted answer", $0, at) }
        case .numeric(let key):
            if let unit = key.unit { texts.append(("the unit", unit, at)) }
        case .ordering(let items):
            texts += items.map { ("an item", $0.text, at) }
        case .matching(let pairs):
            texts += pairs.flatMap { [("a pair", $0.left, at), ("a pair", $0.right, at)] }
        case .blanks(let blanks):
            for blank in blanks {
                switch blank.answer {
                case .text(let key): texts += key.accepted.map { ("a blank", $0, blank.location) }
                case .choice(let options):
                    texts += options.map { ("a blank", $0.text, blank.location) }
                }
            }
        case .trueFalse, .essay:
            break
        }
        return texts
    }
}
