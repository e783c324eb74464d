import Foundation
import QuizgenCompute
import QuizgenCore

/// A formula read from another system (Moodle's calculated questions, Canvas's formula
/// questions) or from a quizgen bank, as a tree with quizgen's meaning: written out again in
/// quizgen's syntax for a bank, or in Moodle's or Canvas's for an export.
///
/// Function calls carry quizgen's function names (``ExpressionFunction``): the readers
/// translate another system's functions into them (Moodle's `log` is `ln`, `pow(a, b)` is
/// `a ^ b`), so every tree means what quizgen computes.
indirect enum Formula: Sendable, Hashable {
    /// A number.
    case number(Double)
    /// A parameter (a Moodle wildcard, a Canvas variable) by its quizgen name.
    case name(String)
    /// π.
    case pi
    /// Euler's number.
    case e
    /// `-x`.
    case negate(Formula)
    /// `a + b`, `a - b`, `a * b`, `a / b`, `a ^ b`.
    case binary(Operator, Formula, Formula)
    /// A call of one of quizgen's functions (`sqrt`, `ln`, `log`, `round`, …).
    case call(ExpressionFunction, [Formula])

    /// The binary operators.
    enum Operator: String, Sendable, Hashable {
        case plus = "+"
        case minus = "-"
        case times = "*"
        case divide = "/"
        case power = "^"

        /// How tightly it binds: `+ -` 1, `* /` 2, `^` 4 (a sign is 3).
        var precedence: Int {
            switch self {
            case .plus, .minus: 1
            case .times, .divide: 2
            case .power: 4
            }
        }
    }

    /// The names of the parameters it uses, each once, in the order they first appear.
    var names: [String] {
        var seen: [String] = []
        func walk(_ node: Formula) {
            switch node {
            case .name(let name): if !seen.contains(name) { seen.append(name) }
            case .negate(let x): walk(x)
            case .binary(_, let a, let b):
                walk(a)
                walk(b)
            case .call(_, let arguments): arguments.forEach(walk)
            case .number, .pi, .e: break
            }
        }
        walk(self)
        return seen
    }

    /// The formula with each name in `formulas` replaced by its formula (a computed
    /// parameter written out where a system has no computed values).
    func substituting(_ formulas: [String: Formula]) -> Formula {
        switch self {
        case .name(let name): formulas[name] ?? self
        case .negate(let x): .negate(x.substituting(formulas))
        case .binary(let op, let a, let b):
            .binary(op, a.substituting(formulas), b.substituting(formulas))
        case .call(let function, let arguments):
            .call(function, arguments.map { $0.substituting(formulas) })
        case .number, .pi, .e: self
        }
    }

    /// How tightly the formula's outermost operation binds (5 for a number, name or call).
    var precedence: Int {
        switch self {
        case .negate: 3
        case .binary(let op, _, _): op.precedence
        case .number(let value): value < 0 ? 3 : 5
        default: 5
        }
    }

    /// The formula in quizgen's syntax (`sqrt(a^2 + b^2)`), with the parentheses it needs.
    var quizgen: String {
        write(
            name: { $0 }, constant: { $0 == .pi ? "pi" : "e" },
            call: { function, arguments in
                "\(function.rawValue)(\(arguments.joined(separator: ", ")))"
            },
            power: nil)
    }

    /// Writes the tree with a system's spelling of names, constants, calls and powers
    /// (`power` nil: the `^` operator).
    func write(
        name: (String) -> String, constant: (Formula) -> String,
        call: (ExpressionFunction, [String]) -> String, power: ((String, String) -> String)?
    ) -> String {
        func text(_ node: Formula) -> String {
            switch node {
            case .number(let value): return NumberText.format(value)
            case .name(let n): return name(n)
            case .pi, .e: return constant(node)
            case .negate(let x):
                return "-" + wrap(x, if: x.precedence <= 3)
            case .binary(.power, let a, let b) where power != nil:
                return power?(text(a), text(b)) ?? ""
            case .binary(let op, let a, let b):
                let p = op.precedence
                let left = wrap(a, if: op == .power ? a.precedence <= p : a.precedence < p)
                let right = wrap(
                    b,
                    if: b.precedence == 3 || (op == .power ? b.precedence < p : b.precedence <= p))
                return op == .power ? "\(left)^\(right)" : "\(left) \(op.rawValue) \(right)"
            case .call(let function, let arguments):
                return call(function, arguments.map(text))
            }
        }
        func wrap(_ node: Formula, if needed: Bool) -> String {
            needed ? "(\(text(node)))" : text(node)
        }
        return text(self)
    }
}
