import Foundation
import QuizgenCore
import Testing

@testable import QuizgenGrading

/// A CSV cell split into values from its bytes gives what splitting the string gave before.
@Suite("answer cells")
struct AnswerCellTests {
    static func reference(_ text: String) -> [String] {
        text.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            !$0.isEmpty
        }
    }

    @Test func generatedCellsSplitTheSame() {
        let alphabet = [
            "a", "b", "c", " ", "\t", ";", ";", "é", "\u{00A0}", "\u{0301}", "x", "\r\n",
        ]
        var state: UInt64 = 0x5EED
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33)
        }
        for _ in 0..<3000 {
            let text = (0..<(next() % 12)).map { _ in alphabet[next() % alphabet.count] }.joined()
            var values: [String] = []
            AnswerScorer.forEachValue(.cell(text)) { values.append($0) }
            #expect(values == Self.reference(text), "\(text.debugDescription)")
        }
    }
}
