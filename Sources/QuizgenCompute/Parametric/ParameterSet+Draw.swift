import Foundation
import QuizgenCore

extension ParameterSet {
    /// Draws the parameters for one seed.
    ///
    /// Each try draws every `range` and `list` parameter uniformly, in declared order, from one
    /// ``Xoshiro256StarStar`` stream seeded with `seed` (one ``Xoshiro256StarStar/next(below:)``
    /// each); then computes the computed parameters (each after those it names); then checks
    /// the constraints in order. A try whose formula fails or whose constraint is false is
    /// rejected and the stream goes on to the next try. The same seed therefore gives the same
    /// values everywhere, and any change to this order changes the draws (tests pin a few).
    ///
    /// - Parameters:
    ///   - seed: A stable text naming the draw, such as `exam|question|variant`.
    ///   - maximumTries: How many tries before giving up.
    /// - Returns: The first draw that meets every constraint.
    /// - Throws: ``ParameterDrawError`` naming the constraint (or computed parameter) that
    ///   failed most often, when no try succeeds.
    public func draw(seed: String, maximumTries: Int = 1000) throws(ParameterDrawError)
        -> ParameterDraw
    {
        var generator = Xoshiro256StarStar(seed: seed)
        // Failures by cause: a constraint's index, or a computed parameter's name.
        var constraintFailures = [Int](repeating: 0, count: constraints.count)
        var formulaFailures: [String: (count: Int, message: String)] = [:]
        for attempt in 1...max(maximumTries, 1) {
            var values: [String: ParameterValue] = [:]
            for parameter in parameters {
                switch parameter.definition {
                case .range(let low, let high, let step):
                    let count = UInt64(Self.rangeCount(low, high, step))
                    let index = generator.next(below: count)
                    values[parameter.name] = .number(
                        Self.rangeValue(low, step, Double(index)))
                case .list(let choices):
                    let index = generator.next(below: UInt64(choices.count))
                    values[parameter.name] = choices[Int(index)]
                case .computed:
                    break
                }
            }
            var numbers = values.compactMapValues(\.number)
            var rejected = false
            for name in computedOrder {
                guard let formula = formulas[name] else { continue }
                do throws(ExpressionError) {
                    let value = try formula.evaluate(numbers)
                    numbers[name] = value
                    values[name] = .number(value)
                } catch {
                    formulaFailures[name, default: (0, error.message)].count += 1
                    rejected = true
                    break
                }
            }
            if !rejected {
                for (index, constraint) in constraints.enumerated() {
                    let holds: Bool
                    do throws(ExpressionError) {
                        holds = try constraint.holds(numbers)
                    } catch {
                        holds = false
                    }
                    if !holds {
                        constraintFailures[index] += 1
                        rejected = true
                        break
                    }
                }
            }
            if !rejected {
                return ParameterDraw(
                    values: values, names: parameters.map(\.name), tries: attempt)
            }
        }
        throw failure(tries: max(maximumTries, 1), constraintFailures, formulaFailures)
    }

    private func failure(
        tries: Int, _ constraintFailures: [Int],
        _ formulaFailures: [String: (count: Int, message: String)]
    ) -> ParameterDrawError {
        func times(_ count: Int) -> String {
            count == tries ? "every time" : count == 1 ? "once" : "\(count) times"
        }
        let prefix = "no draw of the parameters satisfies the constraints after \(tries) tries: "
        var worst: (count: Int, message: String)?
        for name in computedOrder {
            guard let (count, message) = formulaFailures[name], count > (worst?.count ?? 0)
            else { continue }
            worst = (count, "computing '\(name)' failed \(times(count)) (\(message))")
        }
        for (index, count) in constraintFailures.enumerated() where count > (worst?.count ?? 0) {
            worst = (count, "`\(constraints[index].source)` failed \(times(count))")
        }
        return ParameterDrawError(
            message: prefix + (worst?.message ?? "nothing was drawn"), tries: tries)
    }

    /// The value at `index` in a range, rounded to the decimals of its minimum and step so that
    /// `0.1` steps give `0.3`, not `0.30000000000000004`.
    static func rangeValue(_ low: Double, _ step: Double, _ index: Double) -> Double {
        let value = low + index * step
        let decimals = max(decimalPlaces(low), decimalPlaces(step))
        guard decimals <= 12 else { return value }
        let scale = pow(10, Double(decimals))
        return (value * scale).rounded() / scale
    }

    /// The decimals a number is written with (`0.25`: 2), up to 13 (more: 13).
    private static func decimalPlaces(_ value: Double) -> Int {
        var scaled = value
        for places in 0...12 {
            if abs(scaled.rounded() - scaled) <= 1e-9 * max(1, abs(scaled)) { return places }
            scaled *= 10
        }
        return 13
    }
}
