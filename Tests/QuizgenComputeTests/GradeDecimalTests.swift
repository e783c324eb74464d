import Testing

@testable import QuizgenCompute

/// Pass marks and bands decided exactly, and figures free of binary noise.
@Suite("Grade decimals")
struct GradeDecimalTests {
    @Test func aGradeExactlyAtThePassMarkPasses() throws {
        // 56 % of 25 is 14; in binary 0.56 × 25 = 14.000000000000002.
        #expect(0.56 * 25 != 14)
        #expect(GradeDecimal.reaches(points: 14, of: 25, passMark: 56))
        #expect(!GradeDecimal.reaches(points: 13.99, of: 25, passMark: 56))
        // 100 × 0.57 is 56.99999999999999 in binary; 0.57 of 1 is exactly 57 %.
        #expect(100 * 0.57 / 1 < 57)
        #expect(GradeDecimal.reaches(points: 0.57, of: 1, passMark: 57))
        let scale = try GradeScale([(90, "A"), (56, "C"), (0, "F")], passMark: 56)
        #expect(scale.band(points: 14, of: 25)?.label == "C")
        #expect(scale.passes(points: 14, of: 25) == true)
        #expect(scale.passes(points: 0, of: 0) == false)
    }

    @Test func noiseIsRoundedAwayAtPresentation() {
        let zero = 1 - 0.9999999999999998
        #expect(zero == 2.220446049250313e-16)
        #expect(GradeDecimal.presentable(zero) == 0)
        #expect(GradeDecimal.presentable(-zero).sign == .plus)
        #expect(GradeDecimal.presentable(0.56 * 25) == 14)
        #expect(GradeDecimal.presentable(47.22222222222222) == 47.2222222222)
        #expect(GradeDecimal.presentable(.nan).isNaN)
    }
}
