import Foundation
import QuizgenCore

/// Drawn values in the texts of a question: numbers for display and `{name}` substitution.
public enum ParameterText {
    /// A name in a text that is no parameter.
    public struct UnknownName: Sendable, Hashable, CustomStringConvertible {
        /// The name between the braces.
        public let name: String
        /// The line of its `{`, from 1.
        public let line: Int
        /// The column of its `{` in that line, in characters from 1.
        public let column: Int
        /// `unknown parameter 'rate' in '{rate}' at line 2, column 5; did you mean 'rates'?`
        public let message: String

        public var description: String { message }
    }

    /// The problems of a substitution: every unknown name.
    public struct SubstitutionError: Error, Sendable, Hashable, CustomStringConvertible {
        /// Each unknown name, in the order of the text.
        public let unknownNames: [UnknownName]

        public var description: String { unknownNames.map(\.message).joined(separator: "\n") }
    }

    /// A number as a question shows it: whole numbers without `.0` (`3`, `-12`), others with at
    /// most `decimals` decimals and no trailing zeros (`0.5`, `3.14`), never `-0`.
    ///
    /// - Parameters:
    ///   - value: The number.
    ///   - decimals: The most decimals shown (0 to 15).
    /// - Returns: The text.
    public static func format(_ value: Double, decimals: Int = 6) -> String {
        guard value.isFinite else { return NumberText.format(value) }
        var text = String(format: "%.*f", Int32(min(max(decimals, 0), 15)), value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    /// Replaces each `{name}` in a text with the parameter's value.
    ///
    /// Only a name in braces with nothing else (`{a}`, `{v_0}`) is a placeholder: `{ {a} }` in
    /// TeX keeps its outer braces, `\frac{1}{2}` is left alone. `{{` and `}}` write `{` and `}`
    /// (`\mathrm{{kg}}` is `\mathrm{kg}`).
    ///
    /// - Parameters:
    ///   - text: A question's text, choice or feedback.
    ///   - draw: The drawn values.
    ///   - decimals: The most decimals of a number (see ``format(_:decimals:)``).
    /// - Returns: The text with the values.
    /// - Throws: ``SubstitutionError`` naming every unknown name with its line and column.
    public static func substitute(
        _ text: String, values: [String: ParameterValue], decimals: Int = 6
    ) throws(SubstitutionError) -> String {
        let characters = Array(text)
        var output = ""
        output.reserveCapacity(text.utf8.count)
        var unknown: [UnknownName] = []
        var line = 1
        var lineStart = 0
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            if (character == "{" && next == "{") || (character == "}" && next == "}") {
                output.append(character)
                index += 2
                continue
            }
            if character == "{", let close = placeholderEnd(characters, from: index + 1) {
                let name = String(characters[(index + 1)..<close])
                switch values[name] {
                case .number(let value)?: output += format(value, decimals: decimals)
                case .text(let value)?: output += value
                case nil:
                    let column = index - lineStart + 1
                    unknown.append(
                        UnknownName(
                            name: name, line: line, column: column,
                            message: unknownMessage(name, line, column, values.keys.sorted())))
                }
                index = close + 1
                continue
            }
            if character == "\n" || character == "\r\n" {
                line += 1
                lineStart = index + 1
            }
            output.append(character)
            index += 1
        }
        guard unknown.isEmpty else { throw SubstitutionError(unknownNames: unknown) }
        return output
    }

    private static func unknownMessage(
        _ name: String, _ line: Int, _ column: Int, _ known: [String]
    ) -> String {
        let place = "unknown parameter '\(name)' in '{\(name)}' at line \(line), column \(column)"
        let suggestion = Suggestion.didYouMean(name, in: known)
        return suggestion.isEmpty
            ? "\(place); declare it, or write '{{\(name)}}' to show the braces"
            : place + suggestion
    }

    /// The index of the `}` closing a name that starts at `start`, if one does.
    private static func placeholderEnd(_ characters: [Character], from start: Int) -> Int? {
        guard start < characters.count, characters[start].isLetter || characters[start] == "_"
        else { return nil }
        var index = start
        while index < characters.count {
            let character = characters[index]
            if character == "}" { return index }
            guard
                character.isLetter || character == "_" || (character.isASCII && character.isNumber)
            else { return nil }
            index += 1
        }
        return nil
    }
}
