/// Entity decoding for text that is not parsed as HTML (escaping: `MarkupEscaping` in QuizgenCore).
public enum HTMLEscaping {
    /// Named entities that plain-text sources (tweets, direct messages) use.
    private static let named: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}",
    ]

    /// Decodes `&amp;`-style named entities and `&#NN;` / `&#xHH;` references in plain text.
    ///
    /// Unknown or malformed references are left as they are.
    static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            guard character == "&",
                let semicolon = text[index...].prefix(12).firstIndex(of: ";")
            else {
                result.append(character)
                index = text.index(after: index)
                continue
            }
            let name = text[text.index(after: index)..<semicolon]
            var decoded: String?
            if name.hasPrefix("#x") || name.hasPrefix("#X") {
                decoded = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
                    .map { String($0) }
            } else if name.hasPrefix("#") {
                decoded = UInt32(name.dropFirst(), radix: 10).flatMap(Unicode.Scalar.init)
                    .map { String($0) }
            } else {
                decoded = named[String(name)]
            }
            if let decoded {
                result += decoded
                index = text.index(after: semicolon)
            } else {
                result.append(character)
                index = text.index(after: index)
            }
        }
        return result
    }
}
