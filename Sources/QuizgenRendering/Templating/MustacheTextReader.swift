// The parser state and the text reader of CompiledTemplate+Parsing.swift.

/// What the parser carries from a level to the levels inside it.
struct MustacheParseState {
    /// The section, block or parent this level is the body of.
    var sectionName: String?
    /// At the start of a line.
    var newLine = true
    /// Inside a parent (`{{<name}}`), where blocks are definitions.
    var inPartialDefinition = false
    /// Directly inside a parent, not in a section or block of it.
    var atPartialDefinitionTopLevel = false
    var startDelimiter = "{{"
    var endDelimiter = "}}"
    /// The first line's indentation of a block defined in a parent.
    var partialDefinitionIndent: Substring?

    func section(_ name: String, newLine: Bool) -> Self {
        var state = self
        state.sectionName = name
        state.atPartialDefinitionTopLevel = false
        if !newLine { state.newLine = false }
        return state
    }

    func parent(_ name: String) -> Self {
        var state = self
        state.sectionName = name
        state.newLine = true
        state.inPartialDefinition = true
        state.atPartialDefinitionTopLevel = true
        return state
    }

    func delimiters(start: String, end: String) -> Self {
        var state = self
        state.startDelimiter = start
        state.endDelimiter = end
        state.atPartialDefinitionTopLevel = false
        return state
    }
}

/// A position in a template's text, by `Character` as swift-mustache reads it.
struct MustacheTextReader {
    let text: String
    var position: String.Index

    init(_ text: String) {
        self.text = text
        position = text.startIndex
    }

    var atEnd: Bool { position == text.endIndex }

    /// The character at the position; NUL at the end.
    var current: Character { atEnd ? "\0" : text[position] }

    mutating func advance() { position = text.index(after: position) }

    @discardableResult
    mutating func read(while predicate: (Character) -> Bool) -> Substring {
        let start = position
        while !atEnd, predicate(text[position]) { advance() }
        return text[start..<position]
    }

    @discardableResult
    mutating func read(until predicate: (Character) -> Bool) -> Substring {
        read(while: { !predicate($0) })
    }

    /// Reads `expected` if the text goes on with it.
    mutating func read(_ expected: String) -> Bool {
        var index = position
        for character in expected {
            guard index != text.endIndex, text[index] == character else { return false }
            index = text.index(after: index)
        }
        position = index
        return true
    }

    /// Whether `count` characters are left.
    func remaining(atLeast count: Int) -> Bool {
        text.index(position, offsetBy: count, limitedBy: text.endIndex) != nil
    }

    /// Skips past `delimiter` the way swift-mustache finds a comment's end (a partial match is
    /// not looked at again from its second character); `false` when it is not found.
    mutating func skip(pastNaive delimiter: String) -> Bool {
        let characters = Array(delimiter)
        guard !characters.isEmpty else { return true }
        var matched = 0
        while !atEnd {
            if text[position] == characters[matched] {
                matched += 1
                if matched == characters.count {
                    advance()
                    return true
                }
            } else {
                matched = 0
            }
            advance()
        }
        return false
    }
}
