/// A recursive-descent parser for the TeX subset quizgen supports, producing `MathNode`s.
///
/// Whitespace between tokens is ignored and `%` starts a comment, as in TeX. Every error carries
/// the offset (in Unicode scalars) of the token at fault.
struct TeXParser {
    let scalars: [Unicode.Scalar]
    let display: Bool
    var position = 0
    /// The `mathvariant` letters get inside `\mathbf{…}` and friends; `nil` is the default.
    var font: String?
    var depth = 0

    static let maximumDepth = 100

    init(_ tex: String, display: Bool) {
        self.scalars = Array(tex.unicodeScalars)
        self.display = display
    }

    /// An atom before its scripts: the node, and whether its scripts may go above and below.
    struct Atom {
        var node: MathNode
        var limits = false
        var largeOperator = false
    }

    // MARK: Reading

    var peek: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

    /// Skips spaces, newlines and `%` comments.
    mutating func skipSpaces() {
        while let c = peek {
            if c == " " || c == "\t" || c == "\n" || c == "\r" {
                position += 1
            } else if c == "%" {
                while let d = peek, d != "\n" { position += 1 }
            } else {
                return
            }
        }
    }

    /// The name of the command at the current position (`frac`, `,`), without consuming it.
    func commandName(at start: Int) -> (name: String, end: Int)? {
        guard start < scalars.count, scalars[start] == "\\" else { return nil }
        var end = start + 1
        guard end < scalars.count else { return ("", end) }
        if Self.isLetter(scalars[end]) {
            while end < scalars.count, Self.isLetter(scalars[end]) { end += 1 }
            if end < scalars.count, scalars[end] == "*" { end += 1 }
        } else {
            end += 1
        }
        return (String(String.UnicodeScalarView(scalars[(start + 1)..<end])), end)
    }

    var peekCommand: String? { commandName(at: position)?.name }

    /// Consumes the command at the current position; letter commands also eat the spaces after.
    mutating func readCommand() -> String {
        guard let (name, end) = commandName(at: position) else { return "" }
        position = end
        return name
    }

    static func isLetter(_ c: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(c) || ("A"..."Z").contains(c)
    }

    static func isDigit(_ c: Unicode.Scalar) -> Bool { ("0"..."9").contains(c) }

    func fail(_ message: String, at offset: Int? = nil) -> MathConversionError {
        MathConversionError(message, at: offset ?? position)
    }

    // MARK: Rows, groups, arguments

    /// Parses atoms until the end, `}`, `&`, `\\`, `\end`, `\right` (or `]` when asked).
    mutating func parseRow(stopAtBracket: Bool = false) throws(MathConversionError) -> [MathNode] {
        var nodes: [MathNode] = []
        while true {
            skipSpaces()
            guard let c = peek, c != "}", c != "&" else { break }
            if stopAtBracket, c == "]" { break }
            if let name = peekCommand, ["\\", "cr", "end", "right"].contains(name) { break }
            let atom: Atom
            if c == "^" || c == "_" || c == "'" {
                atom = Atom(node: .row([]))
            } else {
                atom = try parseAtom()
            }
            let node = try parseScripts(atom)
            if case .row(let members) = node, members.isEmpty { continue }
            nodes.append(node)
        }
        return nodes
    }

    /// Parses `{…}` at the current position.
    mutating func parseGroup() throws(MathConversionError) -> MathNode {
        let open = position
        position += 1
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maximumDepth { throw fail("formula nested too deeply", at: open) }
        let nodes = try parseRow()
        guard peek == "}" else {
            if peek == nil { throw fail("'{' is never closed", at: open) }
            throw unexpected()
        }
        position += 1
        return nodes.count == 1 ? nodes[0] : .row(nodes)
    }

    /// One argument: a braced group or a single token (one digit of a number).
    mutating func parseArgument(of command: String, at start: Int) throws(MathConversionError)
        -> MathNode
    {
        skipSpaces()
        guard let c = peek, c != "}", c != "&", c != "^", c != "_" else {
            throw fail("'\(command)' needs an argument", at: start)
        }
        if c == "{" { return try parseGroup() }
        if let name = peekCommand, ["\\", "cr", "end", "right"].contains(name) {
            throw fail("'\(command)' needs an argument", at: start)
        }
        return try parseAtom(singleDigit: true).node
    }

    /// The error for whatever stops a row where it may not stop.
    func unexpected() -> MathConversionError {
        switch peek {
        case "}"?: return fail("unexpected '}'")
        case "&"?:
            return fail("'&' is only allowed inside an environment such as 'matrix' or 'aligned'")
        case "]"?: return fail("unexpected ']'")
        default:
            switch peekCommand {
            case "right": return fail("'\\right' without a matching '\\left'")
            case "end": return fail("'\\end' without a matching '\\begin'")
            case "\\", "cr":
                return fail(
                    "'\\\\' is only allowed inside an environment such as 'matrix' or 'aligned'")
            default: return fail("unexpected input")
            }
        }
    }

    // MARK: Scripts

    mutating func parseScripts(_ atom: Atom) throws(MathConversionError) -> MathNode {
        var sub: MathNode?
        var sup: MathNode?
        var primes: [MathNode] = []
        var limits = atom.limits && display
        while true {
            skipSpaces()
            let start = position
            switch peek {
            case "'"?:
                position += 1
                primes.append(.op("′", attributes: " lspace=\"0em\" rspace=\"0em\""))
            case "^"?:
                if sup != nil { throw fail("double superscript; use braces: x^{ab}") }
                position += 1
                sup = try parseArgument(of: "^", at: start)
            case "_"?:
                if sub != nil { throw fail("double subscript; use braces: x_{ab}") }
                position += 1
                sub = try parseArgument(of: "_", at: start)
            case "\\"?
            where atom.largeOperator && (peekCommand == "limits" || peekCommand == "nolimits"):
                limits = readCommand() == "limits"
            default:
                if !primes.isEmpty { sup = .row(primes + (sup.map { [$0] } ?? [])) }
                if sub == nil, sup == nil { return atom.node }
                return .scripts(atom.node, sub: sub, sup: sup, limits: limits)
            }
        }
    }
}
