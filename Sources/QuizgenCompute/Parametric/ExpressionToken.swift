import QuizgenCore

/// A token of an expression, with the column where it starts.
struct ExpressionToken: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case number(Double)
        case name(String)
        case symbol(String)
        case end
    }

    let kind: Kind
    let column: Int
    /// The text as written, for messages.
    let text: String
}

/// Splits an expression into tokens.
enum ExpressionLexer {
    /// The tokens of `source`, ending with `.end`.
    ///
    /// - Throws: ``ExpressionError`` for a character that has no place in a formula or a
    ///   malformed number.
    static func tokens(_ source: String) throws(ExpressionError) -> [ExpressionToken] {
        let characters = Array(source)
        var tokens: [ExpressionToken] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let column = index + 1
            if character.isWhitespace {
                index += 1
                continue
            }
            if character.isASCII, character.isNumber || character == "." {
                let start = index
                while index < characters.count, characters[index].isASCII,
                    characters[index].isNumber || characters[index] == "."
                {
                    index += 1
                }
                if index < characters.count, characters[index] == "e" || characters[index] == "E" {
                    var next = index + 1
                    if next < characters.count, characters[next] == "+" || characters[next] == "-" {
                        next += 1
                    }
                    if next < characters.count, characters[next].isASCII, characters[next].isNumber
                    {
                        index = next
                        while index < characters.count, characters[index].isASCII,
                            characters[index].isNumber
                        {
                            index += 1
                        }
                    }
                }
                let text = String(characters[start..<index])
                guard let value = Double(text), value.isFinite else {
                    throw ExpressionError(
                        message:
                            "malformed number '\(text)' at column \(column); write numbers like 12, 0.5 or 6.02e23",
                        column: column)
                }
                tokens.append(ExpressionToken(kind: .number(value), column: column, text: text))
                continue
            }
            if character.isLetter || character == "_" {
                let start = index
                while index < characters.count,
                    characters[index].isLetter || characters[index] == "_"
                        || (characters[index].isASCII && characters[index].isNumber)
                {
                    index += 1
                }
                let text = String(characters[start..<index])
                tokens.append(ExpressionToken(kind: .name(text), column: column, text: text))
                continue
            }
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let symbol: String
            switch character {
            case _ where "<>!=".contains(character) && next == "=": symbol = "\(character)="
            case "≤": symbol = "<="
            case "≥": symbol = ">="
            case "≠": symbol = "!="
            case "−": symbol = "-"
            case "×", "·": symbol = "*"
            case "÷": symbol = "/"
            case "+", "-", "*", "/", "^", "(", ")", ",", "<", ">": symbol = String(character)
            case "=":
                throw ExpressionError(
                    message: "'=' at column \(column) is not a comparison; write '==' to compare",
                    column: column)
            case "!":
                throw ExpressionError(
                    message: "'!' at column \(column) is not an operator; write 'not' or '!='",
                    column: column)
            default:
                throw ExpressionError(
                    message:
                        "unexpected character '\(character)' at column \(column); a formula holds numbers, names, + - * / ^, parentheses and comparisons",
                    column: column)
            }
            let length = "<>!=".contains(character) && next == "=" ? 2 : 1
            tokens.append(
                ExpressionToken(
                    kind: .symbol(symbol), column: column,
                    text: String(characters[index..<index + length])))
            index += length
        }
        tokens.append(ExpressionToken(kind: .end, column: characters.count + 1, text: ""))
        return tokens
    }
}
