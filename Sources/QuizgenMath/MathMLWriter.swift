import QuizgenCore

/// Writes `MathNode`s as MathML Core markup.
struct MathMLWriter {
    private(set) var output = ""

    mutating func write(_ node: MathNode) {
        switch node {
        case .identifier(let text, let variant):
            element("mi", variant.map { " mathvariant=\"\($0)\"" } ?? "", text)
        case .number(let text):
            element("mn", "", text)
        case .op(let text, let attributes):
            element("mo", attributes, text)
        case .text(let text, let variant):
            element("mtext", variant.map { " mathvariant=\"\($0)\"" } ?? "", text)
        case .space(let width):
            output += "<mspace width=\"\(width)\"></mspace>"
        case .row(let children):
            if children.count == 1 {
                write(children[0])
            } else {
                wrap("mrow", "", children)
            }
        case .fraction(let numerator, let denominator, let thickness):
            wrap(
                "mfrac", thickness.map { " linethickness=\"\($0)\"" } ?? "",
                [numerator, denominator])
        case .squareRoot(let radicand):
            wrap("msqrt", "", radicand.members)
        case .root(let radicand, let index):
            wrap("mroot", "", [radicand, index])
        case .scripts(let base, let sub, let sup, let limits):
            let name =
                switch (sub != nil, sup != nil) {
                case (true, true): limits ? "munderover" : "msubsup"
                case (true, false): limits ? "munder" : "msub"
                default: limits ? "mover" : "msup"
                }
            wrap(name, "", [base] + [sub, sup].compactMap { $0 })
        case .accent(let base, let mark, let stretchy, let under):
            output += under ? "<munder accentunder=\"true\">" : "<mover accent=\"true\">"
            write(base)
            element("mo", stretchy ? " stretchy=\"true\"" : "", mark)
            output += under ? "</munder>" : "</mover>"
        case .table(let rows, let align, let rowSpacing, let columnSpacing, let display):
            output +=
                "<mtable columnalign=\"\(align)\" rowspacing=\"\(rowSpacing)\" columnspacing=\"\(columnSpacing)\""
            output += display ? " displaystyle=\"true\">" : ">"
            for row in rows {
                output += "<mtr>"
                for cell in row { wrap("mtd", "", cell.members) }
                output += "</mtr>"
            }
            output += "</mtable>"
        case .style(let child, let attributes):
            wrap("mstyle", attributes, child.members)
        }
    }

    private mutating func element(_ name: String, _ attributes: String, _ text: String) {
        output += "<\(name)\(attributes)>"
        output += MarkupEscaping.htmlText(text)
        output += "</\(name)>"
    }

    private mutating func wrap(_ name: String, _ attributes: String, _ children: [MathNode]) {
        output += "<\(name)\(attributes)>"
        for child in children { write(child) }
        output += "</\(name)>"
    }
}
