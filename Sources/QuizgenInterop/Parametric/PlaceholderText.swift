import QuizgenCompute
import QuizgenCore

/// Parameters in the texts of a parametric question on their way in and out of quizgen.
///
/// On import, a source's placeholders (Moodle's `{a}` and `{=…}`, Canvas's `[x]`) are first
/// replaced by tokens that the HTML-to-Markdown conversion leaves alone (the converter escapes
/// braces), and afterwards by quizgen's `{name}`; every other brace of the text is written so
/// that quizgen shows it as the source did (``restore(_:names:)``). On export, a quizgen text
/// is split into literal text and placeholders (``pieces(_:known:)``) for the writer to spell
/// each placeholder the target's way.
enum PlaceholderText {
    /// The token standing for placeholder `index` during the conversion: private-use
    /// characters around its number, which neither HTML nor Markdown give a meaning.
    static func token(_ index: Int) -> String { "\u{E000}\(index)\u{E001}" }

    /// One part of a text: literal text or a placeholder.
    enum Piece: Sendable, Hashable {
        case literal(Character)
        case placeholder(String)
    }

    /// `text` (converted Markdown holding ``token(_:)``s) with each token replaced by
    /// `{names[index]}` and its literal braces written so that quizgen shows them unchanged
    /// (see ``write(_:)``).
    static func restore(_ text: String, names: [String]) -> String {
        var pieces: [Piece] = []
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            if characters[index] == "\u{E000}",
                let close = characters[index...].firstIndex(of: "\u{E001}"),
                let number = Int(String(characters[(index + 1)..<close])),
                names.indices.contains(number)
            {
                pieces.append(.placeholder(names[number]))
                index = close + 1
                continue
            }
            pieces.append(.literal(characters[index]))
            index += 1
        }
        return write(pieces)
    }

    /// Writes pieces as a quizgen text. Literal braces stay single (`\frac{1}{2}` reads as
    /// written) unless one would be misread: a `{` before another `{` or a placeholder, a `{`
    /// that opens a would-be `{name}` (`\mathrm{m}`), or a `}` before another `}`. Then every
    /// literal brace of the text is doubled (`{{`, `}}`), so the braces stay balanced for the
    /// TeX in it and each reads as one brace.
    static func write(_ pieces: [Piece]) -> String {
        func literal(_ at: Int) -> Character? {
            guard pieces.indices.contains(at), case .literal(let c) = pieces[at] else { return nil }
            return c
        }
        func isPlaceholder(_ at: Int) -> Bool {
            guard pieces.indices.contains(at), case .placeholder = pieces[at] else { return false }
            return true
        }
        /// Whether the literal `{` at `at` is followed by a name and `}`.
        func opensName(_ at: Int) -> Bool {
            var next = at + 1
            while let c = literal(next), c != "}" {
                let ok =
                    next == at + 1
                    ? (c.isLetter || c == "_")
                    : (c.isLetter || c == "_" || (c.isASCII && c.isNumber))
                guard ok else { return false }
                next += 1
            }
            return literal(next) == "}" && next > at + 1
        }
        let misread = pieces.indices.contains { at in
            switch literal(at) {
            case "{": literal(at + 1) == "{" || isPlaceholder(at + 1) || opensName(at)
            case "}": literal(at + 1) == "}"
            default: false
            }
        }
        var output = ""
        for piece in pieces {
            switch piece {
            case .placeholder(let name): output += "{\(name)}"
            case .literal(let c) where misread && (c == "{" || c == "}"): output += "\(c)\(c)"
            case .literal(let c): output.append(c)
            }
        }
        return output
    }

    /// A quizgen text split as ``ParameterText`` reads it: `{{` and `}}` are literal braces,
    /// `{name}` of a name in `known` is a placeholder, everything else literal.
    static func pieces(_ text: String, known: Set<String>) -> [Piece] {
        let characters = Array(text)
        var pieces: [Piece] = []
        var index = 0
        while index < characters.count {
            let c = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            if (c == "{" && next == "{") || (c == "}" && next == "}") {
                pieces.append(.literal(c))
                index += 2
                continue
            }
            if c == "{", let close = characters[(index + 1)...].firstIndex(of: "}") {
                let name = String(characters[(index + 1)..<close])
                if known.contains(name) {
                    pieces.append(.placeholder(name))
                    index = close + 1
                    continue
                }
            }
            pieces.append(.literal(c))
            index += 1
        }
        return pieces
    }

    /// `text` with each placeholder spelled by `spell` and literal braces as they show.
    static func map(_ text: String, known: Set<String>, spell: (String) -> String) -> String {
        var output = ""
        for piece in pieces(text, known: known) {
            switch piece {
            case .literal(let c): output.append(c)
            case .placeholder(let name): output += spell(name)
            }
        }
        return output
    }

    /// A parameter name quizgen accepts for a source's name: letters, digits and `_` (others
    /// become `_`), not starting with a digit, not a reserved word (`e`, `pi`, a function), and
    /// not in `taken` (a number is added).
    static func safeName(_ raw: String, taken: Set<String>) -> String {
        var name = String(
            raw.map { $0.isLetter || $0 == "_" || ($0.isASCII && $0.isNumber) ? $0 : "_" })
        if name.isEmpty || name.first?.isNumber == true { name = "v" + name }
        if ParameterSet.reservedNames.contains(name) { name += "_" }
        var candidate = name
        var counter = 2
        while taken.contains(candidate) {
            candidate = "\(name)\(counter)"
            counter += 1
        }
        return candidate
    }
}
