/// How a piece of question text is written in the source.
enum SourceTextFormat: Sendable, Hashable {
    /// HTML (Moodle `html` and `moodle_auto_format`, GIFT `[html]`, QTI): sanitized, then Markdown.
    case html
    /// Markdown already (GIFT `[markdown]`, text2qti, Moodle `markdown`): kept as written.
    case markdown
    /// Plain text (Aiken, Moodle `plain_text`, GIFT `[plain]`): escaped for Markdown.
    case plain
}
