import QuizgenCompute

/// The default theme: the templates of `Sources/QuizgenRendering/Theme/`, embedded into the
/// binary by SwiftPM (`DefaultTheme+Resources.swift`).
public enum DefaultTheme {
    /// Template text by template name (`page`, `layout`, `sitemap.xml`, ...).
    public static let templates: [String: String] = Dictionary(
        uniqueKeysWithValues: files.map {
            (TemplateSet.templateName(forFile: $0.key), $0.value)
        })

    /// The theme's files by path relative to the theme folder (`layout.mustache`).
    public static var fileContents: [String: String] { files }

    /// The embedded files decoded once per process.
    static let files: [String: String] = Dictionary(
        uniqueKeysWithValues: resources.map { ($0.file, String(decoding: $0.bytes, as: UTF8.self)) }
    )

    /// Every version of each theme file that the git history of the theme holds: by path
    /// relative to the theme folder, the SHA-256 (lower-case hex) of each version's bytes with the
    /// short commit that introduced it (`working-tree` for a version not yet committed).
    ///
    /// Read from `ThemeHistory.tsv`, which `scripts/theme-history.sh` makes; it includes files
    /// the theme no longer has, so that copies of them are recognised too.
    public static let history: [String: [String: String]] = historyTable(
        String(decoding: PackageResources.ThemeHistory_tsv, as: UTF8.self))

    /// A short identifier of this version of the theme: the first eight hexadecimal digits of the
    /// SHA-256 of every file's path and SHA-256, in path order.
    public static let version: String = {
        let lines = files.keys.sorted().map {
            "\($0) \(ContentHash.sha256Hex(Array(files[$0, default: ""].utf8)))\n"
        }
        return ContentHash.hex8(Array(lines.joined().utf8))
    }()
}
