extension JSONStreamReader {
    /// Steps over the array that is the next value without building its elements, returning
    /// where each element starts, so that the elements can be parsed on every core
    /// (`JSONParser(bytes:at:)`).
    ///
    /// Only an array of objects and arrays is split: the scan matches brackets outside strings
    /// and checks the separators between elements, not the elements themselves, so each must
    /// still be parsed (which reports any syntax error inside it). Returns `nil`, with the
    /// reader where it was, when the array holds anything else or its brackets do not match:
    /// the caller then reads it element by element as before, and gets the exact error.
    mutating func elementPositions() -> [JSONParser.Position]? {
        let start = parserPosition
        let found: (positions: [JSONParser.Position], end: JSONParser.Position)? =
            bytes.withUnsafeBufferPointer { buffer in
                Self.scanElements(buffer, from: start)
            }
        guard let found else { return nil }
        moveParser(to: found.end)
        return found.positions
    }

    /// The scan behind `elementPositions()`: `start` is at the array's `[`.
    private static func scanElements(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: JSONParser.Position
    ) -> (positions: [JSONParser.Position], end: JSONParser.Position)? {
        var index = start.index
        var line = start.line
        var column = start.column
        let count = bytes.count
        @inline(__always) func step() {
            let byte = bytes[index]
            index += 1
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        @inline(__always) func skipWhitespace() {
            while index < count,
                bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x09
                    || bytes[index] == 0x0D
            {
                step()
            }
        }
        guard index < count, bytes[index] == UInt8(ascii: "[") else { return nil }
        step()
        skipWhitespace()
        var positions: [JSONParser.Position] = []
        if index < count, bytes[index] == UInt8(ascii: "]") {
            step()
            return (positions, JSONParser.Position(index: index, line: line, column: column))
        }
        while true {
            guard index < count,
                bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "[")
            else { return nil }
            positions.append(JSONParser.Position(index: index, line: line, column: column))
            // One container: brackets counted outside strings, escapes skipped inside them.
            var depth = 0
            var inString = false
            repeat {
                guard index < count else { return nil }
                let byte = bytes[index]
                if inString {
                    if byte == UInt8(ascii: "\\") {
                        step()
                        guard index < count else { return nil }
                    } else if byte == UInt8(ascii: "\"") {
                        inString = false
                    }
                } else {
                    switch byte {
                    case UInt8(ascii: "\""): inString = true
                    case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                    case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
                    default: break
                    }
                }
                step()
            } while depth > 0
            skipWhitespace()
            guard index < count else { return nil }
            if bytes[index] == UInt8(ascii: ",") {
                step()
                skipWhitespace()
            } else if bytes[index] == UInt8(ascii: "]") {
                step()
                return (positions, JSONParser.Position(index: index, line: line, column: column))
            } else {
                return nil
            }
        }
    }
}
