import Testing

@testable import QuizgenSearch

/// The excerpt reads only the start of a text, and gives what collapsing the whole text would.
@Suite("Search result excerpts")
struct SearchExcerptTests {
    /// The plain definition: collapse every whitespace run of the whole text, then cut.
    static func reference(_ text: String, length: Int) -> String {
        let collapsed = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard collapsed.count > length else { return collapsed }
        var cut = collapsed.prefix(length)
        if let space = cut.lastIndex(of: " "), cut.distance(from: cut.startIndex, to: space) > length / 2 {
            cut = cut[..<space]
        }
        return cut + "…"
    }

    @Test("equal to collapsing the whole text, around the limit and with every kind of space")
    func matchesTheWholeTextDefinition() {
        let pieces = ["a", "bc", "déf", "ș", "👩‍👩‍👧", " ", "  ", "\n", "\t\r\n", "\u{00A0}", "e\u{0301}", "word"]
        var generator = SystemRandomNumberGenerator()
        for length in [1, 2, 3, 5, 8, 13] {
            for _ in 0..<400 {
                let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
                let writer = SearchIndexWriter(excerptLength: length)
                #expect(writer.excerpt(of: text) == Self.reference(text, length: length), "\(text.debugDescription) at \(length)")
            }
        }
        // ASCII texts take the byte path: the same result, every ASCII space included.
        let ascii = ["a", "bc", " ", "  ", "\n", "\t\r\n", "\u{0B}", "\u{0C}", "\r", "word", "x-y", "\u{1F}"]
        for length in [1, 2, 3, 5, 8, 13, 240] {
            for _ in 0..<400 {
                let text = (0..<Int.random(in: 0...40, using: &generator)).map { _ in ascii.randomElement(using: &generator)! }.joined()
                let writer = SearchIndexWriter(excerptLength: length)
                #expect(writer.asciiExcerpt(of: text) != nil)
                #expect(writer.excerpt(of: text) == Self.reference(text, length: length), "\(text.debugDescription) at \(length)")
            }
        }
        let writer = SearchIndexWriter(excerptLength: 3)
        #expect(writer.asciiExcerpt(of: "ab é") == nil)
        #expect(writer.excerpt(of: "abc ") == "abc")
        #expect(writer.excerpt(of: "  abc d") == "abc…")
        #expect(writer.excerpt(of: "ab c") == "ab…")
    }
}
