/// How a YAML or JSON scalar was written, which decides how its characters map to columns.
enum ScalarTextStyle: Sendable, Hashable {
    /// `"…"` (all JSON strings): escapes such as `\\` take two columns.
    case doubleQuoted
    /// `'…'`: only `''` (one quote) takes two columns.
    case singleQuoted
    /// Unquoted, possibly folded over several lines.
    case plain
    /// A `|` or `>` block: the text starts on the next line, after the block's indentation.
    case block
}
