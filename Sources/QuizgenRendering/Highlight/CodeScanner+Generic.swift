extension CodeScanner {
    /// Scans a language of the table-driven kind: comments, strings, heredocs, numbers, words,
    /// directives and annotations.
    mutating func scan(into writer: inout CodeHTMLWriter) {
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n"), !heredocEnds.isEmpty {
                emit(to: index + 1, nil, &writer)
                emit(to: heredocBodyEnd(), .string, &writer)
                continue
            }
            if rules.starters[Int(byte)], let (end, tokenClass) = delimitedHere() {
                emit(to: end, tokenClass, &writer)
            } else if Self.isDigit(byte) {
                emit(to: numberEnd(from: index), .number, &writer)
            } else if isWordStart(byte) {
                let end = wordEnd(from: index)
                emit(to: end, wordClass(index..<end), &writer)
            } else if byte == rules.metaPrefix, index + 1 < count, isWordStart(bytes[index + 1]) {
                emit(to: wordEnd(from: index + 1), .meta, &writer)
            } else {
                index += 1
            }
        }
        finish(&writer)
    }

    /// The end and class of the comment, heredoc start or string that starts at `index`, if one
    /// does.
    private mutating func delimitedHere() -> (Int, CodeTokenClass)? {
        if let end = commentEnd() { return (end, .comment) }
        if rules.heredocs, let end = heredocStartEnd() { return (end, .string) }
        if let end = stringHere() { return (end, .string) }
        return nil
    }

    /// The end of the first string form that opens and ends at `index`, if one does.
    private func stringHere() -> Int? {
        for form in rules.strings where has(form.open, at: index) {
            if let end = stringEnd(form) { return end }
        }
        return nil
    }

    /// The end of a comment starting at `index`, if one does.
    private func commentEnd() -> Int? {
        if let block = rules.blockComment, has(block.open, at: index) {
            return end(of: block.close, from: index + block.open.count)
        }
        for marker in rules.lineComments where has(marker, at: index) {
            if rules.commentAfterSpace, index > 0,
                ![UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: ";")]
                    .contains(bytes[index - 1])
            {
                return nil
            }
            return lineEnd(from: index)
        }
        return nil
    }

    /// The end of a heredoc's start (`<<EOF`, `<<-'EOF'`, `<<~EOF`, `<<<EOT`) at `index`, its end
    /// word queued for the end of the line; `nil` when there is none.
    private mutating func heredocStartEnd() -> Int? {
        guard has(Self.heredocOpen, at: index) else { return nil }
        var cursor = index + 2
        while cursor < count, cursor < index + 4,
            [UInt8(ascii: "<"), UInt8(ascii: "-"), UInt8(ascii: "~")].contains(bytes[cursor])
        {
            cursor += 1
        }
        var quote: UInt8?
        if cursor < count, bytes[cursor] == UInt8(ascii: "'") || bytes[cursor] == UInt8(ascii: "\"")
        {
            quote = bytes[cursor]
            cursor += 1
        }
        guard cursor < count,
            bytes[cursor] == UInt8(ascii: "_")
                || (bytes[cursor] | 0x20 >= UInt8(ascii: "a")
                    && bytes[cursor] | 0x20 <= UInt8(ascii: "z"))
        else { return nil }
        let wordStart = cursor
        while cursor < count, cursor - wordStart < 64,
            bytes[cursor] == UInt8(ascii: "_") || Self.isDigit(bytes[cursor])
                || (bytes[cursor] | 0x20 >= UInt8(ascii: "a")
                    && bytes[cursor] | 0x20 <= UInt8(ascii: "z"))
        {
            cursor += 1
        }
        heredocEnds.append(Array(bytes[wordStart..<cursor]))
        if let quote, cursor < count, bytes[cursor] == quote { cursor += 1 }
        return cursor
    }

    /// The end of the heredoc bodies that start at `index` (a line start): each runs to the line
    /// that holds its end word alone (indentation allowed), that line included.
    private mutating func heredocBodyEnd() -> Int {
        var cursor = index
        while !heredocEnds.isEmpty, cursor < count {
            let lineStop = lineEnd(from: cursor)
            var start = cursor
            while start < lineStop,
                bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t")
            {
                start += 1
            }
            var stop = lineStop
            if stop > start, bytes[stop - 1] == UInt8(ascii: ";") { stop -= 1 }
            if bytes[start..<stop].elementsEqual(heredocEnds[0]) { heredocEnds.removeFirst() }
            cursor = heredocEnds.isEmpty ? lineStop : min(lineStop + 1, count)
        }
        heredocEnds.removeAll()
        return cursor
    }
}
