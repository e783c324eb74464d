/// Turns TeX formulas into MathML Core at build time, for pages read without JavaScript.
///
/// Supports the subset course material uses: fractions, roots, sub- and superscripts, Greek,
/// operators and relations, `\left…\right`, matrices and `cases`, `\text`, accents,
/// `\mathbb`/`\mathrm`/`\mathbf` and friends, `align`/`aligned`. The output follows KaTeX's
/// MathML (without its TeX annotation), which the tests use as the reference.
public struct MathMLConverter: Sendable {
    /// Creates a converter.
    public init() {}

    /// The `<math>` element for `tex`.
    ///
    /// - Parameters:
    ///   - tex: The formula, without its delimiters.
    ///   - display: Block (`$$…$$`, `\[…\]`) rather than inline math.
    /// - Returns: `<math>…</math>` (with `display="block"` for display math).
    /// - Throws: `MathConversionError` with the offset of the first token it cannot convert.
    public func mathML(for tex: String, display: Bool) throws(MathConversionError) -> String {
        var parser = TeXParser(tex, display: display)
        let nodes = try parser.parseRow()
        if parser.peek != nil { throw parser.unexpected() }
        if nodes.isEmpty { throw MathConversionError("empty formula", at: 0) }
        var writer = MathMLWriter()
        writer.write(.row(nodes))
        let open = display ? "<math display=\"block\">" : "<math>"
        return open + writer.output + "</math>"
    }
}
