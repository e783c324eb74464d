/// Distractor analysis of one question: the frequency of each choice.
public struct ChoiceAnalysis: Sendable, Hashable, Codable {
    /// One row per choice: the given choices first in their order, then unknown ids sorted.
    public var frequencies: [ChoiceFrequency]
    /// Number of examinees who selected nothing.
    public var omitted: Int

    /// Creates an analysis.
    public init(frequencies: [ChoiceFrequency], omitted: Int) {
        self.frequencies = frequencies
        self.omitted = omitted
    }

    /// Counts the selections of one question.
    ///
    /// - Parameters:
    ///   - responses: The question's choices and each examinee's selections.
    ///   - totals: Each examinee's total score, in the same order as `responses.selections`.
    /// - Returns: The analysis, or `nil` when the two arrays differ in length.
    public static func analyse(_ responses: ChoiceResponses, totals: [Double]) -> ChoiceAnalysis? {
        guard responses.selections.count == totals.count else { return nil }
        var indexOf: [String: Int] = [:]
        var ids: [String] = []
        for id in responses.choices where indexOf[id] == nil {
            indexOf[id] = ids.count
            ids.append(id)
        }
        let knownCount = ids.count
        var counts = [Int](repeating: 0, count: ids.count)
        var sums = [Double](repeating: 0, count: ids.count)
        var lastSeen = [Int](repeating: -1, count: ids.count)
        var omitted = 0
        for (examinee, selected) in responses.selections.enumerated() {
            if selected.isEmpty { omitted += 1 }
            for id in selected {
                let index: Int
                if let known = indexOf[id] {
                    index = known
                } else {
                    index = ids.count
                    indexOf[id] = index
                    ids.append(id)
                    counts.append(0)
                    sums.append(0)
                    lastSeen.append(-1)
                }
                guard lastSeen[index] != examinee else { continue }
                lastSeen[index] = examinee
                counts[index] += 1
                sums[index] += totals[examinee]
            }
        }
        let examinees = Double(totals.count)
        var rows = ids.indices.map { index in
            ChoiceFrequency(
                choice: ids[index], count: counts[index],
                proportion: totals.isEmpty ? nil : 100 * Double(counts[index]) / examinees,
                meanTotal: counts[index] == 0 ? nil : sums[index] / Double(counts[index])
            )
        }
        rows[knownCount...].sort { $0.choice < $1.choice }
        return ChoiceAnalysis(frequencies: rows, omitted: omitted)
    }

    /// Counts the selections of one question from their bits; the same analysis as
    /// ``analyse(_:totals:)`` for the same selections.
    ///
    /// - Parameters:
    ///   - selections: The question's choices and each examinee's selected choices.
    ///   - totals: Each examinee's total score, in the same order as the selections.
    /// - Returns: The analysis, or `nil` when the examinee counts differ.
    public static func analyse(_ selections: ChoiceSelections, totals: [Double]) -> ChoiceAnalysis?
    {
        guard selections.examineeCount == totals.count else { return nil }
        var indexOf: [String: Int] = [:]
        var ids: [String] = []
        // A choice id written twice is one row, as with ids.
        let rowOfChoice = selections.choices.map { id -> Int in
            if let known = indexOf[id] { return known }
            indexOf[id] = ids.count
            ids.append(id)
            return ids.count - 1
        }
        var counts = [Int](repeating: 0, count: ids.count)
        var sums = [Double](repeating: 0, count: ids.count)
        var lastSeen = [Int](repeating: -1, count: ids.count)
        var omitted = 0
        let words = selections.wordsPerExaminee
        selections.bits.withUnsafeBufferPointer { bits in
            for examinee in 0..<totals.count {
                var selectedAny = false
                for w in 0..<words {
                    var word = bits[examinee * words + w]
                    while word != 0 {
                        let choice = 64 * w + word.trailingZeroBitCount
                        word &= word - 1
                        guard choice < rowOfChoice.count else { continue }
                        selectedAny = true
                        let index = rowOfChoice[choice]
                        guard lastSeen[index] != examinee else { continue }
                        lastSeen[index] = examinee
                        counts[index] += 1
                        sums[index] += totals[examinee]
                    }
                }
                if !selectedAny { omitted += 1 }
            }
        }
        let examinees = Double(totals.count)
        let rows = ids.indices.map { index in
            ChoiceFrequency(
                choice: ids[index], count: counts[index],
                proportion: totals.isEmpty ? nil : 100 * Double(counts[index]) / examinees,
                meanTotal: counts[index] == 0 ? nil : sums[index] / Double(counts[index])
            )
        }
        return ChoiceAnalysis(frequencies: rows, omitted: omitted)
    }
}
