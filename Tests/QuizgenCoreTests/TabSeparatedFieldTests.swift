import QuizgenCore
import Testing

@Suite("Tab-separated fields")
struct TabSeparatedFieldTests {
    /// The definition: each byte on its own, `\`, tab and line feed escaped.
    static func reference(_ field: String) -> [UInt8] {
        field.utf8.flatMap { byte -> [UInt8] in
            switch byte {
            case 0x5C: [0x5C, 0x5C]
            case 0x09: [0x5C, 0x74]
            case 0x0A: [0x5C, 0x6E]
            default: [byte]
            }
        }
    }

    @Test("a field is escaped byte for byte as defined, with or without anything to escape")
    func escaping() {
        let pieces = ["a", "path/x.md", "\\", "\t", "\n", "\r", "é", "👩‍👩‍👧", " ", "0123456789abcdef"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let field = (0..<Int.random(in: 0...10, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined()
            var out: [UInt8] = [0x41]
            TabSeparatedField.append(field, to: &out)
            #expect(out == [0x41] + Self.reference(field), "\(field.debugDescription)")
        }
    }
}
