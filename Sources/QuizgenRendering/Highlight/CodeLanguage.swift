/// One language's rules for ``CodeScanner``: its words, comments and string delimiters.
struct CodeLanguage: Sendable {
    /// Which scanner reads the language: the table-driven one, or one of the small ones for
    /// languages that are not token streams of that shape.
    enum Kind: Sendable { case generic, markup, stylesheet, json, yaml }

    /// A string form: its opening and closing delimiters and how it reads.
    struct StringForm: Sendable {
        var open: [UInt8]
        var close: [UInt8]
        /// A backslash escapes the next byte.
        var escapes = true
        /// It may run over lines (a string that may not ends at the line's end).
        var multiline = false
        /// One character (or one escape) between the quotes, else it is no string: Rust's `'a'`
        /// beside its lifetimes `'a`.
        var character = false

        init(
            _ open: String, _ close: String? = nil, escapes: Bool = true,
            multiline: Bool = false, character: Bool = false
        ) {
            self.open = Array(open.utf8)
            self.close = Array((close ?? open).utf8)
            self.escapes = escapes
            self.multiline = multiline
            self.character = character
        }
    }

    var kind = Kind.generic
    var keywords: CodeWordTable
    var types: CodeWordTable
    var lineComments: [[UInt8]] = []
    var blockComment: (open: [UInt8], close: [UInt8])?
    /// Longer openings first (`"""` before `"`).
    var strings: [StringForm] = []
    /// Words compare in lower case (SQL).
    var caseInsensitive = false
    /// A line comment starts only at a line's start or after a space (`#` in shell, not `$#`).
    var commentAfterSpace = false
    /// A byte that, before a word, makes it a directive or an annotation (`#include`, `@Override`).
    var metaPrefix: UInt8?
    /// `<<EOF` heredocs (shell, Ruby, PHP).
    var heredocs = false
    /// `$` may start and continue a word (JavaScript, PHP, shell variables).
    var dollarInWords = false
    /// The bytes a comment, string or heredoc may start with, by byte value: every other byte
    /// skips those checks.
    var starters = [Bool](repeating: false, count: 256)

    /// A language of the table-driven kind, or (`kind`) one of the small scanners'.
    ///
    /// - Parameters:
    ///   - keywords: Space-separated keywords.
    ///   - types: Space-separated types, built-in names and literals.
    ///   - lineComments: Line comment markers.
    ///   - blockComment: A block comment's opening and closing.
    ///   - strings: String forms, longer openings first.
    init(
        kind: Kind = .generic, keywords: String = "", types: String = "",
        lineComments: [String] = [], blockComment: (open: String, close: String)? = nil,
        strings: [StringForm] = [], caseInsensitive: Bool = false, commentAfterSpace: Bool = false,
        metaPrefix: Character? = nil, heredocs: Bool = false, dollarInWords: Bool = false
    ) {
        self.kind = kind
        self.keywords = CodeWordTable(keywords, foldCase: caseInsensitive)
        self.types = CodeWordTable(types, foldCase: caseInsensitive)
        self.lineComments = lineComments.map { Array($0.utf8) }
        self.blockComment = blockComment.map { (Array($0.open.utf8), Array($0.close.utf8)) }
        self.strings = strings
        self.caseInsensitive = caseInsensitive
        self.commentAfterSpace = commentAfterSpace
        self.metaPrefix = metaPrefix?.asciiValue
        self.heredocs = heredocs
        self.dollarInWords = dollarInWords
        let openings =
            self.lineComments + self.strings.map(\.open) + [self.blockComment?.open ?? []]
            + (heredocs ? [[UInt8(ascii: "<")]] : [])
        for opening in openings { if let first = opening.first { starters[Int(first)] = true } }
    }

    /// The rules for a fence's language word, any case, aliases included.
    static func named(_ name: String) -> CodeLanguage? {
        guard name.utf8.count <= 16 else { return nil }
        let key = name.lowercased()
        return catalog[aliases[key] ?? key]
    }

    /// Other names a fence may use, to the catalog's name.
    static let aliases: [String: String] = [
        "py": "python", "python3": "python", "py3": "python", "gyp": "python",
        "js": "javascript", "mjs": "javascript", "cjs": "javascript", "jsx": "javascript",
        "node": "javascript", "ts": "typescript", "tsx": "typescript", "mts": "typescript",
        "sh": "bash", "shell": "bash", "zsh": "bash", "console": "bash", "shellscript": "bash",
        "c++": "cpp", "cxx": "cpp", "cc": "cpp", "hpp": "cpp", "h": "c",
        "cs": "csharp", "c#": "csharp", "kt": "kotlin", "kts": "kotlin", "rb": "ruby",
        "yml": "yaml", "golang": "go", "rs": "rust", "xml": "html", "xhtml": "html",
        "svg": "html", "htm": "html", "jsonc": "json", "json5": "json", "rlang": "r",
        "postgresql": "sql", "postgres": "sql", "sqlite": "sql", "mysql": "sql", "plsql": "sql",
    ]

    /// The languages by name.
    static let catalog: [String: CodeLanguage] = [
        "python": python, "r": r, "java": java, "c": c, "cpp": cpp, "csharp": csharp,
        "javascript": javascript, "typescript": typescript, "sql": sql, "swift": swift, "go": go,
        "rust": rust, "kotlin": kotlin, "php": php, "ruby": ruby, "bash": bash,
        "html": CodeLanguage(kind: .markup), "css": css, "json": CodeLanguage(kind: .json),
        "yaml": CodeLanguage(kind: .yaml),
    ]
}
