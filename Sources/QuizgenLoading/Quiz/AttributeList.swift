import QuizgenCore

/// Attributes written at the end of a heading or choice: `{#id type=multiple points=2 fixed}`.
///
/// The syntax is plain text, so it survives every Markdown editor; it follows Pandoc's
/// attribute syntax: `#id`, `key=value`, `key="value with spaces"`, bare `flag`.
public struct AttributeList: Sendable, Hashable {
    /// One attribute with its column in the line.
    public struct Attribute: Sendable, Hashable {
        /// `id` for `#x`; the key otherwise.
        public var key: String
        /// The value; `nil` for a bare flag.
        public var value: String?
        /// 1-based column of the attribute in its line.
        public var column: Int
    }

    /// The attributes in order.
    public var attributes: [Attribute]

    /// The value of `key` (`""` for a bare flag), or `nil` when absent.
    public subscript(key: String) -> String? {
        attributes.first { $0.key == key }.map { $0.value ?? "" }
    }

    /// The attribute named `key`.
    public func attribute(_ key: String) -> Attribute? { attributes.first { $0.key == key } }

    /// Splits `line` into its text and a trailing `{...}` attribute list.
    ///
    /// - Parameters:
    ///   - line: The text, e.g. a heading without its `#` marks.
    ///   - column: The 1-based column where `line` starts in its file line.
    ///   - placeholders: The parameter names of a parametric question: a trailing `{name}`
    ///     of one of them is text, not attributes.
    /// - Returns: The text without the attributes (trimmed), the attributes, and a problem
    ///   message with its column when the braces cannot be read.
    public static func split(_ line: String, column: Int = 1, placeholders: Set<String> = [])
        -> (text: String, attributes: AttributeList, problem: (String, Int)?)
    {
        let trimmed = line.trimmingTrailingWhitespace()
        guard trimmed.hasSuffix("}"), let open = trimmed.lastIndex(of: "{") else {
            return (trimmed.trimmingLeadingWhitespace(), AttributeList(attributes: []), nil)
        }
        // A parametric question's text may end with a placeholder (`{v}`): that is text.
        if !placeholders.isEmpty,
            placeholders.contains(String(trimmed[trimmed.index(after: open)...].dropLast()))
        {
            return (trimmed.trimmingLeadingWhitespace(), AttributeList(attributes: []), nil)
        }
        let text = String(trimmed[..<open]).trimmingTrailingWhitespace().trimmingLeadingWhitespace()
        let inner = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
        var offset =
            column
            + trimmed.unicodeScalars.distance(
                from: trimmed.unicodeScalars.startIndex,
                to: open.samePosition(in: trimmed.unicodeScalars)!) + 1
        var attributes: [Attribute] = []
        var scalars = Substring(inner).unicodeScalars[...]
        func skipSpaces() {
            while let first = scalars.first, first == " " || first == "\t" {
                scalars.removeFirst()
                offset += 1
            }
        }
        skipSpaces()
        while !scalars.isEmpty {
            let start = offset
            var token = ""
            var value: String?
            while let c = scalars.first, c != " ", c != "\t", c != "=" {
                token.unicodeScalars.append(c)
                scalars.removeFirst()
                offset += 1
            }
            if scalars.first == "=" {
                scalars.removeFirst()
                offset += 1
                var v = ""
                if scalars.first == "\"" {
                    scalars.removeFirst()
                    offset += 1
                    var closed = false
                    while let c = scalars.first {
                        scalars.removeFirst()
                        offset += 1
                        if c == "\"" {
                            closed = true
                            break
                        }
                        v.unicodeScalars.append(c)
                    }
                    if !closed {
                        return (
                            text, AttributeList(attributes: attributes),
                            ("unclosed quote in attribute '\(token)'", start)
                        )
                    }
                } else {
                    while let c = scalars.first, c != " ", c != "\t" {
                        v.unicodeScalars.append(c)
                        scalars.removeFirst()
                        offset += 1
                    }
                }
                value = v
            }
            if token.hasPrefix("#") {
                attributes.append(
                    Attribute(key: "id", value: String(token.dropFirst()), column: start))
            } else if token.isEmpty {
                return (
                    text, AttributeList(attributes: attributes),
                    ("empty attribute name before '='", start)
                )
            } else {
                attributes.append(Attribute(key: token, value: value, column: start))
            }
            skipSpaces()
        }
        return (text, AttributeList(attributes: attributes), nil)
    }
}

extension StringProtocol {
    func trimmingTrailingWhitespace() -> String {
        var s = Substring(self)
        while let last = s.last, last.isWhitespace { s.removeLast() }
        return String(s)
    }

    func trimmingLeadingWhitespace() -> String {
        String(drop { $0.isWhitespace })
    }
}
