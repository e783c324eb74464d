import QuizgenCore
import QuizgenMath

/// Reports each formula in Markdown that cannot become MathML, at the exact line and column of
/// the token at fault (the renderer shows such a formula as its TeX, marked `math-error`).
public enum MathChecker {
    /// Checks the formulas of `markdown`.
    ///
    /// - Parameters:
    ///   - markdown: Markdown text as written in a file.
    ///   - path: The file's display path.
    ///   - line: The file line on which `markdown` starts.
    ///   - column: The column on which its first line starts (1 for a file's body).
    ///   - escapedAsJSON: `markdown` was read from a JSON string starting at `line`:`column`,
    ///     so columns count the escapes (`\\` for each backslash) as written.
    ///   - diagnostics: Receives one `math.syntax` error per formula that cannot be converted.
    public static func check(
        _ markdown: String, path: String, line: Int, column: Int = 1, escapedAsJSON: Bool = false,
        into diagnostics: inout Diagnostics
    ) {
        let spans = MathSpanScanner.spans(in: markdown)
        guard !spans.isEmpty else { return }
        let converter = MathMLConverter()
        for span in spans {
            do {
                _ = try converter.mathML(for: span.tex, display: span.display)
            } catch {
                let location: SourceLocation
                if escapedAsJSON {
                    let offset = span.texStart + error.offset
                    let width = markdown.unicodeScalars.prefix(offset).reduce(0) { $0 + jsonWidth($1) }
                    location = SourceLocation(path: path, line: line, column: column + width)
                } else {
                    let at = span.position(ofTeXOffset: error.offset)
                    location = SourceLocation(
                        path: path, line: line + at.line - 1, column: at.line == 1 ? column + at.column - 1 : at.column)
                }
                diagnostics.error("math.syntax", "cannot turn this formula into MathML: \(error.message)", at: location)
            }
        }
    }

    /// How many columns a scalar takes inside a JSON string written with the usual escapes.
    static func jsonWidth(_ c: Unicode.Scalar) -> Int {
        switch c {
        case "\"", "\\", "\n", "\t", "\r", "\u{08}", "\u{0C}": 2
        case _ where c.value < 0x20: 6
        default: 1
        }
    }
}
