/// A small JSON reader that records line:column and keeps duplicate keys.
///
/// Why not Foundation: on Linux `JSONDecoder` keeps the FIRST of two equal keys (so a Mastodon
/// outbox with `"orderedItems": []` before the real list reads zero posts) while
/// `JSONSerialization` keeps the last; neither reports where a value is, and Yams rejects
/// duplicate keys. This parser keeps every occurrence and leaves the choice to the caller.
struct JSONParser {
    /// A syntax error with its position.
    struct Failure: Error, Sendable {
        var message: String
        var line: Int
        var column: Int
    }

    let bytes: [UInt8]
    private(set) var index: Int
    private(set) var line = 1
    private(set) var column = 1
    /// Nesting limit so hostile input cannot exhaust the stack.
    let maxDepth = 512

    /// Creates a parser over UTF-8 bytes, starting at `start` (line and column are counted from
    /// the beginning of the bytes, so a skipped prefix keeps positions right).
    init(bytes: [UInt8], start: Int = 0) {
        self.bytes = bytes
        self.index = 0
        while index < min(start, bytes.count) { advance() }
        // A UTF-8 byte order mark is not part of the JSON.
        if index == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            index = 3
        }
    }

    /// Where a parser stands in its bytes.
    struct Position: Sendable, Hashable {
        var index: Int
        var line: Int
        var column: Int
    }

    /// The parser's position.
    var position: Position { Position(index: index, line: line, column: column) }

    /// Creates a parser over `bytes` standing at `position` (found by an earlier pass, such as
    /// `JSONStreamReader.elementPositions()`), without walking the bytes before it.
    init(bytes: [UInt8], at position: Position) {
        self.bytes = bytes
        self.index = position.index
        self.line = position.line
        self.column = position.column
    }

    /// Moves to `position`, which must be one this parser's bytes were scanned to.
    mutating func move(to position: Position) {
        index = position.index
        line = position.line
        column = position.column
    }

    /// Parses one JSON value followed only by whitespace (and an optional `;`, as `.js` archive
    /// files sometimes end).
    mutating func parseDocument() throws(Failure) -> JSONNode {
        skipWhitespace()
        let node = try parseValue(depth: 0)
        try finishDocument()
        return node
    }

    /// Checks that only whitespace (and an optional `;`) follows the document's value.
    mutating func finishDocument() throws(Failure) {
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: ";") {
            advance()
            skipWhitespace()
        }
        if index < bytes.count { throw failure("unexpected text after the JSON value") }
    }

    mutating func advance() {
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    func failure(_ message: String) -> Failure {
        Failure(message: message, line: line, column: column)
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: advance()
            default: return
            }
        }
    }

    mutating func parseValue(depth: Int) throws(Failure) -> JSONNode {
        guard depth < maxDepth else {
            throw failure("JSON nested more than \(maxDepth) levels deep")
        }
        guard index < bytes.count else { throw failure("unexpected end of file") }
        let startLine = line
        let startColumn = column
        func node(_ value: JSONNode.Value) -> JSONNode {
            JSONNode(value: value, line: startLine, column: startColumn)
        }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            advance()
            var fields: [JSONField] = []
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                advance()
                return node(.object(fields))
            }
            while true {
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                    throw failure("expected a quoted key")
                }
                let keyLine = line
                let keyColumn = column
                let key = try parseString()
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                    throw failure("expected ':' after key \"\(key)\"")
                }
                advance()
                skipWhitespace()
                let value = try parseValue(depth: depth + 1)
                fields.append(JSONField(key: key, node: value, line: keyLine, column: keyColumn))
                skipWhitespace()
                guard index < bytes.count else { throw failure("unexpected end of file in object") }
                if bytes[index] == UInt8(ascii: ",") {
                    advance()
                } else if bytes[index] == UInt8(ascii: "}") {
                    advance()
                    return node(.object(fields))
                } else {
                    throw failure("expected ',' or '}' in object")
                }
            }
        case UInt8(ascii: "["):
            advance()
            var items: [JSONNode] = []
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                advance()
                return node(.array(items))
            }
            while true {
                skipWhitespace()
                items.append(try parseValue(depth: depth + 1))
                skipWhitespace()
                guard index < bytes.count else { throw failure("unexpected end of file in array") }
                if bytes[index] == UInt8(ascii: ",") {
                    advance()
                } else if bytes[index] == UInt8(ascii: "]") {
                    advance()
                    return node(.array(items))
                } else {
                    throw failure("expected ',' or ']' in array")
                }
            }
        case UInt8(ascii: "\""):
            return node(.string(try parseString()))
        case UInt8(ascii: "t"):
            try expectWord("true")
            return node(.bool(true))
        case UInt8(ascii: "f"):
            try expectWord("false")
            return node(.bool(false))
        case UInt8(ascii: "n"):
            try expectWord("null")
            return node(.null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return node(.number(try parseNumber()))
        default:
            throw failure("unexpected character '\(Character(Unicode.Scalar(bytes[index])))'")
        }
    }

    private mutating func expectWord(_ word: String) throws(Failure) {
        for byte in word.utf8 {
            guard index < bytes.count, bytes[index] == byte else {
                throw failure("expected '\(word)'")
            }
            advance()
        }
    }

    private mutating func parseNumber() throws(Failure) -> String {
        let start = index
        while index < bytes.count, Self.isNumberByte(bytes[index]) { advance() }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard Double(text) != nil, text.last?.isNumber == true else {
            throw failure("malformed number '\(text)'")
        }
        return text
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "e"),
            UInt8(ascii: "E"), UInt8(ascii: "+"), UInt8(ascii: "-"):
            true
        default: false
        }
    }

    /// Reads a string starting at its opening quote.
    mutating func parseString() throws(Failure) -> String {
        advance()  // opening quote
        // Most strings have no escape: take their bytes as they are, without a buffer.
        var end = index
        var scalars = 0
        while end < bytes.count {
            let byte = bytes[end]
            if byte == UInt8(ascii: "\"") {
                let start = index
                let text = bytes.withUnsafeBufferPointer {
                    String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self)
                }
                index = end + 1
                column += scalars + 1
                return text
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            if byte & 0xC0 != 0x80 { scalars += 1 }
            end += 1
        }
        var buffer: [UInt8] = []
        while true {
            guard index < bytes.count else { throw failure("unterminated string") }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                return String(decoding: buffer, as: UTF8.self)
            case UInt8(ascii: "\\"):
                advance()
                guard index < bytes.count else { throw failure("unterminated string") }
                let escape = bytes[index]
                advance()
                switch escape {
                case UInt8(ascii: "\""): buffer.append(UInt8(ascii: "\""))
                case UInt8(ascii: "\\"): buffer.append(UInt8(ascii: "\\"))
                case UInt8(ascii: "/"): buffer.append(UInt8(ascii: "/"))
                case UInt8(ascii: "b"): buffer.append(0x08)
                case UInt8(ascii: "f"): buffer.append(0x0C)
                case UInt8(ascii: "n"): buffer.append(0x0A)
                case UInt8(ascii: "r"): buffer.append(0x0D)
                case UInt8(ascii: "t"): buffer.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try parseHex4()
                    if (0xD800..<0xDC00).contains(scalar) {
                        // A surrogate pair: the low half must follow as another \u escape.
                        if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                            bytes[index + 1] == UInt8(ascii: "u")
                        {
                            advance()
                            advance()
                            let low = try parseHex4()
                            if (0xDC00..<0xE000).contains(low) {
                                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                            } else {
                                scalar = 0xFFFD
                            }
                        } else {
                            scalar = 0xFFFD
                        }
                    } else if (0xDC00..<0xE000).contains(scalar) {
                        scalar = 0xFFFD
                    }
                    let character = Unicode.Scalar(scalar) ?? "\u{FFFD}"
                    buffer.append(contentsOf: Array(String(character).utf8))
                default:
                    throw failure("invalid escape '\\\(Character(Unicode.Scalar(escape)))'")
                }
            case 0x00..<0x20:
                throw failure("control character in string")
            default:
                buffer.append(byte)
                advance()
            }
        }
    }

    private mutating func parseHex4() throws(Failure) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count else { throw failure("unterminated \\u escape") }
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"):
                digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"):
                digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw failure("invalid \\u escape")
            }
            value = value * 16 + digit
            advance()
        }
        return value
    }
}
