/// One node of a parsed formula, close to the MathML element it becomes.
indirect enum MathNode: Sendable, Hashable {
    /// `<mi>`: an identifier, with an optional `mathvariant`.
    case identifier(String, variant: String?)
    /// `<mn>`: a number.
    case number(String)
    /// `<mo>`: an operator, with extra attributes written as they are (` stretchy="false"`).
    case op(String, attributes: String)
    /// `<mtext>`: text, with an optional `mathvariant`.
    case text(String, variant: String?)
    /// `<mspace width="…"/>`.
    case space(width: String)
    /// `<mrow>` (written bare when it holds one node).
    case row([MathNode])
    /// `<mfrac>`, with an optional `linethickness`.
    case fraction(MathNode, MathNode, lineThickness: String?)
    /// `<msqrt>`.
    case squareRoot(MathNode)
    /// `<mroot>`: radicand and index.
    case root(MathNode, index: MathNode)
    /// `<msub>`, `<msup>`, `<msubsup>`, or with `limits` `<munder>`, `<mover>`, `<munderover>`.
    case scripts(MathNode, sub: MathNode?, sup: MathNode?, limits: Bool)
    /// `<mover accent="true">` (or `<munder accentunder="true">` when `under`).
    case accent(MathNode, mark: String, stretchy: Bool, under: Bool)
    /// `<mtable>`: rows of cells, with the table's `columnalign` and whether cells are display
    /// style.
    case table(
        [[MathNode]], columnAlign: String, rowSpacing: String, columnSpacing: String, display: Bool)
    /// `<mstyle>` with attributes written as they are.
    case style(MathNode, attributes: String)

    /// The node as a row's members: a row's children, or the node itself.
    var members: [MathNode] {
        if case .row(let children) = self { return children }
        return [self]
    }
}
