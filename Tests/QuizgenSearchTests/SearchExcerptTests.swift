import QuizgenCore
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
        if let space = cut.lastIndex(of: " "),
            cut.distance(from: cut.startIndex, to: space) > length / 2
        {
            cut = cut[..<space]
        }
        return cut + "…"
    }

    @Test("equal to collapsing the whole text, around the limit and with every kind of space")
    func matchesTheWholeTextDefinition() {
        let pieces = [
            "a", "bc", "déf", "ș", "👩‍👩‍👧", " ", "  ", "\n", "\t\r\n", "\u{00A0}", "e\u{0301}", "word",
        ]
        var generator = SystemRandomNumberGenerator()
        for length in [1, 2, 3, 5, 8, 13] {
            for _ in 0..<400 {
                let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                    pieces.randomElement(using: &generator)!
                }.joined()
                let writer = SearchIndexWriter(excerptLength: length)
                #expect(
                    writer.excerpt(of: text) == Self.reference(text, length: length),
                    "\(text.debugDescription) at \(length)")
            }
        }
        // ASCII texts take the byte path: the same result, every ASCII space included.
        let ascii = [
            "a", "bc", " ", "  ", "\n", "\t\r\n", "\u{0B}", "\u{0C}", "\r", "word", "x-y", "\u{1F}",
        ]
        for length in [1, 2, 3, 5, 8, 13, 240] {
            for _ in 0..<400 {
                let text = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
                    ascii.randomElement(using: &generator)!
                }.joined()
                let writer = SearchIndexWriter(excerptLength: length)
                #expect(writer.asciiExcerpt(of: text) != nil)
                #expect(
                    writer.excerpt(of: text) == Self.reference(text, length: length),
                    "\(text.debugDescription) at \(length)")
            }
        }
        let writer = SearchIndexWriter(excerptLength: 3)
        #expect(writer.asciiExcerpt(of: "ab é") == nil)
        #expect(writer.excerpt(of: "abc ") == "abc")
        #expect(writer.excerpt(of: "  abc d") == "abc…")
        #expect(writer.excerpt(of: "ab c") == "ab…")
    }

    @Test("a body read at load gives the excerpt and the index of the whole text")
    func bodyTextStandsForTheWholeText() {
        let pieces = [
            "a", "bc", "déf", "ș", "👩‍👩‍👧", " ", "  ", "\n", "\t\r\n", "\u{00A0}", "e\u{0301}", "word",
            "Word,", "42",
        ]
        var generator = SystemRandomNumberGenerator()
        for length in [1, 3, 8, 240] {
            let writer = SearchIndexWriter(excerptLength: length)
            for _ in 0..<300 {
                let make = { (count: Int) in
                    (0..<Int.random(in: 0...count, using: &generator)).map { _ in
                        pieces.randomElement(using: &generator)!
                    }.joined()
                }
                let before = make(4)
                let body = make(Int.random(in: 0...1, using: &generator) == 0 ? 12 : 400)
                let start = writer.collapsedStart(of: body)
                #expect(
                    writer.excerpt(of: before + " " + start)
                        == writer.excerpt(of: before + " " + body),
                    "\(body.debugDescription) at \(length)")
            }
        }
        // The same files either way: a document with its whole text, and one whose body was read.
        let texts = [
            "Intro text about Swift.\n\nMore *words* here, and more.",
            String(repeating: "long body words ", count: 60), "", "Ünïcode wörds ß",
        ]
        let whole = texts.enumerated().map { number, text in
            SearchDocument(
                path: "/p\(number)/", title: "Page \(number)", kind: .page,
                text: "A description " + text)
        }
        let read = texts.enumerated().map { number, text in
            SearchDocument(
                path: "/p\(number)/", title: "Page \(number)", kind: .page, text: "A description",
                body: SearchIndexWriter().bodyText(of: text))
        }
        let writer = SearchIndexWriter()
        #expect(writer.writeWithRecord(read).files == writer.writeWithRecord(whole).files)
        #expect(writer.writeWithRecord(read).record == writer.writeWithRecord(whole).record)
    }
}
