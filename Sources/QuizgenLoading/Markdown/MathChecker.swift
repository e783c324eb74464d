import QuizgenCore
import QuizgenMath

/// Reports each formula in Markdown that cannot become MathML, at the exact line and column of
/// the token at fault (the renderer shows such a formula as its TeX, marked `math-error`).
public enum MathChecker {
    /// Checks the formulas of Markdown written as-is in a file (a page body, an exam intro).
    ///
    /// - Parameters:
    ///   - markdown: Markdown text as written in a file.
    ///   - path: The file's display path.
    ///   - line: The file line on which `markdown` starts.
    ///   - column: The column on which its first line starts (1 for a file's body).
    ///   - diagnostics: Receives one `math.syntax` error per formula that cannot be converted.
    public static func check(
        _ markdown: String, path: String, line: Int, column: Int = 1,
        into diagnostics: inout Diagnostics
    ) {
        for (span, error) in failures(in: markdown) {
            let at = span.position(ofTeXOffset: error.offset)
            let location = SourceLocation(
                path: path, line: line + at.line - 1,
                column: at.line == 1 ? column + at.column - 1 : at.column)
            report(error, at: location, into: &diagnostics)
        }
    }

    /// Checks the formulas of a Markdown string value of a YAML or JSON document (a question's
    /// text, a user's bio), located where each character was written: escapes of quoted values
    /// count as written (`\\frac` takes two columns for the backslash), and plain or block
    /// (`|`, `>`) values are followed over their lines.
    ///
    /// - Parameters:
    ///   - value: The value; anything but a string scalar is ignored.
    ///   - source: The document's file, needed to follow plain values over lines and blocks.
    ///   - diagnostics: Receives one `math.syntax` error per formula that cannot be converted.
    public static func check(
        _ value: LocatedNode?, source: SourceText?, into diagnostics: inout Diagnostics
    ) {
        guard let value, value.location.line > 0, let text = value.string,
            let style = value.textStyle
        else { return }
        let found = failures(in: text)
        guard !found.isEmpty else { return }
        let mapper = ScalarPositionMapper(
            value: Array(text.unicodeScalars), start: value.location, style: style, source: source)
        for (span, error) in found {
            report(
                error, at: mapper.location(ofOffset: span.texStart + error.offset),
                into: &diagnostics)
        }
    }

    static func failures(in markdown: String) -> [(MathSpan, MathConversionError)] {
        let spans = MathSpanScanner.spans(in: markdown)
        guard !spans.isEmpty else { return [] }
        let converter = MathMLConverter()
        var found: [(MathSpan, MathConversionError)] = []
        for span in spans {
            do throws(MathConversionError) {
                _ = try converter.mathML(for: span.tex, display: span.display)
            } catch {
                found.append((span, error))
            }
        }
        return found
    }

    static func report(
        _ error: MathConversionError, at location: SourceLocation,
        into diagnostics: inout Diagnostics
    ) {
        diagnostics.error(
            "math.syntax", "cannot turn this formula into MathML: \(error.message)", at: location)
    }
}
