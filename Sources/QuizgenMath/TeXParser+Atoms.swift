extension TeXParser {
    static let functionApplication = MathNode.op("\u{2061}", attributes: "")
    static let notStretchy = " stretchy=\"false\""

    /// One atom: a character, a group or a command with its arguments.
    mutating func parseAtom(singleDigit: Bool = false) throws(MathConversionError) -> Atom {
        guard let c = peek else { throw fail("unexpected end of formula") }
        let start = position
        if c == "{" { return Atom(node: try parseGroup()) }
        if c == "\\" { return try parseCommand() }
        position += 1
        if Self.isDigit(c) {
            var number = String(c)
            while !singleDigit, let d = peek {
                if Self.isDigit(d) {
                    number.unicodeScalars.append(d)
                    position += 1
                } else if d == ".", position + 1 < scalars.count,
                    Self.isDigit(scalars[position + 1])
                {
                    number.unicodeScalars.append(d)
                    position += 1
                } else {
                    break
                }
            }
            return Atom(node: .number(number))
        }
        if Self.isLetter(c) { return Atom(node: .identifier(String(c), variant: font)) }
        switch c {
        case "+", "=", ":":
            return Atom(node: .op(String(c), attributes: ""))
        case "<": return Atom(node: .op("<", attributes: ""))
        case ">": return Atom(node: .op(">", attributes: ""))
        case "-": return Atom(node: .op("−", attributes: ""))
        case "*": return Atom(node: .op("∗", attributes: ""))
        case "(", ")", "[", "]", "!", "?":
            return Atom(node: .op(String(c), attributes: Self.notStretchy))
        case ",", ";": return Atom(node: .op(String(c), attributes: " separator=\"true\""))
        case ".": return Atom(node: .op(".", attributes: ""))
        case "/", "@", "\"": return Atom(node: .identifier(String(c), variant: "normal"))
        case "|": return Atom(node: .identifier("∣", variant: "normal"))
        case "~": return Atom(node: .text("\u{00A0}", variant: nil))
        case "#", "$", "^", "_", "&", "}":
            throw fail("unexpected '\(c)'; write '\\\(c)' for the symbol", at: start)
        default:
            if c.properties.isAlphabetic {
                return Atom(node: .identifier(String(c), variant: font))
            }
            if c.value < 0x20 { throw fail("unexpected control character", at: start) }
            return Atom(node: .op(String(c), attributes: ""))
        }
    }

    /// A command and its arguments.
    mutating func parseCommand() throws(MathConversionError) -> Atom {
        let start = position
        let name = readCommand()
        if name.isEmpty { throw fail("a formula cannot end with '\\'", at: start) }
        if let symbol = TeXSymbols.italicLetters[name] {
            return Atom(node: .identifier(symbol, variant: font))
        }
        if let symbol = TeXSymbols.uprightSymbols[name] {
            let variant = font.flatMap { $0 == "normal" ? nil : $0 } ?? "normal"
            return Atom(node: .identifier(symbol, variant: variant))
        }
        if let symbol = TeXSymbols.operators[name] {
            return Atom(node: .op(symbol, attributes: ""))
        }
        if let symbol = TeXSymbols.delimiters[name] {
            return Atom(node: .op(symbol, attributes: Self.notStretchy))
        }
        if let symbol = TeXSymbols.paddedArrows[name] {
            let pad = MathNode.space(width: "0.2778em")
            return Atom(node: .row([pad, .op(symbol, attributes: ""), pad]))
        }
        if let width = TeXSymbols.spaces[name] { return Atom(node: .space(width: width)) }
        if let (symbol, limits) = TeXSymbols.largeOperators[name] {
            return Atom(node: .op(symbol, attributes: ""), limits: limits, largeOperator: true)
        }
        if let limits = TeXSymbols.functions[name] {
            return Atom(
                node: .row([.identifier(name, variant: nil), Self.functionApplication]),
                limits: limits)
        }
        if let accent = TeXSymbols.accents[name] {
            let base = try parseArgument(of: "\\" + name, at: start)
            return Atom(
                node: .accent(
                    base, mark: accent.mark, stretchy: accent.stretchy, under: accent.under))
        }
        if let variant = TeXSymbols.fonts[name] {
            let saved = font
            font = variant
            defer { font = saved }
            return Atom(node: try parseArgument(of: "\\" + name, at: start))
        }
        if let variant = TeXSymbols.textFonts[name] {
            return Atom(node: .text(try parseText(of: name, at: start), variant: variant))
        }
        if let size = TeXSymbols.bigSizes[name] {
            let delimiter = try parseDelimiter(after: name, at: start) ?? ""
            let attributes =
                " fence=\"true\" stretchy=\"true\" minsize=\"\(size)\" maxsize=\"\(size)\""
            return Atom(node: .op(delimiter, attributes: attributes))
        }
        switch name {
        case "frac", "dfrac", "tfrac", "cfrac":
            let numerator = try parseArgument(of: "\\" + name, at: start)
            let denominator = try parseArgument(of: "\\" + name, at: start)
            let fraction = MathNode.fraction(numerator, denominator, lineThickness: nil)
            if name == "dfrac" || name == "cfrac", !display {
                return Atom(
                    node: .style(fraction, attributes: " displaystyle=\"true\" scriptlevel=\"0\""))
            }
            if name == "tfrac", display {
                return Atom(
                    node: .style(fraction, attributes: " displaystyle=\"false\" scriptlevel=\"0\""))
            }
            return Atom(node: fraction)
        case "binom", "dbinom", "tbinom":
            let top = try parseArgument(of: "\\" + name, at: start)
            let bottom = try parseArgument(of: "\\" + name, at: start)
            let fence = " fence=\"true\""
            return Atom(
                node: .row([
                    .op("(", attributes: fence), .fraction(top, bottom, lineThickness: "0px"),
                    .op(")", attributes: fence),
                ]))
        case "sqrt":
            skipSpaces()
            var index: MathNode?
            if peek == "[" {
                let open = position
                position += 1
                let nodes = try parseRow(stopAtBracket: true)
                guard peek == "]" else { throw fail("'[' of '\\sqrt' is never closed", at: open) }
                position += 1
                index = nodes.count == 1 ? nodes[0] : .row(nodes)
            }
            let radicand = try parseArgument(of: "\\sqrt", at: start)
            return Atom(node: index.map { .root(radicand, index: $0) } ?? .squareRoot(radicand))
        case "operatorname", "operatorname*":
            let text = try parseText(of: name, at: start)
            return Atom(
                node: .row([.identifier(text, variant: "normal"), Self.functionApplication]),
                limits: name.hasSuffix("*"))
        case "left":
            return Atom(node: try parseLeftRight(at: start))
        case "begin":
            return Atom(node: try parseEnvironment(at: start))
        case "not":
            skipSpaces()
            if peek == "=" {
                position += 1
                return Atom(node: .op("≠", attributes: ""))
            }
            if peekCommand == "in" {
                _ = readCommand()
                return Atom(node: .op("∉", attributes: ""))
            }
            throw fail("'\\not' is only supported before '=' and '\\in'", at: start)
        case "displaystyle", "textstyle", "limits", "nolimits":
            if name.hasSuffix("limits") {
                throw fail("'\\\(name)' must follow an operator such as '\\sum'", at: start)
            }
            return Atom(node: .row([]))
        default:
            throw fail("unknown or unsupported command '\\\(name)'", at: start)
        }
    }

    /// The braced raw text of `\text{…}` and `\operatorname{…}`.
    mutating func parseText(of command: String, at start: Int) throws(MathConversionError) -> String
    {
        skipSpaces()
        guard peek == "{" else {
            throw fail("'\\\(command)' needs a braced argument: \\\(command){…}", at: start)
        }
        let open = position
        position += 1
        var text = ""
        var level = 0
        while let c = peek {
            if c == "}" {
                if level == 0 {
                    position += 1
                    return text
                }
                level -= 1
            } else if c == "{" {
                level += 1
                position += 1
                continue
            } else if c == "\\" {
                let escape = position
                let name = readCommand()
                if ["{", "}", "$", "%", "&", "#", "_", " "].contains(name) {
                    text += name == " " ? "\u{00A0}" : name
                    continue
                }
                throw fail("'\\\(name)' is not supported inside '\\\(command)'", at: escape)
            } else if c == "$" {
                throw fail("math inside '\\\(command)' is not supported", at: position)
            }
            // KaTeX keeps a text's spaces as no-break spaces, so MathML does not collapse them.
            if c != "}" { text.unicodeScalars.append(c == " " || c == "\n" ? "\u{00A0}" : c) }
            position += 1
        }
        throw fail("'{' is never closed", at: open)
    }

    /// The delimiter after `\left`, `\right` or `\big`: its character, or `nil` for `.`.
    mutating func parseDelimiter(after command: String, at start: Int) throws(MathConversionError)
        -> String?
    {
        skipSpaces()
        guard let c = peek else {
            throw fail("'\\\(command)' needs a delimiter such as '(' or '.'", at: start)
        }
        if c == "\\" {
            let name = peekCommand ?? ""
            let symbol: String? =
                switch name {
                case "|", "Vert", "lVert", "rVert": "∥"
                case "vert", "lvert", "rvert", "mid": "∣"
                default: TeXSymbols.delimiters[name]
                }
            guard let symbol else { throw fail("'\\\(name)' is not a delimiter", at: position) }
            _ = readCommand()
            return symbol
        }
        position += 1
        switch c {
        case ".": return nil
        case "(", ")", "[", "]", "/": return String(c)
        case "|": return "∣"
        case "<": return "⟨"
        case ">": return "⟩"
        default: throw fail("'\\\(command)' needs a delimiter such as '(' or '.'", at: position - 1)
        }
    }

    /// `\left` … `\right`, the `\left` already read.
    mutating func parseLeftRight(at start: Int) throws(MathConversionError) -> MathNode {
        let open = try parseDelimiter(after: "left", at: start)
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maximumDepth { throw fail("formula nested too deeply", at: start) }
        let body = try parseRow()
        guard peekCommand == "right" else {
            if peek == nil { throw fail("'\\left' without a matching '\\right'", at: start) }
            throw unexpected()
        }
        let rightStart = position
        _ = readCommand()
        let close = try parseDelimiter(after: "right", at: rightStart)
        let fence = " fence=\"true\""
        let opening: [MathNode] = open.map { [.op($0, attributes: fence)] } ?? []
        let closing: [MathNode] = close.map { [.op($0, attributes: fence)] } ?? []
        return .row(opening + body + closing)
    }
}
