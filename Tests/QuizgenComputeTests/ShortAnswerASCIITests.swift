import Testing

@testable import QuizgenCompute

/// ASCII answers to ASCII accepted answers are compared from their bytes; that must agree with
/// comparing the normalised strings.
@Suite("short answers in ASCII")
struct ShortAnswerASCIITests {
    static let answers = [
        "Paris", "paris", "  PARIS ", "Par is", "par\tis", "par \n is", "", "   ", "Paris.",
        "New  York", "new york",
        " new\r\nyork ", "NEW YORK CITY", "Pärïs", "new\u{00A0}york",
    ]

    @Test(arguments: [(false, true), (true, true), (false, false), (true, false)])
    func bytesAgreeWithStrings(caseSensitive: Bool, normalizesWhitespace: Bool) {
        let matcher = ShortAnswerMatcher(
            accepted: ["Paris", "New York", "par is"], caseSensitive: caseSensitive,
            normalizesWhitespace: normalizesWhitespace)
        let accepted = matcher.accepted.map(matcher.normalized)
        for answer in Self.answers {
            let given = matcher.normalized(answer)
            #expect(
                matcher.matches(answer) == (!given.isEmpty && accepted.contains(given)), "\(answer)"
            )
        }
    }
}
