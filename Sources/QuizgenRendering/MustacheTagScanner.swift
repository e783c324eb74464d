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
            result.append(Tag(sigil: sigil, name: tag.drop { "#^/&!".contains($0) }.trimmingCharacters(in: .whitespaces)))
        }
        return result
    }
}
