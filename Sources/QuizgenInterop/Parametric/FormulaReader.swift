import QuizgenCompute
import QuizgenCore

/// Reads a formula of Moodle, Canvas or quizgen into a ``Formula``: a recursive descent over
/// `+ - * /`, signs, powers, parentheses, numbers, parameters and function calls, bounded to
/// ``maximumDepth`` nested levels so that a hostile file cannot exhaust the stack.
///
/// What another system computes differently or quizgen cannot compute (Moodle's `^` is PHP's
/// bitwise xor, `atan2`, `fmod`, Canvas's list functions) is a ``FormulaError`` naming it: a
/// question is better left out than imported with a key its source would not give.
struct FormulaReader {
    /// Whose syntax the text is in.
    enum Dialect: Sendable {
        /// Moodle's calculated questions: wildcards `{a}`, PHP's functions, `**` for powers.
        case moodle
        /// Canvas's formula questions: bare variable names, `^` for powers.
        case canvas
        /// quizgen's own formulas (``Expression``), for exports.
        case quizgen

        /// The system's name in messages.
        var system: String {
            switch self {
            case .moodle: "Moodle"
            case .canvas: "Canvas"
            case .quizgen: "quizgen"
            }
        }
    }

    /// How deeply parentheses, calls, signs and powers may nest.
    static let maximumDepth = 64

    let dialect: Dialect
    /// The quizgen name of each parameter as the source writes it (Moodle's wildcard names may
    /// hold characters quizgen's names do not); a name not in it is unknown.
    let names: [String: String]

    private var characters: [Character] = []
    private var index = 0
    private var depth = 0

    init(_ dialect: Dialect, names: [String: String]) {
        self.dialect = dialect
        self.names = names
    }

    /// Reads `text`.
    ///
    /// - Throws: ``FormulaError`` at the first thing that cannot be read or translated.
    mutating func read(_ text: String) throws(FormulaError) -> Formula {
        characters = Array(text)
        index = 0
        depth = 0
        skipSpaces()
        guard index < characters.count else { throw FormulaError("the formula is empty") }
        let formula = try sum()
        skipSpaces()
        if index < characters.count {
            throw unexpected()
        }
        return formula
    }

    // MARK: Grammar

    private mutating func sum() throws(FormulaError) -> Formula {
        var left = try product()
        while true {
            skipSpaces()
            guard let c = peek(), c == "+" || c == "-" else { return left }
            index += 1
            left = .binary(c == "+" ? .plus : .minus, left, try product())
        }
    }

    private mutating func product() throws(FormulaError) -> Formula {
        var left = try signed()
        while true {
            skipSpaces()
            guard let c = peek(), c == "*" || c == "/", !isPowerAhead() else { return left }
            index += 1
            left = .binary(c == "*" ? .times : .divide, left, try signed())
        }
    }

    private mutating func signed() throws(FormulaError) -> Formula {
        skipSpaces()
        guard let c = peek(), c == "-" || c == "+" else { return try power() }
        index += 1
        try enter()
        defer { depth -= 1 }
        let operand = try signed()
        return c == "-" ? .negate(operand) : operand
    }

    private mutating func power() throws(FormulaError) -> Formula {
        let base = try primary()
        skipSpaces()
        guard isPowerAhead() else { return base }
        index += peek() == "^" ? 1 : 2
        try enter()
        defer { depth -= 1 }
        return .binary(.power, base, try signed())
    }

    private mutating func primary() throws(FormulaError) -> Formula {
        skipSpaces()
        guard let c = peek() else { throw FormulaError("the formula ends where a value is due") }
        if c.isASCII, c.isNumber || c == "." { return try number() }
        if c == "(" {
            index += 1
            try enter()
            defer { depth -= 1 }
            let inner = try sum()
            try expect(")")
            return inner
        }
        if c == "{", dialect == .moodle {
            let start = index
            guard let close = characters[index...].firstIndex(of: "}") else {
                throw FormulaError("'{' at column \(start + 1) is not closed")
            }
            let raw = String(characters[(index + 1)..<close])
            index = close + 1
            guard let name = names[raw] else {
                throw FormulaError("the wildcard {\(raw)} has no dataset")
            }
            return .name(name)
        }
        if c.isLetter || c == "_" || c == "π" {
            let start = index
            while let next = peek(),
                next.isLetter || next == "_" || next == "π"
                    || (next.isASCII && next.isNumber)
            {
                index += 1
            }
            let word = String(characters[start..<index])
            skipSpaces()
            if peek() == "(" {
                index += 1
                try enter()
                defer { depth -= 1 }
                var arguments: [Formula] = []
                skipSpaces()
                if peek() == ")" {
                    index += 1
                } else {
                    while true {
                        arguments.append(try sum())
                        skipSpaces()
                        if peek() == "," {
                            index += 1
                            continue
                        }
                        try expect(")")
                        break
                    }
                }
                return try FormulaFunctions.translate(word, arguments, dialect: dialect)
            }
            return try bare(word)
        }
        throw unexpected()
    }

    /// A name without a call: a parameter, or `pi` and `e`.
    private func bare(_ word: String) throws(FormulaError) -> Formula {
        if dialect == .moodle {
            throw FormulaError(
                "'\(word)' is neither a wildcard nor a function call; Moodle writes wildcards as {\(word)}"
            )
        }
        if let name = names[word] { return .name(name) }
        switch word {
        case "pi", "π": return .pi
        case "e": return .e
        default:
            throw FormulaError(
                "'\(word)' is not a variable of the question\(Suggestion.didYouMean(word, in: Array(names.keys)))"
            )
        }
    }

    private mutating func number() throws(FormulaError) -> Formula {
        let start = index
        while let c = peek(), c.isASCII, c.isNumber || c == "." { index += 1 }
        if let c = peek(), c == "e" || c == "E" {
            var next = index + 1
            if next < characters.count, characters[next] == "+" || characters[next] == "-" {
                next += 1
            }
            if next < characters.count, characters[next].isASCII, characters[next].isNumber {
                index = next
                while let d = peek(), d.isASCII, d.isNumber { index += 1 }
            }
        }
        let text = String(characters[start..<index])
        guard let value = Double(text), value.isFinite else {
            throw FormulaError("'\(text)' is not a number")
        }
        return .number(value)
    }

    // MARK: Helpers

    private func peek() -> Character? { index < characters.count ? characters[index] : nil }

    private mutating func skipSpaces() {
        while let c = peek(), c.isWhitespace { index += 1 }
    }

    /// Whether a power operator comes next: `^` (Canvas, quizgen) or `**` (Moodle's PHP).
    private func isPowerAhead() -> Bool {
        switch dialect {
        case .moodle:
            return peek() == "*" && index + 1 < characters.count && characters[index + 1] == "*"
        case .canvas, .quizgen:
            return peek() == "^"
        }
    }

    private mutating func expect(_ character: Character) throws(FormulaError) {
        skipSpaces()
        guard peek() == character else {
            throw peek() == nil
                ? FormulaError("a '\(character)' is missing at the end") : unexpected()
        }
        index += 1
    }

    private mutating func enter() throws(FormulaError) {
        depth += 1
        if depth > Self.maximumDepth {
            throw FormulaError("the formula nests more than \(Self.maximumDepth) levels deep")
        }
    }

    private func unexpected() -> FormulaError {
        guard let c = peek() else { return FormulaError("the formula ends too early") }
        let column = index + 1
        switch (c, dialect) {
        case ("^", .moodle):
            return FormulaError(
                "'^' at column \(column) is PHP's bitwise xor in Moodle, not a power (Moodle writes pow(a, b)); quizgen computes no xor"
            )
        case ("%", _):
            return FormulaError(
                "'%' at column \(column) is a remainder in \(dialect.system); quizgen's formulas have none"
            )
        case ("<", _), (">", _), ("=", _), ("!", _), ("?", _), (":", _), ("&", _), ("|", _),
            ("~", _):
            return FormulaError(
                "'\(c)' at column \(column): comparisons, conditions and bitwise operators in an answer's formula have no equivalent in quizgen's numeric formulas"
            )
        default:
            return FormulaError("unexpected '\(c)' at column \(column)")
        }
    }
}

/// Why a formula cannot be read or has no quizgen equivalent.
struct FormulaError: Error, Sendable, Hashable {
    /// What is wrong, for a message that names the question.
    let message: String

    init(_ message: String) { self.message = message }
}
