extension TeXParser {
    /// The environments quizgen supports.
    static let environments = [
        "matrix", "pmatrix", "bmatrix", "Bmatrix", "vmatrix", "Vmatrix", "smallmatrix", "cases",
        "align", "align*", "aligned", "gather", "gather*", "gathered", "array",
    ]

    /// `\begin{name}` … `\end{name}`, the `\begin` already read.
    mutating func parseEnvironment(at start: Int) throws(MathConversionError) -> MathNode {
        skipSpaces()
        let nameStart = position
        let name = try parseText(of: "begin", at: start)
        guard Self.environments.contains(name) else {
            throw fail("unknown or unsupported environment '\(name)'", at: nameStart + 1)
        }
        var arrayAlign: [String] = []
        if name == "array" {
            let spec = try parseText(of: "begin{array}", at: start)
            for c in spec.unicodeScalars {
                switch c {
                case "l": arrayAlign.append("left")
                case "c": arrayAlign.append("center")
                case "r": arrayAlign.append("right")
                case "|", " ": continue
                default:
                    throw fail("unsupported column '\(c)' in the array's columns", at: nameStart)
                }
            }
        }
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maximumDepth { throw fail("formula nested too deeply", at: start) }
        let rows = try parseRows(of: name, at: start)
        let columns = rows.map(\.count).max() ?? 0
        let fence = " fence=\"true\""
        func fenced(_ open: String, _ close: String?, _ table: MathNode) -> MathNode {
            .row(
                [.op(open, attributes: fence), table]
                    + (close.map { [.op($0, attributes: fence)] } ?? []))
        }
        func aligns(_ pattern: [String]) -> String {
            (0..<max(columns, 1)).map { pattern[$0 % pattern.count] }.joined(separator: " ")
        }
        let matrix = MathNode.table(
            rows, columnAlign: aligns(["center"]), rowSpacing: "0.16em", columnSpacing: "1em",
            display: false)
        switch name {
        case "pmatrix": return fenced("(", ")", matrix)
        case "bmatrix": return fenced("[", "]", matrix)
        case "Bmatrix": return fenced("{", "}", matrix)
        case "vmatrix": return fenced("∣", "∣", matrix)
        case "Vmatrix": return fenced("∥", "∥", matrix)
        case "cases":
            let table = MathNode.table(
                rows, columnAlign: aligns(["left"]), rowSpacing: "0.36em", columnSpacing: "1em",
                display: false)
            return fenced("{", nil, table)
        case "align", "align*", "aligned":
            return .table(
                rows, columnAlign: aligns(["right", "left"]), rowSpacing: "0.25em",
                columnSpacing: "0em", display: true)
        case "gather", "gather*", "gathered":
            return .table(
                rows, columnAlign: aligns(["center"]), rowSpacing: "0.25em", columnSpacing: "0em",
                display: true)
        case "array":
            let align = arrayAlign.isEmpty ? aligns(["center"]) : arrayAlign.joined(separator: " ")
            return .table(
                rows, columnAlign: align, rowSpacing: "0.16em", columnSpacing: "1em", display: false
            )
        default:
            return matrix
        }
    }

    /// Cells separated by `&` and rows by `\\`, up to `\end{name}`.
    mutating func parseRows(of name: String, at start: Int) throws(MathConversionError)
        -> [[MathNode]]
    {
        var rows: [[MathNode]] = []
        var row: [MathNode] = []
        while true {
            let cell = try parseRow()
            row.append(cell.count == 1 ? cell[0] : .row(cell))
            skipSpaces()
            if peek == "&" {
                position += 1
                continue
            }
            switch peekCommand {
            case "\\", "cr":
                _ = readCommand()
                rows.append(row)
                row = []
                skipSpaces()
                if peek == "[" {  // \\[2pt]: extra space, ignored
                    while let c = peek, c != "]" { position += 1 }
                    position += 1
                }
            case "end":
                let endStart = position
                _ = readCommand()
                let closing = try parseText(of: "end", at: endStart)
                guard closing == name else {
                    throw fail(
                        "'\\end{\(closing)}' does not match '\\begin{\(name)}'", at: endStart)
                }
                let emptyLast = row.count == 1 && row[0] == .row([])
                if !emptyLast || rows.isEmpty { rows.append(row) }
                return rows
            default:
                if peek == nil {
                    throw fail("'\\begin{\(name)}' without a matching '\\end{\(name)}'", at: start)
                }
                throw unexpected()
            }
        }
    }
}
