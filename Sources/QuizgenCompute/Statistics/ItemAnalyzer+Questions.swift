extension ItemAnalyzer {
    func questionStatistics(
        _ matrix: MarksMatrix, maxMarks: [Double], randomGuessScores: [Double?]?,
        pass: FirstPass, moments: QuestionMoments, order: [Int]
    ) -> [QuestionStatistics] {
        let n = matrix.examineeCount
        let p = matrix.questionCount
        let sumOfMaxMarks = maxMarks.reduce(0, +)
        let (upperMeans, lowerMeans) = groupMeans(matrix, order: order)
        let divisor = Double(n - 1)
        let totalScale = max(pass.largestMagnitude, 1)

        // Covariance of each question with the total, and Moodle's denominator for the
        // effective weight: the sum of the square roots of the non-negative ones.
        var totalCovariances: [Double?] = []
        totalCovariances.reserveCapacity(p)
        var sumOfRoots = 0.0
        for j in 0..<p {
            guard n > 1 else {
                totalCovariances.append(nil)
                continue
            }
            var covariance = moments.markTotal[j] / divisor
            if isNegligible(covariance, scale: totalScale) { covariance = 0 }
            totalCovariances.append(covariance)
            if covariance >= 0 { sumOfRoots += covariance.squareRoot() }
        }

        return (0..<p).map { j in
            let maxMark = maxMarks[j]
            var stats = QuestionStatistics(index: j, maxMark: maxMark)
            if let guess = randomGuessScores?[j] { stats.randomGuess = 100 * guess }
            if sumOfMaxMarks > 0 { stats.intendedWeight = 100 * maxMark / sumOfMaxMarks }
            guard n > 0 else { return stats }
            stats.meanMark = pass.markMeans[j]
            if maxMark > 0 {
                stats.facility = 100 * pass.markMeans[j] / maxMark
                if let upper = upperMeans?[j], let lower = lowerMeans?[j] {
                    stats.upperLowerDiscrimination = 100 * (upper - lower) / maxMark
                }
            }
            guard n > 1 else {
                return flagged(stats, markVarianceIsZero: false, negativeCovariance: false)
            }

            let markScale = max(maxMark, 1)
            let markVariance = moments.markSquares[j] / divisor
            let otherVariance = moments.otherSquares[j] / divisor
            let covariance = moments.markOther[j] / divisor
            let maximumCovariance = moments.markOtherMaximum[j] / divisor
            let markVarianceIsZero = isNegligible(markVariance, scale: markScale)
            // Identical non-integral marks leave a variance of ~1e-30, not 0: report 0, as for
            // the totals' sd, rather than 1.5e-14 %.
            if maxMark > 0 {
                stats.sd = markVarianceIsZero ? 0 : 100 * markVariance.squareRoot() / maxMark
            }
            if !markVarianceIsZero && !isNegligible(otherVariance, scale: totalScale) {
                stats.discriminationIndex =
                    100 * covariance / (markVariance * otherVariance).squareRoot()
            }
            if !isNegligible(maximumCovariance, scale: totalScale) {
                stats.discriminativeEfficiency = 100 * covariance / maximumCovariance
            }
            let totalCovariance = totalCovariances[j] ?? 0
            if sumOfRoots > 0 && totalCovariance >= 0 {
                stats.effectiveWeight = 100 * totalCovariance.squareRoot() / sumOfRoots
            }
            return flagged(
                stats, markVarianceIsZero: markVarianceIsZero,
                negativeCovariance: totalCovariance < 0)
        }
    }

    /// Mean mark per question of the lowest and highest `groupFraction` of the attempts,
    /// ranked by total; `nil` when the groups would be empty.
    private func groupMeans(_ matrix: MarksMatrix, order: [Int]) -> ([Double]?, [Double]?) {
        let n = matrix.examineeCount
        let p = matrix.questionCount
        let size = Int((groupFraction * Double(n)).rounded())
        guard n > 1, size >= 1 else { return (nil, nil) }
        var upper = [Double](repeating: 0, count: p)
        var lower = [Double](repeating: 0, count: p)
        matrix.marks.withUnsafeBufferPointer { marks in
            for rank in 0..<size {
                let lowRow = order[rank] * p
                let highRow = order[n - 1 - rank] * p
                for j in 0..<p {
                    lower[j] += marks[lowRow + j]
                    upper[j] += marks[highRow + j]
                }
            }
        }
        let count = Double(size)
        return (upper.map { $0 / count }, lower.map { $0 / count })
    }

    private func flagged(
        _ stats: QuestionStatistics, markVarianceIsZero: Bool, negativeCovariance: Bool
    ) -> QuestionStatistics {
        var stats = stats
        var flags: [ReviewFlag] = []
        if let facility = stats.facility {
            if facility > thresholds.maximumFacility { flags.append(.tooEasy) }
            if facility < thresholds.minimumFacility { flags.append(.tooHard) }
        }
        if let index = stats.discriminationIndex {
            if index < 0 {
                flags.append(.negativeDiscrimination)
            } else if index < thresholds.minimumDiscrimination {
                flags.append(.lowDiscrimination)
            }
        }
        if negativeCovariance { flags.append(.negativeEffectiveWeight) }
        if markVarianceIsZero { flags.append(.noVariance) }
        stats.reviewFlags = flags
        return stats
    }
}
