import Foundation
import Testing

@testable import QuizgenLoading

/// The streaming reader hands over the nodes the tree reader builds, and fails where it fails.
@Suite("JSON stream reader")
struct JSONStreamReaderTests {
    /// A node with every position, for comparing trees.
    static func describe(_ node: JSONNode) -> String {
        let place = "@\(node.line):\(node.column)"
        switch node.value {
        case .null: return "null\(place)"
        case .bool(let value): return "\(value)\(place)"
        case .number(let text): return "\(text)\(place)"
        case .string(let text): return "\(text.debugDescription)\(place)"
        case .array(let items): return "[\(items.map(describe).joined(separator: ","))]\(place)"
        case .object(let fields):
            return
                "{\(fields.map { "\($0.key.debugDescription)@\($0.line):\($0.column)=\(describe($0.node))" }.joined(separator: ","))}\(place)"
        }
    }

    /// Reads a document a piece at a time: the top-level container's members one by one.
    static func stream(_ text: String) throws(JSONParser.Failure) -> [String] {
        var reader = JSONStreamReader(bytes: Array(text.utf8))
        var out: [String] = []
        switch reader.next {
        case UInt8(ascii: "{"):
            try reader.enterObject()
            while let key = try reader.nextKey() {
                let line = reader.line
                let column = reader.column
                // Stream one level further into arrays, as the Mastodon importer does.
                if reader.next == UInt8(ascii: "[") {
                    try reader.enterArray()
                    var items: [String] = []
                    while try reader.nextElement() { items.append(describe(try reader.value())) }
                    out.append(
                        "\(key.debugDescription)=[\(items.joined(separator: ","))]@\(line):\(column)"
                    )
                } else {
                    out.append("\(key.debugDescription)=\(describe(try reader.value()))")
                }
            }
        case UInt8(ascii: "["):
            try reader.enterArray()
            while try reader.nextElement() { out.append(describe(try reader.value())) }
        default:
            out.append(describe(try reader.value()))
        }
        try reader.finish()
        return out
    }

    /// The same pieces from the whole tree.
    static func tree(_ text: String) throws(JSONParser.Failure) -> [String] {
        var parser = JSONParser(bytes: Array(text.utf8))
        let root = try parser.parseDocument()
        switch root.value {
        case .object(let fields):
            return fields.map { field in
                if case .array(let items) = field.node.value {
                    return
                        "\(field.key.debugDescription)=[\(items.map(describe).joined(separator: ","))]@\(field.node.line):\(field.node.column)"
                }
                return "\(field.key.debugDescription)=\(describe(field.node))"
            }
        case .array(let items): return items.map(describe)
        default: return [describe(root)]
        }
    }

    @Test(
        "the same nodes, positions and duplicate keys as the tree",
        arguments: [
            #"{"orderedItems": [], "totalItems": 2, "orderedItems": [{"id": 1, "id": 2}, "é", [true, null]]}"#,
            "[\n  {\"a\": 1.5e3},\n\t{\"b\": [\"x\", {\"c\": {}}]}, []\n]\n",
            "\u{FEFF}[1]",
            "  \"just a string\"  ",
            "{}",
            "[]",
            "[[], {}, [[1]]];",
        ])
    func sameAsTree(text: String) throws {
        #expect(try Self.stream(text) == Self.tree(text))
    }

    @Test(
        "syntax errors: the same message, line and column as the tree reader",
        arguments: [
            "{\"a\": }",
            "[1, 2",
            "[1, 2,",
            "[1 2]",
            "{\"a\": 1} x",
            "{\"a\": 1,}",
            "{\"a\" 1}",
            "{\"orderedItems\": [{\"id\": 1},\n  {\"id\": 2} {\"id\": 3}]}",
            "{\"orderedItems\": [{\"id\": 1}, {\"id\": 2]}",
            "{\"x\": [1], \"y\": [2, 3,]}",
            "{\"a\": 1",
            "",
            "   ",
            "[\"é\", 01x]",
        ])
    func sameErrors(text: String) {
        var expected: JSONParser.Failure?
        do { _ = try Self.tree(text) } catch { expected = error }
        var actual: JSONParser.Failure?
        do { _ = try Self.stream(text) } catch { actual = error }
        #expect(expected != nil)
        #expect(actual?.message == expected?.message)
        #expect(actual?.line == expected?.line)
        #expect(actual?.column == expected?.column)
    }

    @Test("an exact error position in a one-line outbox")
    func exactPosition() {
        let text = #"{"orderedItems":[{"type":"Create"},{"type":"Note" "id":1}]}"#
        #expect {
            _ = try Self.stream(text)
        } throws: { error in
            guard let failure = error as? JSONParser.Failure else { return false }
            return (failure.line, failure.column, failure.message) == (
                1, 51, "expected ',' or '}' in object"
            )
        }
    }

    @Test("duplicate keys: the first object to close with one, its smallest key, both places")
    func duplicateKeys() throws {
        var parser = JSONParser(
            bytes: Array(#"[{"z": 1, "b": {"y": 1, "x": 2, "y": 3}, "z": 2, "a": 0, "a": 1}]"#.utf8)
        )
        let root = try parser.parseDocument()
        let inner = try #require(root.firstDuplicateKey())
        #expect(inner.key == "y")
        #expect(
            (inner.first.line, inner.first.column, inner.second.line, inner.second.column) == (
                1, 17, 1, 33
            ))
        var outer = JSONParser(bytes: Array(#"{"z": 1, "z": 2, "a": 0, "a": 1}"#.utf8))
        let found = try #require(try outer.parseDocument().firstDuplicateKey())
        #expect(found.key == "a")
        #expect((found.first.column, found.second.column) == (18, 26))
    }
}
