/// The `[name]` variables in the text of a QTI 1.2 blanks item (Canvas's fill in multiple
/// blanks and multiple dropdowns), found and replaced in one pass each.
///
/// Searching the text once per variable took time in the text's length times the number of
/// variables. A name holding `[` or `]` cannot be told apart by this scan, so items with such
/// names keep the search per variable.
enum QTI12BlankVariables {
    /// Whether every name can be found by ``names(in:)``.
    static func scannable(_ names: [String]) -> Bool {
        !names.contains { $0.contains("[") || $0.contains("]") }
    }

    /// Every text between a `[` and the next `]` with no `[` in between.
    static func names(in html: String) -> Set<String> {
        var names: Set<String> = []
        forEachVariable(in: html) { names.insert(String($0)) }
        return names
    }

    /// `html` with each `[name]` whose name is in `markers` replaced by that marker.
    static func replacing(_ markers: [String: String], in html: String) -> String {
        var output = ""
        var copied = html.startIndex
        forEachVariable(in: html) { name in
            guard let marker = markers[String(name)] else { return }
            let open = html.index(before: name.startIndex)
            output += html[copied..<open]
            output += marker
            copied = html.index(after: name.endIndex)
        }
        output += html[copied...]
        return output
    }

    /// Calls `body` with the name of each `[name]` in order (`name` holds no bracket).
    private static func forEachVariable(in html: String, _ body: (Substring) -> Void) {
        var open: String.Index?
        var index = html.startIndex
        while index < html.endIndex {
            let character = html[index]
            if character == "[" {
                open = index
            } else if character == "]", let start = open {
                body(html[html.index(after: start)..<index])
                open = nil
            }
            index = html.index(after: index)
        }
    }
}
