/// One pass over a code block's bytes, writing plain runs and token spans.
///
/// Every branch moves `index` forward, and a look-ahead (a comment's end, a string's close, a
/// heredoc's end line) is consumed by the token it finds or bounded by a small constant, so the
/// scan is linear in the input. Tokens start and end at ASCII bytes, so a UTF-8 sequence is never
/// split.
struct CodeScanner {
    let bytes: [UInt8]
    let rules: CodeLanguage
    var index = 0
    /// Where the current plain run started.
    var plainStart = 0
    /// Heredoc end words waiting for the end of the current line.
    var heredocEnds: [[UInt8]] = []

    static let lineSlashes = Array("//".utf8)
    static let blockOpen = Array("/*".utf8)
    static let blockClose = Array("*/".utf8)
    static let documentStart = Array("---".utf8)
    static let documentEnd = Array("...".utf8)
    static let heredocOpen = Array("<<".utf8)
    static let markupCommentOpen = Array("<!--".utf8)
    static let markupCommentClose = Array("-->".utf8)

    init(_ bytes: [UInt8], _ rules: CodeLanguage) {
        self.bytes = bytes
        self.rules = rules
    }

    var count: Int { bytes.count }

    /// Writes the plain run before `index`, then `index..<end` as `tokenClass`, and moves on.
    mutating func emit(to end: Int, _ tokenClass: CodeTokenClass?, _ writer: inout CodeHTMLWriter) {
        writer.write(bytes, plainStart..<index, nil)
        writer.write(bytes, index..<end, tokenClass)
        index = end
        plainStart = end
    }

    /// Writes the last plain run.
    mutating func finish(_ writer: inout CodeHTMLWriter) {
        writer.write(bytes, plainStart..<count, nil)
    }

    func has(_ prefix: [UInt8], at position: Int) -> Bool {
        guard !prefix.isEmpty, position + prefix.count <= count else { return false }
        for offset in prefix.indices where bytes[position + offset] != prefix[offset] {
            return false
        }
        return true
    }

    /// The index just past the next `close` from `position`, or the end.
    func end(of close: [UInt8], from position: Int) -> Int {
        var cursor = position
        while cursor < count {
            if has(close, at: cursor) { return cursor + close.count }
            cursor += 1
        }
        return count
    }

    /// The index of the next newline from `position`, or the end.
    func lineEnd(from position: Int) -> Int {
        var cursor = position
        while cursor < count, bytes[cursor] != UInt8(ascii: "\n") { cursor += 1 }
        return cursor
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    func isWordStart(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
            || byte == UInt8(ascii: "_") || byte >= 0x80
            || (rules.dollarInWords && byte == UInt8(ascii: "$"))
    }

    func isWordByte(_ byte: UInt8) -> Bool { isWordStart(byte) || Self.isDigit(byte) }

    /// The index past the word starting at `position`.
    func wordEnd(from position: Int) -> Int {
        var cursor = position
        while cursor < count, isWordByte(bytes[cursor]) { cursor += 1 }
        return cursor
    }

    /// The index past the number starting at `position` (digits, letters for bases, suffixes and
    /// exponents, `_` separators and one decimal point before a digit).
    func numberEnd(from position: Int) -> Int {
        var cursor = position
        let hex =
            position + 1 < count && bytes[position] == UInt8(ascii: "0")
            && bytes[position + 1] | 0x20 == UInt8(ascii: "x")
        while cursor < count {
            let byte = bytes[cursor]
            if Self.isDigit(byte) || byte == UInt8(ascii: "_")
                || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
            {
                cursor += 1
            } else if byte == UInt8(ascii: "."), cursor + 1 < count, Self.isDigit(bytes[cursor + 1])
            {
                cursor += 1
            } else if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-"), !hex,
                bytes[cursor - 1] | 0x20 == UInt8(ascii: "e"), cursor + 1 < count,
                Self.isDigit(bytes[cursor + 1])
            {
                cursor += 1
            } else {
                break
            }
        }
        return cursor
    }

    /// The class of a word by the language's tables.
    func wordClass(_ range: Range<Int>) -> CodeTokenClass? {
        if rules.keywords.contains(bytes, range, foldCase: rules.caseInsensitive) {
            return .keyword
        }
        if rules.types.contains(bytes, range, foldCase: rules.caseInsensitive) { return .type }
        return nil
    }

    /// The index past the string of `form` opening at `index`, or `nil` when it is none.
    func stringEnd(_ form: CodeLanguage.StringForm) -> Int? {
        var cursor = index + form.open.count
        let start = cursor
        while cursor < count {
            if form.character, cursor - start > 10 { return nil }
            let byte = bytes[cursor]
            if form.escapes, byte == UInt8(ascii: "\\") {
                cursor += 2
                continue
            }
            if has(form.close, at: cursor) {
                if form.character, bytes[start] != UInt8(ascii: "\\"),
                    !Self.isOneCharacter(bytes[start..<cursor])
                {
                    return nil
                }
                return cursor + form.close.count
            }
            if byte == UInt8(ascii: "\n"), !form.multiline {
                return form.character ? nil : cursor
            }
            cursor += 1
        }
        return form.character ? nil : count
    }

    /// Whether `slice` is one UTF-8 character.
    static func isOneCharacter(_ slice: ArraySlice<UInt8>) -> Bool {
        guard let first = slice.first else { return false }
        let length = first < 0x80 ? 1 : first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : 2
        return slice.count == length
    }
}
