/// Turns libyaml's terse problems into guidance a teacher can act on.
///
/// libyaml says *what* it found (`mapping values are not allowed in this context`) in parser
/// terms; the usual causes in front matter and exam files are few: a tab, a key indented
/// differently from its neighbours, a value with `: ` or `#` in it that needs quotes, a quote
/// never closed. The explanation names the likely cause and the fix, and keeps libyaml's words
/// at the end so a search for them still finds help.
enum YAMLErrorExplainer {
    /// libyaml's default nesting limit (`yaml_set_max_nest_level`), past which it stops.
    static let maximumNesting = 1_000

    /// The message for a libyaml problem.
    ///
    /// - Parameters:
    ///   - problem: libyaml's problem text.
    ///   - context: libyaml's context text (`while parsing a block mapping`) and its 1-based line.
    ///   - character: The character at the problem's location, if any.
    ///   - format: `YAML` or `JSON`.
    /// - Returns: One sentence of guidance followed by libyaml's own words in parentheses.
    static func message(
        problem: String, context: (text: String, line: Int)?, character: Character?, format: String
    ) -> String {
        if problem.hasPrefix("Maximum nesting level reached") {
            // libyaml's limit on [ and { (and block) nesting; its words name a C function.
            return
                "\(format == "YAML" ? "lists and mappings" : "arrays and objects") nest more than \(maximumNesting) levels deep in this value; quizgen reads no deeper"
        }
        let original =
            "(\(format) parser: \(problem)\(context.map { ", \($0.text) at line \($0.line)" } ?? ""))"
        guard format == "YAML" else {
            return
                "invalid JSON: \(problem)\(context.map { " (\($0.text) at line \($0.line))" } ?? "")"
        }
        return
            "invalid YAML: \(advice(problem: problem, context: context, character: character)) \(original)"
    }

    static func advice(problem: String, context: (text: String, line: Int)?, character: Character?)
        -> String
    {
        let opening = context.map { " that starts at line \($0.line)" } ?? ""
        if character == "\t" || problem.contains("tab") {
            return
                "a tab character here; YAML indents with spaces only: replace the tab with spaces"
        }
        switch problem {
        case "found character that cannot start any token":
            let shown = character.map { "'\($0)'" } ?? "this character"
            return "\(shown) cannot start a value; put the value in quotes (\"...\")"
        case "did not find expected key":
            return
                "this line is not indented like the keys above it (in the block\(opening)); give keys of the same level the same number of spaces, and quote a value that contains ': ' or starts with a special character"
        case "mapping values are not allowed in this context":
            return
                "unexpected ': ' here; a value that contains ': ' must be in quotes (\"...\"), and a new key must start its own line, indented like the keys beside it"
        case "did not find expected '-' indicator":
            return
                "this line is not indented like the list items above it (in the list\(opening)); start each item with '- ' at the same indentation"
        case "could not find expected ':'":
            return
                "a key without ':' (or a value that continues on this line); write 'key: value', or put a long value in quotes"
        case "block sequence entries are not allowed in this context":
            return
                "a '- ' list item where a value was expected; start the list on the next line, indented under its key"
        case "found unexpected end of stream":
            return "the file ends inside a quoted value; close the quote (\"...\" or '...')"
        case "found unknown escape character":
            return
                "a backslash in double quotes starts an escape; write '\\\\' for a backslash, or use single quotes"
        case "did not find expected node content":
            return
                "a value is missing here (after ':', '-', '[' or ','); write the value, or remove the extra ',' or '-'"
        case "did not find expected ',' or ']'":
            return
                "a list in [brackets]\(opening) is not closed; add ']' or separate the items with ', '"
        case "did not find expected ',' or '}'":
            return
                "a mapping in {braces}\(opening) is not closed; add '}' or separate the entries with ', '"
        case "found undefined tag handle", "did not find expected tag URI":
            return "'!' starts a YAML tag; put the value in quotes (\"...\")"
        case "did not find URI escaped octet", "found unexpected ':'":
            return "an unexpected ':'; put the value in quotes (\"...\")"
        default:
            if problem.hasPrefix("found unexpected end of stream") {
                return "the file ends inside a quoted value; close the quote (\"...\" or '...')"
            }
            return
                "check the indentation (spaces only, the same for keys of the same level) and put values with ':', '#', '[' or '{' in quotes"
        }
    }
}
