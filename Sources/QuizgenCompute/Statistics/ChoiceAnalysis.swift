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
}
