import QuizgenCore
import Testing

@testable import QuizgenLoading

/// The reader looks keys up in a list read once; it finds what the node's own lookup finds.
@Suite("Mapping reader")
struct MappingReaderTests {
    static let keys = ["title", "date", "tags", "a", "b", "title2", "ünï", "x y"]

    /// Random YAML and JSON mappings with duplicate-free keys from `keys`, values of each kind.
    static func mappings() -> [(text: String, path: String)] {
        var generator = SystemRandomNumberGenerator()
        var result: [(String, String)] = []
        for _ in 0..<150 {
            let chosen = keys.shuffled(using: &generator).prefix(
                Int.random(in: 0...keys.count, using: &generator))
            let values = ["plain", "\"quoted\"", "12", "~", "[a, b]", "{c: d}", "''"]
            let yaml = chosen.map { "\($0): \(values.randomElement(using: &generator)!)" }.joined(
                separator: "\n")
            result.append((yaml, "f.md"))
            let json =
                "{"
                + chosen.map {
                    "\"\($0)\": \(["\"t\"", "1", "null", "[1]", "{\"c\": 2}"].randomElement(using: &generator)!)"
                }.joined(separator: ", ") + "}"
            result.append((json, "f.json"))
        }
        return result
    }

    @Test("values, presence and unknown keys as the node's own lookup gives them")
    func sameAsTheNode() throws {
        for (text, path) in Self.mappings() {
            var diagnostics = Diagnostics()
            let yams = try #require(
                StructuredTextParser.parse(text, path: path, lineOffset: 1, into: &diagnostics),
                "\(text)")
            // JSON also through the project's own parser (large files read a record at a time).
            var nodes = [yams]
            if path.hasSuffix(".json") {
                var stream = JSONStreamReader(bytes: Array(text.utf8))
                nodes.append(LocatedNode(json: try stream.value(), path: path))
            }
            for node in nodes { try check(node, text: text) }
        }
    }

    func check(_ node: LocatedNode, text: String) throws {
        var diagnostics = Diagnostics()
        var reader = try #require(
            MappingReader(
                node, what: "front matter", knownKeys: ["title", "date", "a"],
                diagnostics: &diagnostics))
        for key in Self.keys + ["missing", ""] {
            let mine = reader.value(key)
            let theirs = node[key]
            #expect(reader.has(key) == (theirs != nil), "\(key) in \(text)")
            #expect(mine?.location == theirs?.location, "\(key) in \(text)")
            #expect(mine?.string == theirs?.string, "\(key) in \(text)")
            #expect(mine?.kindDescription == theirs?.kindDescription, "\(key) in \(text)")
        }
        reader.reportUnknownKeys()
        let expected = (node.entries ?? []).filter { !["title", "date", "a"].contains($0.key) }.map
        { "\($0.key) \($0.keyNode.location)" }
        let found = reader.diagnostics.items.map { diagnostic in
            "\(diagnostic.message.split(separator: "'")[1]) \(diagnostic.location.map { "\($0)" } ?? "")"
        }
        #expect(found == expected, "\(text)")
    }
}
