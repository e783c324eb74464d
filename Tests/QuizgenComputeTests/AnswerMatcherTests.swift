import Testing

@testable import QuizgenCompute

private let matchingCases: [([String: String], CreditMode, Double)] = [
    (["cat": "meow", "dog": "woof", "cow": "moo"], CreditMode.allOrNothing, 1.0),
    (["cat": "woof", "dog": "meow", "cow": "moo"], .allOrNothing, 0.0),
    (["cat": "woof", "dog": "meow", "cow": "moo"], .partial, 1.0 / 3),
    (["cat": "meow", "dog": "woof"], .partial, 2.0 / 3),
    (["cat": "meow", "dog": "woof", "cow": "moo", "fox": "?"], .allOrNothing, 1.0),
    ([:], .partial, 0.0),
]

private let orderingCases: [([String], CreditMode, Double)] = [
    (["a", "b", "c", "d"], CreditMode.allOrNothing, 1.0),
    (["a", "b", "d", "c"], .allOrNothing, 0.0),
    (["a", "b", "d", "c"], .partial, 0.5),
    (["d", "c", "b", "a"], .partial, 0.0),
    (["a", "b"], .partial, 0.5),
    (["a", "b", "c", "d", "e"], .allOrNothing, 0.0),
    ([], .partial, 0.0),
]

private let numericKeyCases: [(NumericAnswerKey, String, Bool)] = [
    (NumericAnswerKey.value(3.14, tolerance: 0.01), "3.15", true),
    (.value(3.14, tolerance: 0.01), "3,13", true),
    (.value(3.14, tolerance: 0.01), "3.16", false),
    (.value(2, tolerance: 0), "2.0", true),
    (.range(1...2), "1", true),
    (.range(1...2), "2", true),
    (.range(1...2), "2.0001", false),
    (.range(1...2), "one", false),
]

private let shortAnswerCases: [(String, ShortAnswerMatcher, Bool)] = [
    ("Paris", ShortAnswerMatcher(accepted: ["Paris"]), true),
    ("  paris ", ShortAnswerMatcher(accepted: ["Paris"]), true),
    ("paris", ShortAnswerMatcher(accepted: ["Paris"], caseSensitive: true), false),
    ("New   York", ShortAnswerMatcher(accepted: ["new york"]), true),
    ("New\t\nYork", ShortAnswerMatcher(accepted: ["New York"]), true),
    ("New  York", ShortAnswerMatcher(accepted: ["New York"], normalizesWhitespace: false), false),
    (" Paris", ShortAnswerMatcher(accepted: ["Paris"], normalizesWhitespace: false), false),
    ("caf\u{E9}", ShortAnswerMatcher(accepted: ["cafe\u{301}"]), true),
    ("caf\u{E9}", ShortAnswerMatcher(accepted: ["cafe\u{301}"], unicodeNormalized: false), false),
    ("CAF\u{C9}", ShortAnswerMatcher(accepted: ["café"]), true),
    ("Lyon", ShortAnswerMatcher(accepted: ["Paris", "Lyon"]), true),
    ("", ShortAnswerMatcher(accepted: [""]), false),
    ("   ", ShortAnswerMatcher(accepted: ["Paris"]), false),
]

@Suite("Short answer, numeric, ordering and matching")
struct AnswerMatcherTests {
    @Test(arguments: shortAnswerCases)
    func shortAnswer(answer: String, matcher: ShortAnswerMatcher, expected: Bool) {
        #expect(matcher.matches(answer) == expected)
        #expect(matcher.score(answer) == (expected ? 1 : 0))
    }

    @Test(arguments: [
        ("3.5", 3.5), ("3,5", 3.5), ("  -2 ", -2), ("+4", 4), ("\u{2212}1.5", -1.5),
        ("1e3", 1000), ("0.25", 0.25), (".5", 0.5),
    ])
    func numericParsing(input: String, expected: Double) {
        #expect(NumericAnswerKey.parse(input) == expected)
    }

    @Test(arguments: [
        "", "abc", "1,234.5", "1,2,3", "1 000", "nan", "inf", "0x10", "3.5.1", "--1", "5%",
    ])
    func numericRejects(input: String) {
        #expect(NumericAnswerKey.parse(input) == nil)
        #expect(NumericAnswerKey.value(5, tolerance: 1e9).accepts(input) == false)
    }

    @Test(arguments: numericKeyCases)
    func numericKeys(key: NumericAnswerKey, input: String, expected: Bool) {
        #expect(key.accepts(input) == expected)
    }

    @Test(arguments: orderingCases)
    func ordering(response: [String], mode: CreditMode, expected: Double) {
        let scorer = OrderingScorer(correctOrder: ["a", "b", "c", "d"], mode: mode)
        #expect(scorer.score(response) == expected)
    }

    @Test(arguments: matchingCases)
    func matching(response: [String: String], mode: CreditMode, expected: Double) {
        let scorer = MatchingScorer(
            correctPairs: ["cat": "meow", "dog": "woof", "cow": "moo"], mode: mode)
        #expect(scorer.score(response) == expected)
    }
}
