/// Finds the keys a Mustache template uses that its context does not provide.
///
/// Reads only the tag syntax (`{{name}}`, `{{#section}}`, partials, parents, blocks), as Mustache
/// resolves it: a name is looked up from the innermost section outwards, the rest of a dotted
/// name inside what the first part found. Partials and parent layouts are followed with the
/// sections open where they are included.
struct TemplateKeyAnalyzer {
    /// One use of a key, and whether the context of the page being rendered has it.
    struct Use: Hashable {
        var template: String
        var key: String
        var line: Int
        var root: String
        var resolved: Bool
        /// Where it is, for messages.
        var place: String { "\(template).mustache:\(line): '\(key)'" }
    }

    /// Every template by name.
    var templates: [String: String]

    /// The keys used by `root` and the partials and layouts it includes, each resolved against
    /// `provided`.
    func uses(root: String, provided: Set<String>) -> [Use] {
        var found: [Use] = []
        var visited: Set<String> = []
        analyze(root, scopes: [""], provided: provided, root: root, visited: &visited, into: &found)
        return found
    }

    private func analyze(
        _ name: String, scopes: [String], provided: Set<String>, root: String,
        visited: inout Set<String>, into found: inout [Use]
    ) {
        guard let text = templates[name],
            visited.insert(name + "|" + scopes.joined(separator: ",")).inserted
        else { return }
        var scopes = scopes
        var opened: [Bool] = []  // whether each open tag pushed a scope
        for tag in Self.tags(in: text) {
            let body = tag.body
            guard let sigil = body.first else { continue }
            let rest = String(body.dropFirst()).trimmingCharacters(in: " ")
            switch sigil {
            case "!", "%", "=": continue
            case ">", "<":
                analyze(
                    rest, scopes: scopes, provided: provided, root: root, visited: &visited,
                    into: &found)
                if sigil == "<" { opened.append(false) }
            case "$":
                opened.append(false)
            case "/":
                if opened.popLast() == true { scopes.removeLast() }
            case "#", "^":
                let resolved = resolve(rest, scopes: scopes, provided: provided)
                found.append(
                    Use(
                        template: name, key: rest, line: tag.line, root: root,
                        resolved: resolved != nil))
                guard let full = resolved else {
                    opened.append(false)
                    continue
                }
                if sigil == "#" {
                    scopes.append(provided.contains(full + "[]") ? full + "[]" : full)
                    opened.append(true)
                } else {
                    opened.append(false)
                }
            default:
                let key = (sigil == "&" ? rest : body.trimmingCharacters(in: " "))
                if key != "." {
                    let resolved = resolve(key, scopes: scopes, provided: provided) != nil
                    found.append(
                        Use(
                            template: name, key: key, line: tag.line, root: root, resolved: resolved
                        ))
                }
            }
        }
    }

    /// The full path of `key` in the innermost scope whose context has its first part.
    func resolve(_ key: String, scopes: [String], provided: Set<String>) -> String? {
        if key == "." { return scopes.last }
        let parts = key.split(separator: ".", omittingEmptySubsequences: false)
        let first = String(parts[0])
        for scope in scopes.reversed() {
            let candidate = scope.isEmpty ? first : scope + "." + first
            guard provided.contains(candidate) else { continue }
            let full = ([candidate] + parts.dropFirst().map(String.init)).joined(separator: ".")
            return provided.contains(full) ? full : nil
        }
        return nil
    }

    struct Tag {
        var body: String
        var line: Int
    }

    /// The tags of a template: `{{…}}` and `{{{…}}}` (as `&…`), with their lines.
    static func tags(in text: String) -> [Tag] {
        var tags: [Tag] = []
        var line = 1
        var rest = Substring(text)
        while let open = rest.range(of: "{{") {
            line += rest[..<open.lowerBound].filter { $0 == "\n" }.count
            var after = rest[open.upperBound...]
            let triple = after.first == "{"
            if triple { after = after.dropFirst() }
            guard let close = after.range(of: triple ? "}}}" : "}}") else { break }
            let body = String(after[..<close.lowerBound])
            tags.append(Tag(body: triple ? "&" + body : body, line: line))
            line += body.filter { $0 == "\n" }.count
            rest = after[close.upperBound...]
        }
        return tags
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: String) -> String {
        var s = Substring(self)
        while let f = s.first, set.contains(f) { s.removeFirst() }
        while let l = s.last, set.contains(l) { s.removeLast() }
        return String(s)
    }
}
