extension CodeScanner {
    private static func isNameByte(_ byte: UInt8, markup: Bool = true) -> Bool {
        (markup && (byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".")))
            || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
            || isDigit(byte)
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    private func nameEnd(from position: Int, markup: Bool = true) -> Int {
        var cursor = position
        while cursor < count, Self.isNameByte(bytes[cursor], markup: markup) { cursor += 1 }
        return cursor
    }

    /// Scans HTML and XML: comments, tag names, attribute names and quoted values; text and
    /// entities stay plain.
    mutating func scanMarkup(into writer: inout CodeHTMLWriter) {
        var inTag = false
        while index < count {
            let byte = bytes[index]
            if !inTag {
                if has(Self.markupCommentOpen, at: index) {
                    emit(to: end(of: Self.markupCommentClose, from: index + 4), .comment, &writer)
                } else if byte == UInt8(ascii: "<"), index + 1 < count {
                    var nameStart = index + 1
                    if bytes[nameStart] == UInt8(ascii: "/")
                        || bytes[nameStart] == UInt8(ascii: "!")
                        || bytes[nameStart] == UInt8(ascii: "?")
                    {
                        nameStart += 1
                    }
                    let end = nameEnd(from: nameStart)
                    if end > nameStart {
                        emit(to: end, .tag, &writer)
                        inTag = true
                    } else {
                        index += 1
                    }
                } else {
                    index += 1
                }
                continue
            }
            if byte == UInt8(ascii: ">") {
                emit(to: index + 1, .tag, &writer)
                inTag = false
            } else if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?"), index + 1 < count,
                bytes[index + 1] == UInt8(ascii: ">")
            {
                emit(to: index + 2, .tag, &writer)
                inTag = false
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                emit(to: end(of: [byte], from: index + 1), .string, &writer)
            } else if Self.isNameByte(byte) {
                emit(to: nameEnd(from: index), .attribute, &writer)
            } else {
                index += 1
            }
        }
        finish(&writer)
    }

    /// Scans CSS: comments, strings, selectors (outside braces), properties (before `:` inside
    /// braces), at-rules, numbers with their units, hex colours and `!important`.
    mutating func scanStylesheet(into writer: inout CodeHTMLWriter) {
        var depth = 0
        while index < count {
            let byte = bytes[index]
            if has(Self.blockOpen, at: index) {
                emit(to: end(of: Self.blockClose, from: index + 2), .comment, &writer)
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'"),
                let end = stringEnd(
                    CodeLanguage.StringForm(byte == UInt8(ascii: "\"") ? "\"" : "'"))
            {
                emit(to: end, .string, &writer)
            } else if byte == UInt8(ascii: "{") {
                depth += 1
                index += 1
            } else if byte == UInt8(ascii: "}") {
                depth = max(0, depth - 1)
                index += 1
            } else if byte == UInt8(ascii: "@") || byte == UInt8(ascii: "!"), index + 1 < count,
                isWordStart(bytes[index + 1])
            {
                emit(to: nameEnd(from: index + 1, markup: false), .keyword, &writer)
            } else if byte == UInt8(ascii: "#"), depth > 0, index + 1 < count,
                Self.isNameByte(bytes[index + 1])
            {
                emit(to: nameEnd(from: index + 1, markup: false), .number, &writer)
            } else if Self.isDigit(byte)
                || (byte == UInt8(ascii: ".") && index + 1 < count && Self.isDigit(bytes[index + 1])
                    && depth > 0)
            {
                var end = index + 1
                while end < count,
                    Self.isDigit(bytes[end]) || bytes[end] == UInt8(ascii: ".")
                        || bytes[end] == UInt8(ascii: "%")
                        || (bytes[end] | 0x20 >= UInt8(ascii: "a")
                            && bytes[end] | 0x20 <= UInt8(ascii: "z"))
                {
                    end += 1
                }
                emit(to: end, .number, &writer)
            } else if isWordStart(byte) || byte == UInt8(ascii: "-") {
                let end = nameEnd(from: index + 1, markup: false)
                if depth == 0 {
                    emit(to: end, .tag, &writer)
                } else {
                    let after = skipSpace(from: end)
                    let isProperty = after < count && bytes[after] == UInt8(ascii: ":")
                    emit(to: end, isProperty ? .attribute : nil, &writer)
                }
            } else {
                index += 1
            }
        }
        finish(&writer)
    }
}
