/// quizgen's own reading of Mustache text into `CompiledTemplate` nodes, by swift-mustache's
/// rules (its `Template+Parser.swift`, which it does not make public): standalone lines,
/// indentation of partials and blocks, parents and their block definitions, set delimiters,
/// comments and the `CONTENT_TYPE` pragma.
///
/// It reads only text that swift-mustache has already parsed without error (`ParsedTemplate`
/// parses with swift-mustache first), so its errors need no message: anything it cannot read, or
/// that the renderer leaves to swift-mustache (transforms, dynamic partials, content types other
/// than quizgen's HTML and `TEXT`), makes the template stay with swift-mustache. The renderer's
/// tests render random templates both ways and compare the text, so a rule read differently here
/// shows there.
extension CompiledTemplate {
    /// The compiled form of the Mustache text `text`, or `nil` when the renderer leaves it to
    /// swift-mustache.
    init?(parsing text: String) {
        var reader = MustacheTextReader(text)
        guard let items = try? Self.parse(&reader, state: MustacheParseState()) else {
            return nil
        }
        var nodes: [Node] = []
        nodes.reserveCapacity(items.count)
        for item in items {
            // A block definition outside a parent.
            guard case .node(let node) = item else { return nil }
            nodes.append(node)
        }
        self.nodes = nodes
    }

    /// What one level of a template holds: nodes, and in a parent's body, block definitions.
    fileprivate enum Item {
        case node(Node)
        case definition(name: String, body: CompiledTemplate)
    }

    /// Why the text is left to swift-mustache (no message: see the type's comment).
    fileprivate struct Unreadable: Error {}

    private static func template(_ items: [Item]) throws(Unreadable) -> CompiledTemplate {
        var nodes: [Node] = []
        nodes.reserveCapacity(items.count)
        for item in items {
            guard case .node(let node) = item else { throw Unreadable() }
            nodes.append(node)
        }
        return CompiledTemplate(nodes: nodes)
    }

    /// One level of a template up to its end or the tag that closes `state.sectionName`.
    private static func parse(
        _ reader: inout MustacheTextReader, state initial: MustacheParseState
    ) throws(Unreadable) -> [Item] {
        var items: [Item] = []
        var state = initial
        var whiteSpaceBefore: Substring = ""
        func flushWhiteSpace() {
            if !whiteSpaceBefore.isEmpty {
                items.append(.node(.text(String(whiteSpaceBefore))))
                whiteSpaceBefore = ""
            }
        }
        while !reader.atEnd {
            if state.newLine {
                let whiteSpace = reader.read(while: { $0 == " " || $0 == "\t" })
                if state.inPartialDefinition, !state.atPartialDefinitionTopLevel {
                    // Lines of a block defined in a parent lose the first line's indentation.
                    if let indentation = state.partialDefinitionIndent {
                        whiteSpaceBefore = whiteSpace.dropFirst(indentation.count)
                    } else {
                        state.partialDefinitionIndent = whiteSpace
                    }
                } else {
                    whiteSpaceBefore = whiteSpace
                }
            }
            let text = try readText(&reader, state: state)
            if reader.current.isNewline {
                items.append(.node(.text(String(whiteSpaceBefore) + text + String(reader.current))))
                state.newLine = true
                reader.advance()
                continue
            }
            if !text.isEmpty {
                items.append(.node(.text(String(whiteSpaceBefore) + text)))
                whiteSpaceBefore = ""
                state.newLine = false
            }
            if reader.atEnd { break }
            var setNewLine = false
            switch reader.current {
            case "#", "^":
                let inverted = reader.current == "^"
                reader.advance()
                let name = try readName(&reader, state: state)
                if isStandalone(&reader, state: state) {
                    setNewLine = true
                } else {
                    flushWhiteSpace()
                }
                let body = try template(
                    parse(&reader, state: state.section(name, newLine: setNewLine)))
                let path = Path(name)
                items.append(.node(inverted ? .invertedSection(path, body) : .section(path, body)))
            case "/":
                reader.advance()
                let name = try readName(&reader, state: state)
                guard name == state.sectionName else { throw Unreadable() }
                if !isStandalone(&reader, state: state) { flushWhiteSpace() }
                return items
            case "!":
                reader.advance()
                guard reader.skip(pastNaive: state.endDelimiter) else { throw Unreadable() }
                setNewLine = isStandalone(&reader, state: state)
            case "{":
                flushWhiteSpace()
                reader.advance()
                let name = try readName(&reader, state: state)
                guard reader.read("}") else { throw Unreadable() }
                items.append(.node(.variable(Path(name), escaped: false)))
            case "&":
                flushWhiteSpace()
                reader.advance()
                let name = try readName(&reader, state: state)
                items.append(.node(.variable(Path(name), escaped: false)))
            case ">":
                reader.advance()
                reader.read(while: \.isWhitespace)
                // A dynamic partial (`{{>*name}}`) is swift-mustache's.
                guard reader.current != "*" else { throw Unreadable() }
                let name = try readPartialName(&reader, state: state)
                if !whiteSpaceBefore.isEmpty {
                    items.append(.node(.text(String(whiteSpaceBefore))))
                }
                if isStandalone(&reader, state: state) {
                    setNewLine = true
                    items.append(
                        .node(
                            .partial(
                                name: name, indentation: String(whiteSpaceBefore), overrides: nil)))
                } else {
                    items.append(.node(.partial(name: name, indentation: nil, overrides: nil)))
                }
                whiteSpaceBefore = ""
            case "<":
                reader.advance()
                reader.read(while: \.isWhitespace)
                let name = try readPartialName(&reader, state: state)
                guard name.first != "*" else { throw Unreadable() }
                if !whiteSpaceBefore.isEmpty {
                    items.append(.node(.text(String(whiteSpaceBefore))))
                }
                if isStandalone(&reader, state: state) { setNewLine = true }
                var overrides: [String: CompiledTemplate] = [:]
                for item in try parse(&reader, state: state.parent(name)) {
                    switch item {
                    case .definition(let block, let body): overrides[block] = body
                    case .node(.text): break
                    case .node: throw Unreadable()
                    }
                }
                items.append(
                    .node(
                        .partial(
                            name: name, indentation: String(whiteSpaceBefore), overrides: overrides)
                    ))
                whiteSpaceBefore = ""
            case "$":
                reader.advance()
                let name = try readName(&reader, state: state)
                if state.atPartialDefinitionTopLevel {
                    if isStandalone(&reader, state: state) { setNewLine = true }
                    let body = try template(
                        parse(&reader, state: state.section(name, newLine: setNewLine)))
                    items.append(.definition(name: name, body: body))
                } else {
                    if !whiteSpaceBefore.isEmpty {
                        items.append(.node(.text(String(whiteSpaceBefore))))
                    }
                    if isStandalone(&reader, state: state) { setNewLine = true }
                    let body = try template(
                        parse(&reader, state: state.section(name, newLine: setNewLine)))
                    items.append(
                        .node(
                            .block(
                                name: name, fallback: body, indentation: String(whiteSpaceBefore))))
                    whiteSpaceBefore = ""
                }
            case "=":
                reader.advance()
                state = try setDelimiters(&reader, state: state)
                setNewLine = isStandalone(&reader, state: state)
            case "%":
                reader.advance()
                items.append(.node(.contentType(try readContentType(&reader, state: state))))
                setNewLine = isStandalone(&reader, state: state)
            default:
                flushWhiteSpace()
                let name = try readName(&reader, state: state)
                items.append(.node(.variable(Path(name), escaped: true)))
            }
            state.newLine = setNewLine
        }
        guard state.sectionName == nil else { throw Unreadable() }
        return items
    }

    /// Text up to the next tag (its opening delimiter read) or line break (not read).
    private static func readText(_ reader: inout MustacheTextReader, state: MustacheParseState)
        throws(Unreadable) -> String
    {
        guard let first = state.startDelimiter.first else { return "" }
        var text = ""
        while !reader.atEnd {
            text += reader.read(until: { $0 == "\n" || $0 == "\r\n" || $0 == first })
            if reader.current.isNewline { break }
            if reader.current == first {
                // swift-mustache fails on a delimiter's start too close to the end.
                guard reader.remaining(atLeast: state.startDelimiter.count) else {
                    throw Unreadable()
                }
                if reader.read(state.startDelimiter) { break }
                text.append(first)
                reader.advance()
            }
        }
        return text
    }

    /// A name and the closing delimiter; a name with a transform (`f(x)`) is swift-mustache's.
    private static func readName(_ reader: inout MustacheTextReader, state: MustacheParseState)
        throws(Unreadable) -> String
    {
        reader.read(while: \.isWhitespace)
        let name = reader.read(while: { nameCharacters.contains($0) || $0 == "(" || $0 == ")" })
        reader.read(while: \.isWhitespace)
        guard reader.read(state.endDelimiter), !name.contains("("), !name.contains(")") else {
            throw Unreadable()
        }
        return String(name)
    }

    private static func readPartialName(
        _ reader: inout MustacheTextReader, state: MustacheParseState
    ) throws(Unreadable) -> String {
        reader.read(while: \.isWhitespace)
        let name = reader.read(while: {
            nameCharacters.contains($0) || $0 == "(" || $0 == ")" || $0 == "/"
        })
        reader.read(while: \.isWhitespace)
        guard reader.read(state.endDelimiter) else { throw Unreadable() }
        return String(name)
    }

    private static func setDelimiters(
        _ reader: inout MustacheTextReader, state: MustacheParseState
    ) throws(Unreadable) -> MustacheParseState {
        reader.read(while: \.isWhitespace)
        let start = reader.read(until: \.isWhitespace)
        guard !reader.atEnd else { throw Unreadable() }
        reader.read(while: \.isWhitespace)
        let end = reader.read(until: { $0 == "=" || $0.isWhitespace })
        guard !reader.atEnd else { throw Unreadable() }
        reader.read(while: \.isWhitespace)
        guard reader.read("="), reader.read(state.endDelimiter), !start.isEmpty, !end.isEmpty
        else { throw Unreadable() }
        return state.delimiters(start: String(start), end: String(end))
    }

    private static func readContentType(
        _ reader: inout MustacheTextReader, state: MustacheParseState
    ) throws(Unreadable) -> ContentType {
        reader.read(while: \.isWhitespace)
        let variable = reader.read(while: nameCharacters.contains)
        reader.read(while: \.isWhitespace)
        guard reader.read(":") else { throw Unreadable() }
        reader.read(while: \.isWhitespace)
        let value = reader.read(while: nameCharacters.contains)
        reader.read(while: \.isWhitespace)
        guard reader.read(state.endDelimiter), variable == "CONTENT_TYPE" else {
            throw Unreadable()
        }
        switch value {
        case Substring(HTMLEscaper.name): return .quizgenHTML
        case "TEXT": return .text
        // swift-mustache's own HTML, or a content type registered by someone else.
        default: throw Unreadable()
        }
    }

    /// A tag alone on its line (but for spaces and tabs): the line break after it is read.
    private static func isStandalone(
        _ reader: inout MustacheTextReader, state: MustacheParseState
    ) -> Bool {
        guard state.newLine else { return false }
        if reader.atEnd { return true }
        var ahead = reader
        ahead.read(while: { $0 == " " || $0 == "\t" })
        guard ahead.current.isNewline else { return false }
        ahead.advance()
        reader = ahead
        return true
    }

    /// The characters of a name (swift-mustache's set, without the brackets of transforms).
    private static let nameCharacters = Set<Character>(
        "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?*")
}
