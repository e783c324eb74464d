import QuizgenCore
import QuizgenSystem

/// Totals and column sums from one pass over the marks.
struct FirstPass {
    var totals: [Double]
    var markMeans: [Double]
    var mean: Double
    var largestMagnitude: Double
}

/// Sums of squared and cross deviations per question (not yet divided by `n - 1`).
struct QuestionMoments {
    /// Σ (x - x̄)²
    var markSquares: [Double]
    /// Σ (o - ō)², o = total - x
    var otherSquares: [Double]
    /// Σ (x - x̄)(o - ō)
    var markOther: [Double]
    /// Σ (x - x̄)(t - t̄)
    var markTotal: [Double]
    /// Σ (x_sorted - x̄)(o_sorted - ō)
    var markOtherMaximum: [Double]
    /// Σ_j V(x_j), with `n - 1`; `nil` below two attempts.
    var sumOfMarkVariance: Double?
}

extension ItemAnalyzer {
    static func firstPass(_ matrix: MarksMatrix) -> FirstPass {
        let n = matrix.examineeCount
        let p = matrix.questionCount
        var totals = [Double](repeating: 0, count: n)
        var sums = [Double](repeating: 0, count: p)
        var largest = 0.0
        matrix.marks.withUnsafeBufferPointer { marks in
            totals.withUnsafeMutableBufferPointer { totals in
                sums.withUnsafeMutableBufferPointer { sums in
                    for i in 0..<n {
                        let row = i * p
                        var total = 0.0
                        for j in 0..<p {
                            let value = marks[row + j]
                            total += value
                            sums[j] += value
                        }
                        totals[i] = total
                        largest = max(largest, abs(total))
                    }
                }
            }
        }
        let count = Double(max(n, 1))
        let markMeans = sums.map { $0 / count }
        let mean = markMeans.reduce(0, +)
        return FirstPass(
            totals: totals, markMeans: markMeans, mean: n == 0 ? 0 : mean,
            largestMagnitude: largest)
    }

    static func secondPass(_ matrix: MarksMatrix, pass: FirstPass) -> QuestionMoments {
        let n = matrix.examineeCount
        let p = matrix.questionCount
        var xx = [Double](repeating: 0, count: p)
        var oo = [Double](repeating: 0, count: p)
        var xo = [Double](repeating: 0, count: p)
        var xt = [Double](repeating: 0, count: p)
        let otherMeans = pass.markMeans.map { pass.mean - $0 }
        matrix.marks.withUnsafeBufferPointer { marks in
            xx.withUnsafeMutableBufferPointer { xx in
                oo.withUnsafeMutableBufferPointer { oo in
                    xo.withUnsafeMutableBufferPointer { xo in
                        xt.withUnsafeMutableBufferPointer { xt in
                            pass.markMeans.withUnsafeBufferPointer { markMeans in
                                otherMeans.withUnsafeBufferPointer { otherMeans in
                                    for i in 0..<n {
                                        let row = i * p
                                        let total = pass.totals[i]
                                        let totalDeviation = total - pass.mean
                                        for j in 0..<p {
                                            let value = marks[row + j]
                                            let x = value - markMeans[j]
                                            let o = (total - value) - otherMeans[j]
                                            xx[j] += x * x
                                            oo[j] += o * o
                                            xo[j] += x * o
                                            xt[j] += x * totalDeviation
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        let sumOfMarkVariance = n > 1 ? xx.reduce(0, +) / Double(n - 1) : nil
        return QuestionMoments(
            markSquares: xx, otherSquares: oo, markOther: xo, markTotal: xt,
            markOtherMaximum: [Double](repeating: 0, count: p),
            sumOfMarkVariance: sumOfMarkVariance)
    }

    /// Moodle's `covariancemax`: the question's marks and the rest-of-test marks, each sorted
    /// on its own, paired rank by rank. The questions are independent, so they are worked out
    /// in parallel chunks, each with two scratch buffers reused for its questions (every sum is
    /// taken in the same order as on one core).
    static func addMaximumCovariances(
        _ matrix: MarksMatrix, pass: FirstPass, into moments: inout QuestionMoments
    ) {
        let n = matrix.examineeCount
        let p = matrix.questionCount
        guard n > 1 else { return }
        let sums = ParallelChunks.map(count: p, chunkSize: 4) { questions -> [Double] in
            var column = [Double](repeating: 0, count: n)
            var other = [Double](repeating: 0, count: n)
            var sorter = DoubleRadixSorter(capacity: n)
            return questions.map { j in
                matrix.marks.withUnsafeBufferPointer { marks in
                    column.withUnsafeMutableBufferPointer { column in
                        other.withUnsafeMutableBufferPointer { other in
                            for i in 0..<n {
                                let value = marks[i * p + j]
                                column[i] = value
                                other[i] = pass.totals[i] - value
                            }
                            sorter.sort(column)
                            sorter.sort(other)
                            let markMean = pass.markMeans[j]
                            let otherMean = pass.mean - markMean
                            var sum = 0.0
                            for i in 0..<n {
                                sum += (column[i] - markMean) * (other[i] - otherMean)
                            }
                            return sum
                        }
                    }
                }
            }
        }
        moments.markOtherMaximum = sums.flatMap { $0 }
    }

    /// Indices of the attempts ordered by total, ties by index (so the order is deterministic).
    static func ascendingOrder(of totals: [Double]) -> [Int] {
        var order = Array(totals.indices)
        totals.withUnsafeBufferPointer { totals in
            order.sort { a, b in
                totals[a] < totals[b] || (totals[a] == totals[b] && a < b)
            }
        }
        return order
    }
}
