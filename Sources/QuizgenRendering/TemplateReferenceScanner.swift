/// Finds the partials (`{{> name}}`) and parent layouts (`{{< name}}`) a Mustache template uses,
/// with their positions, so a missing one is reported instead of rendering as nothing.
///
/// swift-mustache renders a missing partial as empty text; this scanner reads only the tag
/// syntax (not HTML or Markdown), and ignores templates that change their delimiters.
enum TemplateReferenceScanner {
    struct Reference: Equatable {
        var name: String
        var isParent: Bool
        var line: Int
        var column: Int
    }

    static func references(in text: String) -> [Reference] {
        if text.contains("{{=") { return [] }
        var result: [Reference] = []
        let scalars = Array(text.unicodeScalars)
        var line = 1
        var column = 1
        var index = 0
        while index < scalars.count {
            if scalars[index] == "{", index + 2 < scalars.count, scalars[index + 1] == "{",
                scalars[index + 2] == ">" || scalars[index + 2] == "<"
            {
                let isParent = scalars[index + 2] == "<"
                var end = index + 3
                var name = ""
                while end + 1 < scalars.count, !(scalars[end] == "}" && scalars[end + 1] == "}") {
                    name.unicodeScalars.append(scalars[end])
                    end += 1
                }
                let trimmed = name.trimmingCharacters(in: " \t\n")
                if !trimmed.isEmpty {
                    result.append(
                        Reference(name: trimmed, isParent: isParent, line: line, column: column))
                }
            }
            if scalars[index] == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }
        return result
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
