import Testing

@testable import QuizgenI18n

@Suite struct PluralRulesTests {
    @Test func romanianUsesFewForZeroAndTwoToNineteen() {
        let expected: [(Int, PluralCategory)] = [
            (0, .few), (1, .one), (2, .few), (19, .few), (20, .other), (100, .other), (101, .few),
            (119, .few),
            (120, .other), (1_000, .other),
        ]
        for (count, category) in expected {
            #expect(PluralRules.category(of: count, in: "ro") == category, "\(count)")
        }
    }

    @Test func italianSpanishAndFrenchHaveManyForMillions() {
        #expect(PluralRules.category(of: 1, in: "it") == .one)
        #expect(PluralRules.category(of: 0, in: "it") == .other)
        #expect(PluralRules.category(of: 1_000_000, in: "it") == .many)
        #expect(PluralRules.category(of: 0, in: "fr") == .one)
        #expect(PluralRules.category(of: 2_000_000, in: "es-MX") == .many)
        #expect(PluralRules.category(of: 1, in: "de") == .one)
        #expect(PluralRules.category(of: 1_000_000, in: "de") == .other)
    }

    @Test func arabicHasSixCategories() {
        let expected: [(Int, PluralCategory)] = [
            (0, .zero), (1, .one), (2, .two), (3, .few), (11, .many), (100, .other),
        ]
        for (count, category) in expected {
            #expect(PluralRules.category(of: count, in: "ar") == category, "\(count)")
        }
    }
}
