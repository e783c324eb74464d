import QuizgenCompute
import Testing

/// The review list's rules at and around Moodle's thresholds.
@Suite("Questions to review first")
struct QuestionReviewerTests {
    static func question(
        _ index: Int, facility: Double? = 50, sd: Double? = 20, discrimination: Double? = 60,
        efficiency: Double? = 70,
        choices: [ChoiceFrequency]? = nil
    ) -> QuestionStatistics {
        var q = QuestionStatistics(index: index, maxMark: 1)
        q.facility = facility
        q.sd = sd
        q.discriminationIndex = discrimination
        q.discriminativeEfficiency = efficiency
        q.choices = choices.map { ChoiceAnalysis(frequencies: $0, omitted: 0) }
        return q
    }

    static func report(_ questions: [QuestionStatistics], attempts: Int = 20) -> ItemAnalysisReport
    {
        ItemAnalysisReport(exam: ExamStatistics(attempts: attempts), questions: questions)
    }

    static func kinds(_ q: QuestionStatistics, correct: Set<String>? = nil, attempts: Int = 20)
        -> [ReviewFinding]
    {
        QuestionReviewer().review(report([q], attempts: attempts), correctChoices: [correct]).first?
            .findings ?? []
    }

    @Test func aGoodQuestionIsNotListed() {
        #expect(Self.kinds(Self.question(0)).isEmpty)
    }

    @Test func discriminationThresholdsAreMoodles() {
        #expect(
            Self.kinds(Self.question(0, discrimination: -0.5)) == [
                ReviewFinding(.negativeDiscrimination)
            ])
        #expect(
            Self.kinds(Self.question(0, discrimination: 29.99)) == [
                ReviewFinding(.weakDiscrimination)
            ])
        #expect(
            Self.kinds(Self.question(0, discrimination: 30)).isEmpty,
            "30 % is not below Moodle's 30")
        #expect(
            Self.kinds(Self.question(0, efficiency: 14.9)) == [ReviewFinding(.weakDiscrimination)])
        #expect(
            Self.kinds(Self.question(0, efficiency: 15)).isEmpty, "15 % is not below Moodle's 15")
        #expect(
            Self.kinds(Self.question(0, discrimination: nil, efficiency: nil)).isEmpty,
            "undefined raises nothing")
    }

    @Test func facilityThresholdsAreStrict() {
        #expect(Self.kinds(Self.question(0, facility: 90.01)) == [ReviewFinding(.almostAllRight)])
        #expect(Self.kinds(Self.question(0, facility: 90)).isEmpty)
        #expect(Self.kinds(Self.question(0, facility: 9.99)) == [ReviewFinding(.almostNoneRight)])
        #expect(Self.kinds(Self.question(0, facility: 10)).isEmpty)
        #expect(
            Self.kinds(Self.question(0, facility: 40, sd: 0, discrimination: nil, efficiency: nil))
                == [ReviewFinding(.sameMark)])
    }

    @Test func aDistractorChosenByStrongerStudentsAndAnUnchosenOneAreNamed() {
        let rows = [
            ChoiceFrequency(choice: "a", count: 10, proportion: 50, meanTotal: 11),
            ChoiceFrequency(choice: "b", count: 6, proportion: 30, meanTotal: 14),
            ChoiceFrequency(choice: "c", count: 4, proportion: 20, meanTotal: 16),
            ChoiceFrequency(choice: "d", count: 0, proportion: 0, meanTotal: nil),
            ChoiceFrequency(choice: "e", count: 1, proportion: 5, meanTotal: 19),
        ]
        let q = Self.question(0, choices: rows)
        #expect(
            Self.kinds(q, correct: ["a"]) == [
                ReviewFinding(.distractorAttractsStrong, choice: "b"),
                ReviewFinding(.distractorAttractsStrong, choice: "c"),
                ReviewFinding(.unchosenDistractor, choice: "d"),
            ], "e has one chooser only: below the minimum of 2")
        #expect(
            Self.kinds(q, correct: ["a"], attempts: 9) == [
                ReviewFinding(.distractorAttractsStrong, choice: "b"),
                ReviewFinding(.distractorAttractsStrong, choice: "c"),
            ], "an unchosen choice is reported from 10 attempts on")
        #expect(
            Self.kinds(q, correct: ["a", "c"]) == [ReviewFinding(.unchosenDistractor, choice: "d")],
            "b's 14 is below c's 16")
    }

    @Test func theListPutsTheMostSeriousFirst() {
        let report = Self.report([
            Self.question(0, facility: 95), Self.question(1), Self.question(2, discrimination: 10),
            Self.question(3, discrimination: -20), Self.question(4, discrimination: 5),
        ])
        let reviews = QuestionReviewer().review(report, correctChoices: [])
        #expect(reviews.map(\.index) == [3, 4, 2, 0])
    }

    @Test func gradesAreBinnedByTenWithOneHundredInTheLastBin() {
        let bins = GradeDistribution.bins(of: [
            0, 9.99, 10, 14.0 / 20.0 * 100, 70, 99.9, 100, .nan, -3, 104,
        ])
        #expect(bins.count == 10)
        #expect(bins.map(\.count) == [3, 1, 0, 0, 0, 0, 0, 2, 0, 3])
        #expect(bins.last?.lowerBound == 90 && bins.last?.upperBound == 100)
    }
}
