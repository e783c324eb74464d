import QuizgenCore
import Testing

/// Bounded excerpts: a long line (a Mastodon outbox is one line) is quoted as about 120 columns
/// around the caret, with `…` where it is cut.
@Suite("Source excerpts")
struct SourceExcerptTests {
    static func text(_ line: String, column: Int, lineNumber: Int = 1, file: String? = nil)
        -> String
    {
        let source = SourceText(path: "a.json", text: file ?? line)
        let diagnostic = Diagnostic.warning(
            "feed.media-missing", "m",
            at: SourceLocation(path: "a.json", line: lineNumber, column: column))
        return diagnostic.text(sources: ["a.json": source])
    }

    @Test("a short line is quoted whole, as before")
    func shortLine() {
        #expect(
            Self.text("title: x", column: 8)
                == "a.json:1:8: warning: m\n 1 | title: x\n   |        ^\n")
        #expect(
            Self.text("\tkey: x", column: 2) == "a.json:1:2: warning: m\n 1 | \tkey: x\n   | \t^\n")
        #expect(
            Self.text("", column: 1, lineNumber: 2, file: "a\r\nbé\r\nc")
                == "a.json:2:1: warning: m\n 2 | bé\n   | ^\n")
        #expect(
            Self.text(String(repeating: "x", count: 120), column: 120)
                == "a.json:1:120: warning: m\n 1 | \(String(repeating: "x", count: 120))\n   | \(String(repeating: " ", count: 119))^\n"
        )
        #expect(
            Self.text(String(repeating: "x", count: 121), column: 121)
                == "a.json:1:121: warning: m\n 1 | …\(String(repeating: "x", count: 61))\n   |  \(String(repeating: " ", count: 60))^\n"
        )
    }

    @Test("a long line shows 120 columns around the caret, with … on both cuts")
    func cutOnBothSides() {
        let line = String(repeating: "0123456789", count: 30)
        #expect(
            Self.text(line, column: 151) == """
                a.json:1:151: warning: m
                 1 | …\(String(repeating: "0123456789", count: 12))…
                   |  \(String(repeating: " ", count: 60))^

                """)
    }

    @Test("a caret near either end of a long line cuts one side only")
    func cutOnOneSide() {
        let line = String(repeating: "0123456789", count: 30)
        #expect(
            Self.text(line, column: 10) == """
                a.json:1:10: warning: m
                 1 | \(String(repeating: "0123456789", count: 12))…
                   |          ^

                """)
        #expect(
            Self.text(line, column: 300) == """
                a.json:1:300: warning: m
                 1 | …9\(String(repeating: "0123456789", count: 6))
                   |  \(String(repeating: " ", count: 60))^

                """)
    }

    @Test("columns count Unicode scalars, so multi-byte text is cut on scalar boundaries")
    func multiByte() {
        let line = String(repeating: "é", count: 100) + String(repeating: "ß", count: 100)
        #expect(
            Self.text(line, column: 101) == """
                a.json:1:101: warning: m
                 1 | …\(String(repeating: "é", count: 60) + String(repeating: "ß", count: 60))…
                   |  \(String(repeating: " ", count: 60))^

                """)
    }

    @Test("many diagnostics in one long line quote it in order, each bounded")
    func manyInOneLine() {
        let line = (0..<2_000).map { "{\"n\":\($0)}" }.joined(separator: ",")
        let source = SourceText(path: "a.json", text: line)
        var diagnostics = Diagnostics()
        diagnostics.register(source)
        let columns = [1, 5_000, 12_000, 17_000, 5_000]
        for column in columns {
            diagnostics.append(
                .warning("x", "m", at: SourceLocation(path: "a.json", line: 1, column: column)))
        }
        var excerpter = SourceExcerpter(sources: diagnostics.sources)
        let printed = diagnostics.sorted.map { $0.text(excerpter: &excerpter) }
        #expect(printed == diagnostics.sorted.map { $0.text(sources: diagnostics.sources) })
        #expect(printed.allSatisfy { $0.count < 300 })
        let scalars = Array(line.unicodeScalars)
        let quoted = String(String.UnicodeScalarView(scalars[(12_000 - 61)..<(12_000 + 59)]))
        #expect(printed[3].contains(" 1 | …\(quoted)…\n"))
    }
}
