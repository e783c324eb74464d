/// The default theme, built into the binary from the top-level `Templates/` folder.
public enum DefaultTheme {
    /// Template text by template name (`page`, `layout`, `sitemap.xml`, ...).
    public static var templates: [String: String] {
        Dictionary(uniqueKeysWithValues: files.map { (TemplateSet.templateName(forFile: $0.key), $0.value) })
    }

    /// The theme's files by path relative to `Templates/`, for `quizgen init`.
    public static var fileContents: [String: String] { files }
}
