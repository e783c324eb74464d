/// Computes Moodle-style item analysis (test and question statistics) from a marks matrix.
///
/// The analyzer is pure: it works on plain numbers so that the loading layer can feed it from
/// any source. It makes two passes over the marks and sorts the totals once; the discriminative
/// efficiency needs each question's marks and rest-of-test marks sorted, which it does in two
/// reused scratch buffers. See ``ExamStatistics`` and ``QuestionStatistics`` for the formulas.
public struct ItemAnalyzer: Sendable, Hashable, Codable {
    /// Lowest total that passes, in marks; `nil` for no pass rate.
    public var passMark: Double?
    /// How to bin the totals histogram.
    public var histogramBinning: HistogramBinning
    /// Size of the upper and lower groups for ``QuestionStatistics/upperLowerDiscrimination``,
    /// as a fraction of the attempts (Kelley's 27 % by default), rounded to the nearest count.
    public var groupFraction: Double
    /// Limits for the review flags.
    public var thresholds: ReviewThresholds

    /// Creates an analyzer.
    ///
    /// - Parameters:
    ///   - passMark: Lowest passing total, in marks, or `nil`.
    ///   - histogramBinning: Histogram bins by count or width.
    ///   - groupFraction: Upper/lower group size as a fraction of the attempts, in `0 < f <= 0.5`.
    ///   - thresholds: Limits for the review flags.
    public init(
        passMark: Double? = nil, histogramBinning: HistogramBinning = .count(10),
        groupFraction: Double = 0.27, thresholds: ReviewThresholds = .standard
    ) {
        self.passMark = passMark
        self.histogramBinning = histogramBinning
        self.groupFraction = groupFraction
        self.thresholds = thresholds
    }

    /// Analyses a set of attempts.
    ///
    /// - Parameters:
    ///   - marks: One row per attempt, one column per question.
    ///   - maxMarks: Each question's maximum mark (`>= 0`).
    ///   - randomGuessScores: Optionally each question's random guess score as a fraction of its
    ///     maximum mark (Moodle's `get_random_guess_score`, e.g. 0.25 for one of four choices),
    ///     `nil` where it is undefined (Moodle: multiple-answer questions).
    ///   - responses: Optionally, per question, the choice responses for distractor analysis
    ///     (`nil` entries for questions without choices).
    ///   - selections: The same as `responses` in compact form (bits per examinee), for many
    ///     examinees; a question's analysis comes from `responses` when both give one.
    /// - Returns: The report; undefined statistics are `nil`.
    /// - Throws: `ItemAnalysisError` when the inputs do not fit together.
    public func analyse(
        _ marks: MarksMatrix, maxMarks: [Double], randomGuessScores: [Double?]? = nil,
        responses: [ChoiceResponses?]? = nil, selections: [ChoiceSelections?]? = nil
    ) throws(ItemAnalysisError) -> ItemAnalysisReport {
        try validate(
            marks, maxMarks: maxMarks, randomGuessScores: randomGuessScores,
            responses: responses, selections: selections)
        let pass = Self.firstPass(marks)
        var moments = Self.secondPass(marks, pass: pass)
        Self.addMaximumCovariances(marks, pass: pass, into: &moments)
        let order = Self.ascendingOrder(of: pass.totals)
        var questions = questionStatistics(
            marks, maxMarks: maxMarks, randomGuessScores: randomGuessScores, pass: pass,
            moments: moments, order: order)
        if let selections {
            for (index, selection) in selections.enumerated() {
                guard let selection else { continue }
                questions[index].choices = ChoiceAnalysis.analyse(selection, totals: pass.totals)
            }
        }
        if let responses {
            for (index, response) in responses.enumerated() {
                guard let response else { continue }
                questions[index].choices = ChoiceAnalysis.analyse(response, totals: pass.totals)
            }
        }
        let exam = try examStatistics(
            totals: pass.totals, order: order, maximumTotal: maxMarks.reduce(0, +),
            sumOfMarkVariance: moments.sumOfMarkVariance, questionCount: marks.questionCount)
        return ItemAnalysisReport(exam: exam, questions: questions)
    }

    private func validate(
        _ marks: MarksMatrix, maxMarks: [Double], randomGuessScores: [Double?]?,
        responses: [ChoiceResponses?]?, selections: [ChoiceSelections?]?
    ) throws(ItemAnalysisError) {
        let questionCount = marks.questionCount
        guard maxMarks.count == questionCount else {
            throw .questionCountMismatch(
                what: "maxMarks", expected: questionCount, actual: maxMarks.count)
        }
        if let bad = maxMarks.firstIndex(where: { !$0.isFinite || $0 < 0 }) {
            throw .invalidQuestionValue(what: "maxMarks", question: bad)
        }
        if let randomGuessScores {
            guard randomGuessScores.count == questionCount else {
                throw .questionCountMismatch(
                    what: "randomGuessScores", expected: questionCount,
                    actual: randomGuessScores.count)
            }
            if let bad = randomGuessScores.firstIndex(where: { $0.map { !$0.isFinite } ?? false }) {
                throw .invalidQuestionValue(what: "randomGuessScores", question: bad)
            }
        }
        if let responses {
            guard responses.count == questionCount else {
                throw .questionCountMismatch(
                    what: "responses", expected: questionCount, actual: responses.count)
            }
            for (index, response) in responses.enumerated() {
                guard let response, response.selections.count != marks.examineeCount else {
                    continue
                }
                throw .responseCountMismatch(
                    question: index, expected: marks.examineeCount,
                    actual: response.selections.count)
            }
        }
        if let selections {
            guard selections.count == questionCount else {
                throw .questionCountMismatch(
                    what: "selections", expected: questionCount, actual: selections.count)
            }
            for (index, selection) in selections.enumerated() {
                guard let selection, selection.examineeCount != marks.examineeCount else {
                    continue
                }
                throw .responseCountMismatch(
                    question: index, expected: marks.examineeCount,
                    actual: selection.examineeCount)
            }
        }
        guard groupFraction > 0, groupFraction <= 0.5 else {
            throw .invalidOption("groupFraction must be in 0 < f <= 0.5")
        }
        if let passMark, !passMark.isFinite { throw .invalidOption("passMark must be finite") }
    }
}

/// True when a variance (or covariance) is zero up to rounding, relative to the size of the
/// values it was computed from. Moodle tests `!= 0`; summing identical non-integral marks can
/// leave a remainder of ~1e-30 that must not produce a meaningless correlation.
func isNegligible(_ variance: Double, scale: Double) -> Bool {
    abs(variance) <= 1e-18 * max(1, scale * scale)
}
