import Foundation
import Testing

@testable import QuizgenCompute

private let weightedCases: [(Double, [Double], [Double], CreditMode, Double, Double)] = [
    (0.0, [1.0, 2, 3], [1.0, 1, 1], CreditMode.allOrNothing, 6.0, 6.0),
    (10, [1, 2, 3], [1, 0, 1], .allOrNothing, 14, 16),
    (10, [1, 2, 3], [1, 0.5, 1], .allOrNothing, 14, 16),
    (10, [1, 2, 3], [1, 0.5, 1], .partial, 15, 16),
    (0, [2, 2], [1.5, -1], .partial, 2, 4),
    (99, [], [], .allOrNothing, 99, 99),
]

private let lateCases: [(LatePolicy, Double, Double, Double, Double, LateOutcome, Double)] = [
    (LatePolicy.reject, 0.0, 100.0, 0.0, 0.0, LateOutcome.onTime, 80.0),
    (.reject, 0, 60, 60, 0, .onTime, 80),
    (.reject, 0, 65, 60, 5, .onTime, 80),
    (.reject, 0, 66, 60, 5, .rejected, 0),
    (.accept, 0, 66, 60, 5, .lateAccepted, 80),
    (.penalise(factor: 0.5), 10, 100, 60, 0, .latePenalised(factor: 0.5), 40),
    (.penalise(factor: 0), 0, 61, 60, 0, .latePenalised(factor: 0), 0),
]

@Suite("Weighted grade, late policy, grade scale")
struct GradingPolicyTests {
    @Test(arguments: weightedCases)
    func weightedGrade(
        base: Double, weights: [Double], credits: [Double], mode: CreditMode,
        points: Double, maximum: Double
    ) throws {
        let grade = try WeightedGrader(basePoints: base, weights: weights, mode: mode)
            .grade(credits: credits)
        #expect(grade == WeightedGrade(points: points, maximum: maximum))
    }

    @Test func weightedGradeValidation() throws {
        #expect(throws: ScoringError.basePointsOutOfRange(100)) {
            try WeightedGrader(basePoints: 100, weights: [1])
        }
        #expect(throws: ScoringError.basePointsOutOfRange(-1)) {
            try WeightedGrader(basePoints: -1, weights: [1])
        }
        #expect(throws: ScoringError.lengthMismatch(expected: 2, actual: 1)) {
            try WeightedGrader(weights: [1, 1]).grade(correct: [true])
        }
        let grade = try WeightedGrader(basePoints: 20, weights: [40, 40]).grade(correct: [
            true, false,
        ])
        #expect(grade.points == 60 && grade.percentage == 60)
    }

    @Test(arguments: lateCases)
    func latePolicy(
        policy: LatePolicy, start: Double, finish: Double, limit: Double, grace: Double,
        outcome: LateOutcome, grade: Double
    ) throws {
        let result = try policy.apply(
            to: 80, start: start, finish: finish, limit: limit, grace: grace)
        #expect(result.outcome == outcome)
        #expect(result.grade == grade)
    }

    @Test func latePolicyValidation() {
        #expect(throws: ScoringError.self) {
            try LatePolicy.accept.outcome(start: 10, finish: 5, limit: 0)
        }
        #expect(throws: ScoringError.self) {
            try LatePolicy.accept.outcome(start: 0, finish: 5, limit: -1)
        }
        #expect(throws: ScoringError.self) {
            try LatePolicy.penalise(factor: 1.5).outcome(start: 0, finish: 5, limit: 1)
        }
    }

    @Test(arguments: [
        (95.0, "A"), (90, "A"), (89.99, "B"), (80, "B"), (70, "C"), (0, "F"), (100, "A"),
        (120, "A"),
    ])
    func gradeScaleBands(percentage: Double, label: String) throws {
        let scale = try GradeScale([(90, "A"), (80, "B"), (70, "C"), (0, "F")], passMark: 70)
        #expect(scale.band(for: percentage)?.label == label)
        #expect(scale.passes(percentage) == (percentage >= 70))
    }

    @Test func gradeScaleBelowEveryBand() throws {
        let scale = try GradeScale([(50, "pass")])
        #expect(scale.band(for: 49) == nil && scale.passes(49) == nil)
        #expect(scale.band(for: .nan) == nil)
    }

    @Test func gradeScaleValidation() throws {
        #expect(throws: ScoringError.emptyGradeScale) { try GradeScale(bands: []) }
        #expect(throws: ScoringError.gradeBandsNotDescending(label: "A")) {
            try GradeScale([(80, "B"), (90, "A")])
        }
        #expect(throws: ScoringError.gradeBandsNotDescending(label: "B2")) {
            try GradeScale([(80, "B"), (80, "B2")])
        }
        #expect(throws: ScoringError.gradeBandOutOfRange(label: "A+", minimum: 101)) {
            try GradeScale([(101, "A+")])
        }
        #expect(throws: ScoringError.self) { try GradeScale([(50, "P")], passMark: 120) }
        let invalid = #"{"bands":[{"minimum":10,"label":"x"},{"minimum":20,"label":"y"}]}"#
        #expect(throws: ScoringError.gradeBandsNotDescending(label: "y")) {
            try JSONDecoder().decode(GradeScale.self, from: Data(invalid.utf8))
        }
    }
}
