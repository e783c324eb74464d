/// Reads a JSON document a piece at a time: the keys of an object and the elements of an array
/// one by one, each value as a located `JSONNode`, so that a 100,000-post archive is never
/// held as one tree.
///
/// It drives the same `JSONParser` as `parseDocument()`, in the same order, so every syntax
/// error has the message, line and column the tree reader would report, and a value read with
/// `value()` is the node the tree reader would have built. Duplicate keys are handed over one
/// after the other, as the tree keeps them.
///
/// ```swift
/// var reader = JSONStreamReader(bytes: bytes)
/// try reader.enterArray()
/// while try reader.nextElement() { let item = try reader.value() }
/// try reader.finish()
/// ```
struct JSONStreamReader {
    private var parser: JSONParser
    /// For each open container, innermost last: whether it has yielded nothing yet.
    private var open: [Bool] = []

    /// Creates a reader over UTF-8 bytes, starting at `start` (see `JSONParser.init`).
    init(bytes: [UInt8], start: Int = 0) {
        parser = JSONParser(bytes: bytes, start: start)
        parser.skipWhitespace()
    }

    /// The first byte of the next value (`{`, `[`, `"`...), or `nil` at the end of the input.
    var next: UInt8? { parser.index < parser.bytes.count ? parser.bytes[parser.index] : nil }

    /// The bytes being read.
    var bytes: [UInt8] { parser.bytes }
    /// Where the next value starts.
    var parserPosition: JSONParser.Position { parser.position }

    /// Moves past a value that another pass has read (`elementPositions()`).
    mutating func moveParser(to position: JSONParser.Position) { parser.move(to: position) }

    /// How deep the next value is (for `JSONParser.parseValue(depth:)`).
    var depth: Int { open.count }

    /// The line where the next value starts.
    var line: Int { parser.line }
    /// The column where the next value starts.
    var column: Int { parser.column }

    /// Reads the next value whole.
    mutating func value() throws(JSONParser.Failure) -> JSONNode {
        try parser.parseValue(depth: open.count)
    }

    /// Steps into the object that is the next value; then call `nextKey()` until it is `nil`.
    mutating func enterObject() throws(JSONParser.Failure) {
        try enter("{")
        open.append(true)
    }

    /// Steps into the array that is the next value; then call `nextElement()` until `false`.
    mutating func enterArray() throws(JSONParser.Failure) {
        try enter("[")
        open.append(true)
    }

    /// The next key of the innermost object, leaving the reader at its value (which must be
    /// read, with `value()` or by entering it); `nil` once the object is closed.
    mutating func nextKey() throws(JSONParser.Failure) -> String? {
        guard try advanceInContainer(close: UInt8(ascii: "}"), what: "object") else { return nil }
        parser.skipWhitespace()
        guard parser.index < parser.bytes.count, parser.bytes[parser.index] == UInt8(ascii: "\"")
        else {
            throw parser.failure("expected a quoted key")
        }
        let key = try parser.parseString()
        parser.skipWhitespace()
        guard parser.index < parser.bytes.count, parser.bytes[parser.index] == UInt8(ascii: ":")
        else {
            throw parser.failure("expected ':' after key \"\(key)\"")
        }
        parser.advance()
        parser.skipWhitespace()
        return key
    }

    /// Whether the innermost array has another element, leaving the reader at it; `false`
    /// once the array is closed.
    mutating func nextElement() throws(JSONParser.Failure) -> Bool {
        guard try advanceInContainer(close: UInt8(ascii: "]"), what: "array") else { return false }
        parser.skipWhitespace()
        return true
    }

    /// Checks that the document ends after its value (an optional `;` allowed).
    mutating func finish() throws(JSONParser.Failure) {
        try parser.finishDocument()
    }

    private mutating func enter(_ opening: Character) throws(JSONParser.Failure) {
        guard open.count < parser.maxDepth else {
            throw parser.failure("JSON nested more than \(parser.maxDepth) levels deep")
        }
        guard parser.index < parser.bytes.count else {
            throw parser.failure("unexpected end of file")
        }
        guard let ascii = opening.asciiValue, parser.bytes[parser.index] == ascii else {
            throw parser.failure("expected '\(opening)'")
        }
        parser.advance()
    }

    /// Moves past the separator before the next member of the innermost container, as
    /// `JSONParser.parseValue` does; `false` (and the container closed) at its end.
    private mutating func advanceInContainer(close: UInt8, what: String) throws(JSONParser.Failure)
        -> Bool
    {
        guard let first = open.last else { return false }
        parser.skipWhitespace()
        if first {
            open[open.count - 1] = false
            if parser.index < parser.bytes.count, parser.bytes[parser.index] == close {
                parser.advance()
                open.removeLast()
                return false
            }
            return true
        }
        guard parser.index < parser.bytes.count else {
            throw parser.failure("unexpected end of file in \(what)")
        }
        switch parser.bytes[parser.index] {
        case UInt8(ascii: ","):
            parser.advance()
            return true
        case close:
            parser.advance()
            open.removeLast()
            return false
        default:
            throw parser.failure("expected ',' or '\(Character(Unicode.Scalar(close)))' in \(what)")
        }
    }
}
