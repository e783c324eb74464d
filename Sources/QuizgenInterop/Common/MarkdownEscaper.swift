/// Writes plain text as Markdown that reads back as the same text, keeping TeX math as written.
///
/// Math in `$$…$$`, `$…$`, `\(…\)` and `\[…\]` is copied untouched; everywhere else the
/// characters Markdown or quizgen's bank syntax would read (`* _ [ ] < > { } ` and a leading
/// `#`, `-`, `+`, `=` or `1.`) are escaped.
enum MarkdownEscaper {
    /// `text` escaped for use inside a Markdown paragraph (line breaks are kept).
    ///
    /// - Parameters:
    ///   - text: Plain text.
    ///   - lineStarts: Also escape what would start a block at the start of each line (pass
    ///     `false` for a piece in the middle of a line).
    static func escape(_ text: String, lineStarts: Bool = true) -> String {
        var output = ""
        for (index, segment) in segments(text).enumerated() {
            _ = index
            switch segment {
            case .math(let math): output += math
            case .text(let plain): output += escapePlain(plain)
            }
        }
        return lineStarts ? escapeLineStarts(output) : output
    }

    enum Segment: Equatable {
        case text(String)
        case math(String)
    }

    /// Splits `text` into plain and math parts.
    static func segments(_ text: String) -> [Segment] {
        let chars = Array(text)
        var result: [Segment] = []
        var plain = ""
        var i = 0
        func closing(_ open: [Character], _ close: [Character], from start: Int) -> Int? {
            var j = start + open.count
            while j + close.count <= chars.count {
                if Array(chars[j..<(j + close.count)]) == close {
                    return j + close.count
                }
                if close == ["$"], chars[j] == "\n", j + 1 < chars.count, chars[j + 1] == "\n" {
                    return nil
                }
                j += 1
            }
            return nil
        }
        while i < chars.count {
            let pairs: [([Character], [Character])] = [
                (["$", "$"], ["$", "$"]), (["\\", "("], ["\\", ")"]), (["\\", "["], ["\\", "]"]),
                (["$"], ["$"]),
            ]
            var matched = false
            for (open, close) in pairs
            where i + open.count <= chars.count && Array(chars[i..<(i + open.count)]) == open {
                // A lone `$` only opens math when something other than a space follows it.
                if open == ["$"], i + 1 < chars.count, chars[i + 1] == " " || chars[i + 1].isNumber
                {
                    continue
                }
                if let end = closing(open, close, from: i), end - i > open.count + close.count {
                    if !plain.isEmpty {
                        result.append(.text(plain))
                        plain = ""
                    }
                    result.append(.math(String(chars[i..<end])))
                    i = end
                    matched = true
                }
                break
            }
            if !matched {
                plain.append(chars[i])
                i += 1
            }
        }
        if !plain.isEmpty { result.append(.text(plain)) }
        return result
    }

    private static func escapePlain(_ text: String) -> String {
        var output = ""
        for character in text {
            switch character {
            case "\\", "`", "*", "_", "[", "]", "<", ">", "{", "~", "|", "$":
                output += "\\\(character)"
            case "}":
                output += "&#125;"
            case "&":
                output += "&amp;"
            default:
                output.append(character)
            }
        }
        return output
    }

    /// Escapes what would start a block at the beginning of a line.
    static func escapeLineStarts(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let indent = line.prefix { $0 == " " || $0 == "\t" }
            let rest = line.dropFirst(indent.count)
            guard let first = rest.first else { return String(line) }
            if "#-+=".contains(first) { return "\\" + rest }
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty, let after = rest.dropFirst(digits.count).first,
                after == "." || after == ")"
            {
                return String(digits) + "\\" + rest.dropFirst(digits.count)
            }
            return String(rest)
        }.joined(separator: "\n")
    }
}
