/// The few JSON pieces the index writer needs, written by hand so the bytes are the same on
/// every build (keys in the order given, no spaces).
enum SearchJSON {
    /// `text` as a JSON string literal, `<` and `>` escaped as well so a file can never be read
    /// as markup.
    static func string(_ text: String) -> String {
        // Over the UTF-8 bytes: every character escaped is ASCII but the two separators, whose
        // bytes (E2 80 A8, E2 80 A9) no other character has (scalars appended one at a time
        // were a quarter of the index's time).
        var out: [UInt8] = [0x22]
        out.reserveCapacity(text.utf8.count + 2)
        let bytes = Array(text.utf8)
        var position = 0
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case 0x22: out += [0x5C, 0x22]
            case 0x5C: out += [0x5C, 0x5C]
            case 0x0A: out += [0x5C, 0x6E]
            case 0x0D: out += [0x5C, 0x72]
            case 0x09: out += [0x5C, 0x74]
            case 0x3C: out += Array("\\u003c".utf8)
            case 0x3E: out += Array("\\u003e".utf8)
            case 0xE2
            where position + 1 < bytes.count && bytes[position] == 0x80
                && (bytes[position + 1] == 0xA8 || bytes[position + 1] == 0xA9):
                out += Array((bytes[position + 1] == 0xA8 ? "\\u2028" : "\\u2029").utf8)
                position += 2
            case ..<0x20:
                let hex = Array(String(byte, radix: 16).utf8)
                out +=
                    Array("\\u".utf8) + Array(repeating: UInt8(ascii: "0"), count: 4 - hex.count)
                    + hex
            default:
                out.append(byte)
            }
        }
        out.append(0x22)
        return String(decoding: out, as: UTF8.self)
    }
}
