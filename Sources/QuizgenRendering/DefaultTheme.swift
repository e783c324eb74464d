import QuizgenCompute

/// The default theme, built into the binary from the top-level `Templates/` folder.
public enum DefaultTheme {
    /// Template text by template name (`page`, `layout`, `sitemap.xml`, ...).
    public static var templates: [String: String] {
        Dictionary(
            uniqueKeysWithValues: files.map {
                (TemplateSet.templateName(forFile: $0.key), $0.value)
            })
    }

    /// The theme's files by path relative to `Templates/`.
    public static var fileContents: [String: String] { files }

    /// Every version of each theme file that the git history of `Templates/` holds: by path
    /// relative to `Templates/`, the SHA-256 (lower-case hex) of each version's bytes with the
    /// short commit that introduced it (`working-tree` for a version not yet committed).
    ///
    /// Made by `scripts/theme-history.sh` (run by `scripts/embed-theme.sh`); it includes files the
    /// theme no longer has, so that copies of them are recognised too.
    public static var history: [String: [String: String]] { historyTable }

    /// A short identifier of this version of the theme: the first eight hexadecimal digits of the
    /// SHA-256 of every file's path and SHA-256, in path order.
    public static var version: String {
        let lines = files.keys.sorted().map {
            "\($0) \(ContentHash.sha256Hex(Array(files[$0, default: ""].utf8)))\n"
        }
        return ContentHash.hex8(Array(lines.joined().utf8))
    }
}
