extension CodeScanner {
    private static let space: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
    private static let yamlLiterals = CodeWordTable(
        "true false null yes no on off", foldCase: true)
    private static let jsonLiterals = CodeWordTable("true false null", foldCase: false)

    /// The index of the first byte from `position` that is not a space or tab (or newline, when
    /// `newlines`).
    func skipSpace(from position: Int, newlines: Bool = true) -> Int {
        var cursor = position
        while cursor < count, Self.space.contains(bytes[cursor]),
            newlines || bytes[cursor] != 0x0A
        {
            cursor += 1
        }
        return cursor
    }

    /// Scans JSON (comments allowed, as JSONC): keys, strings, numbers, `true`, `false`, `null`.
    mutating func scanJSON(into writer: inout CodeHTMLWriter) {
        let quote = CodeLanguage.StringForm("\"")
        while index < count {
            let byte = bytes[index]
            if has(Self.lineSlashes, at: index) {
                emit(to: lineEnd(from: index), .comment, &writer)
            } else if has(Self.blockOpen, at: index) {
                emit(to: end(of: Self.blockClose, from: index + 2), .comment, &writer)
            } else if byte == UInt8(ascii: "\""), let end = stringEnd(quote) {
                let after = skipSpace(from: end)
                let isKey = after < count && bytes[after] == UInt8(ascii: ":")
                emit(to: end, isKey ? .attribute : .string, &writer)
            } else if Self.isDigit(byte)
                || byte == UInt8(ascii: "-") && index + 1 < count
                    && Self.isDigit(bytes[index + 1])
            {
                emit(to: numberEnd(from: index + 1), .number, &writer)
            } else if isWordStart(byte) {
                let end = wordEnd(from: index)
                let literal = Self.jsonLiterals.contains(bytes, index..<end, foldCase: false)
                emit(to: end, literal ? .type : nil, &writer)
            } else {
                index += 1
            }
        }
        finish(&writer)
    }

    /// Scans YAML: comments, keys (a plain or quoted scalar before `: ` at a line's start, after
    /// `- ` items), quoted strings, numbers, booleans and nulls, anchors, aliases and tags, and
    /// document markers.
    mutating func scanYAML(into writer: inout CodeHTMLWriter) {
        var lineStart = true
        while index < count {
            let byte = bytes[index]
            if byte == 0x0A {
                index += 1
                lineStart = true
                continue
            }
            if lineStart {
                lineStart = false
                let first = skipSpace(from: index, newlines: false)
                if has(Self.documentStart, at: first) || has(Self.documentEnd, at: first) {
                    index = first
                    emit(to: first + 3, .meta, &writer)
                    continue
                }
                var keyStart = first
                while keyStart + 1 < count, bytes[keyStart] == UInt8(ascii: "-"),
                    bytes[keyStart + 1] == 0x20
                {
                    keyStart = skipSpace(from: keyStart + 1, newlines: false)
                }
                if let keyEnd = yamlKeyEnd(from: keyStart) {
                    index = keyStart
                    emit(to: keyEnd, .attribute, &writer)
                    continue
                }
                index = first
                continue
            }
            if byte == UInt8(ascii: "#"),
                index == 0 || bytes[index - 1] == 0x20 || bytes[index - 1] == 0x09
            {
                emit(to: lineEnd(from: index), .comment, &writer)
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'"),
                let end = stringEnd(
                    CodeLanguage.StringForm(
                        byte == UInt8(ascii: "\"") ? "\"" : "'", escapes: byte == UInt8(ascii: "\"")
                    ))
            {
                emit(to: end, .string, &writer)
            } else if byte == UInt8(ascii: "&") || byte == UInt8(ascii: "*")
                || byte == UInt8(ascii: "!"), index + 1 < count,
                isWordByte(bytes[index + 1])
                    || bytes[index + 1] == UInt8(ascii: "!")
            {
                var end = index + 1
                while end < count, !Self.space.contains(bytes[end]) { end += 1 }
                emit(to: end, .meta, &writer)
            } else if Self.isDigit(byte)
                || (byte == UInt8(ascii: "-") && index + 1 < count
                    && Self.isDigit(bytes[index + 1]))
            {
                emit(to: numberEnd(from: index + 1), .number, &writer)
            } else if isWordStart(byte) {
                let end = wordEnd(from: index)
                let literal = Self.yamlLiterals.contains(bytes, index..<end, foldCase: true)
                emit(to: end, literal ? .type : nil, &writer)
            } else {
                index += 1
            }
        }
        finish(&writer)
    }

    /// The end of a YAML key starting at `position` (a quoted or plain scalar on this line
    /// followed by `:` and a space or the line's end), or `nil`.
    private func yamlKeyEnd(from position: Int) -> Int? {
        guard position < count else { return nil }
        var cursor = position
        let first = bytes[position]
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            cursor += 1
            while cursor < count, bytes[cursor] != first, bytes[cursor] != 0x0A { cursor += 1 }
            guard cursor < count, bytes[cursor] == first else { return nil }
            cursor += 1
        } else {
            guard
                ![
                    UInt8(ascii: "#"), UInt8(ascii: "-"), UInt8(ascii: "{"), UInt8(ascii: "["),
                    UInt8(ascii: ":"), 0x20,
                ].contains(first)
            else { return nil }
            while cursor < count, bytes[cursor] != 0x0A, bytes[cursor] != UInt8(ascii: "#") {
                if bytes[cursor] == UInt8(ascii: ":"),
                    cursor + 1 == count || bytes[cursor + 1] == 0x20 || bytes[cursor + 1] == 0x0A
                {
                    break
                }
                cursor += 1
            }
        }
        guard cursor < count, bytes[cursor] == UInt8(ascii: ":"),
            cursor + 1 == count || bytes[cursor + 1] == 0x20 || bytes[cursor + 1] == 0x0A
        else { return nil }
        return cursor
    }
}
