/// One formula found in Markdown source: where it is, its TeX and whether it is display math.
public struct MathSpan: Sendable, Hashable {
    /// The whole span, delimiters included, in Unicode scalars from the start of the text.
    public var range: Range<Int>
    /// The TeX between the delimiters.
    public var tex: String
    /// `$$…$$` or `\[…\]` rather than `$…$` or `\(…\)`.
    public var display: Bool
    /// 1-based line of the TeX's first character, relative to the scanned text.
    public var line: Int
    /// 1-based column (Unicode scalars) of the TeX's first character.
    public var column: Int

    /// Creates a span.
    public init(range: Range<Int>, tex: String, display: Bool, line: Int, column: Int) {
        self.range = range
        self.tex = tex
        self.display = display
        self.line = line
        self.column = column
    }

    /// Where the TeX starts, in Unicode scalars from the start of the text.
    public var texStart: Int { range.lowerBound + (range.count - tex.unicodeScalars.count) / 2 }

    /// The line and column (relative to the scanned text) of a scalar offset inside the TeX, such
    /// as a `MathConversionError`'s.
    ///
    /// - Parameter offset: 0-based Unicode scalar offset into `tex`.
    /// - Returns: 1-based line and column.
    public func position(ofTeXOffset offset: Int) -> (line: Int, column: Int) {
        var line = self.line
        var column = self.column
        for (index, c) in tex.unicodeScalars.enumerated() where index < offset {
            if c == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (line, column)
    }
}
