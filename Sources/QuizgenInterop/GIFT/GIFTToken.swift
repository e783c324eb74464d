/// One character of a GIFT record, with whether it was escaped (`\=`, `\{`, …) and where it is.
struct GIFTToken: Sendable, Hashable {
    /// The character (for `\n`, a newline).
    var character: Character
    /// Written with a backslash, so it has no special meaning.
    var escaped: Bool
    /// 1-based line in the file.
    var line: Int
    /// 1-based column in the file.
    var column: Int

    /// Tokenizes `lines` (which start at file line `firstLine`), resolving GIFT's escapes.
    static func tokenize(_ lines: [Substring], firstLine: Int) -> [GIFTToken] {
        var tokens: [GIFTToken] = []
        for (offset, line) in lines.enumerated() {
            let chars = Array(line)
            var index = 0
            while index < chars.count {
                let column = index + 1
                if chars[index] == "\\", index + 1 < chars.count {
                    let next = chars[index + 1]
                    if "~=#{}:\\".contains(next) {
                        tokens.append(
                            GIFTToken(
                                character: next, escaped: true, line: firstLine + offset,
                                column: column))
                        index += 2
                        continue
                    }
                    if next == "n" {
                        tokens.append(
                            GIFTToken(
                                character: "\n", escaped: true, line: firstLine + offset,
                                column: column))
                        index += 2
                        continue
                    }
                }
                tokens.append(
                    GIFTToken(
                        character: chars[index], escaped: false, line: firstLine + offset,
                        column: column))
                index += 1
            }
            if offset < lines.count - 1 {
                tokens.append(
                    GIFTToken(
                        character: "\n", escaped: false, line: firstLine + offset,
                        column: chars.count + 1))
            }
        }
        return tokens
    }
}

extension Array where Element == GIFTToken {
    /// The text, escapes resolved (`\:` → `:`; a TeX `\\` → `\`).
    var text: String { String(map(\.character)) }

    /// Whether an unescaped `pattern` starts at `index`.
    func has(_ pattern: String, at index: Int) -> Bool {
        let chars = [Character](pattern)
        guard index >= 0, index + chars.count <= count else { return false }
        for (offset, char) in chars.enumerated()
        where self[index + offset].escaped || self[index + offset].character != char {
            return false
        }
        return true
    }

    /// The first index at or after `start` where an unescaped `pattern` begins.
    func find(_ pattern: String, from start: Int = 0) -> Int? {
        var index = start
        while index < count {
            if has(pattern, at: index) { return index }
            index += 1
        }
        return nil
    }

    /// The tokens without leading and trailing whitespace.
    var trimmed: [GIFTToken] {
        var slice = self[...]
        while let first = slice.first, first.character.isWhitespace, !first.escaped {
            slice = slice.dropFirst()
        }
        while let last = slice.last, last.character.isWhitespace, !last.escaped {
            slice = slice.dropLast()
        }
        return Array(slice)
    }
}
