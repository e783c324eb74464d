import QuizgenCore

/// Finds where a character of a YAML or JSON string value was written in its file.
///
/// A quoted value counts its escapes as written; a plain or block (`|`, `>`) value is walked
/// alongside its source lines, so folded line breaks and the block's indentation are skipped.
struct ScalarPositionMapper {
    let value: [Unicode.Scalar]
    let start: SourceLocation
    let style: ScalarTextStyle
    let source: SourceText?

    /// The location of the scalar at `offset` (0-based, Unicode scalars) in the value.
    func location(ofOffset offset: Int) -> SourceLocation {
        switch style {
        case .doubleQuoted, .singleQuoted:
            // The text starts one column after its quote.
            let width = value.prefix(offset).reduce(0) { $0 + quotedWidth($1) }
            return SourceLocation(
                path: start.path, line: start.line, column: start.column + 1 + width)
        case .plain, .block:
            guard let source else {
                return SourceLocation(
                    path: start.path, line: start.line, column: start.column + offset)
            }
            return walk(to: offset, in: source)
        }
    }

    func quotedWidth(_ c: Unicode.Scalar) -> Int {
        if style == .singleQuoted { return c == "'" ? 2 : 1 }
        switch c {
        case "\"", "\\", "\n", "\t", "\r", "\u{08}", "\u{0C}": return 2
        case _ where c.value < 0x20: return 6
        default: return 1
        }
    }

    /// Walks the value and the source together; a line break in the source stands for a line
    /// break or a space of the value (folding), or for nothing (a blank line folded away).
    func walk(to offset: Int, in source: SourceText) -> SourceLocation {
        var lineNumber = start.line
        var text = Array((source.line(lineNumber) ?? "").unicodeScalars)
        var column = start.column  // 1-based, in `text`
        var indent = 0
        if style == .block {
            // The block's indentation is that of its first line with text.
            var probe = lineNumber + 1
            while let line = source.line(probe) {
                let scalars = Array(line.unicodeScalars)
                if let first = scalars.firstIndex(where: { $0 != " " }) {
                    indent = first
                    break
                }
                probe += 1
            }
            lineNumber += 1
            text = Array((source.line(lineNumber) ?? "").unicodeScalars)
            column = min(indent, text.count) + 1
        }
        var index = 0
        while index < offset {
            let c = value[index]
            if column <= text.count {
                column += 1
                index += 1
                continue
            }
            guard let next = source.line(lineNumber + 1) else { break }
            lineNumber += 1
            text = Array(next.unicodeScalars)
            if style == .block {
                column = min(indent, text.count) + 1
            } else {
                column = (text.firstIndex { $0 != " " && $0 != "\t" } ?? text.count) + 1
            }
            if c == "\n" || c == " " { index += 1 }
        }
        return SourceLocation(path: start.path, line: lineNumber, column: column)
    }
}
