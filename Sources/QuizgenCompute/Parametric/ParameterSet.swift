import QuizgenCore

/// The parameters and constraints of one parametric question, checked once and then drawn as
/// often as needed (``draw(seed:maximumTries:)``).
public struct ParameterSet: Sendable, Hashable {
    /// The most values a `range` may hold.
    public static let maximumRangeCount = 1_000_000
    /// The names a parameter may not take: the constants, the functions and the keywords.
    public static let reservedNames: Set<String> = Set(
        ["pi", "π", "e", "and", "or", "not"] + ExpressionFunction.allCases.map(\.rawValue))

    /// The parameters, as declared.
    public let parameters: [Parameter]
    /// The constraints' formulas, as declared.
    public let constraints: [Expression]
    /// The computed parameters' formulas, by name.
    let formulas: [String: Expression]
    /// The computed parameters in an order where each comes after those it names.
    let computedOrder: [String]

    /// Checks parameters and constraints.
    ///
    /// - Parameters:
    ///   - parameters: The parameters; a computed one may name any other, in any order.
    ///   - constraints: Conditions every draw must meet (`b != 0`, `b^2 - 4*a*c >= 0`).
    /// - Throws: ``ParameterSetError`` with every problem found, each naming its parameter or
    ///   constraint: a bad name or a duplicate, an empty or too large range, an empty list, a
    ///   formula that does not parse, names an unknown or text parameter, or depends on itself.
    public init(parameters: [Parameter], constraints: [String] = []) throws(ParameterSetError) {
        var problems: [ParameterProblem] = []
        func problem(_ name: String, _ message: String, column: Int? = nil) {
            problems.append(
                ParameterProblem(
                    parameter: name, constraint: nil, message: "parameter '\(name)': \(message)",
                    column: column))
        }
        var kinds: [String: Bool] = [:]  // name -> is a number
        for parameter in parameters {
            let name = parameter.name
            if !Self.isName(name) {
                problem(
                    name,
                    "not a valid name; start with a letter and use letters, digits and '_'")
            } else if Self.reservedNames.contains(name) {
                problem(
                    name,
                    "'\(name)' is reserved for a \(ExpressionFunction(rawValue: name) == nil ? "constant or keyword" : "function"); choose another name"
                )
            } else if kinds[name] != nil {
                problem(name, "declared twice; rename one of them")
                continue
            }
            // A bad or reserved name cannot be written in a formula: it is not suggested either.
            let usable = Self.isName(name) && !Self.reservedNames.contains(name)
            switch parameter.definition {
            case .range(let low, let high, let step):
                if let message = Self.rangeProblem(low, high, step) { problem(name, message) }
                if usable { kinds[name] = true }
            case .list(let values):
                let numbers = values.filter { $0.number != nil }.count
                if values.isEmpty {
                    problem(name, "the list is empty; give at least one value")
                } else if numbers != 0, numbers != values.count {
                    problem(name, "the list mixes numbers and texts; use one or the other")
                } else if values.contains(where: { $0.number.map { !$0.isFinite } ?? false }) {
                    problem(name, "the list holds a number that is not finite")
                }
                if usable { kinds[name] = numbers == values.count }
            case .computed:
                if usable { kinds[name] = true }
            }
        }
        var formulas: [String: Expression] = [:]
        for parameter in parameters {
            guard case .computed(let text) = parameter.definition, formulas[parameter.name] == nil
            else { continue }
            do throws(ExpressionError) {
                let expression = try Expression(text)
                if expression.isCondition {
                    problem(
                        parameter.name,
                        "`\(text)` is a condition, not a number; make it a constraint instead")
                }
                for message in Self.nameProblems(expression, kinds: kinds) {
                    problem(parameter.name, message.0, column: message.1)
                }
                formulas[parameter.name] = expression
            } catch {
                problem(parameter.name, error.message, column: error.column)
            }
        }
        var parsedConstraints: [Expression] = []
        for (index, text) in constraints.enumerated() {
            func constraintProblem(_ message: String, column: Int?) {
                problems.append(
                    ParameterProblem(
                        parameter: nil, constraint: index,
                        message: "constraint \(index + 1) `\(text)`: \(message)", column: column))
            }
            do throws(ExpressionError) {
                let expression = try Expression(text)
                if !expression.isCondition {
                    constraintProblem(
                        "a number is not a condition; compare it, e.g. `\(text) != 0`",
                        column: nil)
                }
                for message in Self.nameProblems(expression, kinds: kinds) {
                    constraintProblem(message.0, column: message.1)
                }
                parsedConstraints.append(expression)
            } catch {
                constraintProblem(error.message, column: error.column)
            }
        }
        let (order, cycles) = Self.order(parameters.map(\.name), formulas: formulas)
        for cycle in cycles {
            problem(
                cycle[0],
                "the computed parameters depend on each other (\(cycle.joined(separator: " -> "))); compute one of them without the others"
            )
        }
        guard problems.isEmpty else { throw ParameterSetError(problems: problems) }
        self.parameters = parameters
        self.constraints = parsedConstraints
        self.formulas = formulas
        self.computedOrder = order
    }

    // MARK: Checks

    private static func isName(_ name: String) -> Bool {
        guard let first = name.first, first.isLetter || first == "_" else { return false }
        return name.allSatisfy { $0.isLetter || $0 == "_" || ($0.isASCII && $0.isNumber) }
    }

    private static func rangeProblem(_ low: Double, _ high: Double, _ step: Double) -> String? {
        guard low.isFinite, high.isFinite, step.isFinite else {
            return "the range's bounds and step must be finite numbers"
        }
        guard step > 0 else {
            return "the step is \(NumberText.format(step)); it must be greater than 0"
        }
        guard low <= high else {
            return
                "the range's minimum \(NumberText.format(low)) is above its maximum \(NumberText.format(high)); swap them"
        }
        let count = rangeCount(low, high, step)
        guard count <= Double(maximumRangeCount) else {
            return
                "the range holds \(NumberText.format(count)) values, more than \(maximumRangeCount); use a larger step or a narrower range"
        }
        return nil
    }

    /// The number of values in a range, as a double so that a huge one does not overflow.
    static func rangeCount(_ low: Double, _ high: Double, _ step: Double) -> Double {
        ((high - low) / step + 1e-9).rounded(.down) + 1
    }

    private static func nameProblems(_ expression: Expression, kinds: [String: Bool])
        -> [(String, Int)]
    {
        expression.parameterNames.compactMap { name in
            let column = expression.parameterColumns[name] ?? 1
            switch kinds[name] {
            case nil:
                return (
                    "unknown parameter '\(name)' at column \(column)\(Suggestion.didYouMean(name, in: kinds.keys.sorted()))",
                    column
                )
            case false?:
                return (
                    "'\(name)' at column \(column) is a text parameter, and formulas compute with numbers",
                    column
                )
            case true?:
                return nil
            }
        }
    }

    /// The computed parameters in dependency order, and the cycles among them.
    private static func order(_ names: [String], formulas: [String: Expression])
        -> ([String], [[String]])
    {
        var order: [String] = []
        var cycles: [[String]] = []
        var state: [String: Bool] = [:]  // false: being visited, true: done
        func visit(_ name: String, path: inout [String]) {
            if let done = state[name] {
                if !done, let start = path.firstIndex(of: name) {
                    cycles.append(Array(path[start...]) + [name])
                }
                return
            }
            guard let formula = formulas[name] else { return }
            state[name] = false
            path.append(name)
            for dependency in formula.parameterNames { visit(dependency, path: &path) }
            path.removeLast()
            state[name] = true
            order.append(name)
        }
        for name in names where formulas[name] != nil {
            var path: [String] = []
            visit(name, path: &path)
        }
        return (order, cycles)
    }
}
