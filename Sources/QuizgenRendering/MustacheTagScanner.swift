/// The tags of a Mustache template, read from its `{{…}}` syntax only (not HTML or Markdown),
/// for the checks that decide whether a fragment can be rendered once (`SiteFragment`,
/// `PostCardFragment`).
enum MustacheTagScanner {
    /// One tag: its sigil (`#`, `^`, `/`, `&`, `!`, `>`, `<`, `$`, `=`, `%`, or the name's first
    /// character for a plain variable) and its name without sigil and spaces.
    struct Tag {
        var sigil: Character
        var name: String
    }

    /// The tags of `text` in order, triple mustaches read as plain variables; `nil` when a tag is
    /// not closed or is empty.
    static func tags(in text: String) -> [Tag]? {
        var result: [Tag] = []
        var rest = Substring(text)
        while let open = rest.range(of: "{{") {
            guard let close = rest[open.upperBound...].range(of: "}}") else { return nil }
            var tag = rest[open.upperBound..<close.lowerBound]
            rest = rest[close.upperBound...]
            if tag.hasPrefix("{") {
                tag = tag.dropFirst()
                if rest.hasPrefix("}") { rest = rest.dropFirst() }
            }
            guard let sigil = tag.first else { return nil }
            result.append(
                Tag(
                    sigil: sigil,
                    name: tag.drop { "#^/&!".contains($0) }.trimmingCharacters(in: .whitespaces)))
        }
        return result
    }

    /// How deep sections (`#`, `^`, `$`, `<`) may nest: swift-mustache parses and renders them
    /// recursively, and 1,000 levels overflowed a thread's stack.
    static let maximumSectionDepth = 100

    /// Where the first section that opens deeper than `limit` starts (1-based line and column),
    /// or `nil`. Follows set-delimiter tags (`{{=<% %>=}}`), so no delimiters hide a section.
    static func tooDeepSection(in text: String, limit: Int = maximumSectionDepth) -> (
        line: Int, column: Int
    )? {
        var open = "{{"
        var close = "}}"
        var depth = 0
        var rest = Substring(text)
        while let start = rest.range(of: open) {
            guard let end = rest[start.upperBound...].range(of: close) else { return nil }
            let tag = rest[start.upperBound..<end.lowerBound]
            var after = end.upperBound
            if open == "{{", tag.hasPrefix("{"), rest[after...].hasPrefix("}") {
                after = rest.index(after: after)
            }
            switch tag.first {
            case "#", "^", "$", "<":
                depth += 1
                if depth > limit {
                    let before = text[..<start.lowerBound]
                    let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
                    let column = before.reversed().prefix { $0 != "\n" }.count + 1
                    return (line, column)
                }
            case "/":
                depth = max(depth - 1, 0)
            case "=":
                let parts = tag.dropFirst().dropLast().split(separator: " ")
                if tag.count > 1, tag.hasSuffix("="), parts.count == 2 {
                    open = String(parts[0])
                    close = String(parts[1])
                }
            default:
                break
            }
            rest = rest[after...]
        }
        return nil
    }
}
