import Testing

@testable import QuizgenLoading

/// The split of an array at its elements (for parsing them on every core) finds the places the
/// element-by-element reader finds, whatever the strings hold.
@Suite("JSON array split at its elements")
struct JSONElementPositionsTests {
    /// Each element parsed from its split position, described with every node's place.
    static func split(_ text: String) -> [String]? {
        var reader = JSONStreamReader(bytes: Array(text.utf8))
        guard let positions = reader.elementPositions() else { return nil }
        var parsed: [String] = []
        for position in positions {
            var parser = JSONParser(bytes: reader.bytes, at: position)
            guard let node = try? parser.parseValue(depth: 1) else { return nil }
            parsed.append(JSONStreamReaderTests.describe(node))
        }
        // The reader stands after the array.
        guard (try? reader.finish()) != nil else { return nil }
        return parsed
    }

    /// The same elements read one by one.
    static func serial(_ text: String) throws -> [String] {
        var reader = JSONStreamReader(bytes: Array(text.utf8))
        try reader.enterArray()
        var items: [String] = []
        while try reader.nextElement() {
            items.append(JSONStreamReaderTests.describe(try reader.value()))
        }
        try reader.finish()
        return items
    }

    @Test(
        "elements with brackets, quotes, escapes and multi-byte text in strings, over several lines"
    )
    func trickyStrings() throws {
        let text = """
            [ {"a": "}]\\"{[", "é": "ș\\\\"},
              ["x", {"b": [1, 2, {"c": "\\u0022]"}]}] ,
            {"multi": "line\\nbreak", "emoji": "🙂]"}
            ,{}]
            """
        let split = try #require(Self.split(text))
        #expect(split == (try Self.serial(text)))
        #expect(split.count == 4)
    }

    @Test("empty arrays and whitespace")
    func empty() {
        #expect(Self.split("[]") == [])
        #expect(Self.split(" [ \n ] ") == [])
    }

    @Test("anything but containers, or a broken shape, is left to the element-by-element reader")
    func refusals() {
        for text in [
            "[1, 2]", #"[{"a": 1}, "x"]"#, #"[{"a": 1} {"b": 2}]"#, #"[{"a": "unterminated]"#,
            "[{]", "{}",
        ] {
            var reader = JSONStreamReader(bytes: Array(text.utf8))
            let before = reader.parserPosition
            #expect(reader.elementPositions() == nil, "\(text)")
            #expect(reader.parserPosition == before, "\(text)")
        }
    }
}
