import Testing

@testable import QuizgenCompute

/// "10101" → [true, false, true, false, true], as R/exams writes mchoice patterns.
private func pattern(_ text: String) -> [Bool] { text.map { $0 == "1" } }

private let ruleCases: [(PartialCreditRule, String, String, Double)] = [
    (PartialCreditRule.perWrongChoice, "10101", "11100", 1.0 / 6),
    (.perWrongChoiceAtLeastTwo, "10101", "11100", 1.0 / 6),
    (.perCorrectChoice, "10101", "11100", 1.0 / 3),
    (.all, "10101", "11100", -1.0 / 3),
    (.noPenalty, "10101", "11100", 2.0 / 3),
    (.perWrongChoice, "1110", "1101", -1.0 / 3),
    (.perWrongChoiceAtLeastTwo, "1110", "1101", 1.0 / 6),
    (.perCorrectChoice, "1110", "1101", 1.0 / 3),
    (.all, "1110", "1101", -1.0 / 3),
    (.noPenalty, "1110", "1101", 2.0 / 3),
    (.all, "1000", "0111", -1.0),
    (.perCorrectChoice, "0000", "0100", -1.0),
]

private let documentationCases: [(String, String, Double, Double)] = [
    ("10101", "10101", 0.0, 1.0),
    ("10101", "10100", 0.0, 2.0 / 3),
    ("10101", "11100", 0.0, 1.0 / 6),
    ("10101", "01010", 0.0, 0.0),
    ("10101", "00000", 0.0, 0.0),
    ("10101", "10101", 0.25, 1.0),
    ("10101", "01010", 0.25, -0.25),
    ("10101", "00000", 0.25, 0.0),
]

private let wholePatternCases: [(String, String, Double, Double)] = [
    ("10000", "10000", 0.0, 1.0),
    ("10000", "01000", 0.0, 0.0),
    ("10000", "00000", 0.0, 0.0),
    ("10000", "01000", 0.25, -0.25),
    ("10000", "00000", 0.25, 0.0),
    ("10000", "11000", 0.25, -0.25),
]

@Suite("Multiple choice (R/exams exams_eval)")
struct MultipleChoiceScorerTests {
    /// The worked examples of R/exams `?exams_eval`: default policy (partial, false2,
    /// negative = FALSE) and partial with negative = 0.25.
    @Test(arguments: documentationCases)
    func rExamsDocumentationExamples(
        key: String, answer: String, negative: Double, expected: Double
    ) throws {
        let scorer = MultipleChoiceScorer(negative: negative)
        #expect(
            abs(try scorer.score(key: pattern(key), selected: pattern(answer)) - expected) < 1e-12)
    }

    @Test func defaultPointVectorMatchesRExams() {
        // ee$pointvec("10101"): pos = 1/3 (1/#true), neg = -1/2 (1/#false).
        let points = MultipleChoiceScorer().pointVector(key: pattern("10101"))
        #expect(abs(points.positive - 1.0 / 3) < 1e-12 && points.negative == -0.5)
        #expect(MultipleChoiceScorer().rule == .perWrongChoiceAtLeastTwo)
    }

    /// Each rule on two keys; the second key has a single wrong choice, where false and false2
    /// differ. Expected values are R/exams' `pointsum` (negative = TRUE so the floor is -1).
    @Test(arguments: ruleCases)
    func rules(rule: PartialCreditRule, key: String, answer: String, expected: Double) throws {
        let negativeAllowed = MultipleChoiceScorer(allowsNegative: true, rule: rule)
        let floored = MultipleChoiceScorer(allowsNegative: false, rule: rule)
        let score = try negativeAllowed.score(key: pattern(key), selected: pattern(answer))
        #expect(abs(score - expected) < 1e-12)
        let clamped = try floored.score(key: pattern(key), selected: pattern(answer))
        #expect(abs(clamped - max(expected, 0)) < 1e-12)
    }

    @Test(arguments: wholePatternCases)
    func wholePattern(key: String, answer: String, negative: Double, expected: Double) throws {
        let scorer = MultipleChoiceScorer(partial: false, negative: negative)
        #expect(try scorer.score(key: pattern(key), selected: pattern(answer)) == expected)
    }

    @Test func lengthMismatchThrows() {
        #expect(throws: ScoringError.lengthMismatch(expected: 3, actual: 2)) {
            try MultipleChoiceScorer().score(key: [true, false, false], selected: [true, false])
        }
    }
}
