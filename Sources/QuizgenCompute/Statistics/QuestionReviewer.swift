/// Picks the questions a teacher should look at first, with the reasons, from an item
/// analysis.
///
/// The thresholds are Moodle's where Moodle has one (percentages as Moodle shows them):
/// - discrimination index below 0: Moodle's help calls such a question probably invalid;
/// - discrimination index below 30 %: the question bank's "Needs checking?" column says "very
///   likely" (`qbank_statistics\helper::NEED_FOR_REVISION_LOWER_THRESHOLD`);
/// - discriminative efficiency below 15 %: the quiz statistics report marks the question as
///   dubious (`quiz_statistics_table::is_dubious_question`);
/// - facility above 90 % or below 10 %: Moodle's help calls those very easy and very difficult
///   (``ReviewThresholds/standard``; comparisons are strict).
///
/// Two rules about choices have no Moodle threshold and are quizgen's own: a wrong choice whose
/// choosers (at least `minimumChoosers` of them) have a higher mean total than the choosers of
/// every correct choice, and a wrong choice nobody chose once there are at least
/// `minimumAttemptsForUnchosen` attempts (with fewer, an unchosen choice says little).
/// Undefined statistics (`nil`) raise nothing.
public struct QuestionReviewer: Sendable, Hashable, Codable {
    /// Facility limits, strict (`standard`: 10 and 90).
    public var facility: ReviewThresholds
    /// A discrimination index below this (and at least 0) is weak; Moodle's 30.
    public var minimumDiscrimination: Double
    /// A discriminative efficiency below this is weak; Moodle's 15.
    public var minimumEfficiency: Double
    /// A wrong choice needs this many choosers before their mean total counts; 2.
    public var minimumChoosers: Int
    /// Unchosen wrong choices are reported from this many attempts on; 10.
    public var minimumAttemptsForUnchosen: Int

    /// Creates a reviewer; the defaults are the documented thresholds.
    public init(
        facility: ReviewThresholds = .standard, minimumDiscrimination: Double = 30,
        minimumEfficiency: Double = 15,
        minimumChoosers: Int = 2, minimumAttemptsForUnchosen: Int = 10
    ) {
        self.facility = facility
        self.minimumDiscrimination = minimumDiscrimination
        self.minimumEfficiency = minimumEfficiency
        self.minimumChoosers = minimumChoosers
        self.minimumAttemptsForUnchosen = minimumAttemptsForUnchosen
    }

    /// The questions with at least one finding, the most serious first (by their most serious
    /// finding, then the lower discrimination index, then position).
    ///
    /// - Parameters:
    ///   - report: The item analysis.
    ///   - correctChoices: Per question (by index), the ids of its correct choices; `nil` for a
    ///     question without choices. Missing entries count as `nil`.
    /// - Returns: The reviews, sorted.
    public func review(_ report: ItemAnalysisReport, correctChoices: [Set<String>?])
        -> [QuestionReview]
    {
        let attempts = report.exam.attempts
        let reviews = report.questions.compactMap { stats -> QuestionReview? in
            let correct = stats.index < correctChoices.count ? correctChoices[stats.index] : nil
            let findings = findings(stats, correct: correct, attempts: attempts)
            return findings.isEmpty ? nil : QuestionReview(index: stats.index, findings: findings)
        }
        let byIndex = Dictionary(
            report.questions.map { ($0.index, $0) }, uniquingKeysWith: { a, _ in a })
        return reviews.sorted { a, b in
            let (ka, kb) = (a.findings[0].kind, b.findings[0].kind)
            if ka != kb { return ka < kb }
            let da = byIndex[a.index]?.discriminationIndex ?? .infinity
            let db = byIndex[b.index]?.discriminationIndex ?? .infinity
            if da != db { return da < db }
            return a.index < b.index
        }
    }

    /// The findings of one question, most serious first.
    func findings(_ stats: QuestionStatistics, correct: Set<String>?, attempts: Int)
        -> [ReviewFinding]
    {
        var found: [ReviewFinding] = []
        let index = stats.discriminationIndex
        if let index, index < 0 { found.append(ReviewFinding(.negativeDiscrimination)) }
        let rows = stats.choices?.frequencies ?? []
        if let correct, !correct.isEmpty {
            let keyMeans = rows.filter { correct.contains($0.choice) }.compactMap(\.meanTotal)
            if let bar = keyMeans.max() {
                for row in rows where !correct.contains(row.choice) && row.count >= minimumChoosers
                {
                    if let mean = row.meanTotal, mean > bar {
                        found.append(ReviewFinding(.distractorAttractsStrong, choice: row.choice))
                    }
                }
            }
        }
        let weakIndex = index.map { $0 >= 0 && $0 < minimumDiscrimination } ?? false
        let weakEfficiency = stats.discriminativeEfficiency.map { $0 < minimumEfficiency } ?? false
        if weakIndex || (weakEfficiency && !(index.map { $0 < 0 } ?? false)) {
            found.append(ReviewFinding(.weakDiscrimination))
        }
        if let facility = stats.facility {
            if facility > self.facility.maximumFacility {
                found.append(ReviewFinding(.almostAllRight))
            } else if facility < self.facility.minimumFacility {
                found.append(ReviewFinding(.almostNoneRight))
            } else if stats.sd == 0, attempts > 1 {
                found.append(ReviewFinding(.sameMark))
            }
        }
        if let correct, !correct.isEmpty, attempts >= minimumAttemptsForUnchosen {
            for row in rows where !correct.contains(row.choice) && row.count == 0 {
                found.append(ReviewFinding(.unchosenDistractor, choice: row.choice))
            }
        }
        return found  // appended in the order of `Kind`, most serious first
    }
}
