import Foundation
import Testing

@testable import QuizgenLoading

/// The formatter-free reading of `2024-05-01T10:00:00+02:00` gives the formatter's date.
@Suite("Feed date parser")
struct FeedDateParserTests {
    @Test("the fast path agrees with ISO8601DateFormatter on 20,000 dates and zones")
    func agreesWithFormatter() {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<20_000 {
            let year = 1600 + next(600)
            let month = 1 + next(12)
            let day = 1 + next(28)
            let time = String(format: "%02d:%02d:%02d", next(24), next(60), next(60))
            let zone =
                next(3) == 0
                ? "Z"
                : String(format: "%@%02d:%02d", next(2) == 0 ? "+" : "-", next(15), next(4) * 15)
            let text = String(format: "%04d-%02d-%02dT", year, month, day) + time + zone
            #expect(FeedDateParser.plainInternetDate(text) == formatter.date(from: text), "\(text)")
        }
    }

    @Test(
        "anything else is left to the formatters",
        arguments: [
            "2024-05-01T10:00:00.123Z", "2024-05-01 10:00:00Z", "2024-05-01T10:00:00",
            "2024-02-30T10:00:00Z",
            "2024-05-01T24:00:00Z", "1500-05-01T10:00:00Z", "2024-05-01T10:00:00+0200", "yesterday",
        ])
    func fallsBack(text: String) {
        #expect(FeedDateParser.plainInternetDate(text) == nil)
    }

    @Test("the parser still reads fractions and rejects nonsense")
    func parser() {
        let parser = FeedDateParser()
        #expect(
            parser.iso8601("2024-05-01T10:00:00+02:00")
                == Date(timeIntervalSince1970: 1_714_550_400))
        #expect(
            parser.iso8601("2024-05-01T08:00:00.500Z")
                == Date(timeIntervalSince1970: 1_714_550_400.5))
    }
}
