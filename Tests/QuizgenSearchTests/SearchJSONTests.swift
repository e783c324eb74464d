import Foundation
import Testing

@testable import QuizgenSearch

/// The index's JSON strings: escaped over bytes, the same as escaping each scalar.
@Suite("Search JSON strings")
struct SearchJSONTests {
    /// The definition, one scalar at a time.
    static func reference(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    out += String(format: "\\u%04x", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    @Test("every special character escaped, everything else as it is, and valid JSON")
    func escapesLikeTheDefinition() throws {
        let pieces = [
            "a", "\"", "\\", "\n", "\r", "\t", "<", ">", "\u{2028}", "\u{2029}", "\u{1}", "\u{1F}",
            "\u{7F}", "é", "€", "\u{2027}", "\u{202A}", "👩‍👩‍👧", "</script>",
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<1000 {
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined()
            let written = SearchJSON.string(text)
            #expect(written == Self.reference(text), "\(text.debugDescription)")
            let decoded =
                try JSONSerialization.jsonObject(with: Data(("[" + written + "]").utf8))
                as? [String]
            #expect(decoded == [text])
            #expect(!written.contains("<") && !written.contains(">"))
        }
    }
}
