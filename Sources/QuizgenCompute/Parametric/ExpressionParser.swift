import QuizgenCore

/// The recursive-descent parser behind ``Expression``: tokens in, a postfix program out, with
/// each operand's kind (number or condition) checked as it goes.
///
/// From the loosest binding to the tightest: `or`, `and`, `not`, one comparison, `+ -`,
/// `* /`, unary signs, `^` (right associative), then numbers, names, calls and parentheses.
struct ExpressionParser {
    private let source: String
    private var tokens: [ExpressionToken] = []
    private var position = 0
    private var depth = 0
    private(set) var program: [Instruction] = []

    init(_ source: String) { self.source = source }

    /// Parses the whole text.
    ///
    /// - Returns: Whether the expression is a condition.
    mutating func parse() throws(ExpressionError) -> Bool {
        tokens = try ExpressionLexer.tokens(source)
        if case .end = tokens[0].kind {
            throw ExpressionError(message: "the expression is empty; write a formula", column: 1)
        }
        let isCondition = try parseOr()
        let token = tokens[position]
        switch token.kind {
        case .end: return isCondition
        case .symbol(")"):
            throw ExpressionError(
                message: "unmatched ')' at column \(token.column); remove it or add a '(' before",
                column: token.column)
        default:
            throw unexpected(token, after: tokens[position - 1])
        }
    }

    // MARK: Conditions

    private mutating func parseOr() throws(ExpressionError) -> Bool {
        var left = try parseAnd()
        var jumps: [Int] = []
        while case .name("or") = tokens[position].kind {
            let token = advance()
            try requireCondition(left, for: token, side: "left")
            jumps.append(program.count)
            program.append(.jumpIfTrue(0))
            program.append(.pop)
            left = try parseAnd()
            try requireCondition(left, for: token, side: "right")
        }
        for jump in jumps { program[jump] = .jumpIfTrue(program.count) }
        return left
    }

    private mutating func parseAnd() throws(ExpressionError) -> Bool {
        var left = try parseNot()
        var jumps: [Int] = []
        while case .name("and") = tokens[position].kind {
            let token = advance()
            try requireCondition(left, for: token, side: "left")
            jumps.append(program.count)
            program.append(.jumpIfFalse(0))
            program.append(.pop)
            left = try parseNot()
            try requireCondition(left, for: token, side: "right")
        }
        for jump in jumps { program[jump] = .jumpIfFalse(program.count) }
        return left
    }

    private mutating func parseNot() throws(ExpressionError) -> Bool {
        guard case .name("not") = tokens[position].kind else { return try parseComparison() }
        let token = advance()
        try enter(token)
        let operand = try parseNot()
        depth -= 1
        try requireCondition(operand, for: token, side: "right")
        program.append(.not)
        return true
    }

    private mutating func parseComparison() throws(ExpressionError) -> Bool {
        let left = try parseAdditive()
        guard let (token, comparison) = comparisonOperator() else { return left }
        try requireNumber(left, for: token, side: "left")
        position += 1
        let right = try parseAdditive()
        try requireNumber(right, for: token, side: "right")
        program.append(.binary(comparison, column: token.column))
        if let (next, _) = comparisonOperator() {
            throw ExpressionError(
                message:
                    "comparisons do not chain: '\(next.text)' at column \(next.column) follows another comparison; write 'a < b and b < c'",
                column: next.column)
        }
        return true
    }

    private func comparisonOperator() -> (ExpressionToken, BinaryOperator)? {
        let token = tokens[position]
        guard case .symbol(let symbol) = token.kind,
            let comparison = BinaryOperator(rawValue: symbol),
            [.less, .lessOrEqual, .greater, .greaterOrEqual, .equal, .notEqual].contains(comparison)
        else { return nil }
        return (token, comparison)
    }

    // MARK: Arithmetic

    private mutating func parseAdditive() throws(ExpressionError) -> Bool {
        var left = try parseMultiplicative()
        while case .symbol(let symbol) = tokens[position].kind, symbol == "+" || symbol == "-" {
            let token = advance()
            try requireNumber(left, for: token, side: "left")
            left = try parseMultiplicative()
            try requireNumber(left, for: token, side: "right")
            program.append(.binary(symbol == "+" ? .add : .subtract, column: token.column))
        }
        return left
    }

    private mutating func parseMultiplicative() throws(ExpressionError) -> Bool {
        var left = try parseUnary()
        while case .symbol(let symbol) = tokens[position].kind, symbol == "*" || symbol == "/" {
            let token = advance()
            try requireNumber(left, for: token, side: "left")
            left = try parseUnary()
            try requireNumber(left, for: token, side: "right")
            program.append(.binary(symbol == "*" ? .multiply : .divide, column: token.column))
        }
        return left
    }

    private mutating func parseUnary() throws(ExpressionError) -> Bool {
        guard case .symbol(let symbol) = tokens[position].kind, symbol == "-" || symbol == "+"
        else { return try parsePower() }
        let token = advance()
        try enter(token)
        let operand = try parseUnary()
        depth -= 1
        try requireNumber(operand, for: token, side: "right")
        if symbol == "-" { program.append(.negate) }
        return false
    }

    private mutating func parsePower() throws(ExpressionError) -> Bool {
        let base = try parsePrimary()
        guard case .symbol("^") = tokens[position].kind else { return base }
        let token = advance()
        try requireNumber(base, for: token, side: "left")
        try enter(token)
        // The exponent may carry a sign (`2^-1`) and is itself a power: right associative.
        let exponent = try parseUnary()
        depth -= 1
        try requireNumber(exponent, for: token, side: "right")
        program.append(.binary(.power, column: token.column))
        return false
    }

    // MARK: Operands

    private mutating func parsePrimary() throws(ExpressionError) -> Bool {
        let token = tokens[position]
        switch token.kind {
        case .number(let value):
            position += 1
            program.append(.number(value))
            try refuseJuxtaposition(after: token)
            return false
        case .name(let name):
            position += 1
            if case .symbol("(") = tokens[position].kind {
                try parseCall(token, name: name)
                return false
            }
            if name == "not" {
                throw ExpressionError(
                    message:
                        "'not' at column \(token.column) cannot follow '\(tokens[max(position - 2, 0)].text)': it turns a condition around and gives no number; put it in front of a condition, as in 'not (a > 0)'",
                    column: token.column)
            }
            if ["and", "or"].contains(name) {
                throw ExpressionError(
                    message:
                        "'\(name)' at column \(token.column) needs a condition before it; write e.g. 'a > 0 \(name) b > 0'",
                    column: token.column)
            }
            switch name {
            case "pi", "π": program.append(.number(Double.pi))
            case "e": program.append(.number(2.718_281_828_459_045))
            default:
                if let function = ExpressionFunction(rawValue: name) {
                    throw ExpressionError(
                        message:
                            "function '\(name)' at column \(token.column) needs its arguments in parentheses: \(function.signature)",
                        column: token.column)
                }
                program.append(.parameter(name, column: token.column))
            }
            try refuseJuxtaposition(after: token)
            return false
        case .symbol("("):
            position += 1
            try enter(token)
            let inner = try parseOr()
            depth -= 1
            guard case .symbol(")") = tokens[position].kind else {
                throw ExpressionError(
                    message:
                        "'(' at column \(token.column) is not closed; add ')' \(closingHint())",
                    column: token.column)
            }
            let closing = advance()
            try refuseJuxtaposition(after: closing)
            return inner
        case .end:
            let previous = tokens[max(position - 1, 0)]
            throw ExpressionError(
                message:
                    "the expression ends after '\(previous.text)' at column \(previous.column); write what follows it",
                column: token.column)
        default:
            throw ExpressionError(
                message:
                    "expected a number, a name or '(' at column \(token.column), found '\(token.text)'",
                column: token.column)
        }
    }

    private mutating func parseCall(_ token: ExpressionToken, name: String) throws(ExpressionError)
    {
        guard let function = ExpressionFunction(rawValue: name) else {
            let known = ExpressionFunction.allCases.map(\.rawValue)
            throw ExpressionError(
                message:
                    "unknown function '\(name)' at column \(token.column)\(Suggestion.didYouMean(name, in: known))",
                column: token.column)
        }
        let open = advance()
        try enter(open)
        var count = 0
        if case .symbol(")") = tokens[position].kind {
        } else {
            while true {
                let argumentStart = tokens[position]
                let argument = try parseOr()
                if argument {
                    throw ExpressionError(
                        message:
                            "argument \(count + 1) of '\(name)' at column \(argumentStart.column) is a condition; \(name) takes numbers",
                        column: argumentStart.column)
                }
                count += 1
                guard case .symbol(",") = tokens[position].kind else { break }
                position += 1
            }
        }
        depth -= 1
        guard case .symbol(")") = tokens[position].kind else {
            throw ExpressionError(
                message:
                    "the call of '\(name)' at column \(token.column) is not closed; add ')' \(closingHint())",
                column: token.column)
        }
        position += 1
        guard function.arity.contains(count) else {
            let wanted =
                function.arity.upperBound == Int.max
                ? "at least \(function.arity.lowerBound) arguments"
                : function.arity.count == 1
                    ? "\(function.arity.lowerBound) argument\(function.arity.lowerBound == 1 ? "" : "s")"
                    : "\(function.arity.lowerBound) or \(function.arity.upperBound) arguments"
            throw ExpressionError(
                message:
                    "'\(name)' at column \(token.column) takes \(wanted), not \(count); write \(function.signature)",
                column: token.column)
        }
        program.append(.call(function, arguments: count, column: token.column))
        try refuseJuxtaposition(after: tokens[position - 1])
    }

    // MARK: Helpers

    private mutating func advance() -> ExpressionToken {
        defer { position += 1 }
        return tokens[position]
    }

    /// One level deeper; an error past ``Expression/maximumDepth``.
    private mutating func enter(_ token: ExpressionToken) throws(ExpressionError) {
        depth += 1
        guard depth <= Expression.maximumDepth else {
            throw ExpressionError(
                message:
                    "the expression nests too deeply at column \(token.column) (more than \(Expression.maximumDepth) levels of parentheses, calls, signs or powers); split it into computed parameters",
                column: token.column)
        }
    }

    /// Two operands side by side (`4c`, `2(a)`, `a b`): an operator is missing.
    private func refuseJuxtaposition(after previous: ExpressionToken) throws(ExpressionError) {
        let token = tokens[position]
        switch token.kind {
        case .number, .symbol("("):
            break
        case .name(let name) where !["and", "or", "not"].contains(name):
            break
        default:
            return
        }
        throw ExpressionError(
            message:
                "missing operator between '\(previous.text)' and '\(token.text)' at column \(token.column); write '\(previous.text)*\(token.text)' to multiply",
            column: token.column)
    }

    private func unexpected(_ token: ExpressionToken, after previous: ExpressionToken)
        -> ExpressionError
    {
        let hint =
            token.text == ","
            ? "; a ',' separates a function's arguments: write decimals with '.', as in 2.5"
            : ""
        return ExpressionError(
            message:
                "unexpected '\(token.text)' at column \(token.column) after '\(previous.text)'\(hint)",
            column: token.column)
    }

    private func closingHint() -> String {
        let token = tokens[position]
        if case .end = token.kind { return "at the end" }
        return "before '\(token.text)' at column \(token.column)"
    }

    private func requireNumber(_ isCondition: Bool, for token: ExpressionToken, side: String)
        throws(ExpressionError)
    {
        guard isCondition else { return }
        throw ExpressionError(
            message:
                "'\(token.text)' at column \(token.column) needs a number on its \(side), not a condition; put the comparison in parentheses with 'and' or 'or'",
            column: token.column)
    }

    private func requireCondition(_ isCondition: Bool, for token: ExpressionToken, side: String)
        throws(ExpressionError)
    {
        guard !isCondition else { return }
        throw ExpressionError(
            message:
                "'\(token.text)' at column \(token.column) needs a condition on its \(side), such as 'b != 0', not a number",
            column: token.column)
    }
}
