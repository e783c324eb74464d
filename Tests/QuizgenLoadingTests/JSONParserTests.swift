import Foundation
import Testing

@testable import QuizgenLoading

@Suite("JSONParser")
struct JSONParserTests {
    func parse(_ text: String) throws -> JSONNode {
        var parser = JSONParser(bytes: Array(text.utf8))
        return try parser.parseDocument()
    }

    @Test("duplicate keys are all kept; the subscript reads the last")
    func duplicates() throws {
        let node = try parse(#"{"orderedItems": [], "orderedItems": [1, 2]}"#)
        #expect(node.all("orderedItems").map { $0.array?.count } == [0, 2])
        #expect(node["orderedItems"]?.array?.count == 2)
    }

    @Test("why not Foundation: JSONDecoder on Linux keeps the first duplicate key")
    func foundationBehaviour() throws {
        struct Outbox: Decodable { var orderedItems: [Int] }
        let data = Data(#"{"orderedItems": [], "orderedItems": [1, 2]}"#.utf8)
        let decoded = try JSONDecoder().decode(Outbox.self, from: data)
        // Recorded, not required: if Foundation changes, this parser still does the right thing.
        withKnownIssue("Foundation may keep the last key on some platforms", isIntermittent: true) {
            #expect(decoded.orderedItems.isEmpty)
        }
    }

    @Test("locations are 1-based lines and scalar columns")
    func locations() throws {
        let node = try parse("{\n  \"é\": \"ü\",\n  \"b\": [true, null, -1.5e3]\n}")
        #expect(node["é"]?.line == 2)
        #expect(node["é"]?.column == 8)
        let array = try #require(node["b"]?.array)
        #expect(array.map(\.column) == [9, 15, 21])
        #expect(array[2].double == -1500)
    }

    @Test("escapes and surrogate pairs")
    func escapes() throws {
        let node = try parse(#"["a\"b\\c\/\n\t", "\u00e9\ud83d\ude00", "\ud800x"]"#)
        #expect(node.array?.map(\.string) == ["a\"b\\c/\n\t", "é😀", "\u{FFFD}x"])
    }

    @Test(
        "syntax errors carry their position",
        arguments: [
            ("{\"a\": }", 1, 7, "unexpected character '}'"),
            ("[1, 2", 1, 6, "unexpected end of file in array"),
            ("{\"a\": 1} x", 1, 10, "unexpected text after the JSON value"),
            ("\"abc", 1, 5, "unterminated string"),
            ("[01x]", 1, 4, "expected ',' or ']' in array"),
            ("[-]", 1, 3, "malformed number '-'"),
            ("", 1, 1, "unexpected end of file"),
        ])
    func errors(text: String, line: Int, column: Int, message: String) {
        var parser = JSONParser(bytes: Array(text.utf8))
        #expect {
            _ = try parser.parseDocument()
        } throws: { error in
            guard let failure = error as? JSONParser.Failure else { return false }
            return (failure.line, failure.column, failure.message) == (line, column, message)
        }
    }

    @Test("deep nesting is an error, not a stack overflow")
    func depth() {
        var parser = JSONParser(bytes: Array((String(repeating: "[", count: 100_000)).utf8))
        #expect(throws: JSONParser.Failure.self) { _ = try parser.parseDocument() }
    }
}
